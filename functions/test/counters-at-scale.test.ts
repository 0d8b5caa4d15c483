// Counters at scale against the emulators: exact after 1,000 concurrent student writes
// with redelivered events; a backlog folded exactly once however many folders run; a reconcile
// that repairs planted drift; a reconcile during a burst that counts nothing twice.
//
// What the counters must be comes from a recount written HERE, from the student documents (or, for
// the backlog, from the students the events describe), with its own month-in-India and school-name
// folding: none of the functions' arithmetic (student-facts.ts) is reused, so a slip there shows.
import { FieldPath, FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { directoryShardId } from '@village/model/directory';
import { EDUCATION_LEVELS } from '@village/model/levels';
import {
  directoryPath,
  monthlyStatsPath,
  organizationPath,
  studentsPath,
} from '@village/model/paths';
import { addMember, createOrganization, db, eventually, uniqueId, uniqueOrgId } from './emulator';
import {
  applied,
  deliverConcurrently,
  directoryLines,
  docIdOf,
  editOf,
  expectedCounters,
  indexOf,
  inParallel,
  istMonth,
  ledger,
  MINUTE_MS,
  pendingCount,
  range,
  settled,
  shuffled,
  STAFF,
  storedCounters,
  studentData,
  studentEventCount,
  studentsOf,
  waitForDirectory,
  waitForMembers,
} from './counter-truth';
import { foldAbandonedCounters, foldLeaseRef, foldPendingCounters } from '../src/counter-fold';
import { DIRECTORY_CHANGE, reconcileCounters } from '../src/reconcile';
import { processStudentWrite, type StudentWrite } from '../src/students';

/** 1,000 creates, 300 updates and 150 deletes queue about 5,000 trigger runs on the emulator. */
const SCALE_SETTLE_MS = 13 * 60_000;

describe('counters at scale (functions emulator)', () => {
  it(
    'exact after 1,000 concurrent creates with updates, deletes and redelivered events',
    async () => {
      const started = Date.now();
      const orgId = uniqueOrgId('scale');
      await createOrganization(orgId, 'Scale Test Academy');
      await addMember(orgId, STAFF, 'super_admin');
      const students = db.collection(studentsPath(orgId));
      const indexes = range(1000);
      const isUpdated = (i: number) => i % 10 < 3; // 300, some of them deleted afterwards
      const isDeleted = (i: number) => [0, 7, 15].includes(i % 20); // 150
      let writes = 0;
      const burst = inParallel(indexes, 50, async (i) => {
        const ref = students.doc(docIdOf(i));
        await ref.create(studentData(i));
        writes += 1;
        if (isUpdated(i)) {
          await ref.update(editOf(i));
          writes += 1;
        }
        if (isDeleted(i)) {
          await ref.delete();
          writes += 1;
        }
      });

      // Meanwhile, events of students that never existed as documents: a create and its delete,
      // each delivered five times at once, here (folding in this process while the emulator's
      // triggers fold too). Exactly one copy of each applies, so together they count nothing.
      const ghosts = await Promise.all(
        range(5).map(async (k) => {
          const data = studentData(2000 + k, { studentId: `GHOST-${k}` });
          const createdAt = Timestamp.now();
          const create: StudentWrite = {
            eventId: uniqueId('ghost-create'),
            orgId,
            docId: `ghost-${k}`,
            before: null,
            after: { data, createTime: createdAt },
            writeTime: createdAt,
          };
          const remove: StudentWrite = {
            ...create,
            eventId: uniqueId('ghost-delete'),
            before: create.after,
            after: null,
            writeTime: Timestamp.now(),
          };
          const [creates, removes] = await Promise.all([
            deliverConcurrently(create),
            deliverConcurrently(remove),
          ]);
          return { creates: applied(creates), removes: applied(removes) };
        }),
      );
      expect(ghosts).toEqual(Array(5).fill({ creates: 1, removes: 1 }));
      await burst;
      expect(writes).toBe(1000 + 300 + 150);
      const written = Date.now();

      // Every event recorded once (1,450 writes and the 10 ghost events), none left to fold.
      await settled(orgId, 1460, SCALE_SETTLE_MS);
      const exact = Date.now();
      const docs = await studentsOf(orgId);
      expect(docs).toHaveLength(850);
      const truth = expectedCounters(docs.map((doc) => doc.data()));
      expect(await storedCounters(orgId)).toEqual(truth);
      expect(truth.stats).toMatchObject({ schools: 6 }); // the two spellings of Jaunti count once

      // Every surviving student numbered, no number twice.
      const studentIds = docs.map((doc) => doc.get('studentId') as unknown);
      expect(studentIds.filter((id) => !/^STA-\d{4}$/.test(String(id)))).toEqual([]);
      expect(new Set(studentIds).size).toBe(docs.length);

      // Real events delivered again, five copies at once: creates, updates and deletes. Each finds
      // its ledger entry; nothing changes.
      const entries = (await ledger(orgId).where('kind', '==', 'student').get()).docs.filter(
        (entry) => /^s\d{4}$/.test(String(entry.get('docId'))),
      );
      const surviving = new Map(docs.map((doc) => [doc.id, doc]));
      const replays: StudentWrite[] = [];
      const pick = (kind: (before: unknown, after: unknown) => boolean, count: number) =>
        entries.filter((entry) => kind(entry.get('before'), entry.get('after'))).slice(0, count);
      for (const entry of pick((before) => before === null, 10)) {
        const docId = String(entry.get('docId'));
        const index = indexOf(docId);
        const createTime = surviving.get(docId)?.createTime ?? entry.get('writeTime');
        replays.push({
          eventId: entry.id,
          orgId,
          docId,
          before: null,
          after: { data: studentData(index), createTime },
          writeTime: entry.get('writeTime'),
        });
      }
      for (const entry of pick((before, after) => before !== null && after !== null, 5)) {
        const docId = String(entry.get('docId'));
        const index = indexOf(docId);
        const createTime = surviving.get(docId)?.createTime ?? entry.get('writeTime');
        replays.push({
          eventId: entry.id,
          orgId,
          docId,
          before: { data: studentData(index), createTime },
          after: { data: { ...studentData(index), ...editOf(index) }, createTime },
          writeTime: entry.get('writeTime'),
        });
      }
      for (const entry of pick((_, after) => after === null, 5)) {
        const docId = String(entry.get('docId'));
        replays.push({
          eventId: entry.id,
          orgId,
          docId,
          before: { data: studentData(indexOf(docId)), createTime: entry.get('writeTime') },
          after: null,
          writeTime: entry.get('writeTime'),
        });
      }
      expect(replays).toHaveLength(20);
      const replayed = await Promise.all(replays.map((write) => deliverConcurrently(write)));
      expect(replayed.flat().map((result) => result.reason)).toEqual(
        Array(100).fill('duplicate event'),
      );
      expect(await storedCounters(orgId)).toEqual(truth);
      expect(await pendingCount(orgId)).toBe(0);
      expect(await studentEventCount(orgId)).toBe(1460);

      // And a full recount by the reconcile finds nothing to repair (once the directory trigger,
      // which runs beside the counters, has caught up too).
      await waitForDirectory(orgId, 300_000);
      await waitForMembers(orgId);
      expect((await reconcileCounters(orgId)).changes).toEqual([]);
      console.info(
        `1,000 students: ${writes} writes in ${(written - started) / 1000} s, counters exact ${(exact - written) / 1000} s later`,
      );
    },
    15 * 60_000,
  );

  it(
    'a backlog built without folding is folded exactly once by concurrent folders',
    async () => {
      const orgId = uniqueOrgId('backlog');
      await createOrganization(orgId, 'Backlog Public School');
      // 300 creates, 120 updates of some of them and 80 deletes of others, of students that exist
      // only in these events: they carry their studentId, so the fold numbers nobody.
      const createTime = Timestamp.now();
      const events: StudentWrite[] = [];
      const students = new Map<string, DocumentData>();
      const event = (
        docId: string,
        before: DocumentData | null,
        after: DocumentData | null,
      ): StudentWrite => ({
        eventId: uniqueId('backlog-event'),
        orgId,
        docId,
        before: before && { data: before, createTime },
        after: after && { data: after, createTime },
        writeTime: Timestamp.now(),
      });
      for (const i of range(300)) {
        const data = studentData(i, { studentId: `BPS-${String(i + 1).padStart(4, '0')}` });
        events.push(event(`ghost-${i}`, null, data));
        students.set(`ghost-${i}`, data);
      }
      for (const i of range(120)) {
        const before = students.get(`ghost-${i}`) as DocumentData;
        const after = { ...before, ...editOf(i) };
        events.push(event(`ghost-${i}`, before, after));
        students.set(`ghost-${i}`, after);
      }
      for (const i of range(80).map((n) => 200 + n)) {
        events.push(event(`ghost-${i}`, students.get(`ghost-${i}`) as DocumentData, null));
        students.delete(`ghost-${i}`);
      }
      expect(events).toHaveLength(500);
      expect(students.size).toBe(220);

      // Recorded in a shuffled order (a delete may come before its create), 50 of them twice, six
      // at a time as the emulator runs triggers (more at once only queue on the activity feed's
      // pruning, which every event with an activity runs).
      const deliveries = shuffled([...events, ...events.filter((_, n) => n % 10 === 0)]);
      const outcomes: string[] = [];
      await inParallel(deliveries, 6, async (write) => {
        const result = await processStudentWrite(write, { fold: false });
        outcomes.push(result.applied ? 'applied' : String(result.reason));
        expect(result.folded).toBeUndefined();
      });
      expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(500);
      expect(outcomes.filter((outcome) => outcome === 'duplicate event')).toHaveLength(50);
      expect(await pendingCount(orgId)).toBe(500);
      expect((await db.doc(organizationPath(orgId)).get()).get('studentCount')).toBeUndefined();

      // Five folders at once: between them they fold each entry exactly once.
      const folded = await Promise.all(range(5).map(() => foldPendingCounters(orgId)));
      expect(folded.reduce((sum, n) => sum + n, 0)).toBe(500);
      expect(await pendingCount(orgId)).toBe(0);
      expect(await storedCounters(orgId)).toEqual(expectedCounters([...students.values()]));
      const org = (await db.doc(organizationPath(orgId)).get()).data();
      expect(org?.nextStudentNumber).toBeUndefined();
      // Folding again finds nothing.
      expect(await foldPendingCounters(orgId)).toBe(0);
    },
    8 * 60_000,
  );

  it(
    "the minute's sweep folds what a dead folder left, and leaves a live folder's work alone",
    async () => {
      const abandoned = uniqueOrgId('abandoned');
      const busy = uniqueOrgId('busy');
      await Promise.all([
        createOrganization(abandoned, 'Abandoned Fold School'),
        createOrganization(busy, 'Busy Fold School'),
      ]);
      const createTime = Timestamp.now();
      const students: DocumentData[] = [];
      // Recorded, never folded: the folder died after taking the lease, which has since expired.
      for (const i of range(3)) {
        const data = studentData(i, { studentId: `ABF-${String(i + 1).padStart(4, '0')}` });
        students.push(data);
        await processStudentWrite(
          {
            eventId: uniqueId('abandoned-event'),
            orgId: abandoned,
            docId: `dead-${i}`,
            before: null,
            after: { data, createTime },
            writeTime: Timestamp.now(),
          },
          { fold: false },
        );
      }
      await foldLeaseRef(abandoned).set({
        holder: 'a folder that died',
        until: Timestamp.fromMillis(Date.now() - 1_000),
      });
      // Here a folder is at work (its lease is live): it will look for this entry itself.
      await processStudentWrite(
        {
          eventId: uniqueId('busy-event'),
          orgId: busy,
          docId: 'busy-0',
          before: null,
          after: { data: studentData(7, { studentId: 'BFS-0001' }), createTime },
          writeTime: Timestamp.now(),
        },
        { fold: false },
      );
      await foldLeaseRef(busy).set({
        holder: 'a live folder',
        until: Timestamp.fromMillis(Date.now() + 60_000),
      });

      const swept = await foldAbandonedCounters();
      expect(swept.find(({ orgId }) => orgId === abandoned)).toEqual({
        orgId: abandoned,
        folded: 3,
      });
      expect(swept.find(({ orgId }) => orgId === busy)).toBeUndefined();
      expect(await pendingCount(abandoned)).toBe(0);
      expect(await storedCounters(abandoned)).toEqual(expectedCounters(students));
      expect(await pendingCount(busy)).toBe(1);
    },
    2 * 60_000,
  );

  it(
    'reconcile repairs planted drift, and a second reconcile finds none',
    async () => {
      const orgId = uniqueOrgId('drift');
      const org = await createOrganization(orgId, 'Drift Valley School');
      await addMember(orgId, STAFF, 'super_admin');
      const students = db.collection(studentsPath(orgId));
      await Promise.all(range(30).map((i) => students.doc(docIdOf(i)).create(studentData(i))));
      await settled(orgId, 30, 300_000);
      await waitForDirectory(orgId);
      await waitForMembers(orgId);
      expect(await storedCounters(orgId)).toEqual(
        expectedCounters((await studentsOf(orgId)).map((doc) => doc.data())),
      );

      // A stuck entry: a real student write whose event was recorded but never folded, as when
      // its folder died: here a folder that died holds the lease when the event is recorded, so
      // the trigger leaves the entry to it. Once the entry is there (and the trigger's look at the
      // lease, right after, is past) the lease is left to expire in a few seconds; the reconcile
      // below waits for that.
      const lease = db.doc(`${organizationPath(orgId)}/private/fold`);
      const deadFolder = (ms: number) => ({
        holder: 'a-folder-that-died',
        until: Timestamp.fromMillis(Date.now() + ms),
      });
      await lease.set(deadFolder(10 * MINUTE_MS));
      await students.doc('stuck').create(studentData(30, { name: 'Stuck Student' }));
      const stuck = await eventually(
        async () => (await ledger(orgId).where('docId', '==', 'stuck').get()).docs,
        (found) => found.length === 1,
        { timeoutMs: 120_000 },
      );
      expect(stuck.map((entry) => entry.get('pending'))).toEqual([true]);
      await lease.set(deadFolder(5_000));
      const stuckRef = stuck[0]!.ref;
      await waitForDirectory(orgId); // its line, still without a studentId

      // Drift everywhere, as from a bug or a hand edit.
      const truth = expectedCounters((await studentsOf(orgId)).map((doc) => doc.data()));
      const { stats, levels, schools } = truth;
      const month = istMonth(new Date());
      const [first, second] = EDUCATION_LEVELS;
      const driftedLevels: Record<string, number> = { ...levels, [first]: levels[first]! + 5 };
      delete driftedLevels[second];
      driftedLevels['Class 13'] = 4;
      await org.update({
        studentCount: 999,
        statsMonth: '2000-01',
        superAdminCount: 0,
        'stats.secondary': stats.secondary + 2,
        'stats.recentAdditions': 0,
        'stats.schools': 1,
        levels: driftedLevels,
      });
      const [firstSchool] = Object.keys(schools);
      await db.doc(`${organizationPath(orgId)}/private/schools`).set({
        schools: [
          ...Object.entries(schools).map(([key, count]) => ({
            key,
            count: key === firstSchool ? count + 1 : count,
          })),
          { key: 'a school nobody attends', count: 2 },
        ],
      });
      await db.doc(`${monthlyStatsPath(orgId)}/${month}`).update({ total: 5, added: 0 });
      const linesBefore = await directoryLines(orgId);
      const shardOf = (docId: string) =>
        db.doc(`${directoryPath(orgId)}/${directoryShardId(docId)}`);
      const [stale, missing, copied] = [docIdOf(3), docIdOf(4), docIdOf(5)];
      await shardOf(stale).update(
        new FieldPath('entries', stale),
        linesBefore[stale]!.replace('Student 3', 'Somebody Else'),
      );
      await shardOf(missing).update(new FieldPath('entries', missing), FieldValue.delete());
      await shardOf('gone').set({ entries: { gone: linesBefore[copied] } }, { merge: true });

      expect(await pendingCount(orgId)).toBe(1);
      const report = await reconcileCounters(orgId);
      for (const change of [
        { field: 'studentCount', before: 999, after: 31 },
        { field: 'superAdminCount', before: 0, after: 1 },
        { field: 'statsMonth', before: '2000-01', after: month },
        { field: 'stats.secondary', before: stats.secondary + 2, after: stats.secondary },
        { field: 'stats.recentAdditions', before: 0, after: stats.recentAdditions },
        { field: 'stats.schools', before: 1, after: stats.schools },
        { field: `levels.${first}`, before: levels[first]! + 5, after: levels[first] },
        { field: `levels.${second}`, before: 0, after: levels[second] },
        { field: 'levels.Class 13', before: 4, after: 0 },
        {
          field: 'private/schools (distinct keys)',
          before: Object.keys(schools).length + 1,
          after: Object.keys(schools).length,
        },
        { field: `monthlyStats/${month}.total`, before: 5, after: truth.monthly.total },
        { field: `monthlyStats/${month}.added`, before: 0, after: truth.monthly.added },
        { field: DIRECTORY_CHANGE, before: 3, after: 0 },
      ]) {
        expect(report.changes).toContainEqual(change);
      }
      expect(truth.studentCount).toBe(31);

      // Repaired: the counters are the recount, the stuck entry folded without counting the
      // student twice (the recount has it) but with its studentId, the three lines put right.
      expect(await storedCounters(orgId)).toEqual(truth);
      expect((await stuckRef.get()).get('pending')).toBe(false);
      expect(await pendingCount(orgId)).toBe(0);
      expect((await students.doc('stuck').get()).get('studentId')).toMatch(/^DVS-\d{4}$/);
      const linesAfter = await directoryLines(orgId);
      expect(linesAfter[stale]).toBe(linesBefore[stale]);
      expect(linesAfter[missing]).toBe(linesBefore[missing]);
      expect(linesAfter).not.toHaveProperty('gone');
      expect((await org.get()).data()).toMatchObject({ userCount: 1, superAdminCount: 1 });

      // The stuck student's line gets its new studentId from the directory trigger; then a
      // second reconcile has nothing left to repair.
      await waitForDirectory(orgId);
      expect((await reconcileCounters(orgId)).changes).toEqual([]);
      expect(await storedCounters(orgId)).toEqual(truth);
    },
    8 * 60_000,
  );

  it(
    'a reconcile while events are in flight never double-counts',
    async () => {
      const orgId = uniqueOrgId('inflight');
      await createOrganization(orgId, 'In Flight School');
      await addMember(orgId, STAFF, 'super_admin');
      const students = db.collection(studentsPath(orgId));
      let written = 0;
      const burst = inParallel(range(200), 20, async (i) => {
        await students.doc(docIdOf(i)).create(studentData(i));
        written += 1;
      });
      // One reconcile once a quarter of the students are written, another as soon as all are:
      // both while most of their events are still queued in the emulator.
      await eventually(
        async () => written,
        (count) => count >= 50,
        { intervalMs: 10 },
      );
      const reports = await Promise.all([
        reconcileCounters(orgId),
        burst.then(() => reconcileCounters(orgId)),
      ]);
      expect(reports.map((report) => report.counters.studentCount)).toEqual([
        expect.any(Number),
        200,
      ]);
      expect(written).toBe(200);

      await settled(orgId, 200, 300_000);
      const docs = await studentsOf(orgId);
      const truth = expectedCounters(docs.map((doc) => doc.data()));
      expect(await storedCounters(orgId)).toEqual(truth);
      const studentIds = docs.map((doc) => doc.get('studentId') as unknown);
      expect(studentIds.filter((id) => !/^IFS-\d{4}$/.test(String(id)))).toEqual([]);
      expect(new Set(studentIds).size).toBe(200);

      await waitForDirectory(orgId);
      await waitForMembers(orgId);
      expect((await reconcileCounters(orgId)).changes).toEqual([]);
      expect(await storedCounters(orgId)).toEqual(truth);
    },
    8 * 60_000,
  );
});
