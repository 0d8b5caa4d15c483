import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { awaitsDelivery, LEASE_MS, queuedDelivery } from './invitation-delivery';

describe('invitation delivery', () => {
  it('delivers pending invitations whose email is queued, or was never queued', () => {
    expect(awaitsDelivery({ status: 'pending', delivery: { state: 'queued' } })).toBe(true);
    expect(awaitsDelivery({ status: 'pending' })).toBe(true);
  });

  it('leaves alone the writes of the delivery itself, and invitations no longer pending', () => {
    for (const state of ['sending', 'sent', 'failed', 'outbox', 'skipped']) {
      expect(awaitsDelivery({ status: 'pending', delivery: { state } }), state).toBe(false);
    }
    expect(awaitsDelivery({ status: 'revoked', delivery: { state: 'queued' } })).toBe(false);
    expect(awaitsDelivery({ status: 'accepted' })).toBe(false);
    expect(awaitsDelivery(undefined)).toBe(false);
  });

  it('queues with a fresh count of attempts and a lease for the sweep', () => {
    const now = Timestamp.fromMillis(Date.UTC(2026, 2, 1));
    expect(queuedDelivery(now)).toEqual({
      state: 'queued',
      attempts: 0,
      queuedAt: now,
      leaseExpiresAt: Timestamp.fromMillis(now.toMillis() + LEASE_MS),
    });
  });
});
