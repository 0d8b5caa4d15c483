import * as z from 'zod/mini';
import { EDUCATION_LEVELS, type EducationLevel } from '../levels';
import { progressionEffect, sectionKey } from '../progression';
import { checked, integer } from '../schema';
import {
  ATTENDANCE_STATUSES,
  ATTENDED_DAYS,
  attendedPercent,
  type AttendanceClass,
  type AttendanceStatus,
} from './register';

// What the functions keep from the registers (functions/src/attendance/), exactly once however
// often an event is delivered: each is recomputed from the registers' state, never added to.
// - per child and academic year, attendanceTotals/{startYear}_{studentDocId}: the status of each
//   day the child's class was taken while the child was on its roll, and the sums of those;
// - per day, attendanceDays/{date}: each class's counts and the organization's percentage (the
//   only attendance an end_user sees);
// - the classes there are, attendanceClasses/current: from the students' levels and sections, so
//   that the dashboard can say which classes have not been marked.

/** Who is on a class's roll on a day. */
export interface RollCandidate {
  educationLevel: EducationLevel;
  section: string;
  status: 'active' | 'graduated' | 'left';
  /** Admitted on ("YYYY-MM-DD"); null when not known (counted from the first day). */
  enrollmentDate: string | null;
  /** The last day on the roll, when known: a TC's leaving date. */
  leavingDate: string | null;
  /** The academic year (first calendar year) of the student's last year-end, if any. */
  progressedIn: number | null;
}

/**
 * The levels whose students may have been on `level`'s roll in a year: the level itself, and the
 * one a year-end promotes to (those promoted since are there now; repeaters, and those who
 * graduated or left, stay at the level). A reader queries the students of these levels, reads the
 * year record of those whose year was closed (progressedIn), and keeps those onClassRoll accepts:
 * the reads follow the class's size, not the organization's.
 */
export function rollQueryLevels(level: EducationLevel): EducationLevel[] {
  const next = progressionEffect(level, 'promoted')?.educationLevel;
  return next && next !== level ? [level, next] : [level];
}

/** The student's class in the year `startYear`, as their year record says, if it does. */
export interface YearClass {
  educationLevel: EducationLevel;
  section: string;
}

/**
 * Whether a student was on `attendanceClass`'s roll on `date` of the academic year `startYear`:
 * in that class that year (their year record when that year is closed for them, else their class
 * now), admitted by then and not yet gone.
 */
export function onClassRoll(
  student: RollCandidate,
  yearClass: YearClass | null,
  attendanceClass: AttendanceClass,
  date: string,
  startYear: number,
): boolean {
  const closedForThem = student.progressedIn !== null && student.progressedIn >= startYear;
  const classThen = closedForThem ? yearClass : student;
  if (!classThen) return false;
  if (classThen.educationLevel !== attendanceClass.educationLevel) return false;
  if (sectionKey(classThen.section) !== sectionKey(attendanceClass.section)) return false;
  if (student.enrollmentDate && student.enrollmentDate > date) return false;
  if (student.leavingDate && student.leavingDate < date) return false;
  // Gone with no known day: on the rolls of the years closed for them only.
  if (student.status !== 'active' && !student.leavingDate && !closedForThem) return false;
  return true;
}

const statusCounts = {
  present: checked(integer(), z.gte(0)),
  absent: checked(integer(), z.gte(0)),
  leave: checked(integer(), z.gte(0)),
  half: checked(integer(), z.gte(0)),
};
const monthTotalsSchema = z.object(statusCounts);
export type StatusCounts = z.output<typeof monthTotalsSchema>;

export const EMPTY_COUNTS: StatusCounts = { present: 0, absent: 0, leave: 0, half: 0 };

/** organizations/{orgId}/attendanceTotals/{startYear}_{studentDocId} (functions only). */
export const attendanceTotalsSchema = z.object({
  studentDocId: z.string(),
  startYear: integer(),
  /** The status of each day taken while on the roll: "2026-12-07" → "absent". */
  days: z._default(z.record(z.string(), z.enum(ATTENDANCE_STATUSES)), {}),
  ...statusCounts,
  /** Days taken: present + absent + leave + half. */
  taken: checked(integer(), z.gte(0)),
  /** Days attended: present, and half of each half day. */
  attended: checked(z.number(), z.gte(0)),
  /** The same counts month by month ("2026-12"). */
  months: z._default(z.record(z.string(), monthTotalsSchema), {}),
});
export type AttendanceTotals = z.output<typeof attendanceTotalsSchema>;

export const totalsIdOf = (startYear: number, studentDocId: string) =>
  `${startYear}_${studentDocId}`;

/** A child's totals from the status of each day. */
export function totalsOfDays(
  studentDocId: string,
  startYear: number,
  days: Record<string, AttendanceStatus>,
): AttendanceTotals {
  const counts = { ...EMPTY_COUNTS };
  const months: Record<string, StatusCounts> = {};
  for (const [day, status] of Object.entries(days)) {
    counts[status] += 1;
    const month = (months[day.slice(0, 7)] ??= { ...EMPTY_COUNTS });
    month[status] += 1;
  }
  const taken = counts.present + counts.absent + counts.leave + counts.half;
  const attended = counts.present + counts.half * ATTENDED_DAYS.half;
  return { studentDocId, startYear, days, ...counts, taken, attended, months };
}

/** Days attended as the year-end and the return want them: whole days, halves rounded down. */
export const wholeDaysAttended = (totals: Pick<AttendanceTotals, 'attended'>) =>
  Math.floor(totals.attended);

const classDaySchema = z.object({
  educationLevel: z.enum(EDUCATION_LEVELS),
  section: z.string(),
  ...statusCounts,
});
export type ClassDay = z.output<typeof classDaySchema>;

/** organizations/{orgId}/attendanceDays/{date} (functions only; every member reads it). */
export const attendanceDaySchema = z.object({
  date: z.string(),
  /** Each class taken that day, by classKeyOf. */
  classes: z._default(z.record(z.string(), classDaySchema), {}),
  ...statusCounts,
  /** The organization's percentage attended that day; null when no class was taken. */
  percent: z._default(z.nullable(z.number()), null),
});
export type AttendanceDay = z.output<typeof attendanceDaySchema>;

/** A day's summary from its classes' counts. */
export function attendanceDayOf(date: string, classes: Record<string, ClassDay>): AttendanceDay {
  const counts = { ...EMPTY_COUNTS };
  for (const day of Object.values(classes))
    for (const status of ATTENDANCE_STATUSES) counts[status] += day[status];
  return { date, classes, ...counts, percent: attendedPercent(counts) };
}

const classEntrySchema = z.object({
  educationLevel: z.enum(EDUCATION_LEVELS),
  section: z.string(),
  /** Active students in the class now. */
  students: checked(integer(), z.gte(0)),
});
export type ClassEntry = z.output<typeof classEntrySchema>;

/** organizations/{orgId}/attendanceClasses/current (functions only; staff read it). */
export const attendanceClassesSchema = z.object({
  classes: z._default(z.record(z.string(), classEntrySchema), {}),
});
export type AttendanceClasses = z.output<typeof attendanceClassesSchema>;

/**
 * organizations/{orgId}/attendanceLate/{registerId}: marks that reached the server after the
 * organization's window for their day, for a super_admin to confirm (functions write, staff read,
 * super_admins set confirmedBy/confirmedAt).
 */
export const lateMarksSchema = z.object({
  date: z.string(),
  educationLevel: z.enum(EDUCATION_LEVELS),
  section: z.string(),
  /** Per person: their name, how many of their marks came late, and when the last arrived. */
  people: z._default(
    z.record(
      z.string(),
      z.object({
        name: z.string(),
        marks: checked(integer(), z.gte(0)),
        arrivedAt: checked(integer(), z.gte(0)),
      }),
    ),
    {},
  ),
  confirmedBy: z._default(z.nullable(z.string()), null),
  confirmedAt: z._default(z.nullable(checked(integer(), z.gte(0))), null),
});
export type LateMarks = z.output<typeof lateMarksSchema>;
