import type { Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from './app';

/** Attempts per transaction: every trigger of an organization contends on its one document. */
const MAX_ATTEMPTS = 30;

/**
 * A transaction that was closed under it (INVALID_ARGUMENT "Transaction is invalid or closed").
 * The Firestore emulator answers so when it aborts a contended transaction while another read of
 * that transaction is in flight; the SDK retries ABORTED but not this. Nothing of such a
 * transaction was committed, so running it again is safe.
 */
export function isClosedTransaction(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === 3 && typeof message === 'string' && /transaction is invalid or closed/i.test(message)
  );
}

/**
 * Runs `update` in a Firestore transaction with generous retries on contention, including the
 * closed-transaction case the SDK does not retry. `update` may run several times, as with
 * db.runTransaction: it must only read through `tx` and return what it decided.
 */
export async function runTransaction<T>(update: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.runTransaction(update, { maxAttempts: MAX_ATTEMPTS });
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isClosedTransaction(error)) throw error;
      logger.warn('transaction closed under contention; running it again', { attempt });
      // Jittered backoff, so that the contending transactions do not collide again at once.
      await new Promise((resolve) =>
        setTimeout(resolve, Math.random() * 50 * Math.min(attempt, 10)),
      );
    }
  }
}
