/** What a person should read when Firebase Auth refuses: by error code, in plain words. */
const MESSAGES: Record<string, string> = {
  'auth/wrong-password': 'Wrong password. Try again, or use Forgot password to reset it.',
  'auth/user-not-found': 'No account uses this email. Check it, or create an account.',
  'auth/invalid-credential': 'Wrong email or password. Check both and try again.',
  'auth/invalid-login-credentials': 'Wrong email or password. Check both and try again.',
  'auth/invalid-email': 'Enter a valid email address.',
  'auth/missing-password': 'Enter your password.',
  'auth/user-disabled': 'This account has been disabled. Contact your organization.',
  'auth/too-many-requests':
    'Too many attempts. Wait a few minutes before trying again, or reset your password.',
  'auth/network-request-failed':
    'No connection to the server. Check your internet connection and try again.',
  'auth/email-already-in-use': 'An account already uses this email. Sign in instead.',
  'auth/weak-password': 'Choose a stronger password: at least 6 characters.',
  'auth/popup-closed-by-user': 'Google sign-in was closed before it finished.',
  'auth/cancelled-popup-request': 'Google sign-in was closed before it finished.',
  'auth/popup-blocked':
    'The browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
  'auth/account-exists-with-different-credential':
    'This email already has an account with a password. Sign in with your password.',
  'auth/requires-recent-login': 'Please sign in again to continue.',
  'auth/expired-action-code': 'This link has expired. Ask for a new one.',
  'auth/invalid-action-code': 'This link is not valid any more. Ask for a new one.',
};

export function authErrorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}

export function authErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  return (
    (code && MESSAGES[code]) ?? `Something went wrong${code ? ` (${code})` : ''}. Please try again.`
  );
}
