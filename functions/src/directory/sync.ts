// On every create, update and delete of a student (the student trigger, students.ts, calls
// syncDirectoryLine), rewrite that student's line in the directory index (in the index in use
// and, while it doubles, in the one being built too).
//
// Events arrive at least once, out of order and concurrently, so the event's data is not used: a
// transaction reads the student as it is NOW and writes its line (or removes it) with a blind merge
// into the shard. Whatever order the events run in, the last one to commit has read the latest
// student. The shard itself is never read, so writes to different students never contend.
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { directoryShardId } from '@village/model/directory';
import { studentsPath } from '@village/model/paths';
import { db } from '../app';
import { runTransaction } from '../transactions';
import { growDirectory, growIfFull } from './grow';
import {
  directoryShardRef,
  directoryStateRef,
  isDocumentTooLarge,
  layoutOf,
  layoutTargets,
  type DirectoryLayout,
} from './layout';
import { directoryBytesDelta, directoryLineOf } from './student-line';

export type DirectoryUpdate = 'listed' | 'removed' | 'invalid';

/**
 * Brings one student's line up to date with the student document, in the index in use (and in
 * the one being built, while it doubles), counting `bytesDelta` into its shards. Exported for the
 * tests.
 */
export async function updateDirectoryEntry(
  orgId: string,
  docId: string,
  bytesDelta = 0,
): Promise<{ result: DirectoryUpdate; layout: DirectoryLayout }> {
  const studentRef = db.doc(`${studentsPath(orgId)}/${docId}`);
  return runTransaction(async (tx) => {
    const [student, state] = await tx.getAll(studentRef, directoryStateRef(orgId));
    const layout = layoutOf(state!);
    const line = student!.exists
      ? directoryLineOf(orgId, docId, student!.data() ?? {}, student!.updateTime)
      : null;
    for (const shardCount of layoutTargets(layout)) {
      tx.set(
        directoryShardRef(orgId, docId, shardCount),
        {
          entries: { [docId]: line ?? FieldValue.delete() },
          ...(bytesDelta !== 0 ? { bytes: FieldValue.increment(bytesDelta) } : {}),
          updatedAt: FieldValue.serverTimestamp(),
        },
        { merge: true },
      );
    }
    const result: DirectoryUpdate =
      line !== null ? 'listed' : student!.exists ? 'invalid' : 'removed';
    return { result, layout };
  });
}

/**
 * Brings the written student's line up to date, and doubles the index when the write filled a
 * shard. Throws when the line could not be written, so that the event is delivered again: the
 * update reads the student afresh, so running it again is safe.
 */
export async function syncDirectoryLine(
  orgId: string,
  docId: string,
  before: DocumentSnapshot | undefined,
  after: DocumentSnapshot | undefined,
): Promise<DirectoryUpdate> {
  const delta = directoryBytesDelta(docId, before, after);
  try {
    const { result, layout } = await updateDirectoryEntry(orgId, docId, delta);
    if (delta > 0) await growIfFull(orgId, layout.shards, [directoryShardId(docId, layout.shards)]);
    return result;
  } catch (error) {
    if (isDocumentTooLarge(error)) {
      // The student is missing from the directory until this succeeds: loud, and the index is
      // doubled now rather than at the next write.
      logger.error('directory shard full: student not listed; doubling the index', {
        orgId,
        docId,
        error: String(error),
      });
      const state = await directoryStateRef(orgId).get();
      await growDirectory(orgId, layoutOf(state).shards).catch((failure: unknown) =>
        logger.error('directory growth failed', { orgId, error: String(failure) }),
      );
    }
    throw error;
  }
}
