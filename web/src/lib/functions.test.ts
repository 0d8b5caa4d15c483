import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_TEXT } from './callable-messages/offline/messages';
import { CallableError, callFunction } from './functions';

// The wording's code as it is offline before the service worker has cached it: it cannot load.
vi.mock('./callable-messages/failure-text', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('callFunction when the failure texts cannot load', () => {
  it('says in English that the change needs a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const failed = await callFunction('inviteMember', {}).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(CallableError);
    expect((failed as CallableError).message).toBe(OFFLINE_TEXT);
    expect((failed as CallableError).code).toBe('unavailable');
    expect((failed as CallableError).wording).toEqual({ own: 'offline' });
  });
});
