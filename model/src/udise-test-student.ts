import { categoryForLevel, type EducationLevel } from './levels';
import { studentDocSchema, type Student } from './student';

// A student as the app reads it, complete for the UDISE+ return unless patched: the model's tests of
// the return share it, each file giving the defaults its cases need as a patch.

export function udiseTestStudent(id: string, patch: Record<string, unknown> = {}): Student {
  const level = (patch.educationLevel as EducationLevel | undefined) ?? '5th Standard';
  return {
    id,
    ...studentDocSchema.parse({
      name: 'Ravi Kumar',
      studentId: `NPS-${id}`,
      dateOfBirth: '2016-06-05',
      gender: 'male',
      educationLevel: level,
      course: '',
      school: 'Narela Government School',
      address: 'House 12, Main Road, Narela',
      parentName: 'Rajesh Kumar',
      parentContact: '+919812345678',
      parentOccupation: 'Farmer',
      enrollmentDate: '2026-06-02',
      status: 'active',
      section: 'b',
      admissionNumber: `ADM/${id.toUpperCase()}`,
      createdBy: 'uid-asha',
      updatedBy: 'uid-asha',
      createdAt: new Date('2026-06-02T10:00:00Z'),
      updatedAt: new Date('2026-06-02T10:00:00Z'),
      family: { motherName: 'Sunita Devi', fatherName: 'Rajesh Kumar' },
      social: { socialCategory: 'obc', minorityGroup: 'none', bpl: true, aay: false, ews: false },
      needs: { cwsn: false },
      otherDetails: { motherTongue: 'hindi', pincode: '110040' },
      enrolment: { rollNumber: '7', previousYearStatus: 'sameSchool' },
      ...patch,
      category: categoryForLevel(level),
    }),
  };
}
