// organizations/{orgId}/activities: the Recent Activities feed keeps its newest ACTIVITY_FEED_SIZE
// entries (the dashboard shows the newest few). An event that adds one looks at the feed's length
// (one aggregation read) and prunes it back to ACTIVITY_FEED_SIZE once FEED_SLACK more have
// gathered; a reconcile prunes it exactly. One pruner at a time: the pruner holds the lease
// organizations/{orgId}/private/feed (lease.ts), and the others leave the work to it. When every
// event pruned in a transaction of its own, a burst of writes (an office's phones syncing a day's
// work) had dozens of them read the same documents and then each wait to write them: stuck on
// each other's read locks until the lock timeout, then backing off, a second or more apiece.
//
// Nothing is left unpruned: an event commits its activity, then looks at the lease; a pruner
// releases the lease, then counts again. Either the event finds the lease free (and prunes), or
// the pruner's count comes after the event's activity.
import { randomUUID } from 'node:crypto';
import { ACTIVITY_FEED_SIZE } from '@village/model/activity';
import { activitiesPath, organizationPath } from '@village/model/paths';
import { db } from './app';
import { releaseLease, takeLease } from './lease';
import { runTransaction } from './transactions';

/** Activities an event lets gather beyond the bound before it prunes. */
export const FEED_SLACK = 25;
/** A pruner's claim; a pruning takes well under a second. */
const FEED_LEASE_MS = 60_000;
/** Activities deleted per transaction. */
const PRUNE_BATCH = 200;

/** Functions-only: who prunes the feed now. */
export const feedLeaseRef = (orgId: string) => db.doc(`${organizationPath(orgId)}/private/feed`);

/**
 * Deletes the activities beyond the newest ACTIVITY_FEED_SIZE when more than `slack` are beyond
 * it, unless another pruner is at work (it counts again when it is done). Returns how many this
 * call deleted.
 */
export async function pruneActivities(
  orgId: string,
  { slack = 0 }: { slack?: number } = {},
): Promise<number> {
  const feed = db.collection(activitiesPath(orgId));
  const lease = feedLeaseRef(orgId);
  let deleted = 0;
  for (;;) {
    // An aggregation: one read, however long the feed.
    if ((await feed.count().get()).data().count <= ACTIVITY_FEED_SIZE + slack) return deleted;
    const holder = randomUUID();
    if (!(await takeLease(lease, holder, FEED_LEASE_MS))) return deleted;
    try {
      for (;;) {
        const removed = await deleteOldest(orgId, holder);
        deleted += removed;
        if (removed < PRUNE_BATCH) break;
      }
    } finally {
      await releaseLease(lease, holder);
    }
  }
}

/**
 * Deletes up to PRUNE_BATCH of the oldest activities beyond the bound, counted in the same
 * transaction, while `holder` still holds the lease: a pruner whose claim expired under it and
 * was taken by another deletes nothing, so two never delete the same surplus twice over.
 */
function deleteOldest(orgId: string, holder: string): Promise<number> {
  const feed = db.collection(activitiesPath(orgId));
  return runTransaction(async (tx) => {
    const [lease, counted] = await Promise.all([tx.get(feedLeaseRef(orgId)), tx.get(feed.count())]);
    if (lease.get('holder') !== holder) return 0;
    const surplus = counted.data().count - ACTIVITY_FEED_SIZE;
    if (surplus <= 0) return 0;
    const oldest = await tx.get(
      feed.orderBy('at', 'asc').limit(Math.min(surplus, PRUNE_BATCH)).select(),
    );
    for (const doc of oldest.docs) tx.delete(doc.ref);
    return oldest.size;
  });
}
