// What the UDISE+ portal's upload would refuse or question in a student's row, by the rules the
// public record gives (docs/udise/student-upload-template.md, section 2): checked before the file
// leaves the office, so that each one is put right in the app rather than found on the portal.

import type { UdiseColumnKey } from './udise-template';

/** refused: the portal's upload rejects the row; questioned: it asks, or a person should look. */
export type UdiseSeverity = 'refused' | 'questioned';

export type UdiseProblem =
  | 'required'
  | 'nameLetters'
  | 'nameLength'
  | 'mobileForm'
  | 'mobileDummy'
  | 'pincode'
  | 'address'
  | 'rollNumber'
  | 'admissionNumber'
  | 'admissionDateOutsideSession'
  | 'ageOutsideClass'
  | 'attendedDays'
  | 'impairmentMissing'
  | 'codeNotSet'
  | 'aadhaarNotInFile'
  | 'classNotOffered'
  | 'sectionNotOffered'
  | 'streamNotOffered'
  | 'previousYearDisagrees'
  | 'leftLastYear'
  | 'anganwadiAboveClassOne'
  | 'previousClass'
  | 'appearedNotSettled'
  | 'resultNotSettled';

/** One thing to check for one student; `value` is what the app holds, when it helps to see it. */
export interface UdiseCheck {
  studentId: string;
  studentName: string;
  column: UdiseColumnKey;
  problem: UdiseProblem;
  severity: UdiseSeverity;
  value?: string;
}

/** Letters and single spaces, as the portal's name check has it (3 to 50 characters). */
const PORTAL_NAME = /^([A-Za-z]+)(\s[A-Za-z]+)*\s?$/;
export const PORTAL_NAME_LENGTH = { min: 3, max: 50 } as const;

/** A name as the portal stores it: runs of spaces made one, ends trimmed. */
export function portalName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** What is wrong with a name for the portal, or undefined. */
export function portalNameProblem(name: string): 'nameLetters' | 'nameLength' | undefined {
  const collapsed = portalName(name);
  if (!PORTAL_NAME.test(collapsed)) return 'nameLetters';
  if (collapsed.length < PORTAL_NAME_LENGTH.min || collapsed.length > PORTAL_NAME_LENGTH.max)
    return 'nameLength';
  return undefined;
}

/** Ten digits from 6 to 9, as the portal checks a mobile number. */
const PORTAL_MOBILE = /^[6-9]\d{9}$/;
/** Numbers the portal's upload refuses as placeholders (those the public record names). */
export const DUMMY_MOBILES: ReadonlySet<string> = new Set([
  '9876543210',
  '9000000000',
  '8888888888',
  '7777777777',
  '6666666666',
]);

/** What is wrong with a mobile number (ten digits, or +91 and ten), or undefined. */
export function portalMobileProblem(digits: string): 'mobileForm' | 'mobileDummy' | undefined {
  if (!PORTAL_MOBILE.test(digits)) return 'mobileForm';
  // The record names some placeholders "and others": one digit ten times is one too.
  if (DUMMY_MOBILES.has(digits) || /^(\d)\1{9}$/.test(digits)) return 'mobileDummy';
  return undefined;
}

export const PORTAL_PINCODE = /^[1-9][0-9]{2}\s?[0-9]{3}$/;
/** Letters, digits, spaces and , - . / from 5 to 150 characters. */
export const PORTAL_ADDRESS = /^[A-Za-z0-9 ,\-./]{5,150}$/;
export const PORTAL_ADMISSION_NUMBER = /^[-/a-zA-Z0-9 ]+$/;
/** The portal refuses more attended days than this in the previous year. */
export const MAX_ATTENDED_DAYS = 250;

/**
 * The ages (completed years on the session's first day) the portal expects in each class, 1 to
 * 12, for a child without and with special needs (CWSN). Outside them the portal asks to confirm.
 */
export const CLASS_AGE_RANGES: Readonly<
  Record<number, { usual: readonly [number, number]; cwsn: readonly [number, number] }>
> = {
  1: { usual: [3, 15], cwsn: [4, 30] },
  2: { usual: [4, 16], cwsn: [5, 30] },
  3: { usual: [5, 17], cwsn: [6, 30] },
  4: { usual: [6, 18], cwsn: [7, 30] },
  5: { usual: [7, 19], cwsn: [8, 30] },
  6: { usual: [8, 20], cwsn: [9, 30] },
  7: { usual: [9, 21], cwsn: [10, 30] },
  8: { usual: [10, 22], cwsn: [11, 30] },
  9: { usual: [11, 30], cwsn: [12, 30] },
  10: { usual: [12, 30], cwsn: [13, 30] },
  11: { usual: [13, 30], cwsn: [14, 30] },
  12: { usual: [14, 30], cwsn: [15, 30] },
};

/** Completed years between a date of birth and a day (both "YYYY-MM-DD"). */
export function completedYears(dateOfBirth: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return on.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

/** Whether an age fits the class's expected range. */
export function ageFitsClass(classNumber: number, age: number, cwsn: boolean): boolean {
  const ranges = CLASS_AGE_RANGES[classNumber];
  if (!ranges) return true;
  const [min, max] = cwsn ? ranges.cwsn : ranges.usual;
  return age >= min && age <= max;
}
