import { limit, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import {
  directorySourceOf,
  unpackDirectoryEntry,
  type DirectoryEntry,
} from '@village/model/directory';
import { categoryForLevel } from '@village/model/levels';
import type { Student } from '@village/model/student';
import type { DataState } from '../../../lib/data/state';
import { useLiveQuery } from '../../../lib/data/use-live-query';
import { directoryCollection, studentsCollection } from './student-refs';
import { wasDeletedHere } from './write-student';

/**
 * The newest changed students, read directly (a fixed number of documents): a student just saved,
 * on this device or offline, shows in the directory before the function has updated the index.
 */
export const RECENT_STUDENTS = 20;

export interface Directory {
  entries: DirectoryEntry[];
  /** Students saved on this device that the server has not acknowledged yet. */
  pendingIds: ReadonlySet<string>;
}

export function directoryEntryOf(student: Student): DirectoryEntry {
  return {
    ...directorySourceOf(student),
    id: student.id,
    category: categoryForLevel(student.educationLevel),
  };
}

/** A line already unpacked, kept while it stays the same. */
type UnpackedLines = Map<string, { line: string; entry: DirectoryEntry }>;

// One cache per organization's index query; it goes when the query does.
const unpackedLines = new WeakMap<object, UnpackedLines>();

function unpackedLinesOf(shardsQuery: object): UnpackedLines {
  let lines = unpackedLines.get(shardsQuery);
  if (!lines) unpackedLines.set(shardsQuery, (lines = new Map()));
  return lines;
}

/**
 * Unpacks the shards' lines; a line this version cannot read is skipped and reported. A line that
 * has not changed since the last snapshot keeps its entry object, so that a snapshot (a shard
 * changed, a save acknowledged) neither unpacks 10,000 lines again nor makes the directory redo
 * its per-entry work (search text, memoised cards).
 */
function entriesOfShards(
  shards: readonly { entries: Record<string, string> }[],
  unpacked: UnpackedLines,
): Map<string, DirectoryEntry> {
  const entries = new Map<string, DirectoryEntry>();
  for (const shard of shards) {
    for (const [id, line] of Object.entries(shard.entries)) {
      const known = unpacked.get(id);
      if (known?.line === line) {
        entries.set(id, known.entry);
        continue;
      }
      try {
        const entry = unpackDirectoryEntry(id, line);
        unpacked.set(id, { line, entry });
        entries.set(id, entry);
      } catch (error) {
        console.warn('Unreadable directory entry', id, error);
      }
    }
  }
  return entries;
}

/**
 * Every student of the organization, for the directory to search, filter and sort in the
 * browser: the index shards (at most DIRECTORY_SHARD_COUNT documents) overlaid with the
 * RECENT_STUDENTS newest student documents.
 */
export function useDirectory(orgId: string): DataState<Directory> {
  const shardsQuery = useMemo(() => query(directoryCollection(orgId)), [orgId]);
  const recentQuery = useMemo(
    () => query(studentsCollection(orgId), orderBy('updatedAt', 'desc'), limit(RECENT_STUDENTS)),
    [orgId],
  );
  const shards = useLiveQuery(shardsQuery);
  const recent = useLiveQuery(recentQuery);

  const indexed = useMemo(
    () =>
      shards.status === 'ready'
        ? entriesOfShards(shards.data.rows, unpackedLinesOf(shardsQuery))
        : null,
    [shards, shardsQuery],
  );

  return useMemo((): DataState<Directory> => {
    const overlay = recent.status === 'ready' ? recent.data : null;
    if (shards.status !== 'ready') {
      // Offline with no index cached, but students saved on this device: show those.
      if (shards.status === 'offline' && overlay?.rows.length)
        return merge(new Map(), overlay.rows, overlay.pendingIds, true);
      return shards;
    }
    // The overlay is a help, not a need: if it fails, the index alone is the directory.
    const fromCache = shards.fromCache || (recent.status === 'ready' && recent.fromCache);
    return merge(
      indexed ?? new Map(),
      overlay?.rows ?? [],
      overlay?.pendingIds ?? new Set(),
      fromCache,
    );
  }, [shards, indexed, recent]);
}

/** The index with the newest students laid over it (a newer copy wins); `indexed` is not changed. */
function merge(
  indexed: ReadonlyMap<string, DirectoryEntry>,
  recent: readonly Student[],
  pendingIds: ReadonlySet<string>,
  fromCache: boolean,
): DataState<Directory> {
  const merged = new Map(indexed);
  for (const student of recent) {
    const known = merged.get(student.id);
    if (!known || known.updatedAtMs <= student.updatedAt.getTime())
      merged.set(student.id, directoryEntryOf(student));
  }
  const entries = [...merged.values()].filter((entry) => !wasDeletedHere(entry.id));
  return { status: 'ready', data: { entries, pendingIds }, fromCache };
}
