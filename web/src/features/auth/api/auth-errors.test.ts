import { afterEach, describe, expect, it, vi } from 'vitest';
import { authErrorMessage, GOOGLE_NEEDS_CONNECTION, WRONG_CREDENTIALS } from './auth-errors';

afterEach(() => vi.restoreAllMocks());

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

describe('authErrorMessage', () => {
  it('answers a wrong email and a wrong password alike, so accounts cannot be probed', () => {
    const messages = [
      'auth/wrong-password',
      'auth/user-not-found',
      'auth/invalid-credential',
      'auth/invalid-login-credentials',
    ].map((code) => authErrorMessage({ code }));
    expect(new Set(messages)).toEqual(new Set([WRONG_CREDENTIALS]));
    expect(WRONG_CREDENTIALS).toBe('Email or password is incorrect.');
  });

  it('tells too many attempts and no network apart from a wrong password', () => {
    const messages = ['auth/too-many-requests', 'auth/network-request-failed'].map((code) =>
      authErrorMessage({ code }),
    );
    expect(messages[0]).toMatch(/too many attempts/i);
    expect(messages[1]).toMatch(/connection/i);
    expect(messages).not.toContain(WRONG_CREDENTIALS);
  });

  it('states the password rule when Auth finds a password weak', () => {
    expect(authErrorMessage({ code: 'auth/weak-password' })).toContain(
      'At least 8 characters, with a letter and a digit.',
    );
    expect(authErrorMessage({ code: 'auth/password-does-not-meet-requirements' })).toContain(
      'At least 8 characters',
    );
  });

  it('says Google sign-in needs a connection when the popup fails offline', () => {
    expect(authErrorMessage({ code: 'auth/network-request-failed' }, { google: true })).toBe(
      GOOGLE_NEEDS_CONNECTION,
    );
    goOffline();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(authErrorMessage({ code: 'auth/internal-error' }, { google: true })).toBe(
      'Google sign-in needs an internet connection.',
    );
  });

  it('never shows a code: unknown ones get words, and are logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const message = authErrorMessage({ code: 'auth/internal-error' });
    expect(message).toBe('Something went wrong. Please try again.');
    expect(message).not.toContain('auth/');
    expect(warn).toHaveBeenCalledWith(
      'Auth error with no message of its own',
      'auth/internal-error',
      expect.anything(),
    );
    expect(authErrorMessage(new Error('x'))).toBe('Something went wrong. Please try again.');
  });

  it('blames the connection for an unknown error while offline', () => {
    goOffline();
    expect(authErrorMessage({ code: 'auth/internal-error' })).toMatch(/no connection/i);
  });
});
