import { describe, expect, it } from 'vitest';
import { isClosedTransaction } from './transactions';

// The error as the Firestore emulator returned it in CI (grpc status 3).
const closed = Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), {
  code: 3,
  details: 'Transaction is invalid or closed.',
});

describe('isClosedTransaction', () => {
  it('recognises a transaction closed under contention', () => {
    expect(isClosedTransaction(closed)).toBe(true);
  });

  it('leaves every other error to the caller', () => {
    expect(
      isClosedTransaction(Object.assign(new Error('3 INVALID_ARGUMENT: bad field'), { code: 3 })),
    ).toBe(false);
    expect(isClosedTransaction(Object.assign(new Error(closed.message), { code: 9 }))).toBe(false);
    expect(isClosedTransaction(new Error(closed.message))).toBe(false);
    expect(isClosedTransaction(undefined)).toBe(false);
    expect(isClosedTransaction('Transaction is invalid or closed.')).toBe(false);
  });
});
