// The invitation quotas (model/src/limits.ts): an organization's invitation emails of the day, the
// inviter's across all their organizations, and the organization's pending invitations, all
// counted inside the transaction that would add one, so that callables running at once cannot
// pass the limits together.
import type { DocumentReference, Timestamp, Transaction } from 'firebase-admin/firestore';
import { todayIso } from '@village/model/dates';
import { INVITATION_QUOTAS } from '@village/model/limits';
import { invitationQuotaPath, invitationsPath, inviterQuotaPath } from '@village/model/paths';
import { db } from '../app';
import { refuse } from '../callable';

interface DayCount {
  ref: DocumentReference;
  sent: number;
}

export interface InvitationQuota {
  day: string;
  organization: DayCount;
  inviter: DayCount;
}

async function dayCount(tx: Transaction, path: string, day: string): Promise<DayCount> {
  const ref = db.doc(path);
  const quota = await tx.get(ref);
  return { ref, sent: quota.get('day') === day ? Number(quota.get('emails') ?? 0) : 0 };
}

/**
 * The invitation emails of the day (India's): the organization's, and the inviter's across their
 * organizations. Every send reads these documents in its transaction and writes them
 * (spendInvitationEmail), so sends in parallel run one after the other, each seeing the ones
 * before, and cannot pass the quotas together; a new invitation reads them before it counts the
 * pending ones, for the same reason.
 */
export async function readInvitationQuota(
  tx: Transaction,
  orgId: string,
  inviterUid: string,
  now: Timestamp,
): Promise<InvitationQuota> {
  const day = todayIso(now.toDate());
  const [organization, inviter] = await Promise.all([
    dayCount(tx, invitationQuotaPath(orgId), day),
    dayCount(tx, inviterQuotaPath(inviterUid), day),
  ]);
  return { day, organization, inviter };
}

/** Counts one email against the day's quotas, or refuses past either (resource-exhausted).
 * Writes: after the transaction's reads. */
export function spendInvitationEmail(tx: Transaction, quota: InvitationQuota, now: Timestamp) {
  if (quota.organization.sent >= INVITATION_QUOTAS.emailsPerDay) {
    throw refuse('resource-exhausted', 'emailsPerDay', {
      count: INVITATION_QUOTAS.emailsPerDay,
    });
  }
  if (quota.inviter.sent >= INVITATION_QUOTAS.emailsPerInviterPerDay) {
    throw refuse('resource-exhausted', 'inviterEmailsPerDay', {
      count: INVITATION_QUOTAS.emailsPerInviterPerDay,
    });
  }
  for (const { ref, sent } of [quota.organization, quota.inviter])
    tx.set(ref, { day: quota.day, emails: sent + 1, updatedAt: now });
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
