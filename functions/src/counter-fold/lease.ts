// The fold lease, organizations/{orgId}/private/fold: one folder at a time, or a reconcile
// (RECONCILE_HOLDER), holds it. It is taken and released by writes conditioned on the lease being
// unchanged since it was read, never in a transaction, so that hundreds of events looking at it at
// once neither lock it nor retry; a holder that dies leaves a claim that expires after LEASE_MS.
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { organizationPath } from '@village/model/paths';
import { db } from '../app';

/** How long a folder's claim lasts without a renewal (every batch renews it). */
export const LEASE_MS = 60_000;

export const foldLeaseRef = (orgId: string) => db.doc(`${organizationPath(orgId)}/private/fold`);

/** A reconcile's name as holder of the fold lease starts with this (reconcile/, import.ts). */
export const RECONCILE_HOLDER = 'reconcile-';

/** Whether someone holds the fold lease now (a folder, or a reconcile: RECONCILE_HOLDER). */
export function leaseHeld(lease: DocumentSnapshot, nowMs: number): boolean {
  const until: unknown = lease.get('until');
  return (
    lease.exists &&
    typeof lease.get('holder') === 'string' &&
    until instanceof Timestamp &&
    until.toMillis() > nowMs
  );
}

/** A write refused because someone else wrote first: the document changed, or exists already. */
function lostRace(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 9 || code === 6; // FAILED_PRECONDITION, ALREADY_EXISTS
}

/**
 * Takes the fold lease when it is free or expired; false when another folder holds it or took it
 * first. No transaction: a write conditioned on the lease being unchanged since it was read, so
 * that hundreds of events looking at once never lock the lease or retry.
 */
export async function takeFoldLease(orgId: string, holder: string): Promise<boolean> {
  const ref = foldLeaseRef(orgId);
  const lease = await ref.get();
  if (leaseHeld(lease, Date.now())) return false;
  const claim = { holder, until: Timestamp.fromMillis(Date.now() + LEASE_MS) };
  try {
    if (lease.exists && lease.updateTime) {
      await ref.update(claim, { lastUpdateTime: lease.updateTime });
    } else await ref.create(claim);
    return true;
  } catch (error) {
    if (lostRace(error)) return false;
    throw error;
  }
}

/** Frees the lease if this holder still has it (conditioned like takeFoldLease). */
export async function releaseFoldLease(orgId: string, holder: string): Promise<void> {
  const ref = foldLeaseRef(orgId);
  const lease = await ref.get();
  if (lease.get('holder') !== holder || !lease.updateTime) return;
  try {
    await ref.update({ holder: null, until: null }, { lastUpdateTime: lease.updateTime });
  } catch (error) {
    if (!lostRace(error)) throw error;
  }
}

/**
 * Extends the lease of a holder that works longer than LEASE_MS outside transactions (the
 * reconcile, between pages of its scan); throws when the holder no longer has it.
 */
export async function renewFoldLease(orgId: string, holder: string): Promise<void> {
  const ref = foldLeaseRef(orgId);
  const lease = await ref.get();
  if (!leaseHeld(lease, Date.now()) || lease.get('holder') !== holder || !lease.updateTime) {
    throw new Error(`The fold lease of ${orgId} is no longer held by ${holder}`);
  }
  await ref.update(
    { until: Timestamp.fromMillis(Date.now() + LEASE_MS) },
    { lastUpdateTime: lease.updateTime },
  );
}
