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

/** Unpacks the shards' lines; a line this version cannot read is skipped and reported. */
function entriesOfShards(shards: readonly { entries: Record<string, string> }[]) {
  const entries = new Map<string, DirectoryEntry>();
  for (const shard of shards) {
    for (const [id, line] of Object.entries(shard.entries)) {
      try {
        entries.set(id, unpackDirectoryEntry(id, line));
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

  return useMemo((): DataState<Directory> => {
    if (shards.status !== 'ready') {
      // Offline with no index cached, but students saved on this device: show those.
      if (shards.status === 'offline' && recent.status === 'ready' && recent.data.rows.length)
        return merge(new Map(), recent.data.rows, recent.data.pendingIds, true);
      return shards;
    }
    const indexed = entriesOfShards(shards.data.rows);
    // The overlay is a help, not a need: if it fails, the index alone is the directory.
    if (recent.status !== 'ready') return merge(indexed, [], new Set(), shards.fromCache);
    return merge(
      indexed,
      recent.data.rows,
      recent.data.pendingIds,
      shards.fromCache || recent.fromCache,
    );
  }, [shards, recent]);
}

function merge(
  indexed: Map<string, DirectoryEntry>,
  recent: readonly Student[],
  pendingIds: ReadonlySet<string>,
  fromCache: boolean,
): DataState<Directory> {
  for (const student of recent) {
    const known = indexed.get(student.id);
    if (!known || known.updatedAtMs <= student.updatedAt.getTime())
      indexed.set(student.id, directoryEntryOf(student));
  }
  const entries = [...indexed.values()].filter((entry) => !wasDeletedHere(entry.id));
  return { status: 'ready', data: { entries, pendingIds }, fromCache };
}
