import { describe, expect, it } from 'vitest';
import {
  DELIVERY_STATE_LABELS,
  DELIVERY_STATES,
  invitationDocSchema,
  isDeliveryInFlight,
} from './organization';

const now = new Date('2026-03-01T10:00:00Z');
const later = new Date('2026-03-01T10:05:00Z');
const earlier = new Date('2026-03-01T09:55:00Z');

describe('invitation delivery', () => {
  it('labels every state', () => {
    expect(Object.keys(DELIVERY_STATE_LABELS).sort()).toEqual([...DELIVERY_STATES].sort());
  });

  it('is in flight only while queued or sending under an unexpired lease', () => {
    expect(isDeliveryInFlight(undefined, now)).toBe(false);
    expect(isDeliveryInFlight({ state: 'queued', leaseExpiresAt: later }, now)).toBe(true);
    expect(isDeliveryInFlight({ state: 'sending', leaseExpiresAt: later }, now)).toBe(true);
    expect(isDeliveryInFlight({ state: 'sending', leaseExpiresAt: earlier }, now)).toBe(false);
    expect(isDeliveryInFlight({ state: 'sending', leaseExpiresAt: now }, now)).toBe(false);
    expect(isDeliveryInFlight({ state: 'queued' }, now)).toBe(false);
    for (const state of ['sent', 'failed', 'outbox', 'skipped'] as const) {
      expect(isDeliveryInFlight({ state, leaseExpiresAt: later }, now), state).toBe(false);
    }
  });

  it('parses the delivery the functions write', () => {
    const invitation = invitationDocSchema.parse({
      email: 'asha@example.com',
      orgName: 'Gyan Jyoti Academy',
      role: 'end_user',
      status: 'pending',
      invitedBy: 'u1',
      createdAt: now,
      expiresAt: later,
      delivery: { state: 'sending', attempts: 1, queuedAt: earlier, leaseExpiresAt: later },
    });
    expect(invitation.delivery).toEqual({
      state: 'sending',
      attempts: 1,
      queuedAt: earlier,
      leaseExpiresAt: later,
    });
    expect(invitationDocSchema.shape.delivery.safeParse({ state: 'delivered' }).success).toBe(
      false,
    );
  });
});
