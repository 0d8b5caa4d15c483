import type { DirectoryEntry } from '@village/model/directory';
import { categoryForLevel, type EducationLevel } from '@village/model/levels';

/** A directory entry for the report's and the map's tests: a plausible student, overridable. */
export function entry(
  overrides: Partial<Omit<DirectoryEntry, 'category'>> & { id: string },
): DirectoryEntry {
  const educationLevel: EducationLevel = overrides.educationLevel ?? '10th Standard';
  return {
    studentId: null,
    name: 'Aarav Sharma',
    school: 'Narela Government Public School',
    address: '',
    course: '',
    gender: null,
    dateOfBirth: null,
    parentName: '',
    parentContact: '',
    status: 'active',
    location: null,
    updatedAtMs: 1_700_000_000_000,
    section: '',
    admissionNumber: '',
    socialCategory: '',
    cwsn: null,
    ...overrides,
    educationLevel,
    category: categoryForLevel(educationLevel),
  };
}
