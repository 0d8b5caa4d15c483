import { Timestamp } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/https';
import { resendInvitationInputSchema, type ResendInvitationResult } from '@village/model/callables';
import {
  DELIVERY_STATES,
  isDeliveryInFlight,
  type DeliveryState,
} from '@village/model/organization';
import { logged, parseInput, refuse, requireVerifiedCaller } from '../callable';
import { queuedDelivery } from '../invitation-delivery';
import { runTransaction } from '../transactions';
import { pendingInvitation } from './pending-invitation';
import { readInvitationQuota, spendInvitationEmail } from './quotas';

function isDeliveryState(value: unknown): value is DeliveryState {
  return (DELIVERY_STATES as readonly unknown[]).includes(value);
}

// Callable: a super_admin sends the email of a pending, unexpired invitation again (after a failed
// delivery, or when the invitee lost it): its delivery is queued anew, a new attempt, in the same
// transaction that checks it; the trigger sends it. Refused while the email is still on its way.
export const resendInvitation = onCall(async (request): Promise<ResendInvitationResult> => {
  const caller = requireVerifiedCaller(request, 'resendInvitations');
  const { orgId, email } = parseInput(resendInvitationInputSchema, request.data);
  return logged('resendInvitation', { orgId, email, by: caller.uid }, () =>
    runTransaction(async (tx) => {
      const { invitation } = await pendingInvitation(
        tx,
        orgId,
        email,
        caller.uid,
        'resendInvitations',
      );
      const now = Timestamp.now();
      const quota = await readInvitationQuota(tx, orgId, caller.uid, now);
      const expiresAt: unknown = invitation.get('expiresAt');
      if (!(expiresAt instanceof Timestamp) || expiresAt.toMillis() <= now.toMillis()) {
        throw refuse('failed-precondition', 'invitationExpired', { email });
      }
      const state: unknown = invitation.get('delivery.state');
      const lease: unknown = invitation.get('delivery.leaseExpiresAt');
      const delivery = isDeliveryState(state)
        ? { state, ...(lease instanceof Timestamp ? { leaseExpiresAt: lease.toDate() } : {}) }
        : undefined;
      if (isDeliveryInFlight(delivery, now.toDate())) {
        throw refuse('failed-precondition', 'emailOnItsWay', { email });
      }
      spendInvitationEmail(tx, quota, now);
      tx.update(invitation.ref, { delivery: queuedDelivery(now) });
      return { orgId, email };
    }),
  );
});
