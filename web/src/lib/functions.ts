import type * as FunctionsSdk from 'firebase/functions';
import type { CALLABLES } from '@village/model/callables';
import { DEFAULT_FUNCTIONS_REGION } from '@village/model/constants';
import { emulatorHosts, firebaseApp } from './firebase';

/** The name of one of the callable Cloud Functions (model/src/callables.ts). */
export type CallableName = (typeof CALLABLES)[keyof typeof CALLABLES];

export const OFFLINE_MESSAGE =
  'You are offline: this change needs a connection. Try again when you are back online.';

/** A callable's refusal or failure, with a message written for the person who asked. */
export class CallableError extends Error {
  constructor(
    /** The Functions error code without its prefix: permission-denied, unavailable, ... */
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CallableError';
  }
}

let client: Promise<{ sdk: typeof FunctionsSdk; functions: FunctionsSdk.Functions }> | undefined;

// The Functions SDK loads with the first call, not with any page: only people management needs it.
function functionsClient() {
  client ??= import('firebase/functions').then(
    (sdk) => {
      // The functions' region (their FUNCTIONS_REGION param): a call to another region is a 404.
      const region = import.meta.env.VITE_FUNCTIONS_REGION?.trim() || DEFAULT_FUNCTIONS_REGION;
      const functions = sdk.getFunctions(firebaseApp, region);
      if (emulatorHosts) {
        sdk.connectFunctionsEmulator(
          functions,
          emulatorHosts.functions.host,
          emulatorHosts.functions.port,
        );
      }
      return { sdk, functions };
    },
    (error: unknown) => {
      client = undefined; // the chunk could not be fetched (offline): try again next time
      throw error;
    },
  );
  return client;
}

/** A 503 with no words of the function's own: the service, not the connection, is down. */
export const SERVER_UNAVAILABLE_MESSAGE =
  'The server is not available right now, so nothing was changed. Try again in a few minutes.';

/**
 * The message for a failed call. The functions write their HttpsError messages for users, so those
 * are shown as they are, whatever the code ("The counters are being checked right now…" is an
 * `unavailable` with words); the SDK adds " [status]" to them. Only a call that never reached the
 * server (status 0) is a lost connection.
 */
export function toCallableError(error: unknown): CallableError {
  const rawCode = (error as { code?: unknown } | null)?.code;
  const code = typeof rawCode === 'string' ? rawCode.replace(/^functions\//, '') : 'unknown';
  const rawMessage = error instanceof Error ? error.message : String(error);
  const status = /\s*\[(\d+)\]$/.exec(rawMessage);
  const message = rawMessage.replace(/\s*\[\d+\]$/, '').trim();
  const ownWords = !!message && message !== code && !message.startsWith('Backend error status');
  if (code === 'internal' && status?.[1] === '0') {
    return new CallableError('unavailable', OFFLINE_MESSAGE);
  }
  if (code === 'unavailable' && !ownWords) {
    return new CallableError(code, SERVER_UNAVAILABLE_MESSAGE);
  }
  if (code === 'deadline-exceeded') {
    return new CallableError(
      code,
      'The server did not answer in time. Check your connection, then look whether the change was made before trying again.',
    );
  }
  // Without a message of the function's own, the SDK repeats the code: say it in words.
  if (!ownWords) {
    return new CallableError(code, `The server could not do this (${code}). Try again later.`);
  }
  return new CallableError(code, message);
}

/**
 * Calls a callable function with `input` and resolves with its result. People changes need the
 * server (a transaction there keeps the organization's last super_admin), so offline the call is
 * not attempted: it fails at once with OFFLINE_MESSAGE.
 */
export async function callFunction<Input, Result>(
  name: CallableName,
  input: Input,
): Promise<Result> {
  if (!navigator.onLine) throw new CallableError('unavailable', OFFLINE_MESSAGE);
  let loaded: Awaited<ReturnType<typeof functionsClient>>;
  try {
    loaded = await functionsClient();
  } catch (error) {
    console.error('functions SDK not loaded', error);
    throw new CallableError('unavailable', OFFLINE_MESSAGE);
  }
  try {
    const result = await loaded.sdk.httpsCallable<Input, Result>(loaded.functions, name)(input);
    return result.data;
  } catch (error) {
    console.warn(`${name} failed`, error);
    throw toCallableError(error);
  }
}
