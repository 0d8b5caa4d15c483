import { currentText, type Translate } from '../i18n/store';

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

/**
 * A message for the user from a data error: what happened in words, not a code, in the current
 * language (its texts are in the core catalog, which is loaded before the app draws).
 */
export function dataErrorMessage(error: Error, t: Translate = currentText): string {
  const code = (error as { code?: unknown }).code;
  if (code === 'permission-denied') return t('data.denied');
  if (code === 'unavailable') return t('data.unreachable');
  if (error.name === 'InvalidDocumentError') return t('data.unreadable');
  return t('data.failed');
}
