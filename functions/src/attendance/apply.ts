// organizations/{orgId}/attendance/{registerId}: what a register's write changes in the totals.
// Events arrive at least once, out of order and concurrently, so the event's data is not used: one
// transaction re-reads the register as it is NOW and, for each child on the class's roll that day,
// sets the day's status in the child's totals (or removes the day when the register is not taken
// or gone) and recomputes the sums from the days (totalsOfDays); in the same transaction it
// rewrites the class's counts in attendanceDays/{date} and the day's sums. Whatever the number and
// order of deliveries, the last transaction to commit has read the latest register: exact, and a
// delivery repeated changes nothing. The fingerprint of the register applied (digest.ts) lets an
// event whose register is already applied end after two reads.
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { academicYearOf } from '@village/model/academic-year';
import {
  ATTENDANCE_STATUSES,
  childAttendance,
  classKeyOf,
  classOfKey,
  registerCounts,
  registerIdOf,
  registerTaken,
  type AttendanceClass,
  type AttendanceRegister,
  type AttendanceStatus,
} from '@village/model/attendance/register';
import { readRegister } from '@village/model/attendance/register-read';
import {
  attendanceDayOf,
  totalsIdOf,
  totalsOfDays,
  type ClassDay,
} from '@village/model/attendance/totals';
import { isRealIsoDate } from '@village/model/dates';
import {
  attendanceDaysPath,
  attendancePath,
  attendanceTotalsPath,
  organizationPath,
} from '@village/model/paths';
import { db } from '../app';
import { startMonthOf } from '../school-reads';
import { runTransaction } from '../transactions';
import { registerDigest } from '@village/model/attendance/digest';
import { classRoll } from './roll';

/** The day and class a register id names; null for an id that is not one. */
export function registerKeyOf(
  registerId: string,
): { date: string; attendanceClass: AttendanceClass } | null {
  const date = registerId.slice(0, 10);
  const attendanceClass = classOfKey(registerId.slice(11));
  if (!isRealIsoDate(date) || !attendanceClass) return null;
  return registerIdOf(date, attendanceClass) === registerId ? { date, attendanceClass } : null;
}

/** The stored register, or null when there is none or it is not the register of its id. */
export function registerOf(snapshot: DocumentSnapshot): AttendanceRegister | null {
  if (!snapshot.exists) return null;
  const register = readRegister(snapshot.data());
  if (!register) return null;
  return registerIdOf(register.date, register) === snapshot.id ? register : null;
}

/** The fingerprint of the class's register that `day` was last computed from. */
function appliedDigest(day: DocumentSnapshot, classKey: string): string | null {
  const applied: unknown = day.get('applied');
  const digest =
    applied && typeof applied === 'object' ? (applied as Record<string, unknown>)[classKey] : null;
  return typeof digest === 'string' ? digest : null;
}

function storedDays(totals: DocumentSnapshot): Record<string, AttendanceStatus> {
  const days: unknown = totals.get('days');
  const kept: Record<string, AttendanceStatus> = {};
  if (days && typeof days === 'object')
    for (const [day, status] of Object.entries(days as Record<string, unknown>))
      if ((ATTENDANCE_STATUSES as readonly unknown[]).includes(status))
        kept[day] = status as AttendanceStatus;
  return kept;
}

function storedClasses(day: DocumentSnapshot): Record<string, ClassDay> {
  const classes: unknown = day.get('classes');
  return classes && typeof classes === 'object' ? { ...(classes as Record<string, ClassDay>) } : {};
}

/** A class's counts on a day, as attendanceDays keeps them. */
export function classDayOf(
  register: AttendanceRegister,
  attendanceClass: AttendanceClass,
  roll: readonly string[],
): ClassDay {
  const { present, absent, leave, half } = registerCounts(register, roll);
  return { ...attendanceClass, present, absent, leave, half };
}

export interface RegisterApplied {
  /** 'unchanged': the register as it is was already applied (a repeated or superseded event). */
  result: 'applied' | 'unchanged' | 'ignored';
  roll?: number;
  /** Children whose totals this changed. */
  changed?: number;
}

/** Brings the totals and the day's counts up to date with the register `registerId` as it is now. */
export async function applyRegister(orgId: string, registerId: string): Promise<RegisterApplied> {
  const key = registerKeyOf(registerId);
  if (!key) return { result: 'ignored' };
  const { date, attendanceClass } = key;
  const classKey = classKeyOf(attendanceClass);
  const registerRef = db.doc(`${attendancePath(orgId)}/${registerId}`);
  const dayRef = db.doc(`${attendanceDaysPath(orgId)}/${date}`);

  const [register, day] = await db.getAll(registerRef, dayRef);
  if (appliedDigest(day!, classKey) === registerDigest(registerOf(register!))) {
    return { result: 'unchanged' };
  }
  const org = await db.doc(organizationPath(orgId)).get();
  const { startYear } = academicYearOf(date, startMonthOf(org));
  const roll = await classRoll(orgId, attendanceClass, date, startYear);
  const totalsRefs = roll.map((id) =>
    db.doc(`${attendanceTotalsPath(orgId)}/${totalsIdOf(startYear, id)}`),
  );

  return runTransaction(async (tx): Promise<RegisterApplied> => {
    const [registerNow, dayNow, ...totals] = await tx.getAll(registerRef, dayRef, ...totalsRefs);
    const current = registerOf(registerNow!);
    const digest = registerDigest(current);
    if (appliedDigest(dayNow!, classKey) === digest) return { result: 'unchanged' };
    const taken = registerTaken(current);
    let changed = 0;
    totals.forEach((snapshot, index) => {
      const studentDocId = roll[index]!;
      const days = storedDays(snapshot);
      const status = taken ? childAttendance(current, studentDocId).status : undefined;
      if (days[date] === status) return;
      if (status) days[date] = status;
      else delete days[date];
      tx.set(snapshot.ref, {
        ...totalsOfDays(studentDocId, startYear, days),
        updatedAt: FieldValue.serverTimestamp(),
      });
      changed += 1;
    });
    const classes = storedClasses(dayNow!);
    if (taken && current) classes[classKey] = classDayOf(current, attendanceClass, roll);
    else delete classes[classKey];
    const applied = { ...((dayNow!.get('applied') as Record<string, string> | undefined) ?? {}) };
    if (digest) applied[classKey] = digest;
    else delete applied[classKey];
    tx.set(dayRef, {
      ...attendanceDayOf(date, classes),
      applied,
      updatedAt: FieldValue.serverTimestamp(),
    });
    return { result: 'applied', roll: roll.length, changed };
  });
}
