import { sendEmailVerification, signOut, type User } from 'firebase/auth';
import { auth } from '../firebase';
import { noteSignOutNotice } from './notices';

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

/**
 * The rules read email_verified from the ID token, which is kept on the device for up to an hour:
 * after the user verified through the email's link and reloaded, the account says verified (Auth
 * reloads it on start) while the token still says not. Refreshes the token in that case, before
 * anything the rules check is asked for.
 */
export async function tokenUpToDateWithVerification(user: User): Promise<void> {
  if (!user.emailVerified) return;
  const { claims } = await user.getIdTokenResult();
  if (claims.email_verified !== true) await user.getIdToken(true);
}

const CURRENT_ORG_KEY_PREFIX = 'village.currentOrg.';

export function currentOrgStorageKey(uid: string): string {
  return `${CURRENT_ORG_KEY_PREFIX}${uid}`;
}

const DEVICE_DATA_REMOVED_KEY = 'village.deviceDataRemovedAt';

// Another tab removed this device's data: the Firestore of this tab closed with it (the SDK
// terminates itself when its database is deleted elsewhere) and cannot be used again, so this tab
// starts afresh too. It is signed out already (the sign-out came first, and reaches every tab).
// (No window when the build prerenders the sign-in page, which imports this module.)
if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.key === DEVICE_DATA_REMOVED_KEY) window.location.reload();
  });

/** Gives up after this long: deleting a database another tab keeps open waits for that tab. */
const CLEAR_TIMEOUT_MS = 8000;

/**
 * Removes this device's copy of the records (Firestore's IndexedDB cache). Resolves false when it
 * could not, typically because the app is open in another tab. Firestore is terminated: the page
 * must be reloaded before it reads again.
 */
export async function removeDeviceData(): Promise<boolean> {
  try {
    const { clearIndexedDbPersistence, terminate } = await import('firebase/firestore');
    const { db } = await import('../firestore');
    await terminate(db);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('the cache is held open by another tab')),
        CLEAR_TIMEOUT_MS,
      );
      clearIndexedDbPersistence(db).then(
        () => {
          clearTimeout(timer);
          resolve();
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(CURRENT_ORG_KEY_PREFIX)) localStorage.removeItem(key);
    }
    localStorage.setItem(DEVICE_DATA_REMOVED_KEY, String(Date.now())); // tells the other tabs
    return true;
  } catch (error) {
    console.warn("this device's saved data was not removed", error);
    return false;
  }
}

/**
 * Signs out. The organization chosen on this device stays remembered (its key is the user's uid),
 * so signing in again reopens it. On a shared phone the user may also clear this device's copy of
 * the records: that comes after signing out, so that a failure there (another tab holding the
 * cache) never leaves the user signed in; the sign-in page then says what happened. The caller
 * reloads the page afterwards, as a terminated Firestore cannot be used again.
 */
export async function signOutUser({ clearDeviceData = false } = {}): Promise<void> {
  await signOut(auth);
  if (!clearDeviceData) return;
  const removed = await removeDeviceData();
  noteSignOutNotice(removed ? 'device-data-removed' : 'device-data-kept');
}
