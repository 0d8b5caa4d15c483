// Who is on the roll, against the emulators: graduated and left students leave the on-roll counts
// (total, categories, levels, schools, the month's additions) and count apart, exactly once, while
// a year-end progression, status changes and edits of the same and of different students, and
// redelivered events all run at once; and the reconcile brings counters kept before this meaning
// over to it, once: a second run changes nothing.
//
// The truth is a recount of the student documents written in counter-truth.ts, not the functions'
// arithmetic.
import { isDeepStrictEqual } from 'node:util';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { academicYearOf } from '@village/model/academic-year';
import { categoryForLevel, type EducationLevel } from '@village/model/levels';
import { addMonths, monthlyStatsPath, organizationPath, studentsPath } from '@village/model/paths';
import type {
  ApplyProgressionInput,
  ApplyProgressionResult,
} from '@village/model/school-year-callables';
import {
  applied,
  deliverConcurrently,
  docIdOf,
  expectedCounters,
  istMonth,
  range,
  settled,
  storedCounters,
  studentData,
  studentsOf,
  waitForDirectory,
} from './counter-truth';
import { call, db, eventually, staffedOrganization, uniqueId, type TestUser } from './emulator';
import { reconcileCounters } from '../src/reconcile';
import type { StudentWrite } from '../src/students';

// Last year's end: open to staff whatever today's date (this year's opens in its last quarter).
const YEAR = academicYearOf(new Date()).startYear - 1;

/** A student of `level`, section `section`, with `status`. */
function pupil(
  index: number,
  level: EducationLevel,
  section: string,
  status = 'active',
): DocumentData {
  return studentData(index, {
    educationLevel: level,
    category: categoryForLevel(level),
    section,
    status,
  });
}

const levelEdit = (level: EducationLevel) => ({
  educationLevel: level,
  category: categoryForLevel(level),
  updatedAt: new Date(),
});

function progression(
  orgId: string,
  user: TestUser,
  educationLevel: EducationLevel,
  entries: ApplyProgressionInput['entries'],
) {
  return call<ApplyProgressionResult>(
    'applyProgression',
    { orgId, startYear: YEAR, educationLevel, section: 'A', entries, last: true },
    user,
  );
}

/** Waits for the member trigger to have counted the admin and the staff member. */
async function membersCounted(orgId: string): Promise<void> {
  const org = db.doc(organizationPath(orgId));
  const read = async () => {
    const snapshot = await org.get();
    return [snapshot.get('userCount'), snapshot.get('superAdminCount')] as unknown;
  };
  expect(await eventually(read, (value) => isDeepStrictEqual(value, [2, 1]))).toEqual([2, 1]);
}

/** The stored counters next to a recount of the students as they are now. */
async function countersAndTruth(orgId: string) {
  const [stored, docs] = await Promise.all([storedCounters(orgId), studentsOf(orgId)]);
  return { stored, truth: expectedCounters(docs.map((doc) => doc.data())) };
}

describe('on-roll counters (functions emulator)', () => {
  it(
    'graduated and left students leave the on-roll counts exactly, under concurrent progression and edits',
    async () => {
      const { orgId, staff } = await staffedOrganization('roll', 'Roll Call School');
      const students = db.collection(studentsPath(orgId));
      const ref = (index: number) => students.doc(docIdOf(index));
      // 0-19: 12th Standard A; 20-29: 7th Standard A; 30-35: 7th Standard B; 36, 37 left and
      // 38, 39 graduated from the start.
      const initial = (i: number) =>
        i < 20
          ? pupil(i, '12th Standard', 'A')
          : i < 30
            ? pupil(i, '7th Standard', 'A')
            : i < 36
              ? pupil(i, '7th Standard', 'B')
              : pupil(i, '10th Standard', 'A', i < 38 ? 'left' : 'graduated');
      await Promise.all(range(40).map((i) => ref(i).create(initial(i))));
      await settled(orgId, 40, 120_000);
      const first = await countersAndTruth(orgId);
      expect(first.stored).toEqual(first.truth);
      expect(first.truth).toMatchObject({ studentCount: 36, leftCount: 2, graduatedCount: 2 });

      // All at once: each write below changes what a student counts for, so each is one event.
      let events = 40;
      const count = async (write: Promise<unknown>) => {
        await write;
        events += 1;
      };
      const twelfth = progression(orgId, staff, '12th Standard', [
        ...range(10).map((i) => ({ studentDocId: docIdOf(i), outcome: 'graduated' as const })),
        ...[10, 11, 12].map((i) => ({ studentDocId: docIdOf(i), outcome: 'leftWithTc' as const })),
      ]);
      const seventh = progression(orgId, staff, '7th Standard', [
        ...range(8).map((i) => ({ studentDocId: docIdOf(20 + i), outcome: 'promoted' as const })),
        ...[28, 29].map((i) => ({ studentDocId: docIdOf(i), outcome: 'droppedOut' as const })),
      ]);
      // The school of students being progressed, changed meanwhile.
      const schoolEdits = [...range(15), ...range(10).map((i) => 20 + i)].map((i) =>
        count(ref(i).update({ school: `Navodaya Vidyalaya ${i % 3}`, updatedAt: new Date() })),
      );
      // Two writers on each of 30-35 at once: its status left, back, then graduated; its level.
      const sameStudents = range(6).flatMap((k) => {
        const student = ref(30 + k);
        const statuses = async () => {
          for (const status of ['left', 'active', 'graduated']) {
            await count(student.update({ status, updatedAt: new Date() }));
          }
        };
        const levels = async () => {
          for (const level of ['8th Standard', '9th Standard'] as const) {
            await count(student.update(levelEdit(level)));
          }
        };
        return [statuses(), levels()];
      });
      // Off the roll from the start: an edit of a left student, a left one deleted, a graduate
      // readmitted, a graduate deleted.
      const offRoll = [
        count(ref(36).update({ school: 'Open School', updatedAt: new Date() })),
        count(ref(37).delete()),
        count(ref(38).update({ status: 'active', updatedAt: new Date() })),
        count(ref(39).delete()),
      ];
      // A left student's create and delete, as events only, each delivered five times at once.
      const ghostData = pupil(90, '10th Standard', 'A', 'left');
      const createdAt = Timestamp.now();
      const create: StudentWrite = {
        eventId: uniqueId('ghost-create'),
        orgId,
        docId: 'ghost',
        before: null,
        after: { data: { ...ghostData, studentId: 'GHOST-1' }, createTime: createdAt },
        writeTime: createdAt,
      };
      const remove: StudentWrite = {
        ...create,
        eventId: uniqueId('ghost-delete'),
        before: create.after,
        after: null,
        writeTime: Timestamp.now(),
      };
      const ghosts = Promise.all([deliverConcurrently(create), deliverConcurrently(remove)]);

      const [twelfthResult, seventhResult, ghostResults] = await Promise.all([
        twelfth,
        seventh,
        ghosts,
        ...schoolEdits,
        ...sameStudents,
        ...offRoll,
      ]);
      expect(twelfthResult.error).toBeUndefined();
      expect(seventhResult.error).toBeUndefined();
      expect(ghostResults.map(applied)).toEqual([1, 1]);
      events += 13 + 10 + 2;
      expect(events).toBe(40 + 13 + 10 + 25 + 30 + 4 + 2);

      await settled(orgId, events, 240_000);
      const { stored, truth } = await countersAndTruth(orgId);
      expect(stored).toEqual(truth);
      // On the roll: 13-19 of 12th, 20-27 now in 8th, and the graduate readmitted (38).
      expect(truth).toMatchObject({
        studentCount: 7 + 8 + 1,
        graduatedCount: 10 + 6,
        leftCount: 3 + 2 + 1,
      });
      expect(truth.levels).toEqual({ '12th Standard': 7, '8th Standard': 8, '10th Standard': 1 });

      // A full recount finds nothing to repair.
      await waitForDirectory(orgId);
      await membersCounted(orgId);
      expect((await reconcileCounters(orgId)).changes).toEqual([]);
      expect(await storedCounters(orgId)).toEqual(truth);
    },
    8 * 60_000,
  );

  it(
    'the reconcile brings counters kept before the roll counted over, and a second run changes nothing',
    async () => {
      const { orgId } = await staffedOrganization('roll-old', 'Old Counters School');
      const org = db.doc(organizationPath(orgId));
      const students = db.collection(studentsPath(orgId));
      const ref = (index: number) => students.doc(docIdOf(index));
      const statusOf = (i: number) => (i % 5 === 0 ? 'graduated' : i % 5 === 1 ? 'left' : 'active');
      await Promise.all(
        range(20).map((i) =>
          ref(i).create(pupil(i, i < 10 ? '12th Standard' : '5th Standard', 'A', statusOf(i))),
        ),
      );
      await settled(orgId, 20, 120_000);
      const month = istMonth(new Date());
      const lastMonth = addMonths(month, -1);

      // Counters as the functions kept them before: everyone counted, whatever their status, no
      // off-roll counts and no onRollSince; last month's figures counted everyone too.
      const everyone = (docs: Awaited<ReturnType<typeof studentsOf>>) =>
        expectedCounters(docs.map((doc) => ({ ...doc.data(), status: 'active' })));
      const old = everyone(await studentsOf(orgId));
      await org.update({
        studentCount: old.studentCount,
        stats: old.stats,
        levels: old.levels,
        graduatedCount: FieldValue.delete(),
        leftCount: FieldValue.delete(),
        onRollSince: FieldValue.delete(),
      });
      await db.doc(`${organizationPath(orgId)}/private/schools`).set({
        schools: Object.entries(old.schools).map(([key, count]) => ({ key, count })),
      });
      const { graduated: _graduated, left: _left, ...oldMonthly } = old.monthly;
      await db.doc(`${monthlyStatsPath(orgId)}/${month}`).set(oldMonthly);
      const lastMonthFigures = { ...oldMonthly, month: lastMonth, total: 19 };
      await db.doc(`${monthlyStatsPath(orgId)}/${lastMonth}`).set(lastMonthFigures);

      // Until the reconcile, a status change keeps the old meaning: nothing mixes.
      await ref(2).update({ status: 'left', updatedAt: new Date() });
      await settled(orgId, 21, 60_000);
      const beforeReconcile = (await org.get()).data()!;
      expect(beforeReconcile).toMatchObject({ studentCount: 20, stats: old.stats });
      expect(beforeReconcile).not.toHaveProperty('leftCount');
      expect(beforeReconcile).not.toHaveProperty('onRollSince');

      // The reconcile recounts by status and stamps the month from which the counts are on the roll.
      await waitForDirectory(orgId);
      await membersCounted(orgId);
      const report = await reconcileCounters(orgId);
      const truth = expectedCounters((await studentsOf(orgId)).map((doc) => doc.data()));
      expect(truth).toMatchObject({ studentCount: 11, graduatedCount: 4, leftCount: 5 });
      for (const change of [
        { field: 'studentCount', before: 20, after: 11 },
        { field: 'graduatedCount', before: null, after: 4 },
        { field: 'leftCount', before: null, after: 5 },
        { field: 'onRollSince', before: null, after: month },
        { field: `monthlyStats/${month}.total`, before: 20, after: 11 },
        { field: `monthlyStats/${month}.left`, before: null, after: 5 },
      ]) {
        expect(report.changes).toContainEqual(change);
      }
      expect(report.counters).toMatchObject({ studentCount: 11, graduatedCount: 4, leftCount: 5 });
      expect(await storedCounters(orgId)).toEqual(truth);
      expect((await org.get()).get('onRollSince')).toBe(month);
      // Last month's closing figures are history: left as they were.
      const kept = (await db.doc(`${monthlyStatsPath(orgId)}/${lastMonth}`).get()).data();
      expect(kept).toEqual(lastMonthFigures);

      // A second run: nothing to change, nothing written.
      const updated = (await org.get()).updateTime?.toMillis();
      expect((await reconcileCounters(orgId)).changes).toEqual([]);
      expect((await org.get()).updateTime?.toMillis()).toBe(updated);
      expect(await storedCounters(orgId)).toEqual(truth);

      // From now on the fold counts on the roll: a left student readmitted moves back.
      await ref(1).update({ status: 'active', updatedAt: new Date() });
      await settled(orgId, 22, 60_000);
      const after = await countersAndTruth(orgId);
      expect(after.stored).toEqual(after.truth);
      expect(after.truth).toMatchObject({ studentCount: 12, leftCount: 4 });
      expect((await org.get()).get('onRollSince')).toBe(month);
    },
    6 * 60_000,
  );
});
