// Exactly-once processing of at-least-once trigger events. Every trigger runs one transaction that
// creates organizations/{orgId}/counterEvents/{eventId} beside its other writes: a redelivered
// event finds its entry and changes nothing. Entries expire (the TTL policy on expireAt in
// firestore.indexes.json deletes them) long after any redelivery.
//
// The reconcile recounts an organization in a transaction and stamps `reconciledAt` with that
// transaction's commit time. A student or member write committed at or before that time is already
// in the recount, so its event, even when processed later, leaves the counters alone.
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { organizationPath } from '@village/model/paths';
import { db } from './app';
import { notAfter } from './event-time';

export const LEDGER_COLLECTION = 'counterEvents';
/**
 * Twice the 7 days for which Cloud Functions redelivers a retried event: an entry that expired
 * with the retry window would let a last redelivery count again.
 */
const LEDGER_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** A done reconcile request is only a record of the round: kept a month, then deleted (TTL). */
export const RECONCILE_REQUEST_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Functions-only documents of an organization: no client may read them (firestore.rules). */
export const schoolsRef = (orgId: string) => db.doc(`${organizationPath(orgId)}/private/schools`);

export const ledgerRef = (orgId: string, eventId: string) =>
  db.doc(`${organizationPath(orgId)}/${LEDGER_COLLECTION}/${eventId}`);

export function ledgerEntry(kind: string, details: Record<string, unknown> = {}) {
  return {
    kind,
    ...details,
    at: FieldValue.serverTimestamp(),
    expireAt: Timestamp.fromMillis(Date.now() + LEDGER_TTL_MS),
  };
}

/** Whether a write committed at `writeTime` is already counted by the organization's last reconcile. */
export function coveredByReconcile(org: DocumentSnapshot, writeTime: Timestamp): boolean {
  const reconciledAt: unknown = org.get('reconciledAt');
  return reconciledAt instanceof Timestamp && notAfter(writeTime, reconciledAt);
}

/**
 * Whether a member write committed at `writeTime` is already in the member counts of the
 * organization's last reconcile, which counts the members in its write transaction
 * (reconcile/writes.ts).
 */
export function memberCoveredByReconcile(org: DocumentSnapshot, writeTime: Timestamp): boolean {
  const counted: unknown = org.get('membersReconciledAt');
  return counted instanceof Timestamp
    ? notAfter(writeTime, counted)
    : coveredByReconcile(org, writeTime);
}
