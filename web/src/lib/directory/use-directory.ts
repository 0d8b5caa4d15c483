import { collection, query } from 'firebase/firestore';
import { startTransition, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { directoryShardDocSchema, type DirectoryEntry } from '@village/model/directory';
import { directoryShardsPath } from '@village/model/paths';
import { schemaConverter } from '../data/converters';
import { LOADING, OFFLINE, type DataState } from '../data/state';
import { useLiveSnapshot } from '../data/use-live-query';
import { db } from '../firestore';
import { OrganizationsContext } from '../session/current-organization';
import { LatestQuery } from './directory-client';
import {
  DirectoryConnection,
  type DirectoryData,
  type ShardSnapshot,
} from './directory-connection';
import type { DirectoryPage, DirectoryQuery } from './directory-engine';

// The organization's directory index (model/src/directory.ts): 32 documents, or as many as the
// organization document's directoryShards says once the index has grown (it doubles when a shard
// nears DIRECTORY_SHARD_MAX_BYTES: docs/directory.md). The student directory, the dashboard's
// map, the full map, the report and the import all read the students through it, never one
// document per student, and have it unpacked, searched, filtered and sorted in a worker
// (directory.worker.ts). Nothing else reads the shards.

/** The shards of the index of `shardCount` shards (directoryShardsPath). */
export const directoryCollection = (orgId: string, shardCount: number) =>
  collection(db, directoryShardsPath(orgId, shardCount)).withConverter(
    schemaConverter(directoryShardDocSchema),
  );

/**
 * How many shards the organization's index has now: the organization document's directoryShards,
 * which the app shell already listens to (no read of its own); null until that has loaded. The
 * organization is the current one (every directory screen is behind RequireOrganization).
 */
export function useDirectoryShardCount(orgId: string | null): number | null {
  const current = useContext(OrganizationsContext)?.current;
  if (!orgId || current?.orgId !== orgId) return null;
  return current.organization?.directoryShards ?? null;
}

/**
 * `state`, except that while it loads (a new index was named: the query changed) the last ready
 * state of the same `scope` stays: the index in use stays whole on the server until readers have
 * moved on, so the list never empties while the grown index's first snapshot comes.
 */
export function useKeptWhileLoading<T>(state: DataState<T>, scope: string | null): DataState<T> {
  const [kept, setKept] = useState<{ scope: string; state: DataState<T> } | null>(null);
  if (scope !== null && state.status === 'ready' && (kept?.state !== state || kept.scope !== scope))
    // Information from earlier renders, kept as React's docs advise: set during render.
    setKept({ scope, state });
  return state.status === 'loading' && kept && kept.scope === scope ? kept.state : state;
}

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
  const shardCount = useDirectoryShardCount(orgId);
  const shardsQuery = useMemo(
    () => (orgId && shardCount ? query(directoryCollection(orgId, shardCount)) : null),
    [orgId, shardCount],
  );
  const live = useKeptWhileLoading<ShardSnapshot>(useLiveSnapshot(shardsQuery), orgId);
  // Offline with no organization document on the device: which index is unknown, and will stay
  // so until the link returns (as a shard query with nothing cached would say).
  const shards = orgId && shardCount === null && !navigator.onLine ? OFFLINE : live;

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
