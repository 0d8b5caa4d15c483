import type { Firestore } from 'firebase-admin/firestore';
import { DIRECTORY_BASE_SHARD_COUNT } from '@village/model/directory';
import { generateStudents, type GenerateStudentsOptions } from './generate';
import { createStudents, directoryShardCountFor, writeWholeDirectory } from './load';

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
