import {
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type User,
} from 'firebase/auth';
import { auth, emulatorHosts } from '../../../lib/firebase';

/** Where links in Firebase's emails (verification, reset) bring the user back to. */
function continueUrl(path: string): string {
  return new URL(`${import.meta.env.BASE_URL}${path.replace(/^\//, '')}`, window.location.origin)
    .href;
}

async function afterSignIn(user: User, displayName?: string) {
  // Firestore arrives with the signed-in part of the app; the profile write may finish offline.
  const { ensureUserProfile } = await import('./user-profile');
  await ensureUserProfile(user, displayName);
}

export async function signInWithPassword(email: string, password: string): Promise<User> {
  const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
  void afterSignIn(user).catch((error: unknown) => console.warn('profile not saved yet', error));
  return user;
}

export async function signUpWithPassword(input: {
  fullName: string;
  email: string;
  password: string;
}): Promise<User> {
  const { user } = await createUserWithEmailAndPassword(auth, input.email.trim(), input.password);
  const displayName = input.fullName.trim();
  await updateProfile(user, { displayName });
  await sendEmailVerification(user, { url: continueUrl('organization-selection') });
  await afterSignIn(user, displayName);
  return user;
}

export function googleProvider(): GoogleAuthProvider {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  return provider;
}

/**
 * The Google popup. Its resolver is loaded on the click, not with the page: it pulls in large
 * dependencies that the sign-in page would otherwise download for everyone.
 */
export async function signInWithGoogle(): Promise<User> {
  const { browserPopupRedirectResolver } = await import('firebase/auth');
  const { user } = await signInWithPopup(auth, googleProvider(), browserPopupRedirectResolver);
  await afterSignIn(user);
  return user;
}

export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(auth, email.trim(), { url: continueUrl('signin') });
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
    const { db } = await import('../../../lib/firestore');
    await terminate(db);
    await clearIndexedDbPersistence(db);
  }
  await signOut(auth);
}

// On the emulators only: the Google popup needs Google's servers, so browser tests sign in with a
// Google-provider credential, which the Auth emulator accepts offline, then follow the same path
// as the button (see README, "Checked by hand").
if (emulatorHosts) {
  (window as unknown as Record<string, unknown>).__villageEmulatorGoogleSignIn = async (claims: {
    sub: string;
    email: string;
    name?: string;
  }) => {
    const credential = GoogleAuthProvider.credential(
      JSON.stringify({ ...claims, email_verified: true }),
    );
    const { user } = await signInWithCredential(auth, credential);
    await afterSignIn(user);
    return user.uid;
  };
}
