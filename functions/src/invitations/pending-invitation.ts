// An invitation as the callables that change it read it: its document, the pending invitation a
// super_admin may revoke or resend, and what becomes of its email when it stops being pending.
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import type { HttpsError } from 'firebase-functions/https';
import { invitationsPath } from '@village/model/paths';
import type { RefusalAction } from '@village/model/refusals';
import { db } from '../app';
import { orgName, refuse, requireRole } from '../callable';

/** organizations/{orgId}/invitations/{email}: the lower-cased email is the id. */
export const invitationRef = (orgId: string, email: string) =>
  db.doc(`${invitationsPath(orgId)}/${email}`);

/** The refusal for an invitation that is no longer pending. */
function notPending(email: string, status: unknown): HttpsError {
  const key =
    status === 'accepted'
      ? 'alreadyAccepted'
      : status === 'revoked'
        ? 'invitationRevoked'
        : 'invitationNotPending';
  return refuse('failed-precondition', key, { email });
}

/**
 * The pending invitation of `email` to the organization, read in the transaction after checking
 * that the caller is its super_admin; otherwise the refusal the user sees.
 */
export async function pendingInvitation(
  tx: Transaction,
  orgId: string,
  email: string,
  callerUid: string,
  action: RefusalAction,
): Promise<{ invitation: DocumentSnapshot; me: DocumentSnapshot }> {
  const { org, member: me } = await requireRole(tx, orgId, callerUid, ['super_admin'], action);
  const invitation = await tx.get(invitationRef(orgId, email));
  if (!invitation.exists) {
    throw refuse('not-found', 'noInvitation', { email, org: orgName(org) });
  }
  const status: unknown = invitation.get('status');
  if (status !== 'pending') throw notPending(email, status);
  return { invitation, me };
}

/**
 * An email still queued when its invitation stops being pending is not sent (skipped); one being
 * sent goes on and records its outcome.
 */
export function withdrawnEmail(invitation: DocumentSnapshot): Record<string, unknown> {
  return invitation.get('delivery.state') === 'queued'
    ? {
        delivery: {
          state: 'skipped',
          attempts: invitation.get('delivery.attempts') ?? 0,
        },
      }
    : {};
}
