import type { CallableFunction, CallableRequest } from 'firebase-functions/https';
import { HttpsError } from 'firebase-functions/https';
import { afterEach, describe, expect, it } from 'vitest';
import { CALLABLES } from '@village/model/callables';
import * as z from 'zod/mini';
import { APP_CHECK_REFUSAL, parseInput, requireCaller } from './callable';
import * as deployed from './index';

const signedIn = {
  auth: { uid: 'caller-1', token: { email: 'Asha@Example.in', email_verified: true } },
  data: {},
  rawRequest: {},
  acceptsStreaming: false,
} as unknown as CallableRequest<unknown>;

const withAppCheck = {
  ...signedIn,
  app: { appId: '1:1:web:1', token: { app_id: '1:1:web:1' } },
} as unknown as CallableRequest<unknown>;

function refusal(run: () => unknown): HttpsError | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpsError) return error;
    throw error;
  }
  return undefined;
}

describe('requireCaller and App Check', () => {
  afterEach(() => {
    delete process.env.ENFORCE_APP_CHECK;
  });

  it('refuses a call without an App Check token when enforced, saying why', () => {
    const error = refusal(() => requireCaller(signedIn, { enforceAppCheck: true }));
    expect(error?.code).toBe('failed-precondition');
    expect(error?.message).toBe(APP_CHECK_REFUSAL);
  });

  it('lets a call with a verified token through, and any call when not enforced', () => {
    expect(requireCaller(withAppCheck, { enforceAppCheck: true })).toMatchObject({
      uid: 'caller-1',
      email: 'asha@example.in',
      emailVerified: true,
    });
    expect(requireCaller(signedIn, { enforceAppCheck: false }).uid).toBe('caller-1');
  });

  it('every deployed callable refuses a call without a token while ENFORCE_APP_CHECK is on', async () => {
    process.env.ENFORCE_APP_CHECK = 'true';
    const callables = deployed as unknown as Record<string, CallableFunction<unknown, unknown>>;
    for (const name of Object.values(CALLABLES)) {
      const callable = callables[name];
      expect(callable, name).toBeDefined();
      // Refused before anything is read: no Firestore is running for this test.
      await expect(
        Promise.resolve().then(() => callable!.run(signedIn)),
        name,
      ).rejects.toThrow(APP_CHECK_REFUSAL);
    }
  });
});

describe('parseInput', () => {
  it('says what is wrong in English, and sends each problem for the web to word', () => {
    const schema = z.object({ name: z.string().check(z.minLength(1, 'Name is required')) });
    const error = refusal(() => parseInput(schema, { name: '' }));
    expect(error?.code).toBe('invalid-argument');
    expect(error?.message).toBe('Invalid request (name: Name is required).');
    expect(error?.details).toEqual({
      message: 'invalidRequest',
      values: { problems: 'name: Name is required' },
      lists: { problems: [{ path: 'name', text: 'Name is required' }] },
    });
  });
});
