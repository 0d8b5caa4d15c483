// The UDISE+ return's previous-year columns (enrStatusPy, classPy, examAppearedPyYn, examResultPy,
// examMarksPy, attendencePy) from the school's own records: the student's year record of the
// previous academic year (students/{id}/years/{startYear}, written by the year end), else what
// "More details" recorded, and the days attended from the attendance totals where the year record
// has none. The fact sheet (docs/udise/student-upload-template.md, sections 2, 3.11 and 3.12)
// settles the codes of some year-end outcomes only: for the others the cells stay empty and the
// student is on "Check first". A guessed code would be filed as the truth.

import { wholeDaysAttended, type AttendanceTotals } from './attendance/totals';
import type { EducationLevel } from './levels';
import {
  PROGRESSION_OUTCOME_LABELS,
  standardNumberOf,
  type ProgressionOutcome,
  type StudentYear,
} from './progression';
import type { Student } from './student';
import { MAX_ATTENDED_DAYS, type UdiseProblem, type UdiseSeverity } from './udise-checks';
import {
  udiseValueCode,
  type UdiseCodeOverrides,
  type UDISE_VALUE_CODES,
} from './udise-code-tables';
import type { UdiseColumnKey } from './udise-template';

/** A previous-year schooling status, in the app's words ("More details", UDISE_VALUE_CODES). */
export type PreviousYearStatus = keyof typeof UDISE_VALUE_CODES.previousYearStatus;

/** How a year-end outcome is filed; null where the fact sheet does not settle the code. */
export interface OutcomeCodes {
  /** PREVIOUS ACADEMIC YEAR SCHOOLING STATUS (section 3.11), as the app's value. */
  status: PreviousYearStatus | null;
  /** APPEARED FOR EXAM IN PREVIOUS CLASS: 1 Appeared, 2 Not Appeared (the header's own text). */
  appeared: 1 | 2 | null;
  /** RESULT FOR PREVIOUS EXAM (section 3.12): the codes both public sources give the same label. */
  result: 1 | 3 | 4 | null;
}

const NOT_SETTLED: OutcomeCodes = { status: null, appeared: null, result: null };

/** Each year-end outcome (progression.ts) in the portal's codes. */
export const OUTCOME_CODES: Readonly<Record<ProgressionOutcome, OutcomeCodes>> = {
  // A year record is of a year spent in this school: status 1 ("Studied at Current/Same School").
  // Promoted, as against "without exam": the student sat the exam and passed (result 1).
  promoted: { status: 'sameSchool', appeared: 1, result: 1 },
  // Result 4 is "Promoted/Passed without examination"; yet the portal keeps a result only beside
  // Appeared (1), and the sheet does not say which of 1 or 2 to write with it.
  promotedWithoutExam: { status: 'sameSchool', appeared: null, result: 4 },
  // No code for a provisional promotion: 1 is a plain pass, 2 ("with grace", one weak source)
  // the portal now refuses; nor does the outcome say whether the exam was sat.
  promotedProvisionally: { status: 'sameSchool', appeared: null, result: null },
  // 3 is "Detained/Repeater/Not passed" (and "Not Promoted/Not Passed/Repeater"); a child may be
  // detained without sitting the exam, which the outcome does not tell.
  repeater: { status: 'sameSchool', appeared: null, result: 3 },
  // Gone during or at the end of the year, and on the roll again: where the child studied that
  // year, and whether an exam was sat, the record does not say.
  leftWithTc: NOT_SETTLED,
  discontinued: NOT_SETTLED,
  droppedOut: NOT_SETTLED,
  graduated: NOT_SETTLED,
};

/** What the school's own records say of a student's previous year, where they say it. */
export interface UdisePreviousYear {
  /** The class the student was in (the year record's). */
  educationLevel?: EducationLevel;
  /** How the year ended (the year record's). */
  outcome?: ProgressionOutcome;
  /** Marks in per cent (the year record's). */
  marks?: number;
  /** Days attended: the year record's, else whole days from the attendance totals. */
  attendedDays?: number;
}

/** A year record's fields the return reads. */
export type YearRecordFacts = Pick<StudentYear, 'educationLevel' | 'outcome' | 'marks'> & {
  daysAttended: number | null;
};

/** The previous year from the year record and the attendance totals; undefined when neither. */
export function previousYearOf(
  record: YearRecordFacts | undefined,
  totals: Pick<AttendanceTotals, 'attended'> | undefined,
): UdisePreviousYear | undefined {
  const year: UdisePreviousYear = {};
  if (record) {
    year.educationLevel = record.educationLevel;
    year.outcome = record.outcome;
    if (record.marks !== null) year.marks = record.marks;
    if (record.daysAttended !== null) year.attendedDays = record.daysAttended;
  }
  // The totals count a half day as half a day; the column takes whole days. Rounded down, as the
  // year end prefills its "Days attended": a day is never claimed that the child did not attend
  // in full, and a year record made from the totals and the totals themselves say the same.
  if (year.attendedDays === undefined && totals) year.attendedDays = wholeDaysAttended(totals);
  return Object.keys(year).length > 0 ? year : undefined;
}

/**
 * Whether the attendance totals of the previous year are wanted for a student's days: the year
 * record has none, or there is no record and the student was admitted before the session being
 * filed began (`sessionStart`): a child admitted since has no days of last year here.
 */
export function wantsAttendedDays(
  student: Pick<Student, 'enrollmentDate'>,
  record: YearRecordFacts | undefined,
  sessionStart: string,
): boolean {
  if (record) return record.daysAttended === null;
  return student.enrollmentDate === null || student.enrollmentDate < sessionStart;
}

/** How a check is recorded against the student's row (udise-export.ts's `check`). */
export type PreviousYearCheck = (
  column: UdiseColumnKey,
  problem: UdiseProblem,
  severity?: UdiseSeverity,
  value?: string,
) => void;

export type PreviousYearCells = Partial<
  Record<
    | 'enrStatusPy'
    | 'classPy'
    | 'examAppearedPyYn'
    | 'examResultPy'
    | 'examMarksPy'
    | 'attendencePy',
    number
  >
>;

/** The previous-year cells of a student in class `classNumber` (1 to 12), and their checks. */
export function udisePreviousYearCells(
  student: Pick<Student, 'enrolment'>,
  classNumber: number,
  previousYear: UdisePreviousYear | undefined,
  overrides: UdiseCodeOverrides | undefined,
  check: PreviousYearCheck,
): PreviousYearCells {
  const cells: PreviousYearCells = {};
  const recorded = student.enrolment?.previousYearStatus;
  const outcome = previousYear?.outcome;
  const codes = outcome ? OUTCOME_CODES[outcome] : undefined;
  const said = outcome ? PROGRESSION_OUTCOME_LABELS[outcome] : undefined;
  // The year record first: "More details" may be out of date, the year end is what happened.
  let status: PreviousYearStatus | undefined = recorded;
  if (codes?.status) {
    if (recorded && recorded !== codes.status)
      check('enrStatusPy', 'previousYearDisagrees', 'questioned');
    status = codes.status;
  } else if (codes) check('enrStatusPy', 'leftLastYear', 'questioned', said);
  if (status) {
    const code = udiseValueCode('previousYearStatus', status, overrides);
    if (code === undefined) check('enrStatusPy', 'codeNotSet', 'refused', status);
    else cells.enrStatusPy = code;
    if (status === 'anganwadi' && classNumber > 1)
      check('enrStatusPy', 'anganwadiAboveClassOne', 'refused');
  }
  // Class and exam only from a year spent here, as its record tells it.
  if (codes?.status && previousYear) {
    const before = previousYear.educationLevel && standardNumberOf(previousYear.educationLevel);
    if (before) {
      cells.classPy = Number(before);
      // The portal takes the same class (repeated) or the one below.
      if (cells.classPy !== classNumber && cells.classPy !== classNumber - 1)
        check('classPy', 'previousClass', 'refused', before);
    }
    if (codes.appeared === null)
      check('examAppearedPyYn', 'appearedNotSettled', 'questioned', said);
    else cells.examAppearedPyYn = codes.appeared;
    if (codes.result === null) check('examResultPy', 'resultNotSettled', 'questioned', said);
    else cells.examResultPy = codes.result;
    // As recorded: the portal rounds a decimal itself.
    if (previousYear.marks !== undefined) cells.examMarksPy = previousYear.marks;
  }
  if (previousYear?.attendedDays !== undefined) {
    cells.attendencePy = previousYear.attendedDays;
    if (previousYear.attendedDays > MAX_ATTENDED_DAYS)
      check('attendencePy', 'attendedDays', 'refused', String(previousYear.attendedDays));
  }
  return cells;
}
