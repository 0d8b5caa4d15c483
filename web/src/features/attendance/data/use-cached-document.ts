import { onSnapshot, type DocumentReference } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { noteServerReads } from '../../../lib/data/read-meter';
import { LOADING, type DataState } from '../../../lib/data/state';

/** A document as the marking screen reads it: null when absent, and whether writes are pending. */
export interface CachedDocument<T> {
  data: T | null;
  /** Saved on this device and not yet acknowledged by the server. */
  pending: boolean;
}

/**
 * One document, live, where "not on this device" counts as "not written yet" at once. Unlike
 * lib/data's useDocument, it never waits for the server: a register or a calendar nobody has
 * written is the common case, and a teacher on a link that dropped (the phone still saying it is
 * online) must get the list to mark, not a spinner. The server's answer follows when it comes.
 */
export function useCachedDocument<T>(
  ref: DocumentReference<T> | null,
): DataState<CachedDocument<T>> {
  const [latest, setLatest] = useState<{
    source: DocumentReference<T> | null;
    state: DataState<CachedDocument<T>>;
  }>({ source: null, state: LOADING });
  useEffect(() => {
    if (!ref) return;
    // Drawn at once, not as a transition: the marking screen waits on these (see LiveOptions).
    const report = (state: DataState<CachedDocument<T>>) => setLatest({ source: ref, state });
    return onSnapshot(
      ref,
      { includeMetadataChanges: true },
      (snapshot) => {
        try {
          const { fromCache, hasPendingWrites } = snapshot.metadata;
          if (!fromCache && !hasPendingWrites) noteServerReads(1);
          report({
            status: 'ready',
            data: { data: snapshot.data() ?? null, pending: hasPendingWrites },
            fromCache,
          });
        } catch (error) {
          report({ status: 'error', error: error as Error });
        }
      },
      (error) => report({ status: 'error', error }),
    );
  }, [ref]);
  return ref && latest.source === ref ? latest.state : LOADING;
}
