// Where an invitation's email is: `delivery` on the invitation (state, attempts, the lease of the
// sender that claimed it). The callables queue an email with queuedDelivery, in the transaction
// that creates, renews or resends the invitation; the trigger and the sweep read the rest.
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { DeliveryState } from '@village/model/organization';
import { asCount } from '../student-facts';

/**
 * How long a claim holds: longer than the trigger may run (TIMEOUT_SECONDS, during which
 * nodemailer gives up on a silent server), so a live sender never loses its claim to another.
 * A queued email that no function has claimed by then is queued again by the sweep.
 */
export const LEASE_MS = 5 * 60 * 1000;
/** How long the trigger may run (trigger.ts). */
export const TIMEOUT_SECONDS = 120;
/** Claims per queuing: after that many crashed or interrupted sends, the delivery fails. */
export const MAX_SEND_ATTEMPTS = 3;

/** The delivery of a freshly queued email (invite, resend), as the callables write it. */
export function queuedDelivery(now: Timestamp) {
  return {
    state: 'queued' satisfies DeliveryState,
    attempts: 0,
    queuedAt: now,
    leaseExpiresAt: Timestamp.fromMillis(now.toMillis() + LEASE_MS),
  };
}

export function stateOf(snapshot: DocumentSnapshot): unknown {
  return snapshot.get('delivery.state');
}

export function leaseOf(snapshot: DocumentSnapshot): Timestamp | undefined {
  const lease: unknown = snapshot.get('delivery.leaseExpiresAt');
  return lease instanceof Timestamp ? lease : undefined;
}

/** Claims since the last queuing by a person; absent or not a number reads as none. */
export function attemptsOf(snapshot: DocumentSnapshot): number {
  return asCount(snapshot.get('delivery.attempts'));
}

/**
 * Whether a write left an email for the trigger to deliver: a pending invitation whose delivery
 * is queued, or absent (an invitation written with the Admin SDK, e.g. by a script, is sent too).
 */
export function awaitsDelivery(data: Record<string, unknown> | undefined): boolean {
  if (data?.status !== 'pending') return false;
  const delivery = data.delivery as { state?: unknown } | undefined;
  return delivery === undefined || delivery.state === 'queued';
}
