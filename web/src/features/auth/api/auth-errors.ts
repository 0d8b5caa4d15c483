import { PASSWORD_RULE } from '@village/model/password';

/**
 * One answer for a wrong email and a wrong password: saying which would tell anyone which emails
 * have accounts (Firebase's email-enumeration protection answers both alike; so must we).
 */
export const WRONG_CREDENTIALS = 'Email or password is incorrect.';

/** A Google sign-in with no connection: Google's servers answer the popup. */
export const GOOGLE_NEEDS_CONNECTION = 'Google sign-in needs an internet connection.';

const UNKNOWN = 'Something went wrong. Please try again.';

/** What a person should read when Firebase Auth refuses: by error code, in plain words. */
const MESSAGES: Record<string, string> = {
  'auth/wrong-password': WRONG_CREDENTIALS,
  'auth/user-not-found': WRONG_CREDENTIALS,
  'auth/invalid-credential': WRONG_CREDENTIALS,
  'auth/invalid-login-credentials': WRONG_CREDENTIALS,
  'auth/invalid-email': 'Enter a valid email address.',
  'auth/missing-password': 'Enter your password.',
  'auth/missing-email': 'Enter your email address.',
  'auth/user-disabled': 'This account has been disabled. Contact your organization.',
  'auth/too-many-requests':
    'Too many attempts. Wait a few minutes before trying again, or reset your password.',
  'auth/network-request-failed':
    'No connection to the server. Check your internet connection and try again.',
  'auth/email-already-in-use': 'An account already uses this email. Sign in instead.',
  'auth/weak-password': `Choose a stronger password. ${PASSWORD_RULE}`,
  'auth/password-does-not-meet-requirements': `Choose a stronger password. ${PASSWORD_RULE}`,
  'auth/popup-closed-by-user': 'Google sign-in was closed before it finished.',
  'auth/cancelled-popup-request': 'Google sign-in was closed before it finished.',
  'auth/user-cancelled': 'Google sign-in was closed before it finished.',
  'auth/popup-blocked':
    'The browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
  'auth/account-exists-with-different-credential':
    'This email already has an account with a password. Sign in with your password.',
  'auth/requires-recent-login': 'Please sign in again to continue.',
  'auth/expired-action-code': 'This link has expired. Ask for a new one.',
  'auth/invalid-action-code': 'This link is not valid any more. Ask for a new one.',
  'auth/quota-exceeded': 'Too many requests right now. Wait a few minutes and try again.',
  'auth/unauthorized-domain':
    'Sign-in is not allowed from this address. Open the app from its usual address.',
  'auth/operation-not-allowed': 'This way of signing in is not turned on. Use another one.',
  'auth/timeout': 'The server took too long to answer. Check your connection and try again.',
};

export function authErrorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}

/**
 * The words for an Auth error. `google`: it came from the Google button, where no connection shows
 * up as a network or an internal error. A code with no words is logged, never shown: a person
 * cannot act on "auth/internal-error".
 */
export function authErrorMessage(error: unknown, { google = false } = {}): string {
  const code = authErrorCode(error);
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (
    google &&
    (code === 'auth/network-request-failed' || (code === 'auth/internal-error' && offline))
  )
    return GOOGLE_NEEDS_CONNECTION;
  const known = code ? MESSAGES[code] : undefined;
  if (known) return known;
  if (offline) return MESSAGES['auth/network-request-failed']!;
  console.warn('Auth error with no message of its own', code, error);
  return UNKNOWN;
}
