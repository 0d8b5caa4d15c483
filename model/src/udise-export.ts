// A school's students as rows of the UDISE+ student sheet (udise-template.ts), with what the
// portal would refuse or question in them (udise-checks.ts). Pure: the web writes the workbook.

import { dayMonthYear } from './dates';
import { EDUCATION_LEVELS, type EducationLevel } from './levels';
import type { Student } from './student';
import {
  ageFitsClass,
  completedYears,
  PORTAL_ADDRESS,
  PORTAL_ADMISSION_NUMBER,
  PORTAL_PINCODE,
  portalMobileProblem,
  portalName,
  portalNameProblem,
  type UdiseCheck,
  type UdiseProblem,
  type UdiseSeverity,
} from './udise-checks';
import {
  udiseValueCode,
  type UdiseCodeOverrides,
  type UdiseCodeTableName,
} from './udise-code-tables';
import type { UdiseSchool } from './udise-school';
import { udiseSchoolCells } from './udise-school-checks';
import { udisePreviousYearCells, type UdisePreviousYear } from './udise-previous-year';
import { udiseProfileCells, udiseStudentName } from './udise-profile-cells';
import { UDISE_STUDENT_COLUMNS, type UdiseColumnKey } from './udise-template';

export type UdiseCell = string | number | undefined;

/** The year being filed and the office's own codes. */
export interface UdiseExportSettings {
  /** The academic year's first and last days ("YYYY-MM-DD"). */
  session: { start: string; end: string };
  overrides?: UdiseCodeOverrides;
  /** What the school is and offers, where its settings say it (udise-school-checks.ts). */
  school?: UdiseSchool;
}

export type { UdisePreviousYear } from './udise-previous-year';

export interface UdiseExport {
  /** One row per student of classes 1 to 12, in the template's 54 columns. */
  rows: UdiseCell[][];
  /** Each row's student, in the same order. */
  studentIds: string[];
  checks: UdiseCheck[];
  /** Students left out: not in classes 1 to 12 (the return is a school's). */
  leftOut: number;
}

/** The levels the return holds: the school classes, 1st to 12th Standard. */
export const UDISE_LEVELS: readonly EducationLevel[] = EDUCATION_LEVELS.slice(0, 12);

/** A school class's number, 1 to 12, or undefined for a level the return does not hold. */
export function udiseClassOf(level: EducationLevel): number | undefined {
  const index = UDISE_LEVELS.indexOf(level);
  return index >= 0 ? index + 1 : undefined;
}

const yesNo = (value: boolean | undefined): 1 | 2 | undefined =>
  value === undefined ? undefined : value ? 1 : 2;

const mobileDigits = (stored: string | undefined) => (stored ? stored.replace(/^\+91/, '') : '');

/** One student's row and checks. */
function studentRow(
  student: Student,
  classNumber: number,
  settings: UdiseExportSettings,
  previousYear: UdisePreviousYear | undefined,
  aadhaar: string | undefined,
  checks: UdiseCheck[],
): UdiseCell[] {
  const check = (
    column: UdiseColumnKey,
    problem: UdiseProblem,
    severity: UdiseSeverity = 'refused',
    value?: string,
  ) => {
    checks.push({ studentId: student.id, studentName: student.name, column, problem, severity });
    if (value !== undefined) checks[checks.length - 1]!.value = value;
  };
  const coded = (column: UdiseColumnKey, table: UdiseCodeTableName, value: string | undefined) => {
    if (value === undefined) return undefined;
    const code = udiseValueCode(table, value, settings.overrides);
    if (code === undefined) check(column, 'codeNotSet', 'refused', value);
    return code;
  };
  const name = (column: UdiseColumnKey, value: string | undefined, required: boolean) => {
    if (!value?.trim()) {
      if (required) check(column, 'required');
      return undefined;
    }
    const problem = portalNameProblem(value);
    if (problem) check(column, problem, 'refused', value);
    return portalName(value);
  };
  const { family = {}, identity = {}, social = {}, needs = {} } = student;
  const { otherDetails = {}, enrolment = {}, facilities = {} } = student;
  const cells: Partial<Record<UdiseColumnKey, UdiseCell>> = {};

  cells.classId = classNumber;
  cells.sectionId = student.section.trim().toUpperCase() || undefined;
  if (!cells.sectionId) check('sectionId', 'required');
  if (enrolment.rollNumber !== undefined) {
    const roll = Number(enrolment.rollNumber);
    if (Number.isInteger(roll) && roll >= 0 && roll <= 9999) cells.rollNo = roll;
    else check('rollNo', 'rollNumber', 'refused', enrolment.rollNumber);
  }
  cells.studentName = name('studentName', udiseStudentName(student), true);
  cells.gender = student.gender ? { male: 1, female: 2, other: 3 }[student.gender] : undefined;
  if (!cells.gender) check('gender', 'required');
  if (student.dateOfBirth) {
    cells.studentDob = dayMonthYear(student.dateOfBirth);
    const age = completedYears(student.dateOfBirth, settings.session.start);
    if (!ageFitsClass(classNumber, age, needs.cwsn === true))
      check('studentDob', 'ageOutsideClass', 'questioned', String(age));
  } else check('studentDob', 'required');
  cells.motherName = name('motherName', family.motherName, true);
  cells.fatherName = name('fatherName', family.fatherName, true);
  const guardian = student.parentName.trim();
  if (guardian && guardian !== family.motherName && guardian !== family.fatherName)
    cells.guardianName = name('guardianName', guardian, false);
  // A child without an Aadhaar number is written as the portal asks. A saved number is in the
  // private record, which the server reads for the return (udiseAadhaarNumbers): as text, since
  // an enrolment ID's 28 digits are past a spreadsheet number's precision. Without that read
  // (offline), the office copies it from the register.
  if (aadhaar) cells.aadhaarNo = aadhaar;
  else if (identity.aadhaarLastFour) check('aadhaarNo', 'aadhaarNotInFile');
  else cells.aadhaarNo = 999999999999;
  if (identity.aadhaarLastFour)
    cells.nameAsAadhaar = name('nameAsAadhaar', identity.nameAsPerAadhaar, true);
  if (student.address.trim()) {
    cells.address = student.address.trim().replace(/\s+/g, ' ');
    if (!PORTAL_ADDRESS.test(cells.address)) check('address', 'address', 'refused', cells.address);
  } else check('address', 'required');
  if (otherDetails.pincode && PORTAL_PINCODE.test(otherDetails.pincode))
    cells.pincode = otherDetails.pincode;
  else if (otherDetails.pincode) check('pincode', 'pincode', 'refused', otherDetails.pincode);
  else check('pincode', 'required');
  const mobile = mobileDigits(student.parentContact);
  if (!mobile) check('mobileNo_1', 'required');
  else {
    const problem = portalMobileProblem(mobile);
    if (problem) check('mobileNo_1', problem, 'refused', mobile);
    cells.mobileNo_1 = mobile;
  }
  const alternate = mobileDigits(family.alternateMobile);
  if (alternate) {
    const problem = portalMobileProblem(alternate);
    if (problem) check('mobileNo_2', problem, 'refused', alternate);
    cells.mobileNo_2 = alternate;
  }
  cells.emailId = family.email;
  if (otherDetails.motherTongue)
    cells.motherTongue = coded('motherTongue', 'motherTongue', otherDetails.motherTongue);
  else check('motherTongue', 'required');
  cells.socCatId = social.socialCategory
    ? { general: 1, sc: 2, st: 3, obc: 4 }[social.socialCategory]
    : undefined;
  if (!cells.socCatId) check('socCatId', 'required');
  cells.minorityId = coded('minorityId', 'minorityGroup', social.minorityGroup);
  if (!social.minorityGroup) check('minorityId', 'required');
  cells.isBplYn = yesNo(social.bpl);
  cells.aayBplYn = social.bpl ? yesNo(social.aay) : undefined;
  cells.ewsYn = yesNo(social.ews);
  cells.cwsnYn = yesNo(needs.cwsn ?? false);
  if (needs.cwsn) {
    // The template takes one impairment: the main one, else the first recorded.
    const first = needs.primaryImpairment ?? needs.impairments?.[0];
    if (first) cells.impairmentType = coded('impairmentType', 'impairmentType', first);
    else check('impairmentType', 'impairmentMissing');
  }
  cells.natIndYn = otherDetails.nationality === 'other' ? 2 : 1;
  const admission = student.admissionNumber;
  if (!admission) check('admnNumber', 'required');
  else if (!PORTAL_ADMISSION_NUMBER.test(admission))
    check('admnNumber', 'admissionNumber', 'refused', admission);
  cells.admnNumber = admission || undefined;
  if (student.enrollmentDate) {
    cells.admnStartDate = dayMonthYear(student.enrollmentDate);
    const { start, end } = settings.session;
    if (student.enrollmentDate < start || student.enrollmentDate > end)
      check('admnStartDate', 'admissionDateOutsideSession', 'questioned', cells.admnStartDate);
  } else check('admnStartDate', 'required');
  if (classNumber >= 11 && enrolment.stream)
    cells.acdemicStream = coded('acdemicStream', 'stream', enrolment.stream);
  Object.assign(
    cells,
    udisePreviousYearCells(student, classNumber, previousYear, settings.overrides, check),
  );
  cells.uniformFacProvided = yesNo(facilities.freeUniforms);
  cells.textBoxFacProvided = yesNo(facilities.freeTextbooks);
  Object.assign(cells, udiseProfileCells(student, classNumber, coded, check));
  Object.assign(cells, udiseSchoolCells(student, classNumber, settings, check));
  return UDISE_STUDENT_COLUMNS.map(({ key }) => cells[key]);
}

/**
 * The rows of the student sheet for the school's students on the roll in classes 1 to 12, in
 * class, section and name order, and what to check first.
 */
export function udiseExport(
  students: readonly Student[],
  settings: UdiseExportSettings,
  previousYears: ReadonlyMap<string, UdisePreviousYear> = new Map(),
  /** The saved Aadhaar numbers the server gave for this return, by student id. */
  aadhaarNumbers: ReadonlyMap<string, string> = new Map(),
): UdiseExport {
  const inReturn = students
    .filter((student) => student.status === 'active')
    .map((student) => ({ student, classNumber: udiseClassOf(student.educationLevel) }))
    .filter((entry): entry is { student: Student; classNumber: number } =>
      Boolean(entry.classNumber),
    )
    .sort(
      (a, b) =>
        a.classNumber - b.classNumber ||
        a.student.section.localeCompare(b.student.section) ||
        a.student.name.localeCompare(b.student.name),
    );
  const checks: UdiseCheck[] = [];
  const rows = inReturn.map(({ student, classNumber }) =>
    studentRow(
      student,
      classNumber,
      settings,
      previousYears.get(student.id),
      aadhaarNumbers.get(student.id),
      checks,
    ),
  );
  return {
    rows,
    studentIds: inReturn.map(({ student }) => student.id),
    checks,
    leftOut: students.filter((student) => student.status === 'active').length - inReturn.length,
  };
}
