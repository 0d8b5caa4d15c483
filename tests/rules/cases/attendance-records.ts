import { deleteDoc, doc, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import {
  CALENDAR_MAX_HOLIDAYS,
  CALENDAR_MAX_OPENED_DAYS,
} from '@village/model/attendance/calendar';
import { attendanceMonthsPath, attendanceYearsPath, organizationPath } from '@village/model/paths';
import { applyPatch, OMIT, type Patch } from '../support/data';
import { uidFor, type CollectionName, type Expectation, type RuleCase } from '../support/cases';
import {
  CALENDAR,
  calendarPath,
  indianDay,
  lateMarksPath,
  totalsPath,
} from '../support/attendance';
import { ORG_A, type ActorName } from '../support/world';

// What super_admins keep beside the registers, and the escalations an org_user might try: the
// working-day calendar (attendanceYears), whole and stamped; a month closed in one's own name
// (attendanceMonths); a late mark confirmed in one's own name and nothing else of it
// (attendanceLate); the functions' totals, and the organization's window of days back.

const GROUP = 'attendance: calendar, months, late marks';

function recordCase(
  name: string,
  expect: Expectation,
  collection: CollectionName,
  op: RuleCase['op'],
  run: RuleCase['run'],
  as: ActorName = 'super_admin',
): RuleCase {
  return { group: GROUP, name, as, expect, collection, op, run };
}

const calendar = (name: string, patch: Patch) =>
  recordCase(`calendar: ${name}`, 'deny', 'attendanceYears', 'update', (db, me) =>
    setDoc(
      doc(db, calendarPath(2026)),
      applyPatch({ ...CALENDAR, updatedAt: serverTimestamp(), updatedBy: uidFor(me) }, patch),
    ),
  );

const monthPath = (month: string) => `${attendanceMonthsPath(ORG_A)}/${month}`;
const closeMonth = (
  name: string,
  expect: Expectation,
  month: string,
  patch: Patch = {},
  as: ActorName = 'super_admin',
) =>
  recordCase(
    `close a month: ${name}`,
    expect,
    'attendanceMonths',
    'create',
    (db, me) =>
      setDoc(
        doc(db, monthPath(month)),
        applyPatch({ closedBy: uidFor(me), closedAt: Date.now() }, patch),
      ),
    as,
  );

const thisMonth = () => indianDay().slice(0, 7);
const days = (count: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      `2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + Math.floor(i / 12)).padStart(2, '0')}`,
  );

export const ATTENDANCE_RECORD_CASES: RuleCase[] = [
  recordCase(
    'calendar with every day off, 100 holidays and 100 opened days',
    'allow',
    'attendanceYears',
    'update',
    (db, me) =>
      setDoc(doc(db, calendarPath(2026)), {
        weeklyOff: [0, 1, 2, 3, 4, 5, 6],
        holidays: Array.from({ length: CALENDAR_MAX_HOLIDAYS }, (_, i) => ({
          from: days(CALENDAR_MAX_HOLIDAYS)[i],
          to: days(CALENDAR_MAX_HOLIDAYS)[i],
          name: `Day ${i}`,
        })),
        openedDays: days(CALENDAR_MAX_OPENED_DAYS),
        updatedAt: serverTimestamp(),
        updatedBy: uidFor(me),
      }),
  ),
  calendar('a weekly day off 7', { weeklyOff: [7] }),
  calendar('a weekly day off -1', { weeklyOff: [-1] }),
  calendar('eight weekly days off', { weeklyOff: [0, 1, 2, 3, 4, 5, 6, 0] }),
  calendar('weekly days off not a list', { weeklyOff: 0 }),
  calendar(`${CALENDAR_MAX_HOLIDAYS + 1} holidays`, {
    holidays: Array.from({ length: CALENDAR_MAX_HOLIDAYS + 1 }, () => CALENDAR.holidays[0]),
  }),
  calendar(`${CALENDAR_MAX_OPENED_DAYS + 1} opened days`, {
    openedDays: days(CALENDAR_MAX_OPENED_DAYS + 1),
  }),
  calendar('updatedAt not the server time', {
    updatedAt: Timestamp.fromMillis(Date.now() - 60_000),
  }),
  calendar('updatedBy someone else', { updatedBy: 'olga' }),
  calendar('without updatedAt', { updatedAt: OMIT }),
  calendar('another field', { note: 'Set by the office' }),
  recordCase('calendar of a year that is not one', 'deny', 'attendanceYears', 'create', (db, me) =>
    setDoc(doc(db, `${attendanceYearsPath(ORG_A)}/this-year`), {
      ...CALENDAR,
      updatedAt: serverTimestamp(),
      updatedBy: uidFor(me),
    }),
  ),
  recordCase(
    'calendar written by an org_user',
    'deny',
    'attendanceYears',
    'update',
    (db, me) =>
      setDoc(doc(db, calendarPath(2026)), {
        ...CALENDAR,
        updatedAt: serverTimestamp(),
        updatedBy: uidFor(me),
      }),
    'org_user',
  ),

  closeMonth("in another's name", 'deny', '2026-01', { closedBy: 'olga' }),
  closeMonth('closedAt as text', 'deny', '2026-01', { closedAt: '2026-01-31' }),
  closeMonth('another field', 'deny', '2026-01', { note: 'Audited' }),
  closeMonth('without closedAt', 'deny', '2026-01', { closedAt: OMIT }),
  closeMonth('a month 13', 'deny', '2026-13'),
  closeMonth('a day, not a month', 'deny', '2026-01-05'),
  closeMonth("by an org_user (to refuse others' marks)", 'deny', '2026-01', {}, 'org_user'),
  recordCase(
    'reopen a month, by an org_user',
    'deny',
    'attendanceMonths',
    'delete',
    (db) => deleteDoc(doc(db, monthPath(thisMonth()))),
    'org_user',
  ),

  recordCase("late marks: confirmed in another's name", 'deny', 'attendanceLate', 'update', (db) =>
    updateDoc(doc(db, lateMarksPath('2026-11-02')), {
      confirmedBy: 'olga',
      confirmedAt: Date.now(),
    }),
  ),
  recordCase('late marks: confirmedAt as text', 'deny', 'attendanceLate', 'update', (db, me) =>
    updateDoc(doc(db, lateMarksPath('2026-11-02')), {
      confirmedBy: uidFor(me),
      confirmedAt: 'now',
    }),
  ),
  recordCase(
    'late marks: their count changed with the confirmation',
    'deny',
    'attendanceLate',
    'update',
    (db, me) =>
      updateDoc(doc(db, lateMarksPath('2026-11-02')), {
        confirmedBy: uidFor(me),
        confirmedAt: Date.now(),
        'people.olga.marks': 0,
      }),
  ),
  recordCase(
    'late marks: confirmed by an org_user (their own)',
    'deny',
    'attendanceLate',
    'update',
    (db, me) =>
      updateDoc(doc(db, lateMarksPath('2026-11-02')), {
        confirmedBy: uidFor(me),
        confirmedAt: Date.now(),
      }),
    'org_user',
  ),

  recordCase(
    'totals: days attended raised by an org_user',
    'deny',
    'attendanceTotals',
    'update',
    (db) => updateDoc(doc(db, totalsPath(2026)), { attended: 200, present: 200 }),
    'org_user',
  ),
  recordCase('totals: written by a super_admin', 'deny', 'attendanceTotals', 'create', (db) =>
    setDoc(doc(db, totalsPath(2027)), { present: 200 }),
  ),
  recordCase(
    'the attendance window set by an org_user',
    'deny',
    'organizations',
    'update',
    (db, me) =>
      updateDoc(doc(db, organizationPath(ORG_A)), {
        attendanceWindowDays: 60,
        updatedAt: serverTimestamp(),
        updatedBy: uidFor(me),
      }),
    'org_user',
  ),
];
