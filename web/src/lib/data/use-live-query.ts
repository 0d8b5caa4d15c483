import { onSnapshot, type Query } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { noteServerReads } from './read-meter';
import { LOADING, type DataState } from './state';

export interface LiveRows<T> {
  rows: T[];
  /** Ids of rows with local changes the server has not acknowledged yet. */
  pendingIds: ReadonlySet<string>;
}

/**
 * A query, live, each document parsed by the query's converter (a bad document is an error).
 * Ready with no rows when nothing matches; offline when nothing is cached and the server cannot
 * be asked. Pass a memoized query (useMemo on its inputs): a new query starts a new listener.
 */
export function useLiveQuery<T extends { id: string }>(
  query: Query<T> | null,
): DataState<LiveRows<T>> {
  const [latest, setLatest] = useState<{
    source: Query<T> | null;
    state: DataState<LiveRows<T>>;
  }>({ source: null, state: LOADING });
  useEffect(() => {
    if (!query) return;
    const report = (state: DataState<LiveRows<T>>) => setLatest({ source: query, state });
    // With metadata changes: rows saved on this device are reported again once the server has
    // them, so "waiting to sync" clears.
    return onSnapshot(
      query,
      { includeMetadataChanges: true },
      (snapshot) => {
        try {
          const { fromCache } = snapshot.metadata;
          if (!fromCache) noteServerReads(snapshot.docChanges().length);
          if (snapshot.empty && fromCache && !navigator.onLine) {
            report({ status: 'offline' });
            return;
          }
          const rows = snapshot.docs.map((document) => document.data());
          const pendingIds = new Set(
            snapshot.docs.filter((d) => d.metadata.hasPendingWrites).map((d) => d.id),
          );
          report({ status: 'ready', data: { rows, pendingIds }, fromCache });
        } catch (error) {
          report({ status: 'error', error: error as Error });
        }
      },
      (error) => report({ status: 'error', error }),
    );
  }, [query]);
  return query && latest.source === query ? latest.state : LOADING;
}
