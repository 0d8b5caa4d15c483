import { classKeyOf } from '@village/model/attendance/register';
import type {
  AttendanceClasses,
  AttendanceDay,
  ClassEntry,
} from '@village/model/attendance/totals';
import { EDUCATION_LEVELS } from '@village/model/levels';

/** A class of the organization, with its key (classKeyOf). */
export interface KeyedClass extends ClassEntry {
  key: string;
}

const levelOrder = (entry: ClassEntry) => EDUCATION_LEVELS.indexOf(entry.educationLevel);

/**
 * The classes not marked on a day: the organization's classes (from its students) that the day's
 * summary does not list as taken, in the order of the levels, then of the sections.
 */
export function unmarkedClasses(
  classes: AttendanceClasses | null,
  day: AttendanceDay | null,
): KeyedClass[] {
  const taken = new Set(Object.keys(day?.classes ?? {}));
  return Object.values(classes?.classes ?? {})
    .map((entry) => ({ ...entry, key: classKeyOf(entry) }))
    .filter((entry) => entry.students > 0 && !taken.has(entry.key))
    .sort(
      (a, b) =>
        levelOrder(a) - levelOrder(b) ||
        (a.section < b.section ? -1 : a.section > b.section ? 1 : 0),
    );
}

/** How many classes the day's summary counts as taken. */
export const classesTaken = (day: AttendanceDay | null) => Object.keys(day?.classes ?? {}).length;
