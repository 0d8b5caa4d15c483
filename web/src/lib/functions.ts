import type * as FunctionsSdk from 'firebase/functions';
import type { CALLABLES } from '@village/model/callables';
import { DEFAULT_FUNCTIONS_REGION } from '@village/model/constants';
import {
  isRefusalAction,
  isRefusalDetails,
  refusalRoles,
  type RefusalDetails,
} from '@village/model/refusals';
import { callableMessages } from './callable-messages/messages';
import { emulatorHosts, firebaseApp } from './firebase';
import { translate } from './i18n/catalog';
import { roleLabel } from './i18n/labels';
import { loadMessages, messagesNow } from './i18n/messages';
import { i18nState } from './i18n/store';

/** The name of one of the callable Cloud Functions (model/src/callables.ts). */
export type CallableName = (typeof CALLABLES)[keyof typeof CALLABLES];

export const OFFLINE_MESSAGE = callableMessages.en.offline;

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
export const SERVER_UNAVAILABLE_MESSAGE = callableMessages.en.serverUnavailable;

/**
 * A function's refusal in the current language, from the key and values it sends as details: the
 * action and the roles it names are worded here too ("Super Admin या Organization User" would be
 * half English).
 */
function refusalMessage({ message, values = {} }: RefusalDetails): string {
  const t = messagesNow(callableMessages);
  const { catalog, language } = i18nState();
  const words = { ...values };
  if (isRefusalAction(values.action)) words.action = t(`action.${values.action}`);
  if ('roles' in values) {
    const or = ` ${translate(catalog, language, 'common.or')} `;
    words.roles = refusalRoles(values.roles)
      .map((role) => roleLabel(role, (key) => translate(catalog, language, key)))
      .join(or);
  }
  return t(message, words);
}

/**
 * The message for a failed call, in the current language. The functions write their HttpsError
 * messages for users, so those are shown, whatever the code ("The counters are being checked right
 * now…" is an `unavailable` with words): in the person's language from the refusal's key when the
 * function sent one (details), else as they are; the SDK adds " [status]" to them. Only a call
 * that never reached the server (status 0) is a lost connection.
 */
export function toCallableError(error: unknown): CallableError {
  const rawCode = (error as { code?: unknown } | null)?.code;
  const code = typeof rawCode === 'string' ? rawCode.replace(/^functions\//, '') : 'unknown';
  const rawMessage = error instanceof Error ? error.message : String(error);
  const status = /\s*\[(\d+)\]$/.exec(rawMessage);
  const message = rawMessage.replace(/\s*\[\d+\]$/, '').trim();
  const ownWords = !!message && message !== code && !message.startsWith('Backend error status');
  const t = messagesNow(callableMessages);
  if (code === 'internal' && status?.[1] === '0') {
    return new CallableError('unavailable', t('offline'));
  }
  if (code === 'unavailable' && !ownWords) {
    return new CallableError(code, t('serverUnavailable'));
  }
  if (code === 'deadline-exceeded') {
    return new CallableError(code, t('deadlineExceeded'));
  }
  // Without a message of the function's own, the SDK repeats the code: say it in words.
  if (!ownWords) {
    return new CallableError(code, t('bareCode', { code }));
  }
  const details = (error as { details?: unknown } | null)?.details;
  return new CallableError(code, isRefusalDetails(details) ? refusalMessage(details) : message);
}

/** The texts of a failure, loaded before it is worded (a chunk that cannot load gives English). */
async function failure(error: unknown): Promise<CallableError> {
  const { language } = i18nState();
  await loadMessages(callableMessages, language);
  return toCallableError(error);
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
