import type { DeliveryState, Invitation } from '@village/model/organization';

export interface DeliveryStatus {
  /** The invitation email's state: the table words it (DELIVERY_STATE_LABELS in English). */
  state: DeliveryState;
  /** failed: why, as the sender recorded it (the SMTP server's words); undefined without one. */
  reason?: string;
  /** Sending it again could help: its delivery failed. */
  canResend: boolean;
  tone: 'pending' | 'ok' | 'error' | 'muted';
}

const TONES: Record<DeliveryState, DeliveryStatus['tone']> = {
  queued: 'pending',
  sending: 'pending',
  sent: 'ok',
  failed: 'error',
  outbox: 'muted',
  skipped: 'muted',
};

/**
 * What became of the invitation's email; a failure says why. No delivery yet: the functions have
 * not picked the invitation up yet.
 */
export function deliveryStatus(invitation: Pick<Invitation, 'delivery'>): DeliveryStatus {
  const delivery = invitation.delivery;
  if (!delivery) return { state: 'queued', canResend: false, tone: 'pending' };
  if (delivery.state === 'failed') {
    const reason = delivery.error?.trim() || undefined;
    return { state: 'failed', reason, canResend: true, tone: 'error' };
  }
  return { state: delivery.state, canResend: false, tone: TONES[delivery.state] };
}
