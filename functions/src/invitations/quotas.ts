// The invitation quotas (model/src/limits.ts): an organization's invitation emails of the day, and
// its pending invitations, both counted inside the transaction that would add one, so that
// callables running at once cannot pass the limits together.
import type { DocumentReference, Timestamp, Transaction } from 'firebase-admin/firestore';
import { todayIso } from '@village/model/dates';
import { INVITATION_QUOTAS } from '@village/model/limits';
import { invitationQuotaPath, invitationsPath } from '@village/model/paths';
import { db } from '../app';
import { refuse } from '../callable';

export interface InvitationQuota {
  ref: DocumentReference;
  day: string;
  sent: number;
}

/**
 * The organization's invitation emails of the day (India's). Every send reads this one document
 * in its transaction and writes it (spendInvitationEmail), so sends in parallel run one after the
 * other, each seeing the ones before, and cannot pass the quotas together; a new invitation reads
 * it before it counts the pending ones, for the same reason.
 */
export async function readInvitationQuota(
  tx: Transaction,
  orgId: string,
  now: Timestamp,
): Promise<InvitationQuota> {
  const ref = db.doc(invitationQuotaPath(orgId));
  const quota = await tx.get(ref);
  const day = todayIso(now.toDate());
  return { ref, day, sent: quota.get('day') === day ? Number(quota.get('emails') ?? 0) : 0 };
}

/** Counts one email against the day's quota, or refuses past it (resource-exhausted). Writes:
 * after the transaction's reads. */
export function spendInvitationEmail(tx: Transaction, quota: InvitationQuota, now: Timestamp) {
  if (quota.sent >= INVITATION_QUOTAS.emailsPerDay) {
    throw refuse('resource-exhausted', 'emailsPerDay', {
      count: INVITATION_QUOTAS.emailsPerDay,
    });
  }
  tx.set(quota.ref, { day: quota.day, emails: quota.sent + 1, updatedAt: now });
}

/** Refuses a new invitation while the organization has INVITATION_QUOTAS.pending pending. */
export async function requirePendingRoom(tx: Transaction, orgId: string): Promise<void> {
  const pending = await tx.get(
    db.collection(invitationsPath(orgId)).where('status', '==', 'pending').count(),
  );
  if (pending.data().count >= INVITATION_QUOTAS.pending) {
    throw refuse('resource-exhausted', 'pendingInvitations', { count: INVITATION_QUOTAS.pending });
  }
}
