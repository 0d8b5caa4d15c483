// The fold lease, organizations/{orgId}/private/fold (a lease: ../lease.ts): one folder at a time,
// or a reconcile (RECONCILE_HOLDER), holds it.
import { organizationPath } from '@village/model/paths';
import { db } from '../app';
import { releaseLease, renewLease, takeLease } from '../lease';

export { leaseHeld } from '../lease';

/** How long a folder's claim lasts without a renewal (every batch renews it). */
export const LEASE_MS = 60_000;

export const foldLeaseRef = (orgId: string) => db.doc(`${organizationPath(orgId)}/private/fold`);

/** A reconcile's name as holder of the fold lease starts with this (reconcile/, import.ts). */
export const RECONCILE_HOLDER = 'reconcile-';

/** Takes the fold lease when it is free or expired; false when another folder holds it or took it first. */
export function takeFoldLease(orgId: string, holder: string): Promise<boolean> {
  return takeLease(foldLeaseRef(orgId), holder, LEASE_MS);
}

/** Frees the fold lease if this holder still has it. */
export function releaseFoldLease(orgId: string, holder: string): Promise<void> {
  return releaseLease(foldLeaseRef(orgId), holder);
}

/**
 * Extends the lease of a holder that works longer than LEASE_MS outside transactions (the
 * reconcile, between pages of its scan); throws when the holder no longer has it.
 */
export function renewFoldLease(orgId: string, holder: string): Promise<void> {
  return renewLease(foldLeaseRef(orgId), holder, LEASE_MS);
}
