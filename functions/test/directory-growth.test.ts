// The directory index grows (functions/src/directory/grow.ts): with the threshold lowered
// (the reconcile's maxShardBytes) or a shard's bytes raised, it doubles; every student is then in
// exactly one shard of the new index, the organization document names it, and students added,
// changed or deleted while it doubles are neither lost nor left stale.
import { GeoPoint, type DocumentData } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  DIRECTORY_SHARD_MAX_BYTES,
  directoryShardBytes,
  directoryShardId,
} from '@village/model/directory';
import {
  directoryShardsPath,
  directoryStatePath,
  organizationPath,
  studentsPath,
} from '@village/model/paths';
import { deriveStudentFields, studentInputSchema } from '@village/model/student';
import { deleteRetiredIndexes, growDirectory, RETIRED_GRACE_MS } from '../src/directory';
import { DIRECTORY_CHANGE, reconcileCounters } from '../src/reconcile';
import { createOrganization, db, eventually, uniqueOrgId } from './emulator';
import { expectedDirectoryLines } from './directory-lines';

const STAFF = 'staff-uid';
/** The functions emulator runs the burst's triggers one after another on a slow machine. */
const SETTLE = { timeoutMs: 120_000 };
/** A test's own limit: the emulator may still be running the triggers of the test before. */
const TEST_TIMEOUT_MS = 300_000;

function studentData(index: number, overrides: DocumentData = {}): DocumentData {
  const input = studentInputSchema.parse({
    name: `छात्र ${index} शर्मा`,
    dateOfBirth: `2012-0${1 + (index % 9)}-1${index % 10}`,
    gender: index % 2 === 0 ? 'female' : 'male',
    educationLevel: index % 2 === 0 ? '5th Standard' : 'B.Sc',
    school: `विद्यालय ${index % 3}`,
    address: `मकान ${index}, नरेला`,
    parentName: `अभिभावक ${index}`,
    parentContact: '98765 43210',
  });
  const now = new Date();
  return {
    ...input,
    ...deriveStudentFields(input),
    location: new GeoPoint(28.6, 77.2),
    createdAt: now,
    createdBy: STAFF,
    updatedAt: now,
    updatedBy: STAFF,
    ...overrides,
  };
}

/** Each shard of the index of `shardCount` shards: its lines and counted bytes. */
async function shardsOf(orgId: string, shardCount: number) {
  const docs = await db.collection(directoryShardsPath(orgId, shardCount)).get();
  return docs.docs.map((doc) => ({
    id: doc.id,
    entries: (doc.get('entries') ?? {}) as Record<string, string>,
    bytes: doc.get('bytes') as unknown,
  }));
}

/**
 * How the index of `shardCount` shards stands against the students: lines that are missing,
 * wrong, extra, in a shard other than their own, or listed twice, and shards whose bytes are off
 * by more than `bytesTolerance`. All empty when the index is right.
 */
async function indexProblems(orgId: string, shardCount: number, bytesTolerance = 0) {
  const [shards, expected] = await Promise.all([
    shardsOf(orgId, shardCount),
    expectedDirectoryLines(orgId),
  ]);
  const seen = new Map<string, number>();
  const misplaced: string[] = [];
  const wrong: string[] = [];
  const badBytes: string[] = [];
  for (const shard of shards) {
    for (const [docId, line] of Object.entries(shard.entries)) {
      seen.set(docId, (seen.get(docId) ?? 0) + 1);
      if (directoryShardId(docId, shardCount) !== shard.id) misplaced.push(docId);
      if (expected[docId] !== line) wrong.push(docId);
    }
    const off = Math.abs(Number(shard.bytes) - directoryShardBytes(shard.entries));
    if (!(off <= bytesTolerance)) badBytes.push(shard.id);
  }
  return {
    missing: Object.keys(expected).filter((docId) => !seen.has(docId)),
    twice: [...seen].filter(([, count]) => count > 1).map(([docId]) => docId),
    misplaced,
    wrong,
    badBytes,
  };
}

const NO_PROBLEMS = { missing: [], twice: [], misplaced: [], wrong: [], badBytes: [] };
/**
 * How far a shard's bytes may be off after writes that ran while it was copied: an event counts
 * its own change, but its line may already be in the copy (written by an earlier event that read
 * the student later), so the copy's exact count can be off by the changes of the events in flight
 * (functions/src/directory/student-line.ts, directoryBytesDelta). A few lines at most; the reconcile sets the
 * count from the lines.
 */
const IN_FLIGHT_BYTES = 4096;
const settled = (problems: Awaited<ReturnType<typeof indexProblems>>) =>
  Object.values(problems).every((list) => list.length === 0);

async function organizationWithStudents(label: string, count: number) {
  const orgId = uniqueOrgId(label);
  await createOrganization(orgId, `${label} School`);
  const students = db.collection(studentsPath(orgId));
  await Promise.all(
    Array.from({ length: count }, (_, index) =>
      students.doc(`s${index}`).create(studentData(index)),
    ),
  );
  expect(await eventually(() => indexProblems(orgId, 32), settled, SETTLE)).toEqual(NO_PROBLEMS);
  return { orgId, students };
}

const namedShards = async (orgId: string) =>
  [
    (await db.doc(organizationPath(orgId)).get()).get('directoryShards') as unknown,
    (await db.doc(directoryStatePath(orgId)).get()).get('shards') as unknown,
  ] as const;

describe('the directory index grows (functions emulator)', () => {
  it(
    'doubles past the threshold, every student in exactly one shard of the new index',
    async () => {
      const { orgId, students } = await organizationWithStudents('grow', 40);

      // A threshold any shard passes: the reconcile finds the index too full and doubles it.
      const report = await reconcileCounters(orgId, undefined, { maxShardBytes: 1 });
      expect(report.changes.filter(({ field }) => field === DIRECTORY_CHANGE)).toEqual([]);
      expect(await namedShards(orgId)).toEqual([64, 64]);
      expect(await indexProblems(orgId, 64)).toEqual(NO_PROBLEMS);
      // The old index stays whole meanwhile, for readers that have not followed yet.
      expect(await indexProblems(orgId, 32)).toEqual(NO_PROBLEMS);

      // New writes go to the new index only.
      await students.doc('late').create(studentData(99));
      expect(await eventually(() => indexProblems(orgId, 64), settled, SETTLE)).toEqual(
        NO_PROBLEMS,
      );
      expect((await indexProblems(orgId, 32)).missing).toEqual(['late']);

      // And again: 128 shards, ids of three digits.
      expect(await growDirectory(orgId, 64)).toEqual({ grown: true, shards: 128 });
      expect(await namedShards(orgId)).toEqual([128, 128]);
      expect(await indexProblems(orgId, 128)).toEqual(NO_PROBLEMS);
      // A stale request to double from 64 does nothing.
      expect(await growDirectory(orgId, 64)).toEqual({ grown: false, reason: 'not this size' });
      // The reconcile reads the index in use: nothing to repair.
      const again = await reconcileCounters(orgId);
      expect(again.changes.filter(({ field }) => field === DIRECTORY_CHANGE)).toEqual([]);

      // The indexes it replaced are deleted once no reader can still be on them.
      expect(await deleteRetiredIndexes(orgId)).toEqual([]);
      expect(await deleteRetiredIndexes(orgId, Date.now() + RETIRED_GRACE_MS + 1000)).toEqual([
        32, 64,
      ]);
      expect(await shardsOf(orgId, 32)).toEqual([]);
      expect(await shardsOf(orgId, 64)).toEqual([]);
      expect(await indexProblems(orgId, 128)).toEqual(NO_PROBLEMS);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'loses no student added, changed or deleted while it doubles',
    async () => {
      const { orgId, students } = await organizationWithStudents('concurrent', 30);
      const result = await growDirectory(orgId, 32, {
        onCopied: async (index) => {
          if (index === 4) {
            // Not waited for: these race with the copies of the shards still to come.
            for (let i = 100; i < 110; i += 1) void students.doc(`s${i}`).create(studentData(i));
          }
          if (index === 15) {
            // Half the shards copied: adds, edits and deletes, in copied and uncopied shards alike,
            // written to both indexes by the trigger before the copy goes on.
            await Promise.all([
              ...Array.from({ length: 10 }, (_, i) =>
                students.doc(`s${200 + i}`).create(studentData(200 + i)),
              ),
              ...[0, 1, 2, 3, 4].map((i) =>
                students.doc(`s${i}`).update({ name: `नया नाम ${i}`, updatedAt: new Date() }),
              ),
              students.doc('s5').delete(),
              students.doc('s6').delete(),
            ]);
            const listed = await eventually(
              async () => {
                const stored = Object.assign(
                  {},
                  ...(await shardsOf(orgId, 32)).map((shard) => shard.entries),
                ) as Record<string, string>;
                return { stored, expected: await expectedDirectoryLines(orgId) };
              },
              ({ stored, expected }) =>
                Object.keys(expected).every((docId) => stored[docId] === expected[docId]) &&
                stored.s5 === undefined &&
                stored.s6 === undefined,
              SETTLE,
            );
            expect(listed.stored.s0).toContain('नया नाम 0');
          }
        },
      });
      expect(result).toEqual({ grown: true, shards: 64 });
      expect(await namedShards(orgId)).toEqual([64, 64]);
      // Every trigger of the writes above has run (the race's creates may still be arriving): the
      // new index is then exactly the students, each once, in its own shard, bytes within IN_FLIGHT_BYTES.
      expect(
        await eventually(() => indexProblems(orgId, 64, IN_FLIGHT_BYTES), settled, SETTLE),
      ).toEqual(NO_PROBLEMS);
      const lines = Object.assign(
        {},
        ...(await shardsOf(orgId, 64)).map((s) => s.entries),
      ) as Record<string, string>;
      expect(Object.keys(lines)).toHaveLength(30 + 10 + 10 - 2);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'doubles when a write takes a shard past DIRECTORY_SHARD_MAX_BYTES',
    async () => {
      const { orgId, students } = await organizationWithStudents('full', 3);
      // One shard reported nearly full (as if it held 700 KiB of lines): the next student written
      // to it, by the trigger, takes it past the threshold.
      const docId = 'filler';
      await db
        .doc(`${directoryShardsPath(orgId, 32)}/${directoryShardId(docId, 32)}`)
        .set({ bytes: DIRECTORY_SHARD_MAX_BYTES }, { merge: true });
      await students.doc(docId).create(studentData(7));
      expect(
        await eventually(
          () => namedShards(orgId),
          ([named]) => named === 64,
          SETTLE,
        ),
      ).toEqual([64, 64]);
      // Copied with its bytes counted from its lines (the studentId may have been written
      // meanwhile: IN_FLIGHT_BYTES).
      expect(
        await eventually(() => indexProblems(orgId, 64, IN_FLIGHT_BYTES), settled, SETTLE),
      ).toEqual(NO_PROBLEMS);
    },
    TEST_TIMEOUT_MS,
  );
});
