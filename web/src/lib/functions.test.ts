import { FunctionsError } from 'firebase/functions';
import { describe, expect, it } from 'vitest';
import { OFFLINE_MESSAGE, SERVER_UNAVAILABLE_MESSAGE, toCallableError } from './functions';

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

  it('reads only a call that never reached the server as being offline', () => {
    expect(toCallableError(refusal('internal', 'internal [0]')).message).toBe(OFFLINE_MESSAGE);
    // A bare 503: the server answered that it is down; the device is online.
    const down = toCallableError(refusal('unavailable', 'unavailable [503]'));
    expect(down.code).toBe('unavailable');
    expect(down.message).toBe(SERVER_UNAVAILABLE_MESSAGE);
    expect(
      toCallableError(refusal('unavailable', 'Backend error status: UNAVAILABLE [503]')).message,
    ).toBe(SERVER_UNAVAILABLE_MESSAGE);
  });

  it("keeps the server's own words for unavailable: the user must not think nothing was sent", () => {
    const busy = toCallableError(
      refusal(
        'unavailable',
        'The counters are being checked right now. Try again in a minute. [503]',
      ),
    );
    expect(busy.code).toBe('unavailable');
    expect(busy.message).toBe('The counters are being checked right now. Try again in a minute.');
    const unconfirmed = toCallableError(
      refusal(
        'unavailable',
        'The server could not confirm that this was saved. Reload to check, and try again if it was not. [503]',
      ),
    );
    expect(unconfirmed.message).toBe(
      'The server could not confirm that this was saved. Reload to check, and try again if it was not.',
    );
    expect(unconfirmed.message).not.toBe(OFFLINE_MESSAGE);
  });

  it('says a call that took too long may have been made', () => {
    expect(toCallableError(refusal('deadline-exceeded', 'deadline-exceeded')).message).toMatch(
      /look whether the change was made/,
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
