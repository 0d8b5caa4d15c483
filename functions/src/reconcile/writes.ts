// What a reconcile writes: the exact counters, in one transaction that checks the lease is still
// held, and the repair of the directory index, shard by shard, from each student as it is now.
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { CounterChange } from '@village/model/callables';
import { directoryShardBytes } from '@village/model/directory';
import {
  directoryShardsPath,
  monthlyStatsPath,
  organizationPath,
  studentsPath,
} from '@village/model/paths';
import { db } from '../app';
import { foldLeaseRef } from '../counter-fold';
import {
  deleteRetiredIndexes,
  directoryDrift,
  directoryLineOf,
  directoryShardsOf,
  directoryStateRef,
  growDirectory,
  layoutOf,
  type DirectoryLayout,
} from '../directory';
import { schoolsRef } from '../ledger';
import { levelsToMap, schoolsToList } from '../student-facts';
import { runTransaction } from '../transactions';
import { assertLeaseStillHeld } from './lease';
import {
  countMembers,
  SCAN_PAGE,
  storedEntries,
  type CounterDiff,
  type Snapshot,
} from './snapshot';

/** The change reported when directory lines were wrong, missing or extra (before: how many). */
export const DIRECTORY_CHANGE = 'directory (lines wrong, missing or extra)';

/** Students re-read per transaction of a shard's repair. */
const REPAIR_BATCH = SCAN_PAGE / 2;

/**
 * Writes the recounted counters, if any drifted, with `reconciledAt` = the snapshot's read time:
 * folds skip any entry written at or before it (ledger.ts), as the recount has it. Returns the
 * member counts the organization holds afterwards.
 */
export async function writeCounters(
  orgId: string,
  holder: string,
  snapshot: Snapshot,
  diff: CounterDiff,
): Promise<{ userCount: number; superAdminCount: number }> {
  const { userCount, superAdminCount, month } = snapshot;
  if (!diff.countersDrifted && !diff.monthlyDrifted) return { userCount, superAdminCount };
  return runTransaction(async (tx) => {
    // Members change outside the fold lease (members.ts): counted again here, in the write
    // itself, so that a change made since the snapshot is neither lost nor counted twice.
    const [lease, [memberCount, superAdmins]] = await Promise.all([
      tx.get(foldLeaseRef(orgId)),
      countMembers(tx, orgId),
    ]);
    assertLeaseStillHeld(lease, holder);
    let counts = { userCount, superAdminCount };
    if (diff.countersDrifted) {
      counts = { userCount: memberCount.data().count, superAdminCount: superAdmins.data().count };
      tx.update(db.doc(organizationPath(orgId)), {
        studentCount: diff.truth.studentCount,
        graduatedCount: diff.truth.graduatedCount,
        leftCount: diff.truth.leftCount,
        onRollSince: diff.truth.onRollSince,
        ...counts,
        stats: diff.truth.stats,
        statsMonth: month,
        levels: levelsToMap(diff.levels),
        // Writes at or before the snapshot are in this recount; member writes at or before this
        // transaction's count are in its member counts.
        reconciledAt: snapshot.readTime,
        membersReconciledAt: memberCount.readTime,
      });
      tx.set(schoolsRef(orgId), {
        schools: schoolsToList(diff.tally),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    // The month's figures are written whenever the counters are, so that the two agree.
    tx.set(db.doc(`${monthlyStatsPath(orgId)}/${month}`), {
      ...diff.figures,
      updatedAt: FieldValue.serverTimestamp(),
    });
    return counts;
  });
}

/**
 * The drifted lines of one shard, from the students as they are now, and the shard's `bytes` from
 * its lines. Nothing is written if the index changed layout since the snapshot (it doubled, or is
 * doubling: the copy writes whole shards, and the next reconcile checks the new one).
 */
async function repairDirectoryShard(
  orgId: string,
  layout: DirectoryLayout,
  shardId: string,
  docIds: string[],
): Promise<boolean> {
  const shardRef = db.doc(`${directoryShardsPath(orgId, layout.shards)}/${shardId}`);
  return runTransaction(async (tx) => {
    const [state, shard, ...students] = await tx.getAll(
      directoryStateRef(orgId),
      shardRef,
      ...docIds.map((docId) => db.doc(`${studentsPath(orgId)}/${docId}`)),
    );
    const now = layoutOf(state!);
    if (now.shards !== layout.shards || now.next !== null) return false;
    const lines: Record<string, unknown> = { ...storedEntries(shard!.get('entries')) };
    const entries: Record<string, unknown> = {};
    for (const student of students) {
      const line = student!.exists
        ? directoryLineOf(orgId, student!.id, student!.data() ?? {}, student!.updateTime)
        : null;
      entries[student!.id] = line ?? FieldValue.delete();
      if (line === null) delete lines[student!.id];
      else lines[student!.id] = line;
    }
    tx.set(
      shardRef,
      { entries, bytes: directoryShardBytes(lines), updatedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
    return true;
  });
}

/**
 * Repairs the directory lines and `bytes` that drifted from the snapshot, doubles the index if a
 * shard is past `maxShardBytes` (growDirectory, e.g. when a write was refused at Firestore's
 * limit), deletes the indexes it replaced. Returns the change to report.
 */
export async function reconcileDirectory(
  orgId: string,
  snapshot: Snapshot,
  maxShardBytes: number,
): Promise<CounterChange[]> {
  const { layout } = snapshot;
  const rebuilt = directoryShardsOf(snapshot.directory, layout.shards);
  if (rebuilt.invalid.length > 0) {
    logger.warn('students left out of the directory: invalid documents', {
      orgId,
      count: rebuilt.invalid.length,
      docIds: rebuilt.invalid.slice(0, 20),
    });
  }
  const drift = directoryDrift(snapshot.storedShards, rebuilt.shards);
  // Shards whose lines are right but whose bytes are not (counted before bytes existed, or a
  // retried event counted twice): their bytes are set from their lines.
  for (const [shardId, entries] of snapshot.storedShards) {
    if (
      !drift.lines.has(shardId) &&
      snapshot.storedBytes.get(shardId) !== directoryShardBytes(entries)
    )
      drift.lines.set(shardId, []);
  }
  for (const [shardId, docIds] of drift.lines) {
    for (let start = 0; start === 0 || start < docIds.length; start += REPAIR_BATCH) {
      await repairDirectoryShard(orgId, layout, shardId, docIds.slice(start, start + REPAIR_BATCH));
    }
  }
  const largest = Math.max(0, ...[...rebuilt.shards.values()].map(directoryShardBytes));
  if (largest > maxShardBytes) {
    logger.warn('directory shard past its size: doubling the index', {
      orgId,
      shards: layout.shards,
      largest,
    });
    const grown = await growDirectory(orgId, layout.shards);
    logger.info('directory growth', { orgId, ...grown });
  }
  const deleted = await deleteRetiredIndexes(orgId);
  if (deleted.length > 0) logger.info('retired directory indexes deleted', { orgId, deleted });
  return drift.wrongLines > 0
    ? [{ field: DIRECTORY_CHANGE, before: drift.wrongLines, after: 0 }]
    : [];
}
