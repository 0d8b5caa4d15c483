import {
  isRefusalAction,
  isRefusalDetails,
  refusalListValues,
  refusalLists,
  refusalRoles,
  type RefusalDetails,
} from '@village/model/refusals';
import { CallableError, parsedFailure, type CallableWording } from '../functions';
import { translate, type Translate } from '../i18n/catalog';
import { roleLabel } from '../i18n/labels';
import { loadMessages, messagesNow, type TranslateOf } from '../i18n/messages';
import { i18nState } from '../i18n/store';
import { validationMessages } from '../validation/messages';
import { translateEnglish } from '../validation/use-validation-text';
import { callableMessages } from './messages';

// How a callable's failure is worded: loaded with the first failure (lib/functions.ts), and by
// the screens that word one again when the language changes (useCallableErrorText).

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

/** What a call says offline, in English. */
export { OFFLINE_TEXT as OFFLINE_MESSAGE } from './offline/messages';

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
  const { code, status, message } = parsedFailure(error);
  const ownWords = !!message && message !== code && !message.startsWith('Backend error status');
  if (code === 'internal' && status === '0') {
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

/** The error for `error`, worded once the texts of the current language have loaded (a Hindi
 * book that cannot load leaves English). */
export async function wordedFailure(error: unknown): Promise<CallableError> {
  const { language } = i18nState();
  await Promise.all([
    loadMessages(callableMessages, language),
    loadMessages(validationMessages, language),
  ]);
  return toCallableError(error);
}
