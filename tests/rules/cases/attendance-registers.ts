import { deleteDoc, deleteField, doc, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { academicYearOf } from '@village/model/academic-year';
import { addDays, monthOfDay } from '@village/model/attendance/calendar';
import {
  REGISTER_MAX_STUDENTS,
  registerIdOf,
  type AttendanceClass,
  type ChosenMark,
} from '@village/model/attendance/register';
import { attendanceMonthsPath, attendancePath, organizationPath } from '@village/model/paths';
import { uidFor, type Expectation, type RuleCase } from '../support/cases';
import {
  ABSENT,
  CLASS_7A,
  closeMonthOf,
  dayOfClosedMonth,
  indianDay,
  registerPath,
  registerWrite,
  saveRegister,
  seedRegister,
  type RegisterWrite,
} from '../support/attendance';
import {
  ORG_A,
  ORG_B,
  STUDENT_WITH_ID,
  STUDENT_WITHOUT_ID,
  uidOf,
  type Actor,
  type ActorName,
} from '../support/world';

// A register (organizations/{orgId}/attendance/{registerId}) as the rules hold it: written by
// staff in the contract's one form, each person their own marks only, for any day of an open
// month up to a day ahead (an org_user's window of days back is the app's, not the rules'), with
// fixed fields that name it and do not change. Yesterday's 7 A is seeded, saved by olga.

const GROUP = 'attendance: registers';
const OLGA = uidOf('org_user');

type Run = (db: Firestore, me: Actor | null) => Promise<unknown>;

function registerCase(
  name: string,
  expect: Expectation,
  run: Run,
  options: { as?: ActorName; op?: 'create' | 'update'; setup?: RuleCase['setup'] } = {},
): RuleCase {
  return {
    group: GROUP,
    name,
    as: options.as ?? 'org_user',
    expect,
    collection: 'attendance',
    op: options.op ?? 'create',
    ...(options.setup ? { setup: options.setup } : {}),
    run,
  };
}

/** Today's 7 A, new, with the caller's marks and the write changed by `patch`. */
const today =
  (marks: Record<string, unknown>, options: RegisterWrite = {}): Run =>
  (db, me) =>
    saveRegister(db, indianDay(), uidFor(me), marks, options);

/** Yesterday's 7 A (saved by olga) saved again by the caller. */
const yesterday =
  (marks: Record<string, unknown>, options: RegisterWrite = {}): Run =>
  (db, me) =>
    saveRegister(db, indianDay(-1), uidFor(me), marks, options);

/** Today's 7 A written at `path` with `patch` laid over the contract's form. */
const patched =
  (patch: Record<string, unknown>, path?: (date: string) => string): Run =>
  (db, me) => {
    const date = indianDay();
    return setDoc(
      doc(db, path ? path(date) : registerPath(date)),
      { ...registerWrite(date, uidFor(me), { [STUDENT_WITH_ID]: ABSENT }), ...patch },
      { merge: true },
    );
  };

/** Yesterday's 7 A saved again by the caller, writing `entry` into olga's entry in people. */
const writingOlgasEntry =
  (entry: Record<string, unknown>): Run =>
  (db, me) =>
    setDoc(
      doc(db, registerPath(indianDay(-1))),
      {
        ...registerWrite(indianDay(-1), uidFor(me), mark('absent')),
        people: { [uidFor(me)]: { name: 'Alice', takenAt: 1 }, [OLGA]: entry },
      },
      { merge: true },
    );

const mark = (status: unknown, at: unknown = 2_000) => ({ [STUDENT_WITH_ID]: { status, at } });
const choice = (uid: string, studentDocId = STUDENT_WITH_ID): Record<string, ChosenMark> => ({
  [studentDocId]: { status: 'present', at: 3_000, uid },
});
const manyMarks = (count: number, from = 0) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, i) => [`student-${i}`, { ...ABSENT, at: from + i }]),
  );
const manyChoices = (count: number, uid: string, prefix = 'student'): Record<string, ChosenMark> =>
  Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `${prefix}-${i}`,
      { status: 'absent' as const, at: i, uid },
    ]),
  );

/** A roll of `count` children as the marking list shows them. */
const rollOf = (count: number) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `student-${i}`,
      { name: `Child ${i}`, admissionNumber: String(i), guardian: '' },
    ]),
  );

const SLASHED: AttendanceClass = { educationLevel: '7th Standard', section: 'A/B' };
const NO_SECTION: AttendanceClass = { educationLevel: 'B.Sc', section: '' };

/** A date, not December, whose academic year differs between April and the next month. */
function dayOutOfApril(): { date: string; startMonth: number } {
  const date = [indianDay(-10), indianDay(-45)].find((day) => day.slice(5, 7) !== '12')!;
  const month = Number(date.slice(5, 7));
  return { date, startMonth: month < 4 ? 1 : month + 1 };
}

const setStartMonth = (month: number) => (admin: Firestore) =>
  setDoc(doc(admin, organizationPath(ORG_A)), { academicYearStartMonth: month }, { merge: true });

export const ATTENDANCE_REGISTER_CASES: RuleCase[] = [
  registerCase('a first save of today, one child absent', 'allow', today(mark('absent'))),
  registerCase('a first save with every child present (no marks)', 'allow', today({})),
  registerCase(
    'leave and a half day',
    'allow',
    today({ ...mark('leave'), [STUDENT_WITHOUT_ID]: { status: 'half', at: 5 } }),
  ),
  registerCase("a day 20 days back by an org_user (the window is the app's)", 'allow', (db, me) =>
    saveRegister(db, indianDay(-20), uidFor(me), mark('absent')),
  ),
  registerCase('a day of an earlier academic year', 'allow', (db, me) =>
    saveRegister(db, addDays(indianDay(), -400), uidFor(me), mark('absent')),
  ),
  registerCase('tomorrow in India (a phone a time zone ahead)', 'allow', (db, me) =>
    saveRegister(db, indianDay(1), uidFor(me), mark('absent')),
  ),
  registerCase('the day after tomorrow', 'deny', (db, me) =>
    saveRegister(db, indianDay(2), uidFor(me), mark('absent')),
  ),
  ...(['org_user', 'super_admin'] as const).flatMap((as) => [
    registerCase(
      `a day of a closed month, by an ${as}`,
      'deny',
      (db, me) => saveRegister(db, dayOfClosedMonth(), uidFor(me), mark('absent')),
      { as },
    ),
    registerCase(
      `a register saved before its month closed, saved again by an ${as}`,
      'deny',
      (db, me) => saveRegister(db, indianDay(-1), uidFor(me), mark('present', 9_000)),
      { as, op: 'update', setup: (admin) => closeMonthOf(admin, indianDay(-1)) },
    ),
  ]),
  registerCase(
    'a register of a month reopened (its close deleted)',
    'allow',
    (db, me) => saveRegister(db, dayOfClosedMonth(), uidFor(me), mark('present', 9_000)),
    {
      op: 'update',
      setup: async (admin) => {
        await seedRegister(admin, dayOfClosedMonth());
        await deleteDoc(
          doc(admin, `${attendanceMonthsPath(ORG_A)}/${monthOfDay(dayOfClosedMonth())}`),
        );
      },
    },
  ),
  registerCase('a second person saves the class beside olga', 'allow', yesterday(mark('absent')), {
    as: 'super_admin',
    op: 'update',
  }),
  registerCase('olga undoes her absence with present', 'allow', yesterday(mark('present', 9_000)), {
    op: 'update',
  }),
  registerCase(
    "a save that empties one's own marks (merging an empty map)",
    'deny',
    yesterday({}),
    {
      op: 'update',
    },
  ),
  registerCase(
    "one's own mark deleted",
    'deny',
    (db) =>
      updateDoc(doc(db, registerPath(indianDay(-1))), {
        [`marks.${OLGA}.${STUDENT_WITH_ID}`]: deleteField(),
      }),
    { op: 'update' },
  ),
  registerCase(
    "marks in another person's name, beside one's own entry",
    'deny',
    (db, me) =>
      setDoc(
        doc(db, registerPath(indianDay(-1))),
        {
          ...registerWrite(indianDay(-1), uidFor(me), mark('absent')),
          marks: { [OLGA]: mark('present', 9_000) },
        },
        { merge: true },
      ),
    { as: 'super_admin', op: 'update' },
  ),
  registerCase(
    "another person's entry in people",
    'deny',
    writingOlgasEntry({ name: 'Olga', takenAt: null }),
    { as: 'super_admin', op: 'update' },
  ),
  registerCase(
    "the whole register replaced (olga's marks dropped)",
    'deny',
    (db, me) =>
      setDoc(
        doc(db, registerPath(indianDay(-1))),
        registerWrite(indianDay(-1), uidFor(me), mark('absent')),
      ),
    { as: 'super_admin', op: 'update' },
  ),
  registerCase(
    'the roll the person saw, recorded with the save',
    'allow',
    today(mark('absent'), { roll: rollOf(2) }),
  ),
  registerCase(
    `a roll of ${REGISTER_MAX_STUDENTS + 1} children`,
    'deny',
    today(mark('absent'), { roll: rollOf(REGISTER_MAX_STUDENTS + 1) }),
  ),
  registerCase('a roll that is not a map', 'deny', today(mark('absent'), { roll: ['Asha'] })),
  registerCase(
    "a roll written into another person's entry",
    'deny',
    writingOlgasEntry({ name: `Teacher ${OLGA}`, takenAt: 1_000, roll: rollOf(1) }),
    { as: 'super_admin', op: 'update' },
  ),
  registerCase("marks without one's entry in people", 'deny', patched({ people: {} })),
  registerCase(
    'a name of 101 characters',
    'deny',
    today(mark('absent'), { name: 'x'.repeat(101) }),
  ),
  registerCase(
    'takenAt not a whole number',
    'deny',
    patched({ people: { [OLGA]: { name: 'Olga', takenAt: 1.5 } } }),
  ),
  registerCase(
    'an unsaved register (takenAt null)',
    'allow',
    today(mark('absent'), { takenAt: null }),
  ),
  ...[
    ['an unknown status', mark('late')],
    ['a negative time', mark('absent', -1)],
    ['a time that is not whole', mark('absent', 1.5)],
    ['a time as text', mark('absent', '2000')],
    ['a mark with another field', { [STUDENT_WITH_ID]: { ...ABSENT, note: 'ill' } }],
    ['a mark that is not a map', { [STUDENT_WITH_ID]: 'absent' }],
    ['the last of several marks bad', { ...manyMarks(3), 'student-z': { status: 'gone', at: 1 } }],
  ].map(([name, marks]) =>
    registerCase(name as string, 'deny', today(marks as Record<string, unknown>)),
  ),
  registerCase(
    `${REGISTER_MAX_STUDENTS} marks of one person`,
    'allow',
    today(manyMarks(REGISTER_MAX_STUDENTS)),
  ),
  registerCase(
    `${REGISTER_MAX_STUDENTS + 1} marks of one person`,
    'deny',
    today(manyMarks(REGISTER_MAX_STUDENTS + 1)),
  ),
  registerCase(
    "a clash settled in one's own name",
    'allow',
    yesterday(mark('absent'), { chosen: choice(uidOf('super_admin')) }),
    {
      as: 'super_admin',
      op: 'update',
    },
  ),
  registerCase(
    'five clashes settled at once',
    'allow',
    (db, me) =>
      saveRegister(db, indianDay(-1), uidFor(me), mark('absent'), {
        chosen: manyChoices(5, uidFor(me)),
      }),
    { as: 'super_admin', op: 'update' },
  ),
  // The most a register holds, within the 1000 expressions a request may evaluate.
  registerCase(
    'a full register: three people with 200 marks, 195 choices, five more and 200 changes',
    'allow',
    (db, me) =>
      saveRegister(db, indianDay(-1), uidFor(me), manyMarks(REGISTER_MAX_STUDENTS, 50_000), {
        chosen: manyChoices(5, uidFor(me), 'clash'),
      }),
    {
      as: 'super_admin',
      op: 'update',
      setup: async (admin) => {
        for (const uid of [uidOf('super_admin'), OLGA, 'another-teacher'])
          await saveRegister(admin, indianDay(-1), uid, manyMarks(REGISTER_MAX_STUDENTS), {
            chosen: manyChoices(REGISTER_MAX_STUDENTS - 5, OLGA),
          });
      },
    },
  ),
  registerCase(
    'six clashes settled at once',
    'deny',
    (db, me) =>
      saveRegister(db, indianDay(-1), uidFor(me), mark('absent'), {
        chosen: manyChoices(6, uidFor(me)),
      }),
    { as: 'super_admin', op: 'update' },
  ),
  registerCase(
    "a clash settled in another person's name",
    'deny',
    yesterday(mark('absent'), { chosen: choice(OLGA) }),
    {
      as: 'super_admin',
      op: 'update',
    },
  ),
  registerCase(
    'a choice with a bad status',
    'deny',
    (db, me) =>
      saveRegister(db, indianDay(-1), uidFor(me), mark('absent'), {
        chosen: {
          [STUDENT_WITH_ID]: {
            status: 'late',
            at: 3_000,
            uid: uidFor(me),
          } as unknown as ChosenMark,
        },
      }),
    { as: 'super_admin', op: 'update' },
  ),
  registerCase(
    'a section with a slash, encoded in the id',
    'allow',
    today(mark('absent'), { attendanceClass: SLASHED }),
  ),
  registerCase(
    'a level without sections',
    'allow',
    today(mark('absent'), { attendanceClass: NO_SECTION }),
  ),
  registerCase(
    'an id of another day',
    'deny',
    patched({}, (date) => registerPath(addDays(date, -1))),
  ),
  registerCase(
    'an id of another class',
    'deny',
    patched({}, (date) => registerPath(date, { ...CLASS_7A, educationLevel: '8th Standard' })),
  ),
  registerCase(
    'an id of another section',
    'deny',
    patched({}, (date) => registerPath(date, { ...CLASS_7A, section: 'B' })),
  ),
  registerCase(
    'an id of another encoded section (the rules cannot encode; the functions ignore it)',
    'allow',
    patched({ section: 'A/B' }, (date) => registerPath(date, { ...CLASS_7A, section: 'C/D' })),
  ),
  registerCase(
    'a lower-case section',
    'deny',
    patched({ section: 'a' }, (date) => `${attendancePath(ORG_A)}/${date}_7th Standard_a`),
  ),
  registerCase(
    'a section with spaces around',
    'deny',
    patched({ section: ' A' }, (date) => `${attendancePath(ORG_A)}/${date}_7th Standard_%20A`),
  ),
  registerCase(
    'a section of 11 characters',
    'deny',
    today(mark('absent'), { attendanceClass: { ...CLASS_7A, section: 'ABCDEFGHIJK' } }),
  ),
  registerCase(
    'a level that is not one',
    'deny',
    patched(
      { educationLevel: '13th Standard' },
      (date) => `${attendancePath(ORG_A)}/${date}_13th Standard_A`,
    ),
  ),
  registerCase('a date that is not real', 'deny', (db, me) =>
    setDoc(doc(db, `${attendancePath(ORG_A)}/2025-02-30_7th Standard_A`), {
      ...registerWrite('2025-02-28', uidFor(me), mark('absent')),
      date: '2025-02-30',
    }),
  ),
  registerCase("a startYear not the date's", 'deny', (db, me) => {
    const date = indianDay();
    return setDoc(doc(db, registerPath(date)), {
      ...registerWrite(date, uidFor(me), mark('absent')),
      startYear: academicYearOf(date).startYear + 1,
    });
  }),
  registerCase(
    "startYear by the organization's own start month",
    'allow',
    (db, me) => {
      const { date, startMonth } = dayOutOfApril();
      return saveRegister(db, date, uidFor(me), mark('absent'), { startMonth });
    },
    { setup: (admin) => setStartMonth(dayOutOfApril().startMonth)(admin) },
  ),
  registerCase(
    'startYear by April when the organization starts in another month',
    'deny',
    (db, me) => {
      const { date } = dayOutOfApril();
      return saveRegister(db, date, uidFor(me), mark('absent'), { startMonth: 4 });
    },
    { setup: (admin) => setStartMonth(dayOutOfApril().startMonth)(admin) },
  ),
  registerCase(
    'a register saved again after the organization changed its start month',
    'allow',
    (db, me) => saveRegister(db, dayOutOfApril().date, uidFor(me), mark('present', 9_000)),
    {
      op: 'update',
      setup: async (admin) => {
        await seedRegister(admin, dayOutOfApril().date);
        await setStartMonth(dayOutOfApril().startMonth)(admin);
      },
    },
  ),
  registerCase('another field', 'deny', patched({ note: 'Rain' })),
  registerCase(
    'its section changed (the id fits both)',
    'deny',
    (db, me) =>
      saveRegister(db, indianDay(-1), uidFor(me), mark('absent'), {
        attendanceClass: { ...SLASHED, section: 'A/C' },
        path: registerPath(indianDay(-1), SLASHED),
      }),
    { op: 'update', setup: (admin) => seedRegister(admin, indianDay(-1), SLASHED) },
  ),
  registerCase(
    'its startYear changed',
    'deny',
    (db, me) =>
      updateDoc(doc(db, registerPath(indianDay(-1))), {
        startYear: academicYearOf(indianDay(-1)).startYear - 1,
        [`people.${uidFor(me)}`]: { name: 'Olga', takenAt: 5 },
      }),
    { op: 'update' },
  ),
  registerCase('a register of another organization', 'deny', (db, me) =>
    setDoc(
      doc(db, `${attendancePath(ORG_B)}/${registerIdOf(indianDay(), CLASS_7A)}`),
      registerWrite(indianDay(), uidFor(me), mark('absent')),
    ),
  ),
];
