import { categoryForLevel, EDUCATION_LEVELS, type EducationLevel } from '@village/model/levels';
import type { DirectoryEntry } from '@village/model/directory';
import { GENDERS } from '@village/model/filters';

/** A directory entry for tests: a plausible student, with any field overridden. */
export function directoryEntry(
  overrides: Partial<Omit<DirectoryEntry, 'category'>> & { id?: string } = {},
): DirectoryEntry {
  const educationLevel: EducationLevel = overrides.educationLevel ?? '10th Standard';
  return {
    id: 'student-1',
    studentId: 'NPS-0001',
    name: 'Aarav Sharma',
    school: 'Narela Government Public School',
    address: 'House 12, Main Road, Narela, Delhi',
    course: '',
    gender: 'male',
    dateOfBirth: '2010-06-15',
    parentName: 'Rajesh Sharma',
    parentContact: '+919876543210',
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

const FIRST = ['Aarav', 'Diya', 'Kabir', 'Meera', 'Rohan', 'Sana', 'Vikram', 'Zoya'];
const LAST = ['Sharma', 'Verma', 'Yadav', 'Khan', 'Singh', 'Gupta', 'Devi'];
const SCHOOLS = [
  'Narela Government Public School',
  'Bawana Model School',
  'Delhi University',
  'Alipur Academy',
  'Holambi Kalan Primary School',
];
const PLACES = ['Narela', 'Bawana', 'Alipur', 'Holambi Kalan', 'Bakhtawarpur'];

/**
 * `count` entries whose fields cycle through short lists with co-prime lengths, so that every
 * combination occurs and a test can compute the expected count of any filter by arithmetic.
 */
export function generateDirectoryEntries(count: number): DirectoryEntry[] {
  return Array.from({ length: count }, (_, index) => {
    const birthYear = 1995 + (index % 23); // 1995 … 2017
    return directoryEntry({
      id: `student-${String(index).padStart(5, '0')}`,
      studentId: `GEN-${String(index + 1).padStart(5, '0')}`,
      name: `${FIRST[index % FIRST.length]} ${LAST[index % LAST.length]} ${index}`,
      school: SCHOOLS[index % SCHOOLS.length],
      address: `House ${index}, ${PLACES[index % PLACES.length]}, Delhi`,
      educationLevel: EDUCATION_LEVELS[index % EDUCATION_LEVELS.length],
      gender: index % 11 === 10 ? null : GENDERS[index % GENDERS.length],
      dateOfBirth: index % 13 === 12 ? null : `${birthYear}-06-15`,
      parentName: `Parent ${index}`,
    });
  });
}
