// Messages for a later screen, kept in sessionStorage because the page may reload in between
// (signing out with "clear this device's data" reloads it). A storage that cannot be used (some
// private modes) only loses the message, never the action.

const VERIFICATION_EMAIL_PROBLEM = 'village.verificationEmailProblem.';
const SIGN_OUT_NOTICE = 'village.signOutNotice';

function read(key: string): string | undefined {
  try {
    return sessionStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: string | undefined) {
  try {
    if (value === undefined) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch (error) {
    console.warn('session storage unavailable', error);
  }
}

/** Sign-up created the account but its verification email was not sent: why, in words. */
export function noteVerificationEmailProblem(uid: string, reason: string | undefined) {
  write(VERIFICATION_EMAIL_PROBLEM + uid, reason);
}

export function verificationEmailProblem(uid: string): string | undefined {
  return read(VERIFICATION_EMAIL_PROBLEM + uid);
}

/** What the sign-in page tells the user after signing out (e.g. the data could not be cleared). */
export type SignOutNotice = 'device-data-kept' | 'device-data-removed';

export function noteSignOutNotice(notice: SignOutNotice | undefined) {
  write(SIGN_OUT_NOTICE, notice);
}

export function signOutNotice(): SignOutNotice | undefined {
  const notice = read(SIGN_OUT_NOTICE);
  return notice === 'device-data-kept' || notice === 'device-data-removed' ? notice : undefined;
}
