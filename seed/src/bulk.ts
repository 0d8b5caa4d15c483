// Generated students by the thousand for the benchmarks and the functions' tests at scale, loaded
// straight into the emulators with their directory index, as the functions would have kept it.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  DIRECTORY_BASE_SHARD_COUNT,
  DIRECTORY_MAX_SHARD_COUNT,
  DIRECTORY_SHARD_MAX_BYTES,
  directoryShardBytes,
} from '@village/model/directory';
import { directoryStatePath, organizationPath } from '@village/model/paths';
import { generateStudents, type GenerateStudentsOptions } from './generate';
import { createStudents, directoryShardsOf } from './load';
import type { SampleStudent } from './sample-student';

export interface BulkLoadOptions extends GenerateStudentsOptions {
  /** Called after each batch with the number created so far and the number asked for. */
  progress?: (done: number, total: number) => void;
}

/**
 * Loads `count` generated students (generateStudents: the same ones for the same `seed` and `now`)
 * into organizations/{orgId}/students through the Admin SDK, in batches that also write their lines
 * in the directory index, so the directory lists all of them as soon as this returns, before the
 * triggers have run. Creates only the students not there yet: running it again adds nothing.
 * Writes no organization or member documents: create the organization and its members first. For
 * the emulators (e.g. a benchmark organization of 10,000 students); the triggers then count the
 * students and rewrite the same directory lines. Refuses to run without FIRESTORE_EMULATOR_HOST.
 *
 * Students too many for 32 shards of DIRECTORY_SHARD_MAX_BYTES (some 20,000 and more): the
 * students are created without lines, then the whole index is written once, as large as the
 * functions would have grown it (writeWholeDirectory): for an organization of only these students.
 */
export async function loadBulkStudents(
  db: Firestore,
  { progress, ...options }: BulkLoadOptions,
): Promise<{ created: number; shardCount: number }> {
  if (!process.env.FIRESTORE_EMULATOR_HOST)
    throw new Error('loadBulkStudents writes only to the emulators: set FIRESTORE_EMULATOR_HOST.');
  const students = generateStudents(options);
  const shardCount = directoryShardCountFor(students);
  if (shardCount === DIRECTORY_BASE_SHARD_COUNT)
    return { created: await createStudents(db, students, progress), shardCount };
  const created = await createStudents(db, students, progress, { withLines: false });
  await writeWholeDirectory(db, options.orgId, students, shardCount);
  return { created, shardCount };
}

/**
 * The shards an index of these students needs: 32, doubled until no shard holds more than
 * DIRECTORY_SHARD_MAX_BYTES (what the functions would have grown it to).
 */
function directoryShardCountFor(students: readonly SampleStudent[]): number {
  let shardCount = DIRECTORY_BASE_SHARD_COUNT;
  while (shardCount < DIRECTORY_MAX_SHARD_COUNT) {
    const shards = directoryShardsOf(students, shardCount);
    if (Math.max(0, ...[...shards.values()].map(directoryShardBytes)) <= DIRECTORY_SHARD_MAX_BYTES)
      break;
    shardCount *= 2;
  }
  return shardCount;
}

/**
 * Writes the whole directory index of an organization whose only students are these, in an index
 * of `shardCount` shards, and names it (private/directory and the organization's
 * directoryShards) as growDirectory in functions/src/directory/grow.ts does. One write per shard: a
 * shard of 700 KiB is rewritten once, not once per batch of students; and one shard per request,
 * since the emulator refuses a request over 4 MiB (a BulkWriter would send 20 shards at once).
 */
async function writeWholeDirectory(
  db: Firestore,
  orgId: string,
  students: readonly SampleStudent[],
  shardCount: number,
): Promise<void> {
  const shards = [...directoryShardsOf(students, shardCount)];
  const write = async ([path, entries]: (typeof shards)[number]) =>
    db.doc(path).set({
      entries,
      bytes: directoryShardBytes(entries),
      updatedAt: FieldValue.serverTimestamp(),
    });
  // A few at a time: enough to keep the emulator busy, not so many that it runs out of memory.
  for (let start = 0; start < shards.length; start += 4)
    await Promise.all(shards.slice(start, start + 4).map(write));
  const batch = db.batch();
  batch.set(db.doc(directoryStatePath(orgId)), { shards: shardCount });
  batch.update(db.doc(organizationPath(orgId)), { directoryShards: shardCount });
  await batch.commit();
}
