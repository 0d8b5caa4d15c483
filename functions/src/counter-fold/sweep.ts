// The sweep that folds what dead folders left pending (students.ts runs it every minute,
// sweepPendingCounters), so that the counters are right within about two minutes even when no
// other write comes.
import { FieldPath, type DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../app';
import { LEDGER_COLLECTION } from '../ledger';
import { FOLD_BATCH, foldPendingCounters } from './fold';

/** Organizations the sweep looks at per run: more wait for the next minute. */
const SWEEP_ORGANIZATIONS = 100;
/** Pages of pending entries the sweep reads per run (FOLD_BATCH each). */
const SWEEP_PAGES = 5;

/**
 * Folds the entries that dead folders left pending, in every organization that has any: called
 * every minute (students.ts, sweepPendingCounters). One query over all ledgers, for entries still
 * pending (usually none: one read); an organization whose folder is alive is skipped by the lease,
 * and that folder looks for more entries itself before it stops. Returns the organizations folded.
 */
export async function foldAbandonedCounters(
  now: () => Date = () => new Date(),
): Promise<{ orgId: string; folded: number }[]> {
  const orgIds = new Set<string>();
  let after: DocumentSnapshot | undefined;
  // Pages of pending entries, until enough organizations are found: one organization's backlog
  // (an import's) must not hide the others. At most SWEEP_PAGES pages, so that a minute's sweep
  // reads a bounded number of entries however large a backlog is (its own folder works it off).
  for (let pages = 0; pages < SWEEP_PAGES && orgIds.size < SWEEP_ORGANIZATIONS; pages += 1) {
    let query = db
      .collectionGroup(LEDGER_COLLECTION)
      .where('pending', '==', true)
      .orderBy(FieldPath.documentId())
      .limit(FOLD_BATCH)
      .select();
    if (after) query = query.startAfter(after);
    const page = await query.get();
    for (const entry of page.docs) {
      const orgId = entry.ref.parent.parent?.id;
      if (orgId) orgIds.add(orgId);
    }
    if (page.size < FOLD_BATCH) break;
    after = page.docs[page.docs.length - 1];
  }
  const results: { orgId: string; folded: number }[] = [];
  for (const orgId of orgIds) {
    const folded = await foldPendingCounters(orgId, now);
    if (folded > 0) results.push({ orgId, folded });
  }
  return results;
}
