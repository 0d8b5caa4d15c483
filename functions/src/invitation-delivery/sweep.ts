import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/scheduler';
import { DELIVERY_ERRORS } from '@village/model/organization';
import { COLLECTIONS } from '@village/model/paths';
import { db } from '../app';
import { runTransaction } from '../transactions';
import { attemptsOf, leaseOf, queuedDelivery, stateOf } from './delivery-state';

/** Stuck deliveries the sweep takes per run; the next run takes the rest. */
const SWEEP_BATCH = 200;

/**
 * Queues again every delivery stuck past its lease: claimed by a sender that never recorded an
 * outcome (it crashed, or ran out of time), or queued but never claimed (its event was lost).
 * Writing it queued starts a new event, which the trigger delivers. A stuck invitation that is no
 * longer pending is marked failed instead. Exported for the tests.
 */
export async function requeueStuckDeliveries(
  now: Timestamp = Timestamp.now(),
): Promise<{ requeued: string[]; closed: string[] }> {
  // A collection-group range on one field (index: firestore.indexes.json, fieldOverrides).
  const stuck = await db
    .collectionGroup(COLLECTIONS.invitations)
    .where('delivery.leaseExpiresAt', '<=', now)
    .orderBy('delivery.leaseExpiresAt')
    .limit(SWEEP_BATCH)
    .get();
  const requeued: string[] = [];
  const closed: string[] = [];
  for (const found of stuck.docs) {
    const action = await runTransaction(async (tx) => {
      const invitation = await tx.get(found.ref);
      const state = stateOf(invitation);
      const lease = leaseOf(invitation);
      if (
        (state !== 'queued' && state !== 'sending') ||
        !lease ||
        lease.toMillis() > now.toMillis()
      )
        return 'skip'; // delivered, or claimed again, since the query
      const status: unknown = invitation.get('status');
      if (status !== 'pending') {
        tx.update(found.ref, {
          delivery: {
            state: 'failed',
            attempts: attemptsOf(invitation),
            error:
              status === 'revoked' || status === 'accepted'
                ? DELIVERY_ERRORS[status]
                : DELIVERY_ERRORS.notPending,
          },
        });
        return 'closed';
      }
      // Attempts are kept: a delivery that keeps crashing gives up after MAX_SEND_ATTEMPTS.
      const queuedAt: unknown = invitation.get('delivery.queuedAt');
      tx.update(found.ref, {
        delivery: {
          ...queuedDelivery(Timestamp.now()),
          attempts: attemptsOf(invitation),
          ...(queuedAt instanceof Timestamp ? { queuedAt } : {}),
        },
      });
      return 'requeued';
    });
    if (action === 'requeued') requeued.push(found.ref.path);
    if (action === 'closed') closed.push(found.ref.path);
  }
  return { requeued, closed };
}

// Every 10 minutes: no invitation email stays stuck between queued and sent.
export const sweepInvitationDeliveries = onSchedule(
  { schedule: 'every 10 minutes', timeoutSeconds: 300 },
  async () => {
    const { requeued, closed } = await requeueStuckDeliveries();
    if (requeued.length || closed.length) {
      logger.warn('stuck invitation deliveries', { requeued, closed });
    }
  },
);
