// The student trigger against the emulators: exact counters under concurrency, idempotent
// redelivery, studentIds, the activity feed, and the reconcile.
import { isDeepStrictEqual } from 'node:util';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_FEED_SIZE } from '@village/model/activity';
import { categoryForLevel, EDUCATION_LEVELS, type EducationLevel } from '@village/model/levels';
import { activitiesPath, monthKey, monthlyStatsPath, studentsPath } from '@village/model/paths';
import { recount, schoolKey } from '@village/model/stats';
import {
  addMember,
  call,
  createOrganization,
  createUser,
  db,
  eventually,
  SCHOOLS,
  studentEventsSettled,
  uniqueOrgId,
} from './emulator';
import { RECONCILE_REQUESTS, reconcileCounters } from '../src/reconcile';
import { FEED_SLACK, pruneActivities } from '../src/activity-feed';
import { processStudentWrite, type StudentWrite } from '../src/students';

const DAY_MS = 24 * 60 * 60 * 1000;
const STAFF = 'staff-uid';

function studentData(index: number, overrides: Partial<DocumentData> = {}): DocumentData {
  const level = EDUCATION_LEVELS[index % EDUCATION_LEVELS.length] as EducationLevel;
  const now = new Date();
  // Every fifth student was added last month: it counts, but not in recentAdditions.
  const createdAt = index % 5 === 0 ? new Date(now.getTime() - 40 * DAY_MS) : now;
  return {
    name: `Student ${index}`,
    educationLevel: level,
    category: categoryForLevel(level),
    school: SCHOOLS[index % SCHOOLS.length],
    status: 'active',
    createdAt,
    createdBy: STAFF,
    updatedAt: createdAt,
    updatedBy: STAFF,
    ...overrides,
  };
}

/** What the counters must be: a recount of the documents as they are now. */
async function truthOf(orgId: string) {
  const students = await db.collection(studentsPath(orgId)).get();
  const { studentCount, stats, graduatedCount, leftCount } = recount(
    students.docs.map((doc) => ({
      category: doc.get('category'),
      school: doc.get('school'),
      createdAt: doc.get('createdAt').toDate(),
      status: doc.get('status'),
    })),
    new Date(),
  );
  const schools = new Map<string, number>();
  // Students on the roll per education level and school, counted here independently of the
  // functions' arithmetic: graduated and left students count in neither.
  const levels: Record<string, number> = {};
  for (const doc of students.docs) {
    if (doc.get('status') === 'graduated' || doc.get('status') === 'left') continue;
    const key = schoolKey(doc.get('school'));
    schools.set(key, (schools.get(key) ?? 0) + 1);
    const level = doc.get('educationLevel') as string;
    levels[level] = (levels[level] ?? 0) + 1;
  }
  return {
    counters: { studentCount, stats, levels, graduatedCount, leftCount },
    schools,
    students,
  };
}

async function countersOf(orgId: string) {
  const org = await db.doc(`organizations/${orgId}`).get();
  return {
    studentCount: org.get('studentCount'),
    stats: org.get('stats'),
    levels: org.get('levels'),
    graduatedCount: org.get('graduatedCount'),
    leftCount: org.get('leftCount'),
  };
}

async function settle(orgId: string, timeoutMs?: number) {
  let truth = await truthOf(orgId);
  await eventually(
    async () => {
      truth = await truthOf(orgId);
      return countersOf(orgId);
    },
    // Key order aside: Firestore returns a map's keys sorted.
    (counters) => isDeepStrictEqual(counters, truth.counters),
    { timeoutMs },
  );
  return truth;
}

/**
 * The burst queues some 800 trigger runs in the functions emulator (two functions for each of
 * about 400 writes, the functions' own studentId writes included): on a small machine it takes a
 * minute or more to work through them. Waiting ends as soon as the counters are exact.
 */
const BURST_SETTLE_MS = 180_000;

describe('onStudentWritten (functions emulator)', () => {
  it(
    'keeps every counter equal to a full recount under 300 concurrent creates, updates and deletes',
    async () => {
      const orgId = uniqueOrgId('burst');
      const org = await createOrganization(orgId, 'Burst Test Academy');
      await addMember(
        orgId,
        { uid: STAFF, email: 'staff@example.com', name: 'Staff' },
        'super_admin',
      );
      const students = db.collection(studentsPath(orgId));
      const ids = Array.from({ length: 160 }, (_, i) => `s${String(i).padStart(3, '0')}`);
      let operations = 0;
      await Promise.all(
        ids.map(async (id, i) => {
          const ref = students.doc(id);
          await ref.create(studentData(i));
          operations += 1;
          if (i % 2 === 0) {
            // 80 updates: another level (so another category), another school, some graduate.
            const level = EDUCATION_LEVELS[(i * 7 + 3) % EDUCATION_LEVELS.length] as EducationLevel;
            await ref.update({
              educationLevel: level,
              category: categoryForLevel(level),
              school: SCHOOLS[(i + 3) % SCHOOLS.length],
              status: i % 4 === 0 ? 'graduated' : 'active',
              updatedAt: new Date(),
            });
            operations += 1;
          }
          if (i % 8 < 3) {
            // 60 deletes, of updated and untouched students alike.
            await ref.delete();
            operations += 1;
          }
        }),
      );
      expect(operations).toBe(300);

      // Each of the 300 writes is one recorded event, and none is left to fold: from here on the
      // counters cannot change (the functions' own studentId writes count nothing).
      expect(await studentEventsSettled(orgId, operations, BURST_SETTLE_MS)).toEqual({
        recorded: operations,
        pending: 0,
      });
      const truth = await settle(orgId);
      expect(truth.students.size).toBe(100);
      const month = monthKey(new Date());
      const after = (await org.get()).data()!;
      expect({
        studentCount: after.studentCount,
        stats: after.stats,
        levels: after.levels,
        graduatedCount: after.graduatedCount,
        leftCount: after.leftCount,
      }).toEqual(truth.counters);
      // 20 of the survivors graduated: off the roll, counted apart.
      expect([after.studentCount, after.graduatedCount, after.leftCount]).toEqual([80, 20, 0]);
      expect(after.statsMonth).toBe(month);
      // The per-level counts add up to the students.
      const levelTotal = Object.values(after.levels as Record<string, number>).reduce(
        (sum, n) => sum + n,
        0,
      );
      expect(levelTotal).toBe(80);
      expect(truth.counters.stats.schools).toBe(6); // the two spellings of Jaunti count once
      const tally = (await db.doc(`organizations/${orgId}/private/schools`).get()).get('schools');
      expect(new Map(tally.map((e: { key: string; count: number }) => [e.key, e.count]))).toEqual(
        truth.schools,
      );
      const monthly = (await db.doc(`${monthlyStatsPath(orgId)}/${month}`).get()).data();
      expect(monthly).toMatchObject({
        total: truth.counters.studentCount,
        primary: truth.counters.stats.primary,
        secondary: truth.counters.stats.secondary,
        higher: truth.counters.stats.higher,
        added: truth.counters.stats.recentAdditions,
        graduated: 20,
        left: 0,
      });

      // Every surviving student got a studentId, all different.
      const withIds = await eventually(
        async () =>
          (await students.get()).docs.map((doc) => doc.get('studentId') as string | undefined),
        (values) => values.every(Boolean),
      );
      expect(withIds.every((id) => /^BTA-\d{4}$/.test(id ?? ''))).toBe(true);
      expect(new Set(withIds).size).toBe(withIds.length);

      // Some 240 activities: the events kept the feed within its bound and slack, and a pruning
      // (the reconcile's) leaves exactly its bound. A recount finds nothing to repair.
      const feedLength = async () =>
        (await db.collection(activitiesPath(orgId)).count().get()).data().count;
      await eventually(feedLength, (count) => count <= ACTIVITY_FEED_SIZE + FEED_SLACK);
      await pruneActivities(orgId);
      expect(await eventually(feedLength, (count) => count === ACTIVITY_FEED_SIZE)).toBe(
        ACTIVITY_FEED_SIZE,
      );
      expect(await countersOf(orgId)).toEqual(truth.counters);
      expect((await org.get()).data()).toMatchObject({ userCount: 1, superAdminCount: 1 });
      expect((await reconcileCounters(orgId)).changes).toEqual([]);
    },
    BURST_SETTLE_MS + 60_000,
  );

  it('keeps a count per education level through creates, updates and deletes', async () => {
    const orgId = uniqueOrgId('levels');
    const org = await createOrganization(orgId, 'Levels School');
    const students = db.collection(studentsPath(orgId));
    const level = (educationLevel: EducationLevel) => ({
      educationLevel,
      category: categoryForLevel(educationLevel),
      updatedAt: new Date(),
    });
    const levelsNow = async (expected: Record<string, number>) => {
      const levels = await eventually(
        async () => (await org.get()).get('levels') as Record<string, number> | undefined,
        (value) => isDeepStrictEqual(value, expected),
      );
      expect(levels).toEqual(expected);
    };

    await Promise.all([
      students.doc('a').create(studentData(0, level('1st Standard'))),
      students.doc('b').create(studentData(1, level('1st Standard'))),
      students.doc('c').create(studentData(2, level('B.Sc'))),
    ]);
    await levelsNow({ '1st Standard': 2, 'B.Sc': 1 });
    // Within one category: only the per-level counts move.
    await students.doc('a').update(level('2nd Standard'));
    await levelsNow({ '1st Standard': 1, '2nd Standard': 1, 'B.Sc': 1 });
    await students.doc('c').update(level('M.Sc'));
    await students.doc('b').delete();
    await levelsNow({ '2nd Standard': 1, 'M.Sc': 1 });
    expect(await countersOf(orgId)).toMatchObject({
      studentCount: 2,
      stats: { primary: 1, secondary: 0, higher: 1 },
    });

    // An organization counted before the per-level counts existed: the trigger leaves them
    // absent (it cannot know them), and the reconcile recounts them; from then on they are kept.
    await org.update({ levels: FieldValue.delete() });
    await students.doc('d').create(studentData(3, level('Ph.D')));
    await eventually(
      async () => (await countersOf(orgId)).studentCount as number,
      (count) => count === 3,
    );
    expect((await org.get()).get('levels')).toBeUndefined();
    const report = await reconcileCounters(orgId);
    expect(report.changes).toContainEqual({ field: 'levels', before: null, after: 3 });
    await levelsNow({ '2nd Standard': 1, 'M.Sc': 1, 'Ph.D': 1 });
    await students.doc('e').create(studentData(4, level('Ph.D')));
    await levelsNow({ '2nd Standard': 1, 'M.Sc': 1, 'Ph.D': 2 });
    expect((await reconcileCounters(orgId)).changes).toEqual([]);
  });

  it('changes nothing when the same event is delivered again, even concurrently', async () => {
    const orgId = uniqueOrgId('redeliver');
    const org = await createOrganization(orgId, 'Redelivery School');
    await db.collection(studentsPath(orgId)).doc('real').create(studentData(1));
    await settle(orgId);

    const now = Timestamp.now();
    const write: StudentWrite = {
      eventId: uniqueOrgId('event'),
      orgId,
      docId: 'replayed',
      before: null,
      after: { data: studentData(2, { studentId: 'RS-9000' }), createTime: now },
      writeTime: now,
    };
    const first = await processStudentWrite(write);
    expect(first).toMatchObject({ applied: true, pending: true, activity: 'add' });
    await eventually(
      async () => (await org.get()).get('studentCount') as number,
      (count) => count === 2,
    );
    const snapshot = async () => ({
      org: (await org.get()).data(),
      schools: (await db.doc(`organizations/${orgId}/private/schools`).get()).data(),
      monthly: (await db.doc(`${monthlyStatsPath(orgId)}/${monthKey(new Date())}`).get()).data(),
      activities: (await db.collection(activitiesPath(orgId)).get()).docs
        .map((doc) => doc.id)
        .sort(),
    });
    const once = await snapshot();
    expect(once.org?.studentCount).toBe(2);

    const again = await processStudentWrite(write);
    expect(again).toEqual({ applied: false, reason: 'duplicate event', pending: false });
    expect(await snapshot()).toEqual(once);

    // A burst of copies of one new event: exactly one of them applies.
    const removal: StudentWrite = {
      ...write,
      eventId: uniqueOrgId('event'),
      before: write.after,
      after: null,
    };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => processStudentWrite(removal)),
    );
    expect(results.filter((result) => result.applied)).toHaveLength(1);
    // The real create and the two replayed events recorded, all folded: the count is final.
    expect(await studentEventsSettled(orgId, 3)).toEqual({ recorded: 3, pending: 0 });
    expect((await org.get()).get('studentCount')).toBe(1);
  });

  it('assigns studentIds once, continuing past imported numbers, without update activities', async () => {
    const orgId = uniqueOrgId('ids');
    await createOrganization(orgId, 'Test Valley School');
    const students = db.collection(studentsPath(orgId));
    await Promise.all(
      [1, 2, 3].map((n) =>
        students.doc(`imported-${n}`).create(studentData(n, { studentId: `TVS-000${n}` })),
      ),
    );
    await settle(orgId);
    await Promise.all([4, 5, 6].map((n) => students.doc(`new-${n}`).create(studentData(n))));
    const ids = await eventually(
      async () => (await students.get()).docs.map((doc) => doc.get('studentId') as string),
      (values) => values.length === 6 && values.every(Boolean),
    );
    expect(ids.sort()).toEqual([
      'TVS-0001',
      'TVS-0002',
      'TVS-0003',
      'TVS-0004',
      'TVS-0005',
      'TVS-0006',
    ]);
    const org = (await db.doc(`organizations/${orgId}`).get()).data();
    expect(org).toMatchObject({ studentIdPrefix: 'TVS', nextStudentNumber: 7, studentCount: 6 });
    // The six creates are recorded (each with its activity, in the same transaction), and the
    // functions' own studentId writes are events too: one, delivered as the trigger would, adds
    // nothing, so no other activity can follow.
    expect(await studentEventsSettled(orgId, 6)).toEqual({ recorded: 6, pending: 0 });
    const numbered = await students.doc('new-4').get();
    const { studentId: _given, ...unnumbered } = numbered.data()!;
    expect(
      await processStudentWrite({
        eventId: uniqueOrgId('studentId-write'),
        orgId,
        docId: numbered.id,
        before: { data: unnumbered, createTime: numbered.createTime! },
        after: { data: numbered.data()!, createTime: numbered.createTime! },
        writeTime: numbered.updateTime!,
      }),
    ).toEqual({ applied: false, reason: 'nothing to count' });
    const types = (await db.collection(activitiesPath(orgId)).get()).docs.map((doc) =>
      doc.get('type'),
    );
    expect(types).toEqual(Array(6).fill('add'));
  });

  it('records add, update and graduate activities with who and when, newest first, bounded', async () => {
    const orgId = uniqueOrgId('feed');
    await createOrganization(orgId, 'Feed School');
    await addMember(
      orgId,
      { uid: STAFF, email: 'asha@example.com', name: 'Asha Verma' },
      'org_user',
    );
    const ref = db.collection(studentsPath(orgId)).doc('aarav');
    const t0 = new Date(Date.now() - 60_000);
    await ref.create(studentData(1, { name: 'Aarav Sharma', createdAt: t0, updatedAt: t0 }));
    const feed = db.collection(activitiesPath(orgId));
    await eventually(
      async () => (await feed.get()).size,
      (size) => size === 1,
    );
    await ref.update({ name: 'Aarav Kumar Sharma', updatedAt: new Date(t0.getTime() + 1000) });
    await eventually(
      async () => (await feed.get()).size,
      (size) => size === 2,
    );
    await ref.update({ status: 'graduated', updatedAt: new Date(t0.getTime() + 2000) });
    await eventually(
      async () => (await feed.get()).size,
      (size) => size === 3,
    );
    await ref.delete(); // no activity for a delete
    await settle(orgId);

    const entries = (await feed.orderBy('at', 'desc').get()).docs.map((doc) => doc.data());
    expect(
      entries.map(({ type, action, student, studentRef, by, byName }) => ({
        type,
        action,
        student,
        studentRef,
        by,
        byName,
      })),
    ).toEqual([
      {
        type: 'graduate',
        action: 'Student graduated',
        student: 'Aarav Kumar Sharma',
        studentRef: 'aarav',
        by: STAFF,
        byName: 'Asha Verma',
      },
      {
        type: 'update',
        action: 'Student record updated',
        student: 'Aarav Kumar Sharma',
        studentRef: 'aarav',
        by: STAFF,
        byName: 'Asha Verma',
      },
      {
        type: 'add',
        action: 'New student added',
        student: 'Aarav Sharma',
        studentRef: 'aarav',
        by: STAFF,
        byName: 'Asha Verma',
      },
    ]);
    expect(entries[2]!.at.toDate()).toEqual(t0);

    // More adds than the bound and its slack: the oldest activities go, the newest stay.
    const students = db.collection(studentsPath(orgId));
    await Promise.all(
      Array.from({ length: ACTIVITY_FEED_SIZE + FEED_SLACK }, (_, i) =>
        students.doc(`more-${i}`).create(studentData(i, { createdAt: new Date(Date.now() + i) })),
      ),
    );
    const kept = await eventually(
      async () => (await feed.orderBy('at', 'desc').get()).docs,
      (docs) => docs.every((doc) => doc.get('studentRef').startsWith('more-')),
    );
    expect(kept.length).toBeGreaterThanOrEqual(ACTIVITY_FEED_SIZE);
    expect(kept.length).toBeLessThanOrEqual(ACTIVITY_FEED_SIZE + FEED_SLACK);
    expect(kept.every((doc) => doc.get('type') === 'add')).toBe(true);
  });

  it('reconciles: repairs drift, reports it, and never double-counts events in flight', async () => {
    const orgId = uniqueOrgId('reconcile');
    const org = await createOrganization(orgId, 'Reconcile Public School');
    const admin = await createUser('admin');
    const staff = await createUser('staff');
    await addMember(orgId, admin, 'super_admin');
    await addMember(orgId, staff, 'org_user');
    const students = db.collection(studentsPath(orgId));
    // Reconcile while the triggers of 40 fresh creates are still running.
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => students.doc(`s${i}`).create(studentData(i))),
    );
    await reconcileCounters(orgId);
    // Every create recorded and folded (or found already in the recount): the counters are final.
    expect(await studentEventsSettled(orgId, 40)).toEqual({ recorded: 40, pending: 0 });
    const truth = await truthOf(orgId);
    expect(await countersOf(orgId)).toEqual(truth.counters);
    const members = await eventually(
      async () => (await org.get()).get('userCount') as number,
      (count) => count === 2,
    );
    expect(members).toBe(2);

    // Drift, as from a bug or a hand edit: the reconcile finds and repairs every part of it.
    await org.update({
      studentCount: 999,
      'stats.primary': -3,
      statsMonth: '2000-01',
      superAdminCount: 0,
      levels: { '1st Standard': 99, 'B.Sc': 0 },
    });
    await db.doc(`organizations/${orgId}/private/schools`).set({ schools: [] });
    await db.doc(`${monthlyStatsPath(orgId)}/${monthKey(new Date())}`).delete();
    const repaired = await call<{
      changes: Array<{ field: string; before: unknown; after: unknown }>;
    }>('reconcileOrganization', { orgId }, admin);
    expect(repaired.error).toBeUndefined();
    const fields = repaired.result!.changes.map((change) => change.field);
    expect(repaired.result!.changes).toContainEqual({
      field: 'studentCount',
      before: 999,
      after: 40,
    });
    expect(repaired.result!.changes).toContainEqual({
      field: 'superAdminCount',
      before: 0,
      after: 1,
    });
    expect(fields).toEqual(
      expect.arrayContaining([
        'stats.primary',
        'statsMonth',
        'private/schools (distinct keys)',
        'levels.1st Standard',
        'levels.B.Sc',
      ]),
    );
    expect(repaired.result!.changes).toContainEqual({
      field: 'levels.1st Standard',
      before: 99,
      after: truth.counters.levels['1st Standard'],
    });
    expect(fields.some((field) => field.startsWith('monthlyStats/'))).toBe(true);
    expect(await countersOf(orgId)).toEqual(truth.counters);
    expect((await reconcileCounters(orgId)).changes).toEqual([]);
    // On demand at most once in 10 minutes.
    const soon = await call('reconcileOrganization', { orgId }, admin);
    expect(soon.error?.status).toBe('RESOURCE_EXHAUSTED');
    expect(soon.error?.message).toMatch(/less than 10 minutes ago\. Try again in 10 minutes\./);

    // Only a super_admin of the organization, with a valid organization id.
    expect((await call('reconcileOrganization', { orgId }, staff)).error?.status).toBe(
      'PERMISSION_DENIED',
    );
    expect((await call('reconcileOrganization', { orgId })).error?.status).toBe('UNAUTHENTICATED');
    expect((await call('reconcileOrganization', { orgId: 'a/b' }, admin)).error?.status).toBe(
      'INVALID_ARGUMENT',
    );
    expect((await call('reconcileOrganization', {}, admin)).error?.status).toBe('INVALID_ARGUMENT');
    expect(
      (await call('reconcileOrganization', { orgId: uniqueOrgId('missing') }, admin)).error?.status,
    ).toBe('NOT_FOUND');

    // The daily run asks each organization in a request document of its own, which its own
    // function run reconciles (the fan-out itself is not run here: it would reconcile every
    // organization of the other tests too).
    await org.update({ studentCount: 7 });
    const request = db.doc(`organizations/${orgId}/${RECONCILE_REQUESTS}/daily-test`);
    await request.create({ requestedAt: new Date() });
    await eventually(
      async () => (await request.get()).get('doneAt') as unknown,
      (doneAt) => doneAt !== undefined,
      { timeoutMs: 60_000 },
    );
    expect((await request.get()).get('changes')).toBeGreaterThanOrEqual(1);
    expect(await countersOf(orgId)).toEqual(truth.counters);
  });
});
