// One reconcile of one organization: recount it from its documents and repair any drift of
// studentCount, userCount, superAdminCount, stats, statsMonth, the per-level counts (levels), the
// school tally and this month's monthlyStats, and of the directory index (directory/{shardId}).
//
// No giant transaction: the reconcile
//  1. takes the fold lease (lease.ts), so that no fold changes the counters meanwhile;
//  2. reads in one READ-ONLY transaction, which locks nothing and sees one snapshot at its read
//     time T: aggregation counts of students and members, then the students page by page, the
//     directory shards and the school tally (snapshot.ts), and recounts the counters from them;
//  3. writes the exact counters with `reconciledAt` = T. Folds skip any entry whose write is at or
//     before T (ledger.ts): the recount has it. Entries after T are folded on top afterwards;
//  4. rewrites only the directory lines that drifted, from each student as it is NOW (as the
//     directory trigger does), per shard, and sets each shard's `bytes` from its lines; doubles
//     the index if a shard holds more than DIRECTORY_SHARD_MAX_BYTES, and deletes the indexes it
//     replaced (writes.ts);
//  5. releases the lease and folds what arrived meanwhile.
import { logger } from 'firebase-functions';
import type { ReconcileReport } from '@village/model/callables';
import { DIRECTORY_SHARD_MAX_BYTES } from '@village/model/directory';
import { monthKey } from '@village/model/paths';
import { withReconcileLease } from './lease';
import { diffCounters, readSnapshot } from './snapshot';
import { reconcileDirectory, writeCounters } from './writes';

export interface ReconcileOptions {
  /** Runs between the snapshot and the writes: tests change members there. */
  afterSnapshot?: () => Promise<void>;
  /** The size past which the index doubles (tests lower it). */
  maxShardBytes?: number;
}

/** Recounts one organization and repairs what drifted; returns the exact figures and the changes. */
export async function reconcileCounters(
  orgId: string,
  now: () => Date = () => new Date(),
  { afterSnapshot, maxShardBytes = DIRECTORY_SHARD_MAX_BYTES }: ReconcileOptions = {},
): Promise<ReconcileReport> {
  return withReconcileLease(orgId, now, async (holder) => {
    const month = monthKey(now());
    const snapshot = await readSnapshot(orgId, month, holder);
    await afterSnapshot?.();
    const diff = diffCounters(snapshot);
    const { userCount, superAdminCount } = await writeCounters(orgId, holder, snapshot, diff);
    const changes = [...diff.changes];
    // The directory index, compared with the same snapshot.
    if (snapshot.layout.next === null) {
      changes.push(...(await reconcileDirectory(orgId, snapshot, maxShardBytes)));
    } else {
      logger.info('directory index doubling: checked at the next reconcile', { orgId });
    }
    return {
      orgId,
      month,
      counters: {
        studentCount: diff.truth.studentCount,
        stats: diff.truth.stats,
        graduatedCount: diff.truth.graduatedCount,
        leftCount: diff.truth.leftCount,
        userCount,
        superAdminCount,
      },
      changes,
    };
  });
}
