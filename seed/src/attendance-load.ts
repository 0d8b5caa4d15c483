// Writes the sample attendance (attendance.ts) through the Admin SDK: the calendars, the totals and
// the days first, the registers last, so that a register trigger running
// meanwhile (when the load runs with the functions on) finds its register already applied. Creates
// only what is missing (create-missing.ts): running it twice adds nothing.
import { FieldValue, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import {
  attendanceClassesDocPath,
  attendanceDaysPath,
  attendancePath,
  attendanceTotalsPath,
  attendanceYearsPath,
} from '@village/model/paths';
import { sampleClassList, type SampleAttendance } from './attendance';
import { createMissing } from './create-missing';
import { DEMO_ACCOUNTS, type SampleData } from './generate';

export interface AttendanceLoadReport {
  calendars: number;
  totals: number;
  days: number;
  registers: number;
}

export async function loadSampleAttendance(
  db: Firestore,
  attendance: SampleAttendance,
  log: (message: string) => void = () => {},
): Promise<AttendanceLoadReport> {
  const [admin] = DEMO_ACCOUNTS;
  // The collections side by side, then the registers in two streams: the emulator writes batches
  // sent together sooner than one after another.
  const [calendars, totals, days] = await Promise.all([
    createMissing(
      db,
      attendance.calendars.map(({ orgId, startYear, calendar }) => [
        db.doc(`${attendanceYearsPath(orgId)}/${startYear}`),
        { ...calendar, updatedAt: FieldValue.serverTimestamp(), updatedBy: admin.uid },
      ]),
    ),
    createMissing(
      db,
      attendance.totals.map(({ orgId, id, totals: childTotals }) => [
        db.doc(`${attendanceTotalsPath(orgId)}/${id}`),
        { ...childTotals, updatedAt: FieldValue.serverTimestamp() },
      ]),
    ),
    createMissing(
      db,
      attendance.days.map(({ orgId, day }) => [
        db.doc(`${attendanceDaysPath(orgId)}/${day.date}`),
        { ...day, updatedAt: FieldValue.serverTimestamp() },
      ]),
    ),
  ]);
  const registers = attendance.registers.map(
    ({ orgId, id, register }) => [db.doc(`${attendancePath(orgId)}/${id}`), register] as const,
  );
  const half = Math.ceil(registers.length / 2);
  const written = await Promise.all([
    createMissing(db, registers.slice(0, half)),
    createMissing(db, registers.slice(half)),
  ]);
  const report = { calendars, totals, days, registers: written[0] + written[1] };
  log(`attendance: ${JSON.stringify(report)} created`);
  return report;
}

/**
 * attendanceClasses/current of each organization, as the student trigger would count it, with the
 * time of the count: written once the students are (load.ts), so that a trigger on their creates
 * (a load with the functions on) finds its write counted.
 */
export function sampleClassListDocs(
  db: Firestore,
  data: SampleData,
): Array<readonly [DocumentReference, Record<string, unknown>]> {
  return data.organizations.map(({ id }) => {
    const classes = sampleClassList(data.students.filter((student) => student.orgId === id));
    return [
      db.doc(attendanceClassesDocPath(id)),
      {
        classes,
        countedAt: Object.fromEntries(
          Object.keys(classes).map((key) => [key, FieldValue.serverTimestamp()]),
        ),
      },
    ] as const;
  });
}
