import { sendEmailVerification, signOut } from 'firebase/auth';
import { auth } from '../firebase';

/** Where links in Firebase's emails (verification, reset) bring the user back to. */
export function continueUrl(path: string): string {
  return new URL(`${import.meta.env.BASE_URL}${path.replace(/^\//, '')}`, window.location.origin)
    .href;
}

export async function resendVerificationEmail(): Promise<void> {
  if (!auth.currentUser) throw new Error('Not signed in');
  await sendEmailVerification(auth.currentUser, { url: continueUrl('organization-selection') });
}

/** After the user opened the verification link: reload the account and refresh the token. */
export async function refreshEmailVerification(): Promise<boolean> {
  const user = auth.currentUser;
  if (!user) return false;
  await user.reload();
  await user.getIdToken(true); // the rules read email_verified from the token
  return user.emailVerified;
}

const CURRENT_ORG_KEY_PREFIX = 'village.currentOrg.';

export function currentOrgStorageKey(uid: string): string {
  return `${CURRENT_ORG_KEY_PREFIX}${uid}`;
}

/**
 * Signs out. On a shared phone the user may also clear this device's copy of the records:
 * Firestore is terminated, its IndexedDB cache cleared, and the page reloaded.
 */
export async function signOutUser({ clearDeviceData = false } = {}): Promise<void> {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(CURRENT_ORG_KEY_PREFIX)) localStorage.removeItem(key);
  }
  if (clearDeviceData) {
    const { clearIndexedDbPersistence, terminate } = await import('firebase/firestore');
    const { db } = await import('../firestore');
    await terminate(db);
    await clearIndexedDbPersistence(db);
  }
  await signOut(auth);
}
