import type * as FunctionsSdk from 'firebase/functions';
import type { CALLABLES } from '@village/model/callables';
import { DEFAULT_FUNCTIONS_REGION } from '@village/model/constants';
import type { RefusalDetails } from '@village/model/refusals';
import { OFFLINE_TEXT } from './callable-messages/offline/messages';
import { emulatorHosts, firebaseApp } from './firebase';

/** The name of one of the callable Cloud Functions (model/src/callables.ts). */
export type CallableName = (typeof CALLABLES)[keyof typeof CALLABLES];

/**
 * What a failure says, kept beside its text so that a screen can word it again in the language of
 * each draw (a switch of language then redraws it): a function's refusal by its details, one of
 * the web's own texts, or words as they came.
 */
export type CallableWording =
  | { refusal: RefusalDetails }
  | { own: 'offline' | 'serverUnavailable' | 'deadlineExceeded' | 'bareCode'; code?: string }
  | { text: string };

/** A callable's refusal or failure, with a message written for the person who asked. */
export class CallableError extends Error {
  /** How to word it again; `message` is its text in the language of the moment it failed. */
  readonly wording: CallableWording;

  constructor(
    /** The Functions error code without its prefix: permission-denied, unavailable, ... */
    readonly code: string,
    message: string,
    wording: CallableWording = { text: message },
  ) {
    super(message);
    this.name = 'CallableError';
    this.wording = wording;
  }
}

/**
 * A failed call as the SDK gives it: the code without its "functions/" prefix, and the message
 * without the " [status]" the SDK appends (a status of 0: the call never reached the server).
 */
export function parsedFailure(error: unknown): { code: string; status?: string; message: string } {
  const rawCode = (error as { code?: unknown } | null)?.code;
  const code = typeof rawCode === 'string' ? rawCode.replace(/^functions\//, '') : 'unknown';
  const rawMessage = error instanceof Error ? error.message : String(error);
  const status = /\s*\[(\d+)\]$/.exec(rawMessage)?.[1];
  return { code, status, message: rawMessage.replace(/\s*\[\d+\]$/, '').trim() };
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

/**
 * The error for a failed call, worded in the person's language. The wording's code and texts (the
 * refusals' book, in every language) load with the first failure, not with every page; if they
 * cannot (offline before the service worker has cached them), the error says it in English: the
 * lost connection in the web's words, anything else as the server put it.
 */
async function failure(error: unknown): Promise<CallableError> {
  try {
    return await (await import('./callable-messages/failure-text')).wordedFailure(error);
  } catch {
    const { code, status, message } = parsedFailure(error);
    if (code === 'internal' && status === '0')
      return new CallableError('unavailable', OFFLINE_TEXT, { own: 'offline' });
    return new CallableError(code, message, { text: message });
  }
}

/** What the SDK gives for a call that never reached the server. */
const offlineError = () => Object.assign(new Error('internal [0]'), { code: 'internal' });

/**
 * Calls a callable function with `input` and resolves with its result. People changes need the
 * server (a transaction there keeps the organization's last super_admin), so offline the call is
 * not attempted: it fails at once with OFFLINE_MESSAGE.
 */
export async function callFunction<Input, Result>(
  name: CallableName,
  input: Input,
): Promise<Result> {
  if (!navigator.onLine) throw await failure(offlineError());
  let loaded: Awaited<ReturnType<typeof functionsClient>>;
  try {
    loaded = await functionsClient();
  } catch (error) {
    console.error('functions SDK not loaded', error);
    throw await failure(offlineError());
  }
  try {
    const result = await loaded.sdk.httpsCallable<Input, Result>(loaded.functions, name)(input);
    return result.data;
  } catch (error) {
    console.warn(`${name} failed`, error);
    throw await failure(error);
  }
}
