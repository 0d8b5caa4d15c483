// organizations/{orgId}/attendanceClasses/current: the classes there are (each level and section
// with students on the roll, and how many), from which the dashboard says which classes have not
// been marked today. Kept by the student trigger (students.ts), after the counters: most writes
// (an edit that keeps the student in their class) cost it nothing.
//
// A write that moves a student into or out of a class has that class counted again from the
// students themselves (the students of its level), not added to: a repeated delivery counts the
// same. Each count stores the time of the reads it was made from (countedAt); a count replaces
// the stored one only when made from later reads, and an event whose write is older than the
// stored count's reads has nothing to do, since that count saw its write. So the last count
// stands, and it saw every write: exact, and a burst of writes to one class (an import) is counted
// a few times, not once per student.
import type { DocumentData, Timestamp } from 'firebase-admin/firestore';
import { classOfKey, type AttendanceClass } from '@village/model/attendance/register';
import { currentClassKeyOf } from '@village/model/attendance/roll-candidate';
import type { ClassEntry } from '@village/model/attendance/totals';
import { attendanceClassesDocPath, studentsPath } from '@village/model/paths';
import { db } from '../app';
import { notAfter } from '../event-time';
import { runTransaction } from '../transactions';

type CountedAt = Record<string, Timestamp>;

const classesRef = (orgId: string) => db.doc(attendanceClassesDocPath(orgId));

/** The classes whose count a student write changes: the one left and the one joined. */
export function classesMoved(
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): string[] {
  const was = currentClassKeyOf(before);
  const is = currentClassKeyOf(after);
  if (was === is) return [];
  return [was, is].filter((key): key is string => key !== null);
}

/** The students on the roll of `attendanceClass` now, and the time of the reads. */
async function countClass(
  orgId: string,
  attendanceClass: AttendanceClass,
  key: string,
): Promise<{ students: number; readTime: Timestamp }> {
  const level = await db
    .collection(studentsPath(orgId))
    .where('educationLevel', '==', attendanceClass.educationLevel)
    .select('educationLevel', 'section', 'status')
    .get();
  const students = level.docs.filter((doc) => currentClassKeyOf(doc.data()) === key).length;
  return { students, readTime: level.readTime };
}

/**
 * Counts again each class of `keys` that the stored counts did not see a write of `writeTime`
 * in. Returns the classes whose count it stored.
 */
export async function recountClasses(
  orgId: string,
  keys: readonly string[],
  writeTime: Timestamp,
): Promise<string[]> {
  if (keys.length === 0) return [];
  const ref = classesRef(orgId);
  const stored = ((await ref.get()).get('countedAt') ?? {}) as CountedAt;
  const stale = keys.filter((key) => !stored[key] || !notAfter(writeTime, stored[key]));
  const recounted: string[] = [];
  for (const key of stale) {
    const attendanceClass = classOfKey(key);
    if (!attendanceClass) continue;
    const count = await countClass(orgId, attendanceClass, key);
    const written = await runTransaction(async (tx) => {
      const current = await tx.get(ref);
      const countedAt = { ...((current.get('countedAt') ?? {}) as CountedAt) };
      if (countedAt[key] && notAfter(count.readTime, countedAt[key])) return false;
      const classes = { ...((current.get('classes') ?? {}) as Record<string, ClassEntry>) };
      if (count.students > 0) classes[key] = { ...attendanceClass, students: count.students };
      else delete classes[key];
      countedAt[key] = count.readTime;
      tx.set(ref, { classes, countedAt });
      return true;
    });
    if (written) recounted.push(key);
  }
  return recounted;
}
