import { describe, expect, it } from 'vitest';
import { udiseExport } from './udise-export';
import { udiseReadiness } from './udise-readiness';
import { udiseTestStudent } from './udise-test-student';

const student = (id: string, patch: Record<string, unknown> = {}) =>
  udiseTestStudent(id, {
    social: { socialCategory: 'obc', minorityGroup: 'none' },
    enrolment: { rollNumber: '7' },
    ...patch,
  });

const SETTINGS = {
  session: { start: '2026-04-01', end: '2027-03-31' },
  overrides: { motherTongue: { hindi: 42 } },
};

describe('udiseReadiness', () => {
  it('counts each class-section’s ready students and lists what to put right or confirm', () => {
    const students = [
      student('1'),
      student('2', { name: 'Meena Kumari', family: { fatherName: 'Mohan Lal' } }),
      // Admitted before the session: the portal asks to confirm, but takes the student.
      student('3', { name: 'Arjun Singh', enrollmentDate: '2025-06-02' }),
      // An Aadhaar number on record: ready, though a return made without the numbers leaves it out.
      student('4', {
        name: 'Zoya Khan',
        section: 'A',
        identity: {
          nameAsPerAadhaar: 'Zoya Khan',
          aadhaarLastFour: '1234',
          aadhaarKind: 'aadhaar',
        },
      }),
      student('5', { name: 'Kavita Rao', educationLevel: '2nd Standard', section: '' }),
    ];
    const byId = new Map(students.map((entry) => [entry.id, entry]));
    const classes = udiseReadiness(udiseExport(students, SETTINGS), byId);
    expect(
      classes.map(({ classNumber, section, total, ready }) => [classNumber, section, total, ready]),
    ).toEqual([
      [2, '', 1, 0],
      [5, 'A', 1, 1],
      [5, 'B', 3, 2],
    ]);
    const fifthB = classes[2]!;
    expect(fifthB.toLook.map(({ name }) => name)).toEqual(['Meena Kumari', 'Arjun Singh']);
    expect(fifthB.toLook[0]!.refused.map(({ column, problem }) => [column, problem])).toEqual([
      ['motherName', 'required'],
    ]);
    expect(fifthB.toLook[1]!.refused).toEqual([]);
    expect(fifthB.toLook[1]!.questioned.map(({ problem }) => problem)).toEqual([
      'admissionDateOutsideSession',
    ]);
    expect(classes[0]!.toLook[0]!.refused.map(({ column }) => column)).toContain('sectionId');
  });
});
