import { onSnapshot, type DocumentReference } from 'firebase/firestore';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { noteServerReads } from './read-meter';
import { LOADING, nothingCachedYet, type DataState } from './state';
import type { LiveOptions } from './use-live-query';

export interface DocumentOptions extends LiveOptions {
  /**
   * "Not on this device" read as "not written yet" at once, never waiting for the server: for a
   * document nobody has written in the common case (a day's register, a year's calendar), where a
   * teacher on a link that dropped (the phone still saying it is online) must get the screen, not
   * a spinner. The server's answer follows when it comes.
   */
  absentUntilFound?: boolean;
}

/** A document as a screen shows it: null when absent, and whether writes are pending. */
export interface DocumentView<T> {
  data: T | null;
  /** Saved on this device and not yet acknowledged by the server. */
  pending: boolean;
}

/**
 * One document, live, parsed by its converter, with whether this device's writes to it are still
 * on their way (true while offline, even after a reload: the persistent cache keeps the queued
 * write). Ready with null when the server says it does not exist; unless `absentUntilFound`,
 * loading while it is not on this device and the device says it is online (PageLoading offers
 * Retry after a while), and offline when it is not on this device and the server cannot be asked.
 * Pass a memoized reference (useMemo on its ids): a new reference starts a new listener.
 */
export function useDocumentView<T>(
  ref: DocumentReference<T> | null,
  { absentUntilFound = false, urgent = false }: DocumentOptions = {},
): DataState<DocumentView<T>> {
  const [latest, setLatest] = useState<{
    source: DocumentReference<T> | null;
    state: DataState<DocumentView<T>>;
  }>({ source: null, state: LOADING });
  useEffect(() => {
    if (!ref) return;
    // A transition unless urgent: what the document redraws is drawn in slices that yield to input.
    const report = (state: DataState<DocumentView<T>>) =>
      urgent
        ? setLatest({ source: ref, state })
        : startTransition(() => setLatest({ source: ref, state }));
    // With metadata changes: a document first missing from the cache, then confirmed (or found)
    // by the server, is reported both times; so is a write once the server has it.
    return onSnapshot(
      ref,
      { includeMetadataChanges: true },
      (snapshot) => {
        try {
          const { fromCache, hasPendingWrites } = snapshot.metadata;
          if (!fromCache && !hasPendingWrites) noteServerReads(1);
          if (!snapshot.exists() && fromCache && !absentUntilFound) {
            report(nothingCachedYet());
          } else {
            const data = snapshot.data() ?? null;
            report({ status: 'ready', data: { data, pending: hasPendingWrites }, fromCache });
          }
        } catch (error) {
          report({ status: 'error', error: error as Error });
        }
      },
      (error) => report({ status: 'error', error }),
    );
  }, [ref, absentUntilFound, urgent]);
  return ref && latest.source === ref ? latest.state : LOADING;
}

/** One document, live, parsed by its converter: useDocumentView without the pending flag. */
export function useDocument<T>(ref: DocumentReference<T> | null): DataState<T | null> {
  const view = useDocumentView(ref);
  return useMemo(
    (): DataState<T | null> => (view.status === 'ready' ? { ...view, data: view.data.data } : view),
    [view],
  );
}
