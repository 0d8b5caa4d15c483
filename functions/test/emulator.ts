// Shared by the functions suites: an Admin client of the running emulators (never production:
// the project id is a demo- one, which the emulators serve without credentials or network), and
// helpers to sign in on the Auth emulator and call the callable functions as a user.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type DocumentReference } from 'firebase-admin/firestore';
import { DEFAULT_FUNCTIONS_REGION, DEMO_PROJECT_ID } from '@village/model/constants';
import { membersPath, organizationPath } from '@village/model/paths';
import type { Role } from '@village/model/roles';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
process.env.GCLOUD_PROJECT ??= DEMO_PROJECT_ID;
const FUNCTIONS_HOST = process.env.FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001';

// Triggers fire only for the project the emulators were started with.
export const app = getApps()[0] ?? initializeApp({ projectId: DEMO_PROJECT_ID });
export const db = getFirestore(app);
export const auth = getAuth(app);

/** A fresh id per test, so suites never see each other's documents. */
export function uniqueId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
export const uniqueOrgId = uniqueId;

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

/** Schools for generated students: six distinct, one of them spelled two ways (counts once). */
export const SCHOOLS = [
  'Govt. Primary School, Jaunti',
  '  govt. primary   school, JAUNTI ', // the same school, spelled differently
  'Sarvodaya Vidyalaya, Bawana',
  'Kendriya Vidyalaya, Narela',
  'Delhi Rural University',
  'Alipur College of Agriculture',
  'Shaheed Bhagat Singh College',
];

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface TestUser {
  uid: string;
  email: string;
  name: string;
  idToken: string;
}

const PASSWORD = 'test-password-123';

/** Creates an Auth emulator account and signs it in; returns its ID token. */
export async function createUser(
  label: string,
  { verified = true, email }: { verified?: boolean; email?: string } = {},
): Promise<TestUser> {
  const uid = uniqueId(label);
  const address = (email ?? `${uid}@example.com`).toLowerCase();
  const name = `Test ${label}`;
  await auth.createUser({
    uid,
    email: address,
    password: PASSWORD,
    displayName: name,
    emailVerified: verified,
  });
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: address, password: PASSWORD, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: unknown };
  if (!body.idToken) throw new Error(`sign-in failed: ${JSON.stringify(body.error)}`);
  return { uid, email: address, name, idToken: body.idToken };
}

export interface CallOutcome<T> {
  result?: T;
  error?: { status: string; message: string };
  /** A refusal's key and values for the web to word ({ message: key, values }), kept apart from
   * `error` so that tests compare the English message as the user reads it. */
  errorDetails?: unknown;
}

/** Calls a callable function over its HTTP protocol, as the web SDK does. */
export async function call<T = unknown>(
  name: string,
  data: unknown,
  user?: TestUser,
): Promise<CallOutcome<T>> {
  const response = await fetch(
    `http://${FUNCTIONS_HOST}/${DEMO_PROJECT_ID}/${DEFAULT_FUNCTIONS_REGION}/${name}`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(user ? { Authorization: `Bearer ${user.idToken}` } : {}),
      },
      body: JSON.stringify({ data }),
    },
  );
  const { result, error } = (await response.json()) as {
    result?: T;
    error?: { status: string; message: string; details?: unknown };
  };
  if (!error) return { result };
  const { details, ...refusal } = error;
  return details === undefined
    ? { result, error: refusal }
    : { result, error: refusal, errorDetails: details };
}

/** Reads a document through the Firestore emulator's REST API as `user`, under the rules. */
export async function readAsUser(path: string, user: TestUser): Promise<number> {
  const response = await fetch(
    `http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents/${path}`,
    { headers: { Authorization: `Bearer ${user.idToken}` } },
  );
  await response.arrayBuffer();
  return response.status;
}

/** An organization document as a client creates it (no counters). */
export async function createOrganization(orgId: string, name: string, createdBy = 'test') {
  await db.doc(organizationPath(orgId)).create({
    name,
    description: '',
    createdAt: new Date(),
    createdBy,
  });
  return db.doc(organizationPath(orgId));
}

export async function addMember(
  orgId: string,
  user: { uid: string; email: string; name: string },
  role: Role,
) {
  await db.doc(`${membersPath(orgId)}/${user.uid}`).create({
    uid: user.uid,
    name: user.name,
    email: user.email,
    role,
    status: 'active',
    joinedAt: new Date(),
  });
}

/** An organization with a super_admin and an org_user, staff both. */
export async function staffedOrganization(prefix: string, name: string) {
  const orgId = uniqueOrgId(prefix);
  await createOrganization(orgId, name);
  const [admin, staff] = await Promise.all([createUser('admin'), createUser('staff')]);
  await addMember(orgId, admin, 'super_admin');
  await addMember(orgId, staff, 'org_user');
  return { orgId, admin, staff };
}

/**
 * Waits until the student trigger has recorded `events` student events and folded them all: from
 * then on the counters can no longer change. What it found, for the test to assert. It polls
 * aggregation counts only; a burst that keeps the emulator busy is better polled less often.
 */
export async function studentEventsSettled(
  orgId: string,
  events: number,
  timeoutMs = 180_000,
  intervalMs = 200,
): Promise<{ recorded: number; pending: number }> {
  const ledger = db.collection(`${organizationPath(orgId)}/counterEvents`);
  const recorded = await eventually(
    async () => (await ledger.where('kind', '==', 'student').count().get()).data().count,
    (count) => count >= events,
    { timeoutMs, intervalMs },
  );
  const pending = await eventually(
    async () => (await ledger.where('pending', '==', true).count().get()).data().count,
    (count) => count === 0,
    { timeoutMs, intervalMs },
  );
  return { recorded, pending };
}
