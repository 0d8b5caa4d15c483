import { FunctionsError } from 'firebase/functions';
import { describe, expect, it } from 'vitest';
import { OFFLINE_MESSAGE, toCallableError } from './functions';

// FunctionsError as the SDK builds it from a response: code, and the message with " [status]".
const refusal = (code: ConstructorParameters<typeof FunctionsError>[0], message: string) =>
  new FunctionsError(code, message);

describe('toCallableError', () => {
  it("shows the function's own message without the status the SDK appends", () => {
    const error = toCallableError(
      refusal('failed-precondition', 'Sunrise School must keep at least one Super Admin. [400]'),
    );
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe('Sunrise School must keep at least one Super Admin.');
  });

  it('reads a call that never reached the server as being offline', () => {
    expect(toCallableError(refusal('internal', 'internal [0]')).message).toBe(OFFLINE_MESSAGE);
    expect(toCallableError(refusal('unavailable', 'unavailable [503]')).message).toBe(
      OFFLINE_MESSAGE,
    );
  });

  it('puts a bare code into words', () => {
    const error = toCallableError(refusal('not-found', 'not-found [404]'));
    expect(error.message).toBe('The server could not do this (not-found). Try again later.');
  });

  it('keeps the message of a server failure', () => {
    expect(
      toCallableError(refusal('internal', 'inviteMember failed; nothing was changed. [500]'))
        .message,
    ).toBe('inviteMember failed; nothing was changed.');
  });
});
