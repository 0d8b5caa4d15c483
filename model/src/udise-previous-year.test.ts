import { describe, expect, it } from 'vitest';
import FACT_SHEET from '../../docs/udise/student-upload-template.md?raw';
import { PROGRESSION_OUTCOMES, type ProgressionOutcome } from './progression';
import { UDISE_CODE_TABLES } from './udise-code-tables';
import { udiseExport, type UdiseExportSettings } from './udise-export';
import {
  OUTCOME_CODES,
  previousYearOf,
  wantsAttendedDays,
  type UdisePreviousYear,
} from './udise-previous-year';
import { udiseColumnIndex, type UdiseColumnKey } from './udise-template';
import type { Student } from './student';
import { udiseTestStudent } from './udise-test-student';

const SETTINGS: UdiseExportSettings = {
  session: { start: '2026-04-01', end: '2027-03-31' },
  overrides: { motherTongue: { hindi: 42 } },
};

/** A student complete for the return, in 6th Standard unless patched. */
const student = (id: string, patch: Record<string, unknown> = {}) =>
  udiseTestStudent(id, {
    educationLevel: '6th Standard',
    dateOfBirth: '2015-06-05',
    section: 'A',
    social: { socialCategory: 'obc', minorityGroup: 'none', bpl: false, ews: false },
    enrolment: { rollNumber: '7' },
    ...patch,
  });

const PREVIOUS_COLUMNS: UdiseColumnKey[] = [
  'enrStatusPy',
  'classPy',
  'examAppearedPyYn',
  'examResultPy',
  'examMarksPy',
  'attendencePy',
];

/** One student's previous-year cells and checks, as the export writes them. */
function exported(one: Student, previousYear?: UdisePreviousYear) {
  const result = udiseExport(
    [one],
    SETTINGS,
    new Map(previousYear ? [[one.id, previousYear]] : []),
  );
  const row = result.rows[0]!;
  return {
    cells: Object.fromEntries(PREVIOUS_COLUMNS.map((key) => [key, row[udiseColumnIndex(key)]])),
    checks: result.checks.map(({ column, problem, severity, value }) => ({
      column,
      problem,
      severity,
      ...(value === undefined ? {} : { value }),
    })),
  };
}

/** The text of section `number` of the fact sheet, without markdown. */
function section(number: string): string {
  const start = FACT_SHEET.indexOf(`### ${number} `);
  const end = FACT_SHEET.indexOf('\n### ', start + 1);
  return FACT_SHEET.slice(start, end).replace(/\*\*/g, '').replace(/\s+/g, ' ');
}

describe('the year-end outcomes in the portal’s codes', () => {
  it('gives every outcome a line, and only codes of the code tables', () => {
    expect(Object.keys(OUTCOME_CODES).sort()).toEqual([...PROGRESSION_OUTCOMES].sort());
    const codesOf = (table: keyof typeof UDISE_CODE_TABLES) =>
      UDISE_CODE_TABLES[table].codes.map(({ code }) => code as number);
    for (const { appeared, result } of Object.values(OUTCOME_CODES)) {
      if (appeared !== null) expect(codesOf('examAppeared')).toContain(appeared);
      if (result !== null) expect(codesOf('examResult')).toContain(result);
    }
  });

  it('takes each result code and its label from the fact sheet, and never the disputed 2', () => {
    const text = section('3.12');
    for (const { code, label } of UDISE_CODE_TABLES.examResult.codes)
      expect(text).toContain(`${code} ${label}`);
    expect(UDISE_CODE_TABLES.examResult.codes.map(({ code }) => code)).not.toContain(2);
    expect(text).toContain('the portal rejects 2');
  });

  it('settles what the outcome says, and leaves the rest to the office', () => {
    const settled = (outcome: ProgressionOutcome) => OUTCOME_CODES[outcome];
    expect(settled('promoted')).toEqual({ status: 'sameSchool', appeared: 1, result: 1 });
    expect(settled('promotedWithoutExam')).toEqual({
      status: 'sameSchool',
      appeared: null,
      result: 4,
    });
    expect(settled('promotedProvisionally')).toEqual({
      status: 'sameSchool',
      appeared: null,
      result: null,
    });
    expect(settled('repeater')).toEqual({ status: 'sameSchool', appeared: null, result: 3 });
    for (const outcome of ['leftWithTc', 'discontinued', 'droppedOut', 'graduated'] as const)
      expect(settled(outcome)).toEqual({ status: null, appeared: null, result: null });
  });
});

describe('previousYearOf', () => {
  const record = { educationLevel: '5th Standard', outcome: 'promoted' } as const;

  it('takes the year record’s days first, and the totals’ whole days when it has none', () => {
    expect(previousYearOf({ ...record, marks: 81, daysAttended: 190 }, { attended: 201 })).toEqual({
      educationLevel: '5th Standard',
      outcome: 'promoted',
      marks: 81,
      attendedDays: 190,
    });
    expect(
      previousYearOf({ ...record, marks: null, daysAttended: null }, { attended: 180.5 }),
    ).toEqual({ educationLevel: '5th Standard', outcome: 'promoted', attendedDays: 180 });
    expect(previousYearOf(undefined, { attended: 99.5 })).toEqual({ attendedDays: 99 });
    expect(previousYearOf(undefined, undefined)).toBeUndefined();
  });
});

describe('wantsAttendedDays', () => {
  const record = { educationLevel: '5th Standard', outcome: 'promoted', marks: null } as const;

  it('wants the totals where the record has no days, or a student here before the session has none', () => {
    const start = '2026-04-01';
    expect(
      wantsAttendedDays({ enrollmentDate: null }, { ...record, daysAttended: 190 }, start),
    ).toBe(false);
    expect(
      wantsAttendedDays({ enrollmentDate: null }, { ...record, daysAttended: null }, start),
    ).toBe(true);
    expect(wantsAttendedDays({ enrollmentDate: '2024-06-10' }, undefined, start)).toBe(true);
    expect(wantsAttendedDays({ enrollmentDate: null }, undefined, start)).toBe(true);
    // Admitted in the session being filed: no days of last year in this school.
    expect(wantsAttendedDays({ enrollmentDate: '2026-04-01' }, undefined, start)).toBe(false);
  });
});

describe('the previous-year columns of the return', () => {
  it('fills every column from a promotion with marks and days, with nothing to check', () => {
    const { cells, checks } = exported(student('1'), {
      educationLevel: '5th Standard',
      outcome: 'promoted',
      marks: 78.5,
      attendedDays: 190,
    });
    expect(cells).toEqual({
      enrStatusPy: 1,
      classPy: 5,
      examAppearedPyYn: 1,
      examResultPy: 1,
      examMarksPy: 78.5,
      attendencePy: 190,
    });
    expect(checks).toEqual([]);
  });

  it('writes a repeater’s class and result, and asks whether the exam was sat', () => {
    const { cells, checks } = exported(student('1'), {
      educationLevel: '6th Standard',
      outcome: 'repeater',
    });
    expect(cells).toMatchObject({ enrStatusPy: 1, classPy: 6, examResultPy: 3 });
    expect(cells.examAppearedPyYn).toBeUndefined();
    expect(checks).toEqual([
      {
        column: 'examAppearedPyYn',
        problem: 'appearedNotSettled',
        severity: 'questioned',
        value: 'Repeating the class',
      },
    ]);
  });

  it('leaves a provisional promotion’s exam columns empty, each on "Check first"', () => {
    const { cells, checks } = exported(student('1'), {
      educationLevel: '5th Standard',
      outcome: 'promotedProvisionally',
    });
    expect(cells).toMatchObject({ enrStatusPy: 1, classPy: 5 });
    expect([cells.examAppearedPyYn, cells.examResultPy]).toEqual([undefined, undefined]);
    expect(checks.map(({ column, problem }) => [column, problem])).toEqual([
      ['examAppearedPyYn', 'appearedNotSettled'],
      ['examResultPy', 'resultNotSettled'],
    ]);
  });

  it('writes result 4 for a promotion without exam, and asks for Appeared', () => {
    const { cells, checks } = exported(student('1'), {
      educationLevel: '5th Standard',
      outcome: 'promotedWithoutExam',
    });
    expect(cells).toMatchObject({ enrStatusPy: 1, classPy: 5, examResultPy: 4 });
    expect(checks.map(({ problem }) => problem)).toEqual(['appearedNotSettled']);
  });

  it('keeps "More details" for a student who left last year, and says to look', () => {
    const { cells, checks } = exported(
      student('1', { enrolment: { previousYearStatus: 'anotherSchool' } }),
      { educationLevel: '6th Standard', outcome: 'leftWithTc', attendedDays: 40 },
    );
    expect(cells).toEqual({
      enrStatusPy: 2,
      classPy: undefined,
      examAppearedPyYn: undefined,
      examResultPy: undefined,
      examMarksPy: undefined,
      attendencePy: 40,
    });
    expect(checks).toEqual([
      {
        column: 'enrStatusPy',
        problem: 'leftLastYear',
        severity: 'questioned',
        value: 'Left with transfer certificate',
      },
    ]);
  });

  it('follows the year record over "More details", and says they differ', () => {
    const { cells, checks } = exported(
      student('1', { enrolment: { previousYearStatus: 'anotherSchool' } }),
      { educationLevel: '5th Standard', outcome: 'promoted' },
    );
    expect(cells.enrStatusPy).toBe(1);
    expect(checks).toEqual([
      { column: 'enrStatusPy', problem: 'previousYearDisagrees', severity: 'questioned' },
    ]);
  });

  it('refuses a class last year that is neither this class nor the one below', () => {
    const { cells, checks } = exported(student('1'), {
      educationLevel: '4th Standard',
      outcome: 'promoted',
    });
    expect(cells.classPy).toBe(4);
    expect(checks).toEqual([
      { column: 'classPy', problem: 'previousClass', severity: 'refused', value: '4' },
    ]);
  });

  it('without a year record: "More details" and the days of the totals only', () => {
    const { cells, checks } = exported(
      student('1', { enrolment: { previousYearStatus: 'sameSchool' } }),
      previousYearOf(undefined, { attended: 201.5 }),
    );
    expect(cells).toEqual({
      enrStatusPy: 1,
      classPy: undefined,
      examAppearedPyYn: undefined,
      examResultPy: undefined,
      examMarksPy: undefined,
      attendencePy: 201,
    });
    expect(checks).toEqual([]);
    expect(exported(student('2')).cells.enrStatusPy).toBeUndefined();
  });

  it('refuses Anganwadi/ECCE above class 1, and more than 250 days', () => {
    const anganwadi = { enrolment: { previousYearStatus: 'anganwadi' } };
    expect(exported(student('1', anganwadi)).checks).toEqual([
      { column: 'enrStatusPy', problem: 'anganwadiAboveClassOne', severity: 'refused' },
    ]);
    const first = student('2', {
      ...anganwadi,
      educationLevel: '1st Standard',
      dateOfBirth: '2020-05-04',
    });
    expect(exported(first).cells.enrStatusPy).toBe(3);
    expect(exported(first).checks).toEqual([]);
    expect(
      exported(student('3'), {
        educationLevel: '5th Standard',
        outcome: 'promoted',
        attendedDays: 251,
      }).checks,
    ).toEqual([
      { column: 'attendencePy', problem: 'attendedDays', severity: 'refused', value: '251' },
    ]);
  });
});
