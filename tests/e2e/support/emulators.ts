// What browser tests need from the emulators beside the browser: an Admin client (to arrange
// accounts and invitations) and the Auth emulator's outbox of emails (verification links).
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { DEMO_PROJECT_ID } from '@village/model/constants';
import { INVITATION_TTL_DAYS } from '@village/model/limits';
import type { InvitableRole } from '@village/model/roles';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
const AUTH_URL = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`;

const app = getApps()[0] ?? initializeApp({ projectId: DEMO_PROJECT_ID });
export const adminAuth = getAuth(app);
export const adminDb = getFirestore(app);

export const PASSWORD = 'village-e2e';

/** An email no other test uses. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@village.test`;
}

export async function createAccount(email: string, displayName: string, emailVerified = true) {
  return adminAuth.createUser({ email, password: PASSWORD, displayName, emailVerified });
}

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
}

async function oobCodes(): Promise<OobCode[]> {
  const response = await fetch(`${AUTH_URL}/emulator/v1/projects/${DEMO_PROJECT_ID}/oobCodes`);
  return ((await response.json()) as { oobCodes: OobCode[] }).oobCodes;
}

/** How many emails of a kind (VERIFY_EMAIL, PASSWORD_RESET) the Auth emulator sent to `email`. */
export async function sentEmails(email: string, requestType: string): Promise<number> {
  return (await oobCodes()).filter((c) => c.email === email && c.requestType === requestType)
    .length;
}

/** Opens the verification link the Auth emulator "sent" to `email`, as the user would. */
export async function confirmEmailVerification(email: string): Promise<void> {
  const code = (await oobCodes()).findLast(
    (entry) => entry.email === email && entry.requestType === 'VERIFY_EMAIL',
  );
  if (!code) throw new Error(`no verification email was sent to ${email}`);
  const applied = await fetch(
    `${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oobCode: code.oobCode }),
    },
  );
  if (!applied.ok) throw new Error(`verification failed: ${await applied.text()}`);
}

/** An organization with its super_admin, as the app's own create would leave it. */
export async function createOrganizationFor(uid: string, email: string, name: string) {
  const org = adminDb.collection('organizations').doc();
  await org.set({ name, description: '', createdAt: new Date(), createdBy: uid });
  await org.collection('members').doc(uid).set({
    uid,
    name: email,
    email,
    role: 'super_admin',
    status: 'active',
    joinedAt: new Date(),
  });
  return org.id;
}

export async function addMember(orgId: string, uid: string, email: string, role: string) {
  await adminDb.doc(`organizations/${orgId}/members/${uid}`).set({
    uid,
    name: email,
    email,
    role,
    status: 'active',
    joinedAt: new Date(),
  });
}

export async function invite(orgId: string, orgName: string, email: string, role: InvitableRole) {
  const now = Date.now();
  await adminDb.doc(`organizations/${orgId}/invitations/${email}`).set({
    email,
    orgName,
    role,
    status: 'pending',
    invitedBy: 'e2e',
    createdAt: Timestamp.fromMillis(now),
    expiresAt: Timestamp.fromMillis(now + INVITATION_TTL_DAYS * 86_400_000),
  });
}
