import { limit, orderBy, query } from 'firebase/firestore';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import type { DirectoryPage, DirectoryQuery } from '../../../lib/directory/directory-engine';
import { LatestQuery } from '../../../lib/directory/directory-client';
import { directoryCollection } from '../../../lib/directory/directory-index';
import type { DataState } from '../../../lib/data/state';
import { useLiveQuery, useLiveSnapshot } from '../../../lib/data/use-live-query';
import { DirectoryConnection, type DirectoryData } from './directory-connection';
import { studentsCollection } from './student-refs';
import { idsDeletedHere } from './write-student';

/**
 * The newest changed students, read directly (a fixed number of documents): a student just saved,
 * on this device or offline, shows in the directory before the function has updated the index.
 */
export const RECENT_STUDENTS = 20;

/** The directory as of its latest data, to ask for pages of students (useDirectoryPage). */
export interface DirectorySource {
  /** A page of the students matching `query`, answered off the main thread. */
  query(query: DirectoryQuery): Promise<DirectoryPage>;
}

export interface Directory {
  source: DirectorySource;
  /** Students saved on this device that the server has not acknowledged yet. */
  pendingIds: ReadonlySet<string>;
}

/**
 * Every student of the organization, for the directory to search, filter and sort off the main
 * thread (lib/directory/directory.worker.ts): the index shards (at most DIRECTORY_SHARD_COUNT
 * documents) overlaid with the RECENT_STUDENTS newest student documents. Firestore is read here;
 * the shards' lines go to the worker as they change (DirectoryConnection), and the page asks it
 * for what it shows (useDirectoryPage). A new snapshot is a new source: the page asks again, its
 * last answer staying until then.
 */
export function useDirectory(orgId: string): DataState<Directory> {
  const shardsQuery = useMemo(() => query(directoryCollection(orgId)), [orgId]);
  const recentQuery = useMemo(
    () => query(studentsCollection(orgId), orderBy('updatedAt', 'desc'), limit(RECENT_STUDENTS)),
    [orgId],
  );
  const shards = useLiveSnapshot(shardsQuery);
  const recent = useLiveQuery(recentQuery);

  // One engine per organization's directory, stopped when the page goes.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new organization, a new engine
  const connection = useMemo(() => new DirectoryConnection(), [orgId]);
  useEffect(() => {
    connection.open();
    return () => connection.close();
  }, [connection]);

  return useMemo((): DataState<Directory> => {
    const overlay = recent.status === 'ready' ? recent.data : null;
    // Offline with no index cached, but students saved on this device: show those.
    const offlineOverlay = shards.status === 'offline' && !!overlay?.rows.length;
    if (shards.status !== 'ready' && !offlineOverlay) return shards;
    const data: DirectoryData = {
      shards: shards.status === 'ready' ? shards.data : null,
      // The overlay is a help, not a need: if it fails, the index alone is the directory.
      recent: overlay?.rows ?? [],
      deleted: idsDeletedHere(),
    };
    return {
      status: 'ready',
      data: {
        source: { query: (asked) => connection.query(data, asked) },
        pendingIds: overlay?.pendingIds ?? new Set(),
      },
      fromCache:
        shards.status !== 'ready' ||
        shards.fromCache ||
        (recent.status === 'ready' && recent.fromCache),
    };
  }, [connection, shards, recent]);
}

export interface DirectoryPageState {
  /** The last page answered; null until the first answer. */
  page: DirectoryPage | null;
  /** The page answers an older query than the one asked now (a newer answer is on its way). */
  stale: boolean;
  error: Error | null;
}

/**
 * The page of students matching `query`, answered by the directory's engine (in its worker). The
 * last answer stays until the next one comes: typing never waits for the list, and answers to
 * queries already replaced are dropped (LatestQuery).
 */
export function useDirectoryPage(
  source: DirectorySource,
  query: DirectoryQuery,
): DirectoryPageState {
  const key = JSON.stringify(query);
  const [answer, setAnswer] = useState<{
    key: string;
    page: DirectoryPage | null;
    error: Error | null;
  } | null>(null);
  // One LatestQuery while the page is shown; answers after it went are not handed on.
  const latest = useRef<LatestQuery | null>(null);
  useEffect(() => {
    const asker = new LatestQuery();
    latest.current = asker;
    return () => asker.cancel();
  }, []);

  useEffect(() => {
    latest.current?.ask(
      () => source.query(JSON.parse(key) as DirectoryQuery),
      // A transition: the cards are drawn in slices that yield to the typing.
      (page) => startTransition(() => setAnswer({ key, page, error: null })),
      (error) => setAnswer((last) => ({ key, page: last?.page ?? null, error })),
    );
  }, [source, key]);

  if (!answer) return { page: null, stale: false, error: null };
  return { page: answer.page, stale: answer.key !== key, error: answer.error };
}
