// The applyProgression callable over HTTP, as the progression screen calls it, against the
// emulators: every outcome's effect on the student and its record of the year; the class's one
// activity and no activity per student; a batch sent again that changes nothing; a dropped run
// resumed; a year not closed while a student of the roll is undecided (named in the answer), then
// closed when all are applied, and by a close without entries; a closed year refused, and its last
// batch answered again; the refusals (an outcome the level does not allow, a student not on the
// roll, a year not begun, a caller not staff), which write nothing; a year before its last quarter
// (the batch function called with a set clock): refused to an org_user, and to a super_admin
// without a reason, applied by one with a reason, which the History records; and 1,000 students
// promoted in 5 batches, after which the organization's counts per level follow the new levels.
//
// The expected levels are written out here, not computed with the model's progressionEffect, so
// that a slip there shows.
import { isDeepStrictEqual } from 'node:util';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { describe, expect, it } from 'vitest';
import { parse } from 'zod/mini';
import { academicYearOf } from '@village/model/academic-year';
import { auditEntryDocSchema, auditSentence } from '@village/model/audit';
import type { ImportStudentsInput } from '@village/model/callables';
import {
  applyProgressionInputSchema,
  type ApplyProgressionInput,
  type ApplyProgressionResult,
} from '@village/model/school-year-callables';
import { unpackDirectoryEntry } from '@village/model/directory';
import { categoryForLevel, type EducationLevel } from '@village/model/levels';
import { PROGRESSION_OUTCOMES, type ProgressionOutcome } from '@village/model/progression';
import {
  activitiesPath,
  auditPath,
  directoryPath,
  organizationPath,
  progressionsPath,
  studentsPath,
  studentYearsPath,
} from '@village/model/paths';
import {
  addMember,
  call,
  createUser,
  db,
  eventually,
  staffedOrganization,
  studentEventsSettled,
  uniqueId,
  type TestUser,
} from './emulator';
import type { Caller } from '../src/callable';
import { applyProgressionBatch } from '../src/progression';

type Entry = ApplyProgressionInput['entries'][number];

/** The academic year running today (April to March): the latest a progression may close. */
const CURRENT_YEAR = academicYearOf(new Date()).startYear;
/**
 * The year the calls over HTTP (the real clock) close: the one before today's, over whatever the
 * date, so past its last quarter (today's year is in it only from January).
 */
const YEAR = CURRENT_YEAR - 1;
const YEAR_LABEL = `${YEAR}-${String((YEAR + 1) % 100).padStart(2, '0')}`;

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** A student as staff store it, on the roll of `level`-`section`. */
function studentData(
  index: number,
  level: EducationLevel,
  section: string,
  uid: string,
  overrides: DocumentData = {},
): DocumentData {
  const now = new Date();
  return {
    name: `Pupil ${index}`,
    dateOfBirth: null,
    gender: index % 2 === 0 ? 'female' : 'male',
    educationLevel: level,
    course: '',
    category: categoryForLevel(level),
    school: 'Govt. Senior Secondary School, Bawana',
    address: '',
    location: null,
    parentName: '',
    parentContact: '',
    parentOccupation: '',
    enrollmentDate: null,
    status: 'active',
    section,
    createdAt: now,
    createdBy: uid,
    updatedAt: now,
    updatedBy: uid,
    ...overrides,
  };
}

/** An organization with a super_admin and an org_user (staff both). */
const organization = (name: string) => staffedOrganization('progress', name);

/** Creates students (counted and numbered by the student trigger) and returns their ids. */
async function addStudents(
  orgId: string,
  students: Array<{ level: EducationLevel; section: string; overrides?: DocumentData }>,
  uid: string,
): Promise<string[]> {
  const ids = students.map((_, index) => `pupil-${index + 1}`);
  await Promise.all(
    students.map(({ level, section, overrides }, index) =>
      db
        .doc(`${studentsPath(orgId)}/${ids[index]}`)
        .create(studentData(index + 1, level, section, uid, overrides)),
    ),
  );
  return ids;
}

/** Waits until the trigger has recorded `events` student events and folded them all. */
async function settled(orgId: string, events: number, timeoutMs = 120_000): Promise<void> {
  expect(await studentEventsSettled(orgId, events, timeoutMs)).toEqual({
    recorded: events,
    pending: 0,
  });
}

function apply(
  orgId: string,
  user: TestUser | undefined,
  entries: Entry[],
  {
    last = false,
    level = '7th Standard',
    section = 'A',
    startYear = YEAR,
  }: { last?: boolean; level?: EducationLevel; section?: string; startYear?: number } = {},
) {
  return call<ApplyProgressionResult>(
    'applyProgression',
    { orgId, startYear, educationLevel: level, section, entries, last },
    user,
  );
}

const entry = (studentDocId: string, outcome: ProgressionOutcome, more: Partial<Entry> = {}) => ({
  studentDocId,
  outcome,
  ...more,
});

const student = async (orgId: string, id: string) =>
  (await db.doc(`${studentsPath(orgId)}/${id}`).get()).data();
const yearRecord = async (orgId: string, id: string, year = YEAR) =>
  (await db.doc(`${studentYearsPath(orgId, id)}/${year}`).get()).data();

/** Every student's update time: a call that changes nothing leaves them all as they were. */
async function updateTimes(orgId: string): Promise<Record<string, string>> {
  const docs = (await db.collection(studentsPath(orgId)).get()).docs;
  return Object.fromEntries(docs.map((doc) => [doc.id, doc.updateTime.toDate().toISOString()]));
}

describe('applyProgression (functions emulator)', () => {
  it("applies every outcome, records the year, and adds the class's one activity", async () => {
    const { orgId, staff } = await organization('Every Outcome School');
    const outcomes: ProgressionOutcome[] = [...PROGRESSION_OUTCOMES];
    // The section as registers write it: "a ", "A" and " a" are the one section A.
    const ids = await addStudents(
      orgId,
      outcomes.map((_, i) => ({ level: '7th Standard', section: ['A', 'a ', ' a'][i % 3]! })),
      staff.uid,
    );
    await settled(orgId, ids.length);

    const entries = ids.map((id, i) =>
      entry(id, outcomes[i]!, i === 0 ? { marks: 87.5, daysAttended: 201 } : {}),
    );
    const result = await apply(orgId, staff, entries, { last: true, section: 'a' });
    const counts = Object.fromEntries(outcomes.map((outcome) => [outcome, 1]));
    expect(result).toEqual({ result: { applied: 8, alreadyApplied: 0, counts, closed: true } });

    const expected: Array<[EducationLevel, string]> = [
      ['8th Standard', 'active'],
      ['8th Standard', 'active'],
      ['8th Standard', 'active'],
      ['7th Standard', 'active'],
      ['7th Standard', 'left'],
      ['7th Standard', 'left'],
      ['7th Standard', 'left'],
      ['7th Standard', 'graduated'],
    ];
    for (const [i, id] of ids.entries()) {
      const [level, status] = expected[i]!;
      expect(await student(orgId, id), outcomes[i]).toMatchObject({
        educationLevel: level,
        category: categoryForLevel(level),
        status,
        progressedIn: YEAR,
        updatedBy: staff.uid,
      });
      expect(await yearRecord(orgId, id), outcomes[i]).toMatchObject({
        orgId,
        year: YEAR_LABEL,
        startYear: YEAR,
        educationLevel: '7th Standard',
        section: ['A', 'a', 'a'][i % 3],
        outcome: outcomes[i],
        marks: i === 0 ? 87.5 : null,
        daysAttended: i === 0 ? 201 : null,
        nextLevel: level,
        recordedBy: staff.uid,
      });
    }

    const docId = `${YEAR}_7th Standard_A`;
    expect((await db.doc(`${progressionsPath(orgId)}/${docId}`).get()).data()).toMatchObject({
      educationLevel: '7th Standard',
      section: 'A',
      startYear: YEAR,
      year: YEAR_LABEL,
      counts,
      applied: 8,
      closed: true,
      closedBy: staff.uid,
    });

    // One activity for the class; the trigger counts the eight moves but adds none of its own.
    const feed = db.collection(activitiesPath(orgId));
    expect((await feed.doc(`progression-${docId}`).get()).data()).toMatchObject({
      type: 'progression',
      action: 'Class progression applied',
      student: 'Class 7-A: 3 promoted, 1 repeating, 1 graduated, 3 left',
      studentRef: '',
      counts,
      by: staff.uid,
      byName: staff.name,
    });
    // A staff edit after the progression, queued behind the trigger's eight runs for it: once its
    // activity shows, they have run. The repeater's record is the only one whose counted facts
    // stay as they were (three promoted, three left, one graduated changed what it counts for),
    // so the ledger holds 8 creates, 7 moves and the edit.
    await db.doc(`${studentsPath(orgId)}/${ids[3]!}`).update({
      parentOccupation: 'Farmer',
      updatedAt: new Date(),
      updatedBy: staff.uid,
    });
    const edited = await eventually(
      async () => (await feed.where('type', '==', 'update').get()).size,
      (size) => size > 0,
    );
    expect(edited).toBe(1);
    await settled(orgId, ids.length + 8);
    const types = (await feed.get()).docs.map((doc) => doc.get('type') as string).sort();
    expect(types).toEqual([...ids.map(() => 'add'), 'progression', 'update']);
    // On the roll: the repeater in 7th and the three promoted; the three who left and the one
    // who graduated count apart.
    const counters = async () => {
      const org = await db.doc(organizationPath(orgId)).get();
      return ['studentCount', 'levels', 'leftCount', 'graduatedCount'].map((field) =>
        org.get(field),
      ) as unknown;
    };
    const onRoll = [4, { '7th Standard': 1, '8th Standard': 3 }, 3, 1];
    expect(await eventually(counters, (value) => isDeepStrictEqual(value, onRoll))).toEqual(onRoll);

    // The directory index follows too: each line with the new level and status.
    const listed = expected.map(([level, status]) => `${level} ${status}`);
    const lines = await eventually(
      async () => {
        const shards = await db.collection(directoryPath(orgId)).get();
        const entries = Object.assign(
          {},
          ...shards.docs.map((doc) => doc.get('entries') ?? {}),
        ) as Record<string, string>;
        return ids.map((id) => {
          const line = entries[id];
          if (!line) return 'unlisted';
          const entry = unpackDirectoryEntry(id, line);
          return `${entry.educationLevel} ${entry.status}`;
        });
      },
      (seen) => isDeepStrictEqual(seen, listed),
    );
    expect(lines).toEqual(listed);
  }, 180_000);

  it('changes nothing when a batch is sent twice, and resumes a dropped run', async () => {
    const { orgId, staff } = await organization('Resume Public School');
    const ids = await addStudents(
      orgId,
      range(6).map(() => ({ level: '4th Standard', section: '' })),
      staff.uid,
    );
    await settled(orgId, ids.length);
    const options = { level: '4th Standard' as EducationLevel, section: '' };
    const batch1 = ids.slice(0, 3).map((id) => entry(id, 'promoted'));
    const batch2 = ids.slice(3).map((id, i) => entry(id, i === 0 ? 'repeater' : 'promoted'));

    expect(await apply(orgId, staff, batch1, options)).toEqual({
      result: { applied: 3, alreadyApplied: 0, counts: { promoted: 3 }, closed: false },
    });
    const before = await updateTimes(orgId);
    // The same batch again, with other outcomes even: the recorded year stands, nothing moves.
    const again = batch1.map(({ studentDocId }) => entry(studentDocId, 'repeater'));
    expect(await apply(orgId, staff, again, options)).toEqual({
      result: { applied: 0, alreadyApplied: 3, counts: { promoted: 3 }, closed: false },
    });
    expect(await updateTimes(orgId)).toEqual(before);
    expect((await yearRecord(orgId, ids[0]!))?.outcome).toBe('promoted');
    expect((await student(orgId, ids[0]!))?.educationLevel).toBe('5th Standard');

    // Resumed after a reload: the screen sends the whole class again, the last batch closing it.
    expect(await apply(orgId, staff, [...batch1, ...batch2], { ...options, last: true })).toEqual({
      result: { applied: 3, alreadyApplied: 3, counts: { promoted: 5, repeater: 1 }, closed: true },
    });
    const levels = ids.map(async (id) => (await student(orgId, id))?.educationLevel as string);
    expect(await Promise.all(levels)).toEqual([
      '5th Standard',
      '5th Standard',
      '5th Standard',
      '4th Standard',
      '5th Standard',
      '5th Standard',
    ]);
    const activity = await db
      .doc(`${activitiesPath(orgId)}/progression-${YEAR}_4th Standard_`)
      .get();
    expect(activity.get('student')).toBe('Class 4: 5 promoted, 1 repeating');
  }, 120_000);

  it('keeps a year open while a student is undecided, naming them; closes when all are applied', async () => {
    const { orgId, staff } = await organization('Undecided Pupils School');
    const ids = await addStudents(
      orgId,
      [
        ...range(2).map(() => ({ level: '6th Standard' as EducationLevel, section: 'C' })),
        // Joined the class after the screen's list was made: on the roll, in no batch.
        { level: '6th Standard', section: 'c ', overrides: { name: 'Zoya Late Joiner' } },
        { level: '6th Standard', section: 'C', overrides: { name: 'Aarav Late Joiner' } },
        // Not on the roll: another section, and a student who has left.
        { level: '6th Standard', section: 'D' },
        { level: '6th Standard', section: 'C', overrides: { status: 'left' } },
      ],
      staff.uid,
    );
    await settled(orgId, ids.length);
    const options = { level: '6th Standard' as EducationLevel, section: 'C' };
    const docRef = db.doc(`${progressionsPath(orgId)}/${YEAR}_6th Standard_C`);
    const activityRef = db.doc(`${activitiesPath(orgId)}/progression-${YEAR}_6th Standard_C`);

    // The screen's last batch: its students are applied, but the year is not closed, and the
    // answer names the two undecided, in order.
    const listed = ids.slice(0, 2).map((id) => entry(id, 'promoted'));
    expect(await apply(orgId, staff, listed, { ...options, last: true })).toEqual({
      result: {
        applied: 2,
        alreadyApplied: 0,
        counts: { promoted: 2 },
        closed: false,
        undecided: { names: ['Aarav Late Joiner', 'Zoya Late Joiner'], count: 2 },
      },
    });
    expect((await student(orgId, ids[0]!))?.educationLevel).toBe('7th Standard');
    expect((await docRef.get()).data()).toMatchObject({ applied: 2, closed: false });
    expect((await activityRef.get()).exists).toBe(false);

    // A close without entries is refused the same way while they are undecided.
    expect(await apply(orgId, staff, [], { ...options, last: true })).toEqual({
      result: {
        applied: 0,
        alreadyApplied: 0,
        counts: { promoted: 2 },
        closed: false,
        undecided: { names: ['Aarav Late Joiner', 'Zoya Late Joiner'], count: 2 },
      },
    });

    // Their decisions sent without `last` (a run stopped before its end): still open, nothing to
    // decide. The close without entries then closes it, with the class's one activity.
    expect(
      await apply(orgId, staff, [entry(ids[2]!, 'repeater'), entry(ids[3]!, 'leftWithTc')], {
        ...options,
      }),
    ).toEqual({
      result: {
        applied: 2,
        alreadyApplied: 0,
        counts: { promoted: 2, repeater: 1, leftWithTc: 1 },
        closed: false,
      },
    });
    expect((await docRef.get()).get('closed')).toBe(false);
    expect(await apply(orgId, staff, [], { ...options, last: true })).toEqual({
      result: {
        applied: 0,
        alreadyApplied: 0,
        counts: { promoted: 2, repeater: 1, leftWithTc: 1 },
        closed: true,
      },
    });
    expect((await docRef.get()).data()).toMatchObject({ applied: 4, closed: true });
    expect((await activityRef.get()).get('student')).toBe(
      'Class 6-C: 2 promoted, 1 repeating, 1 left',
    );
    // The repeater is on the class's roll again, for the next year: not this one's.
    expect(await student(orgId, ids[2]!)).toMatchObject({
      educationLevel: '6th Standard',
      status: 'active',
      progressedIn: YEAR,
    });
  }, 120_000);

  it('refuses a closed year, but answers its last batch sent again', async () => {
    const { orgId, staff } = await organization('Closed Year School');
    const ids = await addStudents(
      orgId,
      range(2).map(() => ({ level: '9th Standard', section: 'B' })),
      staff.uid,
    );
    await settled(orgId, ids.length);
    const options = { level: '9th Standard' as EducationLevel, section: 'B', last: true };
    const entries = ids.map((id) => entry(id, 'promoted'));
    const closed = { applied: 0, alreadyApplied: 2, counts: { promoted: 2 }, closed: true };
    expect((await apply(orgId, staff, entries, options)).result?.closed).toBe(true);

    // The answer of the last batch was lost: sent again, it is answered with the stored counts.
    const before = await updateTimes(orgId);
    expect(await apply(orgId, staff, entries, options)).toEqual({ result: closed });
    expect(await apply(orgId, staff, entries, { ...options, last: false })).toEqual({
      result: closed,
    });
    expect(await updateTimes(orgId)).toEqual(before);

    // A student who joined after the year was closed belongs to the next year: the closed year
    // takes no one more.
    const late = await db
      .collection(studentsPath(orgId))
      .add(studentData(3, '9th Standard', 'B', staff.uid));
    await settled(orgId, 5); // 3 creates, 2 promotions: the trigger has numbered the late one
    const lateBefore = await updateTimes(orgId);
    const refusedLate = await apply(orgId, staff, [entry(late.id, 'promoted')], options);
    expect(refusedLate.error?.status).toBe('FAILED_PRECONDITION');
    expect(refusedLate.error?.message).toBe(
      `This class’s progression for ${YEAR_LABEL} is already closed: it cannot be changed any more.`,
    );
    expect(refusedLate.errorDetails).toEqual({
      message: 'progressionClosed',
      values: { year: YEAR_LABEL },
    });
    expect(await updateTimes(orgId)).toEqual(lateBefore);
    expect(await yearRecord(orgId, late.id)).toBeUndefined();
  }, 120_000);

  it('refuses an outcome the level does not allow, a student not on the roll, a year not begun, and non-staff', async () => {
    const { orgId, staff, admin } = await organization('Refusing Inter College');
    const [endUser, stranger] = await Promise.all([createUser('end'), createUser('stranger')]);
    await addMember(orgId, endUser, 'end_user');
    const ids = await addStudents(
      orgId,
      [
        { level: '12th Standard', section: 'A' },
        { level: '12th Standard', section: 'A' },
        { level: '12th Standard', section: 'B' },
        { level: '11th Standard', section: 'A' },
        { level: '12th Standard', section: 'A', overrides: { status: 'graduated' } },
        // Repeating 12th after this year's progression: not on last year's roll any more.
        { level: '12th Standard', section: 'A', overrides: { progressedIn: YEAR } },
      ],
      staff.uid,
    );
    await settled(orgId, ids.length);
    const before = await updateTimes(orgId);
    const twelfth = { level: '12th Standard' as EducationLevel, section: 'A', last: true };
    const good = entry(ids[0]!, 'graduated');
    const refused = async (
      outcome: Awaited<ReturnType<typeof apply>>,
      status: string,
      message: string | RegExp,
    ) => {
      expect(outcome.result).toBeUndefined();
      expect(outcome.error?.status).toBe(status);
      expect(outcome.error?.message).toMatch(message);
    };

    // No promotion from 12th Standard: graduation. The whole batch is refused.
    await refused(
      await apply(orgId, staff, [good, entry(ids[1]!, 'promoted')], twelfth),
      'INVALID_ARGUMENT',
      'The outcome chosen for Pupil 2 is not possible in this class.',
    );
    // Another section, another level, a graduate: not on this class's roll.
    for (const index of [2, 3, 4]) {
      await refused(
        await apply(orgId, admin, [good, entry(ids[index]!, 'graduated')], twelfth),
        'FAILED_PRECONDITION',
        `Pupil ${index + 1} is no longer on this class’s roll. Reload the list and apply again.`,
      );
    }
    await refused(
      await apply(orgId, staff, [good, entry('no-such-student', 'graduated')], twelfth),
      'FAILED_PRECONDITION',
      /A student of this list was not found/,
    );
    await refused(
      await apply(orgId, staff, [good, good], twelfth),
      'INVALID_ARGUMENT',
      /a student is listed twice/,
    );
    await refused(
      await apply(orgId, staff, [entry('a/b', 'graduated')], twelfth),
      'INVALID_ARGUMENT',
      /entries\.0\.studentDocId: Not a valid id/,
    );
    await refused(
      await apply(orgId, staff, [good], { ...twelfth, startYear: CURRENT_YEAR + 1 }),
      'FAILED_PRECONDITION',
      `The academic year ${CURRENT_YEAR + 1}-${String((CURRENT_YEAR + 2) % 100).padStart(2, '0')} has not begun yet`,
    );
    // The reason is checked in the request, whatever the date: trimmed, 10 to 300 characters.
    await refused(
      await call(
        'applyProgression',
        {
          orgId,
          startYear: YEAR,
          educationLevel: '12th Standard',
          section: 'A',
          entries: [good],
          last: true,
          earlyReason: '   too short   ',
        },
        admin,
      ),
      'INVALID_ARGUMENT',
      /earlyReason: Give the reason in at least 10 characters/,
    );
    await refused(
      await apply(orgId, endUser, [good], twelfth),
      'PERMISSION_DENIED',
      /^Only a Super Admin or Organization User can apply the year-end progression in Refusing Inter College\.$/,
    );
    await refused(
      await apply(orgId, stranger, [good], twelfth),
      'PERMISSION_DENIED',
      /not a member/,
    );
    await refused(await apply(orgId, undefined, [good], twelfth), 'UNAUTHENTICATED', /Sign in/);

    // Nothing was written by any of them.
    expect(await updateTimes(orgId)).toEqual(before);
    for (const id of ids) expect(await yearRecord(orgId, id)).toBeUndefined();
    expect((await db.collection(progressionsPath(orgId)).get()).size).toBe(0);

    // An earlier year is allowed (a school catching up), and the 12th's graduation applies; not to
    // a student a later year's progression has moved already. Pupil 2, on the roll and not
    // decided, keeps the year open.
    await refused(
      await apply(orgId, staff, [good, entry(ids[5]!, 'graduated')], {
        ...twelfth,
        startYear: YEAR - 1,
      }),
      'FAILED_PRECONDITION',
      'Pupil 6 is no longer on this class’s roll. Reload the list and apply again.',
    );
    expect((await apply(orgId, staff, [good], { ...twelfth, startYear: YEAR - 1 })).result).toEqual(
      {
        applied: 1,
        alreadyApplied: 0,
        counts: { graduated: 1 },
        closed: false,
        undecided: { names: ['Pupil 2'], count: 1 },
      },
    );
    expect(await student(orgId, ids[0]!)).toMatchObject({
      educationLevel: '12th Standard',
      status: 'graduated',
      progressedIn: YEAR - 1,
    });
  }, 120_000);

  it('promotes 1,000 students in 5 batches; the counts per level follow', async () => {
    const { orgId, staff } = await organization('Thousand Students Academy');
    // Imported: counted in the import's own transaction, so the trigger has no backlog of creates.
    const importId = uniqueId('imp').replace(/-/g, '_');
    const rows = range(1000).map((i) => ({
      row: i + 2,
      student: {
        name: `Pupil ${i + 1}`,
        educationLevel: '7th Standard',
        school: 'Govt. Middle School, Narela',
        section: 'A',
      },
    })) satisfies ImportStudentsInput['rows'];
    for (let at = 0; at < rows.length; at += 200) {
      const imported = await call(
        'importStudents',
        { orgId, importId, rows: rows.slice(at, at + 200) },
        staff,
      );
      expect(imported.error).toBeUndefined();
    }
    expect((await db.doc(organizationPath(orgId)).get()).get('levels')).toEqual({
      '7th Standard': 1000,
    });

    const ids = rows.map(({ row }) => `import-${importId}-${row}`);
    for (let batch = 0; batch < 5; batch += 1) {
      const entries = ids.slice(batch * 200, batch * 200 + 200).map((id) => entry(id, 'promoted'));
      const result = await apply(orgId, staff, entries, { last: batch === 4 });
      expect(result.result).toEqual({
        applied: 200,
        alreadyApplied: 0,
        counts: { promoted: (batch + 1) * 200 },
        closed: batch === 4,
      });
    }

    // The trigger folds the 1,000 moves into the counters: poll until they show, or give up.
    const org = db.doc(organizationPath(orgId));
    const levels = await eventually(
      async () => (await org.get()).get('levels') as unknown,
      (value) => isDeepStrictEqual(value, { '8th Standard': 1000 }),
      { timeoutMs: 300_000, intervalMs: 1000 },
    );
    expect(levels).toEqual({ '8th Standard': 1000 });
    await settled(orgId, 1000, 300_000);
    const final = (await org.get()).data();
    expect(final).toMatchObject({ studentCount: 1000, levels: { '8th Standard': 1000 } });
    // One activity: the progression's (the import's is the other).
    const feed = await db.collection(activitiesPath(orgId)).get();
    expect(feed.docs.map((doc) => doc.get('type') as string).sort()).toEqual([
      'import',
      'progression',
    ]);
  }, 600_000);
});

// The rule of the last quarter, with the batch function itself and a set clock: the year below
// starts in April 2030, so its last quarter begins on 1 January 2031, India's date (18:30 UTC the
// day before).
describe('applyProgression before the last quarter (set clock)', () => {
  const START = 2030;
  const LABEL = '2030-31';
  const LAST_QUARTER = new Date('2030-12-31T18:30:00Z');
  const BEFORE = new Date(LAST_QUARTER.getTime() - 1000);
  const REASON = 'Board results came early; the district asked for the new rolls.';
  const asCaller = (user: TestUser): Caller => ({
    uid: user.uid,
    email: user.email,
    emailVerified: true,
    name: user.name,
  });

  /** The batch as the callable parses it, then applied at `at` by `user`. */
  async function applyAt(
    at: Date,
    user: TestUser,
    orgId: string,
    entries: Entry[],
    earlyReason?: string,
  ): Promise<ApplyProgressionResult> {
    const input = parse(applyProgressionInputSchema, {
      orgId,
      startYear: START,
      educationLevel: '3rd Standard',
      section: 'A',
      entries,
      last: true,
      ...(earlyReason === undefined ? {} : { earlyReason }),
    });
    return applyProgressionBatch(input, asCaller(user), () => at);
  }

  /** What a refused call threw: its code, English message and refusal key. */
  async function refusal(promise: Promise<unknown>) {
    const error = await promise.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(HttpsError);
    const { code, message, details } = error as HttpsError;
    return { code, message, details: details as unknown };
  }

  it('refuses an org_user, and a super_admin without a reason, until the last quarter', async () => {
    const { orgId, admin, staff } = await organization('Early Year School');
    const ids = await addStudents(orgId, [{ level: '3rd Standard', section: 'A' }], staff.uid);
    await settled(orgId, ids.length);
    const entries = [entry(ids[0]!, 'promoted')];
    const before = await updateTimes(orgId);

    const notYet = {
      code: 'failed-precondition',
      message: `The year end of ${LABEL} can be applied from 01-01-2031, when its last quarter begins. Before then only a Super Admin can apply it, giving a reason.`,
      details: { message: 'progressionNotYetOpen', values: { year: LABEL, date: '01-01-2031' } },
    };
    // An org_user is refused, with a reason or without, up to the last second of 31 December.
    expect(await refusal(applyAt(BEFORE, staff, orgId, entries))).toEqual(notYet);
    expect(await refusal(applyAt(BEFORE, staff, orgId, entries, REASON))).toEqual(notYet);
    // A super_admin is asked for the reason.
    expect(await refusal(applyAt(BEFORE, admin, orgId, entries))).toEqual({
      code: 'failed-precondition',
      message: `The year ${LABEL} is not in its last quarter until 01-01-2031: give the reason for applying its year end now. It is recorded in the History.`,
      details: {
        message: 'progressionReasonNeeded',
        values: { year: LABEL, date: '01-01-2031' },
      },
    });
    expect(await updateTimes(orgId)).toEqual(before);
    expect((await db.collection(progressionsPath(orgId)).get()).size).toBe(0);
    expect((await db.collection(auditPath(orgId)).get()).size).toBe(0);

    // From 1 January in India, the org_user applies it without a reason; nothing goes to History.
    expect(await applyAt(LAST_QUARTER, staff, orgId, entries)).toEqual({
      applied: 1,
      alreadyApplied: 0,
      counts: { promoted: 1 },
      closed: true,
    });
    expect((await student(orgId, ids[0]!))?.educationLevel).toBe('4th Standard');
    expect((await db.collection(auditPath(orgId)).get()).size).toBe(0);
  }, 120_000);

  it("applies a super_admin's early year end with a reason, recorded in the History", async () => {
    const { orgId, admin } = await organization('Early Reason School');
    const ids = await addStudents(
      orgId,
      range(2).map(() => ({ level: '3rd Standard' as EducationLevel, section: 'A' })),
      admin.uid,
    );
    await settled(orgId, ids.length);

    // Two batches of one run, the reason sent with each (padded: it is stored trimmed).
    expect(
      await applyAt(BEFORE, admin, orgId, [entry(ids[0]!, 'promoted')], `  ${REASON}  `),
    ).toMatchObject({ applied: 1, closed: false, undecided: { names: ['Pupil 2'], count: 1 } });
    expect(await applyAt(BEFORE, admin, orgId, [entry(ids[1]!, 'repeater')], REASON)).toEqual({
      applied: 1,
      alreadyApplied: 0,
      counts: { promoted: 1, repeater: 1 },
      closed: true,
    });
    expect(
      (await db.doc(`${progressionsPath(orgId)}/${START}_3rd Standard_A`).get()).data(),
    ).toMatchObject({ closed: true, earlyReason: REASON, closedBy: admin.uid });

    // One entry in the History for the run, naming who, which class-year and why.
    const history = (await db.collection(auditPath(orgId)).get()).docs.map((doc) => doc.data());
    expect(history).toEqual([
      {
        action: 'progression_early',
        actor: { uid: admin.uid, name: admin.name, email: admin.email },
        target: { uid: null, name: `Class 3-A, ${LABEL}`, email: '' },
        fromRole: null,
        toRole: null,
        reason: REASON,
        at: expect.any(Timestamp) as unknown,
      },
    ]);
    const [stored] = history.map((data) => auditEntryDocSchema.parse(data));
    expect(auditSentence(stored!)).toBe(
      `${admin.name} applied the year end of Class 3-A, ${LABEL} before its last quarter: “${REASON}”`,
    );
  }, 120_000);
});
