import { onSnapshot, type DocumentReference } from 'firebase/firestore';
import { startTransition, useEffect, useState } from 'react';
import { noteServerReads } from './read-meter';
import { LOADING, nothingCachedYet, type DataState } from './state';

/**
 * One document, live, parsed by its converter. Ready with null when the server says it does not
 * exist; loading while it is not on this device and the device says it is online (PageLoading
 * offers Retry after a while); offline when it is not on this device and the server cannot be
 * asked. Pass a memoized reference
 * (useMemo on its ids): a new reference starts a new listener.
 */
export function useDocument<T>(ref: DocumentReference<T> | null): DataState<T | null> {
  const [latest, setLatest] = useState<{
    source: DocumentReference<T> | null;
    state: DataState<T | null>;
  }>({ source: null, state: LOADING });
  useEffect(() => {
    if (!ref) return;
    // A transition: what the document redraws is drawn in slices that yield to input.
    const report = (state: DataState<T | null>) =>
      startTransition(() => setLatest({ source: ref, state }));
    // With metadata changes: a document first missing from the cache, then confirmed (or found)
    // by the server, is reported both times.
    return onSnapshot(
      ref,
      { includeMetadataChanges: true },
      (snapshot) => {
        try {
          const { fromCache, hasPendingWrites } = snapshot.metadata;
          if (!fromCache && !hasPendingWrites) noteServerReads(1);
          if (!snapshot.exists() && fromCache) {
            report(nothingCachedYet());
          } else report({ status: 'ready', data: snapshot.data() ?? null, fromCache });
        } catch (error) {
          report({ status: 'error', error: error as Error });
        }
      },
      (error) => report({ status: 'error', error }),
    );
  }, [ref]);
  return ref && latest.source === ref ? latest.state : LOADING;
}
