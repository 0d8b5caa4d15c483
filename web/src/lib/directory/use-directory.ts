import { collection, query } from 'firebase/firestore';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { directoryShardDocSchema, type DirectoryEntry } from '@village/model/directory';
import { directoryPath } from '@village/model/paths';
import { schemaConverter } from '../data/converters';
import { LOADING, OFFLINE, type DataState } from '../data/state';
import { useLiveSnapshot } from '../data/use-live-query';
import { db } from '../firestore';
import { LatestQuery } from './directory-client';
import { DirectoryConnection, type DirectoryData } from './directory-connection';
import type { DirectoryPage, DirectoryQuery } from './directory-engine';

// The organization's directory index (model/src/directory.ts): at most DIRECTORY_SHARD_COUNT
// documents, whatever the size of the organization. The student directory, the dashboard's map,
// the full map, the report and the import all read the students through it, never one document
// per student, and have it unpacked, searched, filtered and sorted in a worker (directory.worker.ts).

export const directoryCollection = (orgId: string) =>
  collection(db, directoryPath(orgId)).withConverter(schemaConverter(directoryShardDocSchema));

/** The directory as of its latest data, to ask for pages of students (useDirectoryPage). */
export interface DirectorySource {
  /** A page of the students matching `query`, answered off the main thread. */
  query(query: DirectoryQuery): Promise<DirectoryPage>;
}

export interface Directory {
  /** The organization whose students these are. */
  orgId: string;
  source: DirectorySource;
  /** Students saved on this device that the server has not acknowledged yet. */
  pendingIds: ReadonlySet<string>;
  /**
   * No copy of the index on this device yet (offline, or the server has not answered): the source
   * knows only the newest students (the overlay, saved on this device), not every student.
   */
  overlayOnly: false | 'offline' | 'loading';
}

/** The newest students, read from their documents by the feature that has them (students). */
export interface DirectoryOverlay {
  /** null until read, or if they cannot be: the index alone is the directory then. */
  recent: {
    entries: readonly DirectoryEntry[];
    pendingIds: ReadonlySet<string>;
    fromCache: boolean;
  } | null;
  /** Students deleted on this device. */
  deleted: ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * Every student of the organization, for a page to search, filter and sort off the main thread:
 * the index shards, overlaid with `overlay` if given (students just saved show before the index
 * has them). Firestore is read here; the shards' lines go to the worker as they change
 * (DirectoryConnection), and the page asks it for what it shows (useDirectoryPage,
 * useDirectoryAnswer). A new snapshot is a new source: the page asks again, its last answer
 * staying until then. Pass `orgId` null to read nothing and start no worker (a section not shown
 * yet). Pass `overlay` memoized: a new one is a new source.
 */
export function useDirectory(
  orgId: string | null,
  overlay: DirectoryOverlay | null = null,
): DataState<Directory> {
  const shardsQuery = useMemo(() => (orgId ? query(directoryCollection(orgId)) : null), [orgId]);
  const shards = useLiveSnapshot(shardsQuery);

  // One engine per organization's directory, stopped when the page goes.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new organization, a new engine
  const connection = useMemo(() => new DirectoryConnection(), [orgId]);
  useEffect(() => {
    if (!orgId) return;
    connection.open();
    return () => connection.close();
  }, [connection, orgId]);

  return useMemo((): DataState<Directory> => {
    if (!orgId) return LOADING;
    const recent = overlay?.recent ?? null;
    // No index cached (offline, or waiting for the server), but students saved on this device:
    // show those meanwhile.
    const overlayOnly =
      (shards.status === 'offline' || shards.status === 'loading') && !!recent?.entries.length
        ? shards.status
        : false;
    if (shards.status !== 'ready' && !overlayOnly) return shards;
    const data: DirectoryData = {
      shards: shards.status === 'ready' ? shards.data : null,
      // The overlay is a help, not a need: if it fails, the index alone is the directory.
      recent: recent?.entries ?? [],
      deleted: overlay?.deleted ?? NONE,
    };
    return {
      status: 'ready',
      data: {
        orgId,
        source: { query: (asked) => connection.query(data, asked) },
        pendingIds: recent?.pendingIds ?? NONE,
        overlayOnly,
      },
      fromCache: shards.status !== 'ready' || shards.fromCache || !!recent?.fromCache,
    };
  }, [orgId, connection, shards, overlay]);
}

export interface DirectoryPageState {
  /** The last page answered; null until the first answer. */
  page: DirectoryPage | null;
  /** The page answers an older query than the one asked now (a newer answer is on its way). */
  stale: boolean;
  error: Error | null;
}

const NO_PAGE: DirectoryPageState = { page: null, stale: false, error: null };

/**
 * The latest answer to `query` from `source` (nothing is asked while either is null). Answers are
 * kept with their `scope` (the organization): one from another scope is no answer.
 */
function useLatestAnswer(
  source: DirectorySource | null,
  query: DirectoryQuery | null,
  scope: string,
): DirectoryPageState {
  const key = query ? JSON.stringify(query) : null;
  const [answer, setAnswer] = useState<{
    scope: string;
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
    if (!source || key === null) return;
    latest.current?.ask(
      () => source.query(JSON.parse(key) as DirectoryQuery),
      // A transition: the cards are drawn in slices that yield to the typing.
      (page) => startTransition(() => setAnswer({ scope, key, page, error: null })),
      (error) =>
        setAnswer((last) => ({
          scope,
          key,
          page: last?.scope === scope ? last.page : null,
          error,
        })),
    );
  }, [source, key, scope]);

  if (!answer || answer.scope !== scope) return NO_PAGE;
  return { page: answer.page, stale: answer.key !== key, error: answer.error };
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
  return useLatestAnswer(source, query, '');
}

/**
 * The answer to `query` (null: nothing asked yet) about every student of the organization, as a
 * screen shows it: the directory's own state while it has none (loading, offline, error); offline
 * too while only the students saved on this device are known (an answer about every student would
 * be wrong); then the engine's answer, or its error. While a newer query is on its way, loading;
 * while a newer snapshot is, the last answer stays.
 */
export function useDirectoryAnswer(
  directory: DataState<Directory>,
  query: DirectoryQuery | null,
): DataState<DirectoryPage> {
  const ready = directory.status === 'ready' && !directory.data.overlayOnly ? directory : null;
  const { page, stale, error } = useLatestAnswer(
    ready && query ? ready.data.source : null,
    query,
    ready?.data.orgId ?? '',
  );
  const waiting: DataState<never> | null =
    directory.status !== 'ready'
      ? directory
      : ready
        ? null
        : directory.data.overlayOnly === 'loading'
          ? LOADING
          : OFFLINE;
  const fromCache = ready?.fromCache ?? false;
  return useMemo((): DataState<DirectoryPage> => {
    if (waiting) return waiting;
    if (error) return { status: 'error', error };
    if (!page || stale) return LOADING;
    return { status: 'ready', data: page, fromCache };
  }, [waiting, error, page, stale, fromCache]);
}
