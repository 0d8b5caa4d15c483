import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { academicYearOf } from '@village/model/academic-year';
import { attendanceMonthsPath } from '@village/model/paths';
import { uidFor, type CollectionName, type Op, type RuleCase } from '../support/cases';
import {
  CALENDAR,
  CLASSES,
  DAY,
  LATE,
  TOTALS,
  ABSENT,
  calendarPath,
  classesPath,
  dayOfClosedMonth,
  dayPath,
  indianDay,
  lateMarksPath,
  registerPath,
  saveRegister,
  totalsPath,
} from '../support/attendance';
import {
  MATRIX_ROLES,
  ORG_A,
  STUDENT_WITHOUT_ID,
  type Actor,
  type MatrixRole,
} from '../support/world';

// Every caller x operation on each attendance collection (model/src/attendance/): staff read and
// write the registers; every member reads the calendar and the days' figures, end_users nothing
// else; super_admins keep the calendar, close and reopen months, and confirm late marks; the
// totals, days, classes and late marks are the functions' to write. Nobody deletes a register.

const GROUP = 'attendance: roles';
const STAFF: readonly MatrixRole[] = ['super_admin', 'org_user'];
const MEMBERS: readonly MatrixRole[] = ['super_admin', 'org_user', 'end_user'];
const SUPER: readonly MatrixRole[] = ['super_admin'];

type Attempt = (db: Firestore, me: Actor | null) => Promise<unknown>;

interface Target {
  collection: CollectionName;
  readers: readonly MatrixRole[];
  /** Who may do each write, and the attempt; an operation left out is refused to everyone. */
  writes: Partial<Record<'create' | 'update' | 'delete', readonly MatrixRole[]>>;
  attempt: (op: Op) => Attempt;
}

const listOf = (path: string) => (db: Firestore) =>
  getDocs(collection(db, path.slice(0, path.lastIndexOf('/'))));

/** The attempts on a document the functions keep: read it, or write it in any way. */
function functionsDocument(path: string, data: Record<string, unknown>) {
  return (op: Op): Attempt => {
    switch (op) {
      case 'get':
        return (db) => getDoc(doc(db, path));
      case 'list':
        return listOf(path);
      case 'create':
        return (db) => setDoc(doc(db, `${path}-new`), data);
      case 'update':
        return (db) => updateDoc(doc(db, path), data);
      case 'delete':
        return (db) => deleteDoc(doc(db, path));
    }
  };
}

const yesterday = () => registerPath(indianDay(-1));
const calendarYear = () => academicYearOf(indianDay()).startYear;

const TARGETS: readonly Target[] = [
  {
    collection: 'attendance',
    readers: STAFF,
    writes: { create: STAFF, update: STAFF },
    attempt: (op) => {
      switch (op) {
        case 'get':
          return (db) => getDoc(doc(db, yesterday()));
        case 'list':
          return listOf(yesterday());
        // Today's 7 A, new; yesterday's, saved by olga, saved again by the caller.
        case 'create':
          return (db, me) =>
            saveRegister(db, indianDay(), uidFor(me), { [STUDENT_WITHOUT_ID]: ABSENT });
        case 'update':
          return (db, me) =>
            saveRegister(
              db,
              indianDay(-1),
              uidFor(me),
              { [STUDENT_WITHOUT_ID]: ABSENT },
              { takenAt: 2_000 },
            );
        case 'delete':
          return (db) => deleteDoc(doc(db, yesterday()));
      }
    },
  },
  {
    collection: 'attendanceYears',
    readers: MEMBERS,
    writes: { create: SUPER, update: SUPER },
    attempt: (op) => {
      const stamped = (me: Actor | null) => ({
        ...CALENDAR,
        updatedAt: serverTimestamp(),
        updatedBy: uidFor(me),
      });
      switch (op) {
        case 'get':
          return (db) => getDoc(doc(db, calendarPath(2026)));
        case 'list':
          return listOf(calendarPath(2026));
        case 'create':
          return (db, me) => setDoc(doc(db, calendarPath(calendarYear() + 1)), stamped(me));
        case 'update':
          return (db, me) => setDoc(doc(db, calendarPath(2026)), stamped(me));
        case 'delete':
          return (db) => deleteDoc(doc(db, calendarPath(2026)));
      }
    },
  },
  {
    collection: 'attendanceMonths',
    readers: STAFF,
    // Reopening a month is deleting its close.
    writes: { create: SUPER, delete: SUPER },
    attempt: (op) => {
      const closed = () => `${attendanceMonthsPath(ORG_A)}/${dayOfClosedMonth().slice(0, 7)}`;
      switch (op) {
        case 'get':
          return (db) => getDoc(doc(db, closed()));
        case 'list':
          return listOf(closed());
        case 'create':
          return (db, me) =>
            setDoc(doc(db, `${attendanceMonthsPath(ORG_A)}/${indianDay().slice(0, 7)}`), {
              closedBy: uidFor(me),
              closedAt: Date.now(),
            });
        case 'update':
          return (db, me) => setDoc(doc(db, closed()), { closedBy: uidFor(me), closedAt: 2_000 });
        case 'delete':
          return (db) => deleteDoc(doc(db, closed()));
      }
    },
  },
  {
    collection: 'attendanceTotals',
    readers: STAFF,
    writes: {},
    attempt: functionsDocument(totalsPath(2026), { ...TOTALS, absent: 0 }),
  },
  {
    collection: 'attendanceDays',
    readers: MEMBERS,
    writes: {},
    attempt: functionsDocument(dayPath('2026-11-02'), { ...DAY, percent: 100 }),
  },
  {
    collection: 'attendanceClasses',
    readers: STAFF,
    writes: {},
    attempt: functionsDocument(classesPath(), CLASSES),
  },
  {
    collection: 'attendanceLate',
    readers: STAFF,
    writes: { update: SUPER },
    attempt: (op) =>
      op === 'update'
        ? (db, me) =>
            updateDoc(doc(db, lateMarksPath('2026-11-02')), {
              confirmedBy: uidFor(me),
              confirmedAt: Date.now(),
            })
        : functionsDocument(lateMarksPath('2026-11-02'), LATE)(op),
  },
];

export const ATTENDANCE_MATRIX_CASES: RuleCase[] = TARGETS.flatMap((target) =>
  MATRIX_ROLES.flatMap((role) =>
    (['get', 'list', 'create', 'update', 'delete'] as const).map((op): RuleCase => {
      const allowed = op === 'get' || op === 'list' ? target.readers : (target.writes[op] ?? []);
      return {
        group: GROUP,
        name: `${target.collection} (${op === 'create' ? 'a new one' : 'as it is'})`,
        as: role,
        expect: allowed.includes(role) ? 'allow' : 'deny',
        collection: target.collection,
        op,
        run: target.attempt(op),
      };
    }),
  ),
);
