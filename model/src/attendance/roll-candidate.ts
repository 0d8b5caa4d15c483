import { isEducationLevel } from '../levels';
import { isOffRoll } from '../stats';
import { classKeyOf } from './register';
import type { RollCandidate, YearClass } from './totals';

// Reading stored students (and their year records) as the roll of a class needs them, tolerant of
// documents written before a field existed: the functions, the seed and the web read them alike.

/** The stored fields a roll reads: a reader may select only these. */
export const ROLL_FIELDS = [
  'educationLevel',
  'section',
  'status',
  'enrollmentDate',
  'progressedIn',
  'transferCertificate.leavingDate',
] as const;

/**
 * The name the roll shows beside a child's: the father's, else the parent's or guardian's (two
 * children of one name are told apart by it).
 */
export function guardianOf(student: { family?: unknown; parentName?: string | null }): string {
  const family = student.family as { fatherName?: unknown } | undefined;
  const father = typeof family?.fatherName === 'string' ? family.fatherName.trim() : '';
  return father || (student.parentName ?? '');
}

/** The roll number of More details (Enrolment), trimmed; '' when not recorded. */
export function rollNumberOf(student: { enrolment?: unknown }): string {
  const enrolment = student.enrolment as { rollNumber?: unknown } | undefined;
  return typeof enrolment?.rollNumber === 'string' ? enrolment.rollNumber.trim() : '';
}

const dateOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value ? value : null;

/** A stored student as onClassRoll takes it; null when its level is not one of the model's. */
export function rollCandidateOf(data: Record<string, unknown>): RollCandidate | null {
  if (!isEducationLevel(data.educationLevel)) return null;
  const certificate = data.transferCertificate as { leavingDate?: unknown } | undefined;
  return {
    educationLevel: data.educationLevel,
    section: typeof data.section === 'string' ? data.section : '',
    status: isOffRoll(data.status) ? data.status : 'active',
    enrollmentDate: dateOrNull(data.enrollmentDate),
    leavingDate: dateOrNull(certificate?.leavingDate),
    progressedIn:
      typeof data.progressedIn === 'number' && Number.isInteger(data.progressedIn)
        ? data.progressedIn
        : null,
  };
}

/** A stored year record (students/{id}/years/{startYear}) as the class of that year, if it is one. */
export function yearClassOf(data: Record<string, unknown> | undefined): YearClass | null {
  if (!data || !isEducationLevel(data.educationLevel)) return null;
  return {
    educationLevel: data.educationLevel,
    section: typeof data.section === 'string' ? data.section : '',
  };
}

/** Whether the student's year `startYear` is closed: their class then is their year record's. */
export const yearClosedFor = (candidate: RollCandidate, startYear: number) =>
  candidate.progressedIn !== null && candidate.progressedIn >= startYear;

/**
 * The class key (classKeyOf) a stored student counts in now for attendanceClasses: their level and
 * section while on the roll; null when off the roll or without a valid level.
 */
export function currentClassKeyOf(data: Record<string, unknown> | undefined): string | null {
  if (!data || isOffRoll(data.status) || !isEducationLevel(data.educationLevel)) return null;
  const section = typeof data.section === 'string' ? data.section : '';
  return classKeyOf({ educationLevel: data.educationLevel, section });
}
