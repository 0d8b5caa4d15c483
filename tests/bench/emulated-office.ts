// What the benches that call the functions share: the Admin SDK on the emulators, an office
// account signed in through the Auth emulator, a callable called as the web calls it, and a wait
// for a positive signal.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { DEFAULT_FUNCTIONS_REGION, DEMO_PROJECT_ID } from '@village/model/constants';

const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const FUNCTIONS_HOST = process.env.FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001';

const app = getApps()[0] ?? initializeApp({ projectId: DEMO_PROJECT_ID });
export const db = getFirestore(app);
export const auth = getAuth(app);

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Resolves once `check` holds; throws after `timeoutMs`. */
export async function until(check: () => Promise<boolean>, timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface OfficeAccount {
  uid: string;
  email: string;
  password: string;
}

/** Creates the account and signs it in: its ID token, for the callables. */
export async function signedInToken({ uid, email, password }: OfficeAccount): Promise<string> {
  await auth.createUser({ uid, email, password, emailVerified: true });
  const response = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`could not sign in ${email}`);
  return body.idToken;
}

/** A callable's result, called over HTTP as the web's SDK calls it; its error thrown. */
export async function callCallable(name: string, token: string, data: unknown): Promise<unknown> {
  const response = await fetch(
    `http://${FUNCTIONS_HOST}/${DEMO_PROJECT_ID}/${DEFAULT_FUNCTIONS_REGION}/${name}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ data }),
    },
  );
  const body = (await response.json()) as { result?: unknown; error?: unknown };
  if (!body.result) throw new Error(`${name} failed: ${JSON.stringify(body.error)}`);
  return body.result;
}
