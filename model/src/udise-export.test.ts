import { describe, expect, it } from 'vitest';
import { udiseExport, type UdiseExportSettings } from './udise-export';
import { udiseColumnIndex, type UdiseColumnKey } from './udise-template';
import { udiseTestStudent } from './udise-test-student';

const SETTINGS: UdiseExportSettings = {
  session: { start: '2026-04-01', end: '2027-03-31' },
  overrides: { motherTongue: { hindi: 42 } },
};

const student = udiseTestStudent;

const cell = (row: unknown[], key: UdiseColumnKey) => row[udiseColumnIndex(key)];

describe('udiseExport', () => {
  it("writes a complete student's row in the template's codes, with nothing to check", () => {
    const result = udiseExport([student('1')], SETTINGS);
    expect(result.checks).toEqual([]);
    const [row] = result.rows;
    expect(row).toHaveLength(54);
    expect(cell(row!, 'classId')).toBe(5);
    expect(cell(row!, 'sectionId')).toBe('B');
    expect(cell(row!, 'rollNo')).toBe(7);
    expect(cell(row!, 'studentName')).toBe('Ravi Kumar');
    expect(cell(row!, 'gender')).toBe(1);
    expect(cell(row!, 'studentDob')).toBe('05-06-2016');
    expect(cell(row!, 'motherName')).toBe('Sunita Devi');
    expect(cell(row!, 'guardianName')).toBeUndefined();
    expect(cell(row!, 'aadhaarNo')).toBe(999999999999);
    expect(cell(row!, 'mobileNo_1')).toBe('9812345678');
    expect(cell(row!, 'motherTongue')).toBe(42);
    expect(cell(row!, 'socCatId')).toBe(4);
    expect(cell(row!, 'minorityId')).toBe(7);
    expect([cell(row!, 'isBplYn'), cell(row!, 'aayBplYn'), cell(row!, 'ewsYn')]).toEqual([1, 2, 2]);
    expect([cell(row!, 'cwsnYn'), cell(row!, 'natIndYn')]).toEqual([2, 1]);
    expect(cell(row!, 'admnStartDate')).toBe('02-06-2026');
    expect(cell(row!, 'enrStatusPy')).toBe(1);
  });

  it('lists a Devanagari-only name, a dummy mobile and a CWSN child without an impairment', () => {
    const result = udiseExport(
      [
        student('1', { name: 'रवि कुमार' }),
        student('2', { parentContact: '+919876543210' }),
        student('3', { needs: { cwsn: true } }),
        student('4', { needs: { cwsn: true, impairments: ['hearing'] } }),
      ],
      SETTINGS,
    );
    const byStudent = [...result.checks].sort((a, b) => a.studentId.localeCompare(b.studentId));
    expect(
      byStudent.map(({ studentId, column, problem, severity }) => ({
        studentId,
        column,
        problem,
        severity,
      })),
    ).toEqual([
      { studentId: '1', column: 'studentName', problem: 'nameLetters', severity: 'refused' },
      { studentId: '2', column: 'mobileNo_1', problem: 'mobileDummy', severity: 'refused' },
      {
        studentId: '3',
        column: 'impairmentType',
        problem: 'impairmentMissing',
        severity: 'refused',
      },
    ]);
    const hearing = result.rows[result.studentIds.indexOf('4')]!;
    expect([cell(hearing, 'cwsnYn'), cell(hearing, 'impairmentType')]).toEqual([1, 3]);
  });

  it('leaves a code the office has not settled empty, and says so', () => {
    const result = udiseExport(
      [student('1', { social: { socialCategory: 'general', minorityGroup: 'jain' } })],
      { ...SETTINGS, overrides: {} },
    );
    expect(cell(result.rows[0]!, 'minorityId')).toBeUndefined();
    expect(cell(result.rows[0]!, 'motherTongue')).toBeUndefined();
    expect(result.checks.map(({ column, problem, value }) => [column, problem, value])).toEqual([
      ['motherTongue', 'codeNotSet', 'hindi'],
      ['minorityId', 'codeNotSet', 'jain'],
    ]);
    const settled = udiseExport(
      [student('1', { social: { socialCategory: 'general', minorityGroup: 'jain' } })],
      { ...SETTINGS, overrides: { motherTongue: { hindi: 42 }, minorityGroup: { jain: 6 } } },
    );
    expect(cell(settled.rows[0]!, 'minorityId')).toBe(6);
    expect(settled.checks).toEqual([]);
  });

  it('questions an age outside the class, an admission outside the session, and refuses missing parents', () => {
    const result = udiseExport(
      [
        student('1', {
          dateOfBirth: '2023-01-01',
          enrollmentDate: '2021-06-01',
          family: {},
          parentName: 'Kamla Devi',
        }),
      ],
      SETTINGS,
    );
    expect(
      result.checks.map(({ column, problem, severity }) => [column, problem, severity]),
    ).toEqual([
      ['studentDob', 'ageOutsideClass', 'questioned'],
      ['motherName', 'required', 'refused'],
      ['fatherName', 'required', 'refused'],
      ['admnStartDate', 'admissionDateOutsideSession', 'questioned'],
    ]);
    expect(cell(result.rows[0]!, 'guardianName')).toBe('Kamla Devi');
  });

  it('refuses more than 250 attended days, and keeps to classes 1 to 12 on the roll, in order', () => {
    const result = udiseExport(
      [
        student('c', { educationLevel: '2nd Standard', section: 'A', name: 'Zoya Khan' }),
        student('a', { educationLevel: '2nd Standard', section: 'A', name: 'Anil Rao' }),
        student('u', { educationLevel: 'B.Sc' }),
        student('g', { status: 'graduated' }),
        student('p', { educationLevel: '1st Standard', dateOfBirth: '2020-01-01' }),
      ],
      SETTINGS,
      new Map([['a', { attendedDays: 251 }]]),
    );
    expect(result.studentIds).toEqual(['p', 'a', 'c']);
    expect(result.leftOut).toBe(1);
    expect(result.checks.map(({ studentId, problem }) => [studentId, problem])).toEqual([
      ['a', 'attendedDays'],
    ]);
  });

  it('fills a saved Aadhaar number the server read, and lists one it could not read', () => {
    const aadhaar = '234567890124';
    const enrolment = '1234567890123420191231235959';
    const saved = (id: string, lastFour: string, kind: string) =>
      student(id, {
        identity: { aadhaarLastFour: lastFour, aadhaarKind: kind, nameAsPerAadhaar: 'Ravi Kumar' },
      });
    const students = [
      saved('1', '0124', 'aadhaar'),
      saved('2', '5959', 'enrolment'),
      saved('3', '0124', 'aadhaar'),
      student('4'),
    ];
    const result = udiseExport(
      students,
      SETTINGS,
      new Map(),
      new Map([
        ['1', aadhaar],
        ['2', enrolment],
      ]),
    );
    const row = (id: string) => result.rows[result.studentIds.indexOf(id)]!;
    // As text: the portal reads the digits, and a spreadsheet number would round 28 of them.
    expect(cell(row('1'), 'aadhaarNo')).toBe(aadhaar);
    expect(cell(row('2'), 'aadhaarNo')).toBe(enrolment);
    expect(cell(row('1'), 'nameAsAadhaar')).toBe('Ravi Kumar');
    // Saved but not read (the call failed offline): empty, to copy from the register.
    expect(cell(row('3'), 'aadhaarNo')).toBeUndefined();
    expect(cell(row('3'), 'nameAsAadhaar')).toBe('Ravi Kumar');
    expect(cell(row('4'), 'aadhaarNo')).toBe(999999999999);
    expect(
      result.checks.map(({ studentId, column, problem }) => [studentId, column, problem]),
    ).toEqual([['3', 'aadhaarNo', 'aadhaarNotInFile']]);
    // Without the numbers, as before the server read them.
    const unread = udiseExport(students, SETTINGS);
    expect(unread.checks.map(({ studentId, problem }) => [studentId, problem])).toEqual([
      ['1', 'aadhaarNotInFile'],
      ['2', 'aadhaarNotInFile'],
      ['3', 'aadhaarNotInFile'],
    ]);
  });
});
