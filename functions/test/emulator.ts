// Shared by the functions suites: an Admin client of the running emulators (never production:
// the project id is a demo- one, which the emulators serve without credentials or network).
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type DocumentReference } from 'firebase-admin/firestore';
import { DEMO_PROJECT_ID } from '@village/model/constants';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';

// Triggers fire only for the project the emulators were started with.
export const app = getApps()[0] ?? initializeApp({ projectId: DEMO_PROJECT_ID });
export const db = getFirestore(app);

/** A fresh organization id per test, so suites never see each other's documents. */
export function uniqueOrgId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Polls `read` until `done` holds for its value (triggers run asynchronously) or times out. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = 45_000, intervalMs = 200 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value)) {
    if (Date.now() > deadline) return value; // the caller's expect() shows what was seen
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    value = await read();
  }
  return value;
}

export async function readField<T>(ref: DocumentReference, field: string): Promise<T | undefined> {
  return (await ref.get()).get(field) as T | undefined;
}
