import { doc, setDoc, type Firestore } from 'firebase/firestore';
import { addDays, monthOfDay } from '@village/model/attendance/calendar';
import {
  registerBase,
  registerIdOf,
  type AttendanceClass,
  type AttendanceMark,
  type ChosenMark,
} from '@village/model/attendance/register';
import { totalsIdOf } from '@village/model/attendance/totals';
import { todayIso } from '@village/model/dates';
import {
  attendanceClassesDocPath,
  attendanceDaysPath,
  attendanceLatePath,
  attendanceMonthsPath,
  attendancePath,
  attendanceTotalsPath,
  attendanceYearsPath,
} from '@village/model/paths';
import { ORG_A, STUDENT_WITH_ID, uidOf } from './world';

// Fixtures of the attendance cases: registers written in the contract's one client form (a setDoc
// merged, holding the writer's own entry in people and their own marks), and the documents the
// functions and super_admins keep beside them. Days are counted from today in India when the case
// runs, since the rules compare a register's date with the server's clock.

export const CLASS_7A: AttendanceClass = { educationLevel: '7th Standard', section: 'A' };
export const ABSENT: AttendanceMark = { status: 'absent', at: 1_000 };

/** Today in India, `days` days on (negative: back). */
export const indianDay = (days = 0) => addDays(todayIso(), days);

/** A day of an earlier month than today's, for the closed month (its month is not today's). */
export const dayOfClosedMonth = () => `${monthOfDay(indianDay(-40))}-15`;

/** The register's document of `date` and `attendanceClass` in ORG_A. */
export const registerPath = (date: string, attendanceClass: AttendanceClass = CLASS_7A) =>
  `${attendancePath(ORG_A)}/${registerIdOf(date, attendanceClass)}`;

export interface RegisterWrite {
  attendanceClass?: AttendanceClass;
  /** The organization's academic year start month the client reckons startYear with. */
  startMonth?: number;
  name?: string;
  takenAt?: number | null;
  /** The roll the person saw (people.{uid}.roll); none written when not given. */
  roll?: unknown;
  chosen?: Record<string, ChosenMark>;
}

/** What a staff member's phone writes on Save: the fixed fields, own entry, own marks. */
export function registerWrite(
  date: string,
  uid: string,
  marks: Record<string, unknown>,
  options: RegisterWrite = {},
): Record<string, unknown> {
  return {
    ...registerBase(date, options.attendanceClass ?? CLASS_7A, options.startMonth ?? 4),
    people: {
      [uid]: {
        name: options.name ?? `Teacher ${uid}`,
        takenAt: options.takenAt ?? 1_000,
        ...(options.roll === undefined ? {} : { roll: options.roll }),
      },
    },
    marks: { [uid]: marks },
    ...(options.chosen ? { chosen: options.chosen } : {}),
  };
}

/** Writes a register as its phone would, at `path` (the register's own id unless given). */
export function saveRegister(
  db: Firestore,
  date: string,
  uid: string,
  marks: Record<string, unknown>,
  options: RegisterWrite & { path?: string } = {},
): Promise<void> {
  const path = options.path ?? registerPath(date, options.attendanceClass);
  return setDoc(doc(db, path), registerWrite(date, uid, marks, options), { merge: true });
}

/** olga has saved 7 A's register of `date`: the first student absent. */
export const seedRegister = (admin: Firestore, date: string, attendanceClass = CLASS_7A) =>
  saveRegister(admin, date, uidOf('org_user'), { [STUDENT_WITH_ID]: ABSENT }, { attendanceClass });

/** A super_admin closed the month of `date`. */
export const closeMonthOf = (admin: Firestore, date: string) =>
  setDoc(doc(admin, `${attendanceMonthsPath(ORG_A)}/${monthOfDay(date)}`), {
    closedBy: uidOf('super_admin'),
    closedAt: 1_000,
  });

/** The calendar as a super_admin's client writes it (attendanceCalendarSchema, stamped). */
export const calendarPath = (startYear: number) => `${attendanceYearsPath(ORG_A)}/${startYear}`;
export const CALENDAR = {
  weeklyOff: [0],
  holidays: [{ from: '2026-10-20', to: '2026-10-24', name: 'Diwali' }],
  openedDays: ['2026-11-08'],
};

/** The functions' documents of ORG_A, as they leave them. */
export const lateMarksPath = (date: string) =>
  `${attendanceLatePath(ORG_A)}/${registerIdOf(date, CLASS_7A)}`;
export const totalsPath = (startYear: number) =>
  `${attendanceTotalsPath(ORG_A)}/${totalsIdOf(startYear, STUDENT_WITH_ID)}`;
export const dayPath = (date: string) => `${attendanceDaysPath(ORG_A)}/${date}`;
export const classesPath = () => attendanceClassesDocPath(ORG_A);

export const TOTALS = {
  studentDocId: STUDENT_WITH_ID,
  startYear: 2026,
  days: { '2026-11-02': 'absent' },
  present: 0,
  absent: 1,
  leave: 0,
  half: 0,
  taken: 1,
  attended: 0,
  months: { '2026-11': { present: 0, absent: 1, leave: 0, half: 0 } },
};
export const DAY = {
  date: '2026-11-02',
  classes: {
    '7th Standard_A': {
      educationLevel: '7th Standard',
      section: 'A',
      present: 1,
      absent: 1,
      leave: 0,
      half: 0,
    },
  },
  present: 1,
  absent: 1,
  leave: 0,
  half: 0,
  percent: 50,
};
export const CLASSES = {
  classes: { '7th Standard_A': { educationLevel: '7th Standard', section: 'A', students: 2 } },
};
export const LATE = {
  date: '2026-11-02',
  educationLevel: '7th Standard',
  section: 'A',
  people: { olga: { name: 'olga', marks: 1, arrivedAt: 1_000 } },
  confirmedBy: null,
  confirmedAt: null,
};

/** The functions' documents of 2 November 2026, a calendar, a closed month, yesterday's 7 A. */
export async function seedAttendance(admin: Firestore): Promise<void> {
  await Promise.all([
    setDoc(doc(admin, totalsPath(2026)), TOTALS),
    setDoc(doc(admin, dayPath('2026-11-02')), DAY),
    setDoc(doc(admin, classesPath()), CLASSES),
    setDoc(doc(admin, lateMarksPath('2026-11-02')), LATE),
    setDoc(doc(admin, calendarPath(2026)), { ...CALENDAR, updatedAt: null, updatedBy: 'alice' }),
    closeMonthOf(admin, dayOfClosedMonth()),
    seedRegister(admin, indianDay(-1)),
  ]);
}
