import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-errors';

describe('authErrorMessage', () => {
  it('tells wrong password, unknown user, too many attempts and no network apart', () => {
    const messages = [
      'auth/wrong-password',
      'auth/user-not-found',
      'auth/too-many-requests',
      'auth/network-request-failed',
    ].map((code) => authErrorMessage({ code }));
    expect(new Set(messages).size).toBe(4);
    expect(messages[0]).toMatch(/wrong password/i);
    expect(messages[1]).toMatch(/no account/i);
    expect(messages[2]).toMatch(/too many attempts/i);
    expect(messages[3]).toMatch(/connection/i);
  });

  it('names the code of an error it does not know', () => {
    expect(authErrorMessage({ code: 'auth/odd-thing' })).toContain('auth/odd-thing');
    expect(authErrorMessage(new Error('x'))).toBe('Something went wrong. Please try again.');
  });
});
