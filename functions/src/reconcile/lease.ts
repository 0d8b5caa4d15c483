// The reconcile's hold on the fold lease (counter-fold/lease.ts): while a reconcile holds it no fold
// changes the counters, so the counters it writes are exact as of its snapshot.
import { randomUUID } from 'node:crypto';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { refuse } from '../callable';
import {
  foldPendingCounters,
  leaseHeld,
  RECONCILE_HOLDER,
  releaseFoldLease,
  takeFoldLease,
} from '../counter-fold';

/** How long the reconcile waits for a running fold to finish before giving up. */
const LEASE_WAIT_MS = 120_000;

async function takeLeaseForReconcile(orgId: string, holder: string): Promise<void> {
  const deadline = Date.now() + LEASE_WAIT_MS;
  while (!(await takeFoldLease(orgId, holder))) {
    if (Date.now() > deadline) {
      throw refuse('aborted', 'countersBeingUpdated');
    }
    await new Promise((resolve) => setTimeout(resolve, 250 + Math.random() * 250));
  }
}

/**
 * Runs `work` holding the fold lease under a reconcile's name (RECONCILE_HOLDER), which it is
 * given; then releases the lease, even when `work` failed, and folds what arrived meanwhile
 * (entries after the snapshot).
 */
export async function withReconcileLease<T>(
  orgId: string,
  now: () => Date,
  work: (holder: string) => Promise<T>,
): Promise<T> {
  const holder = `${RECONCILE_HOLDER}${randomUUID()}`;
  await takeLeaseForReconcile(orgId, holder);
  let result: T;
  try {
    result = await work(holder);
  } finally {
    await releaseFoldLease(orgId, holder);
  }
  await foldPendingCounters(orgId, now);
  return result;
}

/**
 * Throws unless `holder` still holds the lease and it is still valid: an expired lease may have let
 * an import or a fold in unseen, and the counters recounted from the snapshot would miss it.
 */
export function assertLeaseStillHeld(lease: DocumentSnapshot, holder: string): void {
  if (lease.get('holder') !== holder || !leaseHeld(lease, Date.now())) {
    throw new Error('The fold lease expired during the reconcile; nothing was written');
  }
}
