import { describe, expect, it } from 'vitest';
import { categoryForLevel, type EducationLevel } from './levels';
import { studentDocSchema, type Student } from './student';
import { udiseExport, type UdiseExportSettings } from './udise-export';
import type { UdiseSchool } from './udise-school';
import { udiseColumnIndex } from './udise-template';

const SESSION = { start: '2026-04-01', end: '2027-03-31' };
const SCHOOL: UdiseSchool = {
  management: 'governmentAided',
  lowestClass: 6,
  highestClass: 12,
  sections: { '6': 'AB', '11': 'A' },
  streams: ['science', 'commerce'],
};

/** A student of `level` as the app reads it. */
function student(id: string, level: EducationLevel, patch: Record<string, unknown> = {}): Student {
  return {
    id,
    ...studentDocSchema.parse({
      name: 'Ravi Kumar',
      dateOfBirth: level === '5th Standard' ? '2016-06-05' : '2010-06-05',
      gender: 'male',
      educationLevel: level,
      category: categoryForLevel(level),
      course: '',
      school: 'Narela Government School',
      parentName: 'Rajesh Kumar',
      parentOccupation: 'Farmer',
      address: 'House 12, Main Road, Narela',
      parentContact: '+919812345678',
      enrollmentDate: '2026-06-02',
      status: 'active',
      section: 'a',
      admissionNumber: `ADM/${id.toUpperCase()}`,
      createdBy: 'uid-asha',
      updatedBy: 'uid-asha',
      createdAt: new Date('2026-06-02T10:00:00Z'),
      updatedAt: new Date('2026-06-02T10:00:00Z'),
      family: { motherName: 'Sunita Devi', fatherName: 'Rajesh Kumar' },
      social: { socialCategory: 'obc', minorityGroup: 'none' },
      otherDetails: { motherTongue: 'hindi', pincode: '110040' },
      enrolment: { previousYearStatus: 'sameSchool' },
      ...patch,
    }),
  };
}

/** The checks the school's settings add, as [student, column, problem, value]. */
function schoolChecks(
  students: Student[],
  school?: UdiseSchool,
  extra?: Partial<UdiseExportSettings>,
) {
  const settings = { session: SESSION, overrides: { motherTongue: { hindi: 42 } }, ...extra };
  const result = udiseExport(students, { ...settings, school });
  const without = new Set(
    udiseExport(students, settings).checks.map((c) => `${c.studentId} ${c.column} ${c.problem}`),
  );
  return {
    result,
    added: result.checks
      .filter((c) => !without.has(`${c.studentId} ${c.column} ${c.problem}`))
      .map((c) => [c.studentId, c.column, c.problem, c.severity, c.value]),
  };
}

describe("the return against the school's UDISE+ settings", () => {
  it('names a class outside the lowest to highest, a section not offered, a stream not offered', () => {
    const { added } = schoolChecks(
      [
        student('5a', '5th Standard'),
        student('6a', '6th Standard'),
        student('6c', '6th Standard', { section: 'C ' }),
        student('6ab', '6th Standard', { section: 'AB' }),
        student('7z', '7th Standard', { section: 'Z' }),
        student('11s', '11th Standard', { enrolment: { stream: 'science' } }),
        student('11a', '11th Standard', { enrolment: { stream: 'arts' } }),
        student('12v', '12th Standard', { section: 'B', enrolment: { stream: 'vocational' } }),
      ],
      SCHOOL,
    );
    expect(added).toEqual([
      ['5a', 'classId', 'classNotOffered', 'refused', '5'],
      ['6ab', 'sectionId', 'sectionNotOffered', 'refused', 'AB'],
      ['6c', 'sectionId', 'sectionNotOffered', 'refused', 'C'],
      ['11a', 'acdemicStream', 'streamNotOffered', 'refused', 'arts'],
      // Class 7 and 12 have no sections in the settings: theirs are not checked.
      ['12v', 'acdemicStream', 'streamNotOffered', 'refused', 'vocational'],
    ]);
  });

  it('checks nothing by a part the settings leave unset', () => {
    const students = [
      student('1', '1st Standard', { section: 'Q' }),
      student('11a', '11th Standard', { enrolment: { stream: 'arts' } }),
    ];
    expect(schoolChecks(students, {}).added).toEqual([]);
    expect(schoolChecks(students, undefined).added).toEqual([]);
    expect(schoolChecks(students, { management: 'privateUnaided' }).added).toEqual([]);
  });

  it("fills the RTE column of a private unaided school's child with the office's code", () => {
    const rte = student('r', '6th Standard', { enrolment: { rte: true } });
    const other = student('o', '6th Standard', { enrolment: { rte: false } });
    const column = udiseColumnIndex('enrTypeCy');
    const unaided = { management: 'privateUnaided' } as const;

    const settled = schoolChecks([rte, other], unaided, {
      overrides: { motherTongue: { hindi: 42 }, admittedUnder: { rte: 1 } },
    });
    expect(settled.added).toEqual([]);
    expect(settled.result.rows.map((row) => row[column])).toEqual([1, undefined]);

    // No code settled: the cell stays empty and the child is to be checked.
    const unsettled = schoolChecks([rte, other], unaided);
    expect(unsettled.added).toEqual([['r', 'enrTypeCy', 'codeNotSet', 'questioned', 'rte']]);
    expect(unsettled.result.rows.map((row) => row[column])).toEqual([undefined, undefined]);

    // Any other school: the portal blanks the column.
    const aided = schoolChecks([rte], SCHOOL, {
      overrides: { motherTongue: { hindi: 42 }, admittedUnder: { rte: 1 } },
    });
    expect(aided.result.rows[0]![column]).toBeUndefined();
  });
});
