import { translate, type MessageKey, type Translate } from '../i18n/catalog';
import { i18nState } from '../i18n/store';

/**
 * What a data hook gives a page: one of four clear states.
 * - loading: nothing yet (first visit, waiting for the server; an empty cache is not an answer);
 * - offline: nothing on this device and no connection to ask the server;
 * - error: refused (rules) or broken data, with the reason;
 * - ready: the data, and whether it came from this device's cache (possibly stale).
 * "Empty" is ready with no document (data === null) or no rows (data.length === 0).
 */
export type DataState<T> =
  | { status: 'loading' }
  | { status: 'offline' }
  | { status: 'error'; error: Error }
  | { status: 'ready'; data: T; fromCache: boolean };

export const LOADING: DataState<never> = { status: 'loading' };
export const OFFLINE: DataState<never> = { status: 'offline' };

/** Nothing on this device yet: loading while the device says it is online (the server may still
 * answer), offline when it does not (nobody can). */
export function nothingCachedYet(): DataState<never> {
  return navigator.onLine ? LOADING : OFFLINE;
}

/** What happened, as the key of its text in the core catalog. */
export function dataErrorKey(error: Error): MessageKey {
  const code = (error as { code?: unknown }).code;
  if (code === 'permission-denied') return 'data.denied';
  if (code === 'unavailable') return 'data.unreachable';
  if (error.name === 'InvalidDocumentError') return 'data.invalid';
  return 'data.failed';
}

/**
 * A message for the user from a data error: what happened in words, not a code. In the language
 * of `t` (a component's useT()), else in the app's current language: the core catalog is always
 * loaded, so a caller without a translator still gets the reader's language.
 */
export function dataErrorMessage(error: Error, t?: Translate): string {
  const key = dataErrorKey(error);
  if (t) return t(key);
  const { catalog, language } = i18nState();
  return translate(catalog, language, key);
}
