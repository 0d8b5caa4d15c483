import type * as FunctionsSdk from 'firebase/functions';
import type { CALLABLES } from '@village/model/callables';
import { DEFAULT_FUNCTIONS_REGION } from '@village/model/constants';
import {
  isRefusalAction,
  isRefusalDetails,
  refusalListValues,
  refusalLists,
  refusalRoles,
  type RefusalDetails,
} from '@village/model/refusals';
import { callableMessages } from './callable-messages/messages';
import { emulatorHosts, firebaseApp } from './firebase';
import { translate, type Translate } from './i18n/catalog';
import { roleLabel } from './i18n/labels';
import { loadMessages, messagesNow, type TranslateOf } from './i18n/messages';
import { i18nState } from './i18n/store';
import { validationMessages } from './validation/messages';
import { translateEnglish } from './validation/use-validation-text';

/** The name of one of the callable Cloud Functions (model/src/callables.ts). */
export type CallableName = (typeof CALLABLES)[keyof typeof CALLABLES];

export const OFFLINE_MESSAGE = callableMessages.en.offline;

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

/** The texts a failure is worded with, in one language. */
export interface FailureTexts {
  /** The callables' book. */
  t: TranslateOf<(typeof callableMessages)['en']>;
  /** The core catalog (role names, "or"). */
  catalog: Translate;
  /** The model's validation messages, found by their English (the entries of a refusal's list). */
  validationText: (english: string) => string;
}

/**
 * A function's refusal, from the key and values it sends as details: the action and the roles it
 * names are worded here too ("Super Admin या Organization User" would be half English), and each
 * entry of its lists (a field's problem, a row's clash) is said again from its English.
 */
function refusalMessage(
  { message, values = {}, ...details }: RefusalDetails,
  { t, catalog, validationText }: FailureTexts,
): string {
  const words = { ...values };
  if (isRefusalAction(values.action)) words.action = t(`action.${values.action}`);
  if ('roles' in values) {
    const or = ` ${catalog('common.or')} `;
    words.roles = refusalRoles(values.roles)
      .map((role) => roleLabel(role, catalog))
      .join(or);
  }
  const lists = refusalLists({ message, ...details });
  Object.assign(
    words,
    refusalListValues(lists, (name, entry) =>
      t(`list.${name}`, { ...entry, text: validationText(entry.text) }),
    ),
  );
  return t(message, words);
}

/** A failure's text in the language of `texts`. */
export function failureText(wording: CallableWording, texts: FailureTexts): string {
  if ('refusal' in wording) return refusalMessage(wording.refusal, texts);
  if ('own' in wording) return texts.t(wording.own, { code: wording.code ?? '' });
  return wording.text;
}

/** The texts of the current language, as far as they are loaded (else English). */
function textsNow(): FailureTexts {
  const { catalog, language } = i18nState();
  const validation = messagesNow(validationMessages);
  return {
    t: messagesNow(callableMessages),
    catalog: (key, values) => translate(catalog, language, key, values),
    validationText: translateEnglish(validation, validationMessages),
  };
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
 * How to word a failed call. The functions write their HttpsError messages for users, so those
 * are shown, whatever the code ("The counters are being checked right now…" is an `unavailable`
 * with words): in the person's language from the refusal's key when the function sent one
 * (details), else as they are; the SDK adds " [status]" to them. Only a call that never reached
 * the server (status 0) is a lost connection.
 */
function failureOf(error: unknown): { code: string; wording: CallableWording } {
  const rawCode = (error as { code?: unknown } | null)?.code;
  const code = typeof rawCode === 'string' ? rawCode.replace(/^functions\//, '') : 'unknown';
  const rawMessage = error instanceof Error ? error.message : String(error);
  const status = /\s*\[(\d+)\]$/.exec(rawMessage);
  const message = rawMessage.replace(/\s*\[\d+\]$/, '').trim();
  const ownWords = !!message && message !== code && !message.startsWith('Backend error status');
  if (code === 'internal' && status?.[1] === '0') {
    return { code: 'unavailable', wording: { own: 'offline' } };
  }
  if (code === 'unavailable' && !ownWords) return { code, wording: { own: 'serverUnavailable' } };
  if (code === 'deadline-exceeded') return { code, wording: { own: 'deadlineExceeded' } };
  // Without a message of the function's own, the SDK repeats the code: say it in words.
  if (!ownWords) return { code, wording: { own: 'bareCode', code } };
  const details = (error as { details?: unknown } | null)?.details;
  return { code, wording: isRefusalDetails(details) ? { refusal: details } : { text: message } };
}

/** The error for a failed call, its message in the current language. */
export function toCallableError(error: unknown): CallableError {
  const { code, wording } = failureOf(error);
  return new CallableError(code, failureText(wording, textsNow()), wording);
}

/** The texts of a failure, loaded before it is worded (a chunk that cannot load gives English). */
async function failure(error: unknown): Promise<CallableError> {
  const { language } = i18nState();
  await Promise.all([
    loadMessages(callableMessages, language),
    loadMessages(validationMessages, language),
  ]);
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
