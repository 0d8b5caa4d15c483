import { describe, expect, it } from 'vitest';
import { DELIVERY_ERRORS } from '@village/model/organization';
import { deliveryReason, deliveryStatus } from './delivery-status';

describe('deliveryReason', () => {
  it('finds our own reasons by their English, with their values', () => {
    expect(deliveryReason(DELIVERY_ERRORS.revoked)).toEqual({ key: 'revoked', values: {} });
    expect(deliveryReason('Not sent after 3 interrupted attempts.')).toEqual({
      key: 'interrupted',
      values: { attempts: '3' },
    });
  });

  it("keeps the SMTP server's words as they are", () => {
    expect(deliveryReason('Invalid login: 535 5.7.8 Error')).toEqual({
      text: 'Invalid login: 535 5.7.8 Error',
    });
  });

  it('gives a failure without words no reason', () => {
    expect(deliveryStatus({ delivery: { state: 'failed', error: ' ' } }).reason).toBeUndefined();
  });
});
