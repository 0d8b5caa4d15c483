import * as z from 'zod/mini';
import { academicYearOf } from '../academic-year';
import { ISO_DATE, isRealIsoDate } from '../dates';
import { EDUCATION_LEVELS, type EducationLevel } from '../levels';
import { sectionKey } from '../progression';
import { atMost, checked, integer } from '../schema';

// The daily roll of one class (level and section) on one day: one document,
// organizations/{orgId}/attendance/{registerId}, holding only the exceptions. Everyone on the
// class's roll that day is present unless marked otherwise. Marks are kept per person who made
// them (marks.{uid}.{studentDocId}), so that two phones saving the same class never overwrite each
// other and the rules can hold each person to their own marks: the newest mark of a child counts,
// and two people's different marks of one child are a clash until someone chooses
// (chosen.{studentDocId}). A register is "taken" once someone has saved it (people.{uid}.takenAt):
// "not taken" is never read as "all present".

/** What a mark says of a child on a day. Present is written only to undo an earlier mark. */
export const ATTENDANCE_STATUSES = ['present', 'absent', 'leave', 'half'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** How the monthly register prints each status (the Hindi register prints the same letters). */
export const ATTENDANCE_LETTERS: Record<AttendanceStatus, string> = {
  present: 'P',
  absent: 'A',
  leave: 'L',
  half: '½',
};

/** A day's worth of attendance for each status: a half day counts half. */
export const ATTENDED_DAYS: Record<AttendanceStatus, number> = {
  present: 1,
  absent: 0,
  leave: 0,
  half: 0.5,
};

/** Children in one register at most (the monthly register prints 45 to a page). */
export const REGISTER_MAX_STUDENTS = 200;

const isoDateSchema = checked(
  z.string(),
  z.regex(ISO_DATE, 'Use the form YYYY-MM-DD'),
  z.refine(isRealIsoDate, 'Not a real date'),
);

/** A class as the roll is taken: a level and a section ('' when the level has none). */
export interface AttendanceClass {
  educationLevel: EducationLevel;
  /** As sectionKey writes it: trimmed, upper case. */
  section: string;
}

/** "7th Standard_A": a class's key, the section encoded so that a "/" cannot make a path. */
export function classKeyOf({ educationLevel, section }: AttendanceClass): string {
  return `${educationLevel}_${encodeURIComponent(sectionKey(section))}`;
}

/**
 * The class a key names; null for a key that is not one. The level ends at the first "_": no level
 * has one, and encodeURIComponent leaves a section's own "_" as it is.
 */
export function classOfKey(key: string): AttendanceClass | null {
  const at = key.indexOf('_');
  if (at < 0) return null;
  const level = key.slice(0, at);
  if (!(EDUCATION_LEVELS as readonly string[]).includes(level)) return null;
  try {
    return {
      educationLevel: level as EducationLevel,
      section: decodeURIComponent(key.slice(at + 1)),
    };
  } catch {
    return null;
  }
}

/** "2026-12-07_7th Standard_A": the register of a class on a day. */
export const registerIdOf = (date: string, attendanceClass: AttendanceClass) =>
  `${date}_${classKeyOf(attendanceClass)}`;

/** One mark: the status, and the device's clock when it was made (ms since 1970). */
export const attendanceMarkSchema = z.object({
  status: z.enum(ATTENDANCE_STATUSES),
  at: checked(integer(), z.gte(0)),
});
export type AttendanceMark = z.output<typeof attendanceMarkSchema>;

/** The longest text each field of a recorded roll entry holds. */
const ROLL_ENTRY_MAX = { name: 100, rollNumber: 10, admissionNumber: 20, guardian: 100 } as const;

/**
 * A child as the marking list showed them when the roll was taken: what the monthly register
 * prints for that day, whatever the student's record says later. '' where the list showed none.
 */
export const rollEntrySchema = z.object({
  name: checked(z.string(), atMost(ROLL_ENTRY_MAX.name)),
  rollNumber: z._default(checked(z.string(), atMost(ROLL_ENTRY_MAX.rollNumber)), ''),
  admissionNumber: z._default(checked(z.string(), atMost(ROLL_ENTRY_MAX.admissionNumber)), ''),
  guardian: z._default(checked(z.string(), atMost(ROLL_ENTRY_MAX.guardian)), ''),
});
export type RollEntry = z.output<typeof rollEntrySchema>;

/** A child as a recorded roll keeps them: each text cut to what the schema holds. */
export const rollEntryOf = (child: RollEntry): RollEntry => ({
  name: child.name.slice(0, ROLL_ENTRY_MAX.name),
  rollNumber: child.rollNumber.slice(0, ROLL_ENTRY_MAX.rollNumber),
  admissionNumber: child.admissionNumber.slice(0, ROLL_ENTRY_MAX.admissionNumber),
  guardian: child.guardian.slice(0, ROLL_ENTRY_MAX.guardian),
});

/**
 * Who worked on a register: their name as shown in a clash, when they saved it as taken, and the
 * roll they saw then (studentDocId to the child as shown; absent in registers taken before it was
 * recorded, and in a save that only settles a clash).
 */
export const registerPersonSchema = z.object({
  name: checked(z.string(), atMost(100)),
  takenAt: z._default(z.nullable(checked(integer(), z.gte(0))), null),
  roll: z.optional(
    checked(
      z.record(z.string(), rollEntrySchema),
      z.refine((roll) => Object.keys(roll).length <= REGISTER_MAX_STUDENTS, 'Too many children'),
    ),
  ),
});
export type RegisterPerson = z.output<typeof registerPersonSchema>;

/** A clash settled: the status chosen, by whom, when (device time). */
export const chosenMarkSchema = z.extend(attendanceMarkSchema, {
  uid: z.string(),
});
export type ChosenMark = z.output<typeof chosenMarkSchema>;

/** organizations/{orgId}/attendance/{registerId}. */
export const attendanceRegisterSchema = z.object({
  date: isoDateSchema,
  /** The academic year (its first calendar year) the date falls in. */
  startYear: integer(),
  educationLevel: z.enum(EDUCATION_LEVELS),
  section: checked(z.string(), atMost(20)),
  people: z._default(z.record(z.string(), registerPersonSchema), {}),
  marks: z._default(z.record(z.string(), z.record(z.string(), attendanceMarkSchema)), {}),
  chosen: z._default(z.record(z.string(), chosenMarkSchema), {}),
});
export type AttendanceRegister = z.output<typeof attendanceRegisterSchema>;

/** A new register's fixed fields. */
export function registerBase(
  date: string,
  attendanceClass: AttendanceClass,
  academicYearStartMonth: number,
): Pick<AttendanceRegister, 'date' | 'startYear' | 'educationLevel' | 'section'> {
  return {
    date,
    startYear: academicYearOf(date, academicYearStartMonth).startYear,
    educationLevel: attendanceClass.educationLevel,
    section: sectionKey(attendanceClass.section),
  };
}

/** Whether anyone has saved the register as taken. */
export const registerTaken = (register: Pick<AttendanceRegister, 'people'> | null | undefined) =>
  !!register && Object.values(register.people).some((person) => person.takenAt !== null);

/** One person's latest mark of a child. */
export interface PersonMark extends AttendanceMark {
  uid: string;
  name: string;
}

/** Each person's mark of `studentDocId`, newest first. */
export function marksOf(register: AttendanceRegister, studentDocId: string): PersonMark[] {
  const found: PersonMark[] = [];
  for (const [uid, marks] of Object.entries(register.marks)) {
    const mark = marks[studentDocId];
    if (mark) found.push({ ...mark, uid, name: register.people[uid]?.name ?? '' });
  }
  return found.sort((a, b) => b.at - a.at || a.uid.localeCompare(b.uid));
}

/** A child's mark as it counts, and whether two people disagree about it unsettled. */
export interface ChildAttendance {
  status: AttendanceStatus;
  /** The people whose different marks clash (newest first); empty when none do. */
  clash: PersonMark[];
}

/**
 * A child's status in `register`: the newest mark counts (present when none). Two people's latest
 * marks that differ are a clash unless a choice was made after the newest of them, which then
 * counts.
 */
export function childAttendance(
  register: AttendanceRegister | null | undefined,
  studentDocId: string,
): ChildAttendance {
  if (!register) return { status: 'present', clash: [] };
  const marks = marksOf(register, studentDocId);
  const chosen = register.chosen[studentDocId];
  const newest = marks[0];
  if (chosen && (!newest || chosen.at >= newest.at)) return { status: chosen.status, clash: [] };
  if (!newest) return { status: 'present', clash: [] };
  const differing = new Set(marks.map((mark) => mark.status)).size > 1;
  return { status: newest.status, clash: differing ? marks : [] };
}

/** How many of `studentDocIds` have each status in `register`. */
export function registerCounts(
  register: AttendanceRegister | null | undefined,
  studentDocIds: readonly string[],
): Record<AttendanceStatus, number> & { clashes: number } {
  const counts = { present: 0, absent: 0, leave: 0, half: 0, clashes: 0 };
  for (const id of studentDocIds) {
    const child = childAttendance(register, id);
    counts[child.status] += 1;
    if (child.clash.length) counts.clashes += 1;
  }
  return counts;
}

/** The percentage attended of a roll: half days count half; null for an empty roll. */
export function attendedPercent(counts: Record<AttendanceStatus, number>): number | null {
  const roll = counts.present + counts.absent + counts.leave + counts.half;
  if (!roll) return null;
  const attended = counts.present + counts.half * ATTENDED_DAYS.half;
  return Math.round((attended / roll) * 1000) / 10;
}
