import {
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  updateProfile,
  type User,
} from 'firebase/auth';
import { auth, emulatorHosts } from '../../../lib/firebase';
import { continueUrl } from '../../../lib/session/account';
import { noteVerificationEmailProblem } from '../../../lib/session/notices';
import { authErrorMessage } from './auth-errors';

async function afterSignIn(user: User, displayName?: string) {
  // Firestore arrives with the signed-in part of the app; the profile write may finish offline.
  const { ensureUserProfile } = await import('../../../lib/session/user-profile');
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
  // The account exists from here on: a verification email that cannot be sent must not look like
  // a failed sign-up. The next screen (the organization selection) says why, and offers to resend.
  try {
    await sendEmailVerification(user, { url: continueUrl('organization-selection') });
    noteVerificationEmailProblem(user.uid, undefined);
  } catch (error) {
    console.warn('verification email not sent', error);
    noteVerificationEmailProblem(user.uid, authErrorMessage(error));
  }
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
  const { browserPopupRedirectResolver } = await import('./popup-resolver');
  const { user } = await signInWithPopup(auth, googleProvider(), browserPopupRedirectResolver);
  await afterSignIn(user);
  return user;
}

export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(auth, email.trim(), { url: continueUrl('signin') });
}

// On the emulators only: the Google popup needs Google's servers, so browser tests sign in with a
// Google-provider credential, which the Auth emulator accepts offline, then follow the same path
// as the button (docs/development.md, "Checked by hand").
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
