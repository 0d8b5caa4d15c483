import type { Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from './app';

/** Attempts per transaction: every trigger of an organization contends on its one document. */
const MAX_ATTEMPTS = 30;

/**
 * A transaction that was closed under it (INVALID_ARGUMENT "Transaction is invalid or closed").
 * The Firestore emulator answers so when it aborts a contended transaction while another read of
 * that transaction is in flight; the SDK retries ABORTED but not this.
 */
export function isClosedTransaction(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === 3 && typeof message === 'string' && /transaction is invalid or closed/i.test(message)
  );
}

/** Whether this process talks to the Firestore emulator (the Admin SDK follows this variable). */
function onEmulator(): boolean {
  return Boolean(process.env.FIRESTORE_EMULATOR_HOST) || process.env.FUNCTIONS_EMULATOR === 'true';
}

/**
 * Whether a failed transaction may be run again from the start. Only a closed transaction, and
 * only when nothing of it can have been committed: either it failed while `update` was still
 * reading (before any commit was sent), or on the emulator, where the error is the emulator's
 * answer to contention. On a real project a closed transaction reported at commit time may hide
 * a commit that succeeded (a commit retried after a lost response finds its transaction closed),
 * and running a callable again then would apply it twice or refuse it with a wrong message: the
 * error is left to the caller instead.
 */
export function mayRunAgain(
  error: unknown,
  { committing, emulator }: { committing: boolean; emulator: boolean },
): boolean {
  return isClosedTransaction(error) && (!committing || emulator);
}

/**
 * Runs `update` in a Firestore transaction with generous retries on contention, including the
 * closed-transaction case the SDK does not retry (see mayRunAgain). `update` may run several
 * times, as with db.runTransaction: it must only read through `tx` and return what it decided.
 */
export async function runTransaction<T>(update: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    // Set once `update` has returned in the SDK's latest try: from then on the SDK commits.
    let committing = false;
    try {
      return await db.runTransaction(
        async (tx) => {
          committing = false;
          const result = await update(tx);
          committing = true;
          return result;
        },
        { maxAttempts: MAX_ATTEMPTS },
      );
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !mayRunAgain(error, { committing, emulator: onEmulator() })) {
        throw error;
      }
      logger.warn('transaction closed under contention; running it again', { attempt });
      // Jittered backoff, so that the contending transactions do not collide again at once.
      await new Promise((resolve) =>
        setTimeout(resolve, Math.random() * 50 * Math.min(attempt, 10)),
      );
    }
  }
}
