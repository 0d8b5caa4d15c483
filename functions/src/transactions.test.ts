import { describe, expect, it } from 'vitest';
import { isClosedTransaction, mayRunAgain } from './transactions';

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

describe('mayRunAgain', () => {
  it('runs a closed transaction again only when nothing of it can have been committed', () => {
    expect(mayRunAgain(closed, { committing: false, emulator: false })).toBe(true);
    expect(mayRunAgain(closed, { committing: false, emulator: true })).toBe(true);
    expect(mayRunAgain(closed, { committing: true, emulator: true })).toBe(true);
    // A real project, the error at commit: the commit may have succeeded.
    expect(mayRunAgain(closed, { committing: true, emulator: false })).toBe(false);
  });

  it('never runs other errors again', () => {
    const other = Object.assign(new Error('9 FAILED_PRECONDITION'), { code: 9 });
    expect(mayRunAgain(other, { committing: false, emulator: true })).toBe(false);
  });
});
