import { PASSWORD_MIN_LENGTH } from '@village/model/password';
import { englishText, type MessageKey, type Translate } from '../../../lib/i18n/catalog';

/**
 * One answer for a wrong email and a wrong password: saying which would tell anyone which emails
 * have accounts (Firebase's email-enumeration protection answers both alike; so must we).
 */
export const WRONG_CREDENTIALS = englishText('auth.wrongCredentials');

/** A Google sign-in with no connection: Google's servers answer the popup. */
export const GOOGLE_NEEDS_CONNECTION = englishText('auth.googleNeedsConnection');

/** What a person should read when Firebase Auth refuses: by error code, in plain words. */
const MESSAGES: Record<string, MessageKey> = {
  'auth/wrong-password': 'auth.wrongCredentials',
  'auth/user-not-found': 'auth.wrongCredentials',
  'auth/invalid-credential': 'auth.wrongCredentials',
  'auth/invalid-login-credentials': 'auth.wrongCredentials',
  'auth/invalid-email': 'auth.invalidEmail',
  'auth/missing-password': 'auth.missingPassword',
  'auth/missing-email': 'auth.missingEmail',
  'auth/user-disabled': 'auth.userDisabled',
  'auth/too-many-requests': 'auth.tooManyRequests',
  'auth/network-request-failed': 'auth.networkFailed',
  'auth/email-already-in-use': 'auth.emailInUse',
  'auth/weak-password': 'auth.weakPassword',
  'auth/password-does-not-meet-requirements': 'auth.weakPassword',
  'auth/popup-closed-by-user': 'auth.popupClosed',
  'auth/cancelled-popup-request': 'auth.popupClosed',
  'auth/user-cancelled': 'auth.popupClosed',
  'auth/popup-blocked': 'auth.popupBlocked',
  'auth/account-exists-with-different-credential': 'auth.otherCredential',
  'auth/requires-recent-login': 'auth.recentLogin',
  'auth/expired-action-code': 'auth.expiredCode',
  'auth/invalid-action-code': 'auth.invalidCode',
  'auth/quota-exceeded': 'auth.quotaExceeded',
  'auth/unauthorized-domain': 'auth.unauthorizedDomain',
  'auth/operation-not-allowed': 'auth.notAllowed',
  'auth/timeout': 'auth.timeout',
};

export function authErrorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}

function messageKey(error: unknown, google: boolean): MessageKey {
  const code = authErrorCode(error);
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (
    google &&
    (code === 'auth/network-request-failed' || (code === 'auth/internal-error' && offline))
  )
    return 'auth.googleNeedsConnection';
  const known = code ? MESSAGES[code] : undefined;
  if (known) return known;
  if (offline) return 'auth.networkFailed';
  console.warn('Auth error with no message of its own', code, error);
  return 'auth.unknown';
}

/**
 * The words for an Auth error, in the reader's language (`t`; English by default). `google`: it
 * came from the Google button, where no connection shows up as a network or an internal error. A
 * code with no words is logged, never shown: a person cannot act on "auth/internal-error".
 */
export function authErrorMessage(
  error: unknown,
  { google = false } = {},
  t: Translate = englishText,
): string {
  return t(messageKey(error, google), {
    rule: t('password.rule', { min: PASSWORD_MIN_LENGTH }),
  });
}
