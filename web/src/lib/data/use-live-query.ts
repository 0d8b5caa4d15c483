import { onSnapshot, type Query, type QuerySnapshot } from 'firebase/firestore';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { noteServerReads } from './read-meter';
import { LOADING, nothingCachedYet, type DataState } from './state';

export interface LiveOptions {
  /**
   * Each answer drawn at once rather than as a transition: for a screen whose one purpose waits on
   * it (the roll to mark). A transition that keeps being overtaken by the answers of the page's
   * other listeners, as on a phone starting the app, is not drawn until they stop: seconds.
   */
  urgent?: boolean;
}

export interface LiveRows<T> {
  rows: T[];
  /** Ids of rows with local changes the server has not acknowledged yet. */
  pendingIds: ReadonlySet<string>;
}

/**
 * A query's latest snapshot, live, its documents not read yet (for a hook that reads them in its
 * own time, such as the directory index). Ready with an empty snapshot only when the server says
 * nothing matches: nothing in this device's cache is not "nothing there" (a first visit whose link
 * dropped would show an empty organization beside counters saying 450), so it is loading while
 * the device says it is online (PageLoading offers Retry after a while) and offline when it is
 * not. What the cache has is shown while the server's answer comes. Pass a memoized query
 * (useMemo on its inputs): a new query starts a new listener.
 */
export function useLiveSnapshot<T>(
  query: Query<T> | null,
  { urgent = false }: LiveOptions = {},
): DataState<QuerySnapshot<T>> {
  const [latest, setLatest] = useState<{
    source: Query<T> | null;
    state: DataState<QuerySnapshot<T>>;
  }>({ source: null, state: LOADING });
  useEffect(() => {
    if (!query) return;
    // A transition: what the data redraws (a directory, a dashboard) is drawn in slices that
    // yield to the user's input, not in one long task.
    const report = (state: DataState<QuerySnapshot<T>>) =>
      urgent
        ? setLatest({ source: query, state })
        : startTransition(() => setLatest({ source: query, state }));
    // With metadata changes: rows saved on this device are reported again once the server has
    // them, so "waiting to sync" clears.
    return onSnapshot(
      query,
      { includeMetadataChanges: true },
      (snapshot) => {
        const { fromCache } = snapshot.metadata;
        if (!fromCache) noteServerReads(snapshot.docChanges().length);
        if (snapshot.empty && fromCache) report(nothingCachedYet());
        else report({ status: 'ready', data: snapshot, fromCache });
      },
      (error) => report({ status: 'error', error }),
    );
  }, [query, urgent]);
  return query && latest.source === query ? latest.state : LOADING;
}

/** The ids of a snapshot's documents with local changes the server has not acknowledged yet. */
function pendingIdsOf(snapshot: QuerySnapshot<unknown>): ReadonlySet<string> {
  return new Set(snapshot.docs.filter((d) => d.metadata.hasPendingWrites).map((d) => d.id));
}

/**
 * A query, live, each document parsed by the query's converter (a bad document is an error).
 * Ready with no rows when the server says nothing matches; loading and offline as useLiveSnapshot.
 */
export function useLiveQuery<T extends { id: string }>(
  query: Query<T> | null,
  options?: LiveOptions,
): DataState<LiveRows<T>> {
  const snapshot = useLiveSnapshot(query, options);
  return useMemo((): DataState<LiveRows<T>> => {
    if (snapshot.status !== 'ready') return snapshot;
    try {
      const rows = snapshot.data.docs.map((document) => document.data());
      return {
        status: 'ready',
        data: { rows, pendingIds: pendingIdsOf(snapshot.data) },
        fromCache: snapshot.fromCache,
      };
    } catch (error) {
      return { status: 'error', error: error as Error };
    }
  }, [snapshot]);
}
