import {
  DELIVERY_ERRORS,
  type DeliveryErrorKey,
  type DeliveryState,
  type Invitation,
} from '@village/model/organization';
import { templatePattern } from '../../../lib/i18n/templates';

/**
 * Why an email failed: one of our own reasons (DELIVERY_ERRORS), which the table words in the
 * reader's language, or the SMTP server's words, shown as they are (they are not ours).
 */
export type DeliveryReason =
  { key: DeliveryErrorKey; values: Record<string, string> } | { text: string };

export interface DeliveryStatus {
  /** The invitation email's state: the table words it (DELIVERY_STATE_LABELS in English). */
  state: DeliveryState;
  /** failed: why, as the sender recorded it; undefined without a reason. */
  reason?: DeliveryReason;
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

const ownReasons = (Object.keys(DELIVERY_ERRORS) as DeliveryErrorKey[]).map((key) => ({
  key,
  pattern: templatePattern(DELIVERY_ERRORS[key]),
}));

/** A recorded delivery error as one of our reasons, with its values, or as the server's words. */
export function deliveryReason(error: string): DeliveryReason {
  for (const { key, pattern } of ownReasons) {
    const match = pattern.exec(error);
    if (match) return { key, values: { ...match.groups } };
  }
  return { text: error };
}

/**
 * What became of the invitation's email; a failure says why. No delivery yet: the functions have
 * not picked the invitation up yet.
 */
export function deliveryStatus(invitation: Pick<Invitation, 'delivery'>): DeliveryStatus {
  const delivery = invitation.delivery;
  if (!delivery) return { state: 'queued', canResend: false, tone: 'pending' };
  if (delivery.state === 'failed') {
    const error = delivery.error?.trim();
    const reason = error ? deliveryReason(error) : undefined;
    return { state: 'failed', reason, canResend: true, tone: 'error' };
  }
  return { state: delivery.state, canResend: false, tone: TONES[delivery.state] };
}
