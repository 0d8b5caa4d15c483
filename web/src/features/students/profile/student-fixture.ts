import { categoryForLevel, type EducationLevel } from '@village/model/levels';
import type { Student } from '@village/model/student';
import { emptyStudentDetails } from '@village/model/student-details';

/** A stored student for tests, as useStudent gives it, with any field overridden. */
export function studentFixture(overrides: Partial<Omit<Student, 'category'>> = {}): Student {
  const educationLevel: EducationLevel = overrides.educationLevel ?? '7th Standard';
  return {
    id: 'stu-1',
    studentId: 'NPS-0042',
    name: 'Aarav Kumar Sharma',
    dateOfBirth: '2012-03-15',
    gender: 'male',
    course: '',
    school: 'Narela Government Public School',
    address: 'House 12, Main Road\nNarela\nDelhi 110040',
    location: { lat: 28.8526, lng: 77.0929 },
    parentName: 'Rajesh Sharma',
    parentContact: '+919876543210',
    parentOccupation: 'Farmer',
    enrollmentDate: '2018-04-02',
    status: 'active',
    section: '',
    admissionNumber: '',
    ...emptyStudentDetails(),
    createdBy: 'uid-staff',
    updatedBy: 'uid-staff',
    createdAt: new Date('2024-01-10T10:00:00Z'),
    updatedAt: new Date('2024-01-10T10:00:00Z'),
    ...overrides,
    educationLevel,
    category: categoryForLevel(educationLevel),
  };
}
