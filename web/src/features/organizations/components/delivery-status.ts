import {
  DELIVERY_STATE_LABELS,
  type DeliveryState,
  type Invitation,
} from '@village/model/organization';

export interface DeliveryStatus {
  /** The invitation email's state, in words. */
  text: string;
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
 * What became of the invitation's email, in the model's words (DELIVERY_STATE_LABELS); a failure
 * says why. No delivery yet: the functions have not picked the invitation up yet.
 */
export function deliveryStatus(invitation: Pick<Invitation, 'delivery'>): DeliveryStatus {
  const delivery = invitation.delivery;
  if (!delivery) return { text: DELIVERY_STATE_LABELS.queued, canResend: false, tone: 'pending' };
  const label = DELIVERY_STATE_LABELS[delivery.state];
  if (delivery.state === 'failed') {
    return {
      text: `${label}: ${delivery.error?.trim() || 'no reason given'}`,
      canResend: true,
      tone: 'error',
    };
  }
  return { text: label, canResend: false, tone: TONES[delivery.state] };
}
