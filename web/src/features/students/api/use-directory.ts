import { limit, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import type { DataState } from '../../../lib/data/state';
import { useLiveQuery } from '../../../lib/data/use-live-query';
import { useDirectoryIndex } from '../../../lib/directory/directory-index';
import { studentsCollection } from './student-refs';
import { mergeDirectory, type Directory } from './merge-directory';
import { idsDeletedHere } from './write-student';

/**
 * The newest changed students, read directly (a fixed number of documents): a student just saved,
 * on this device or offline, shows in the directory before the function has updated the index.
 */
export const RECENT_STUDENTS = 20;

/**
 * Every student of the organization, for the directory to search, filter and sort in the
 * browser: the index shards (at most DIRECTORY_SHARD_COUNT documents) overlaid with the
 * RECENT_STUDENTS newest student documents.
 */
export function useDirectory(orgId: string): DataState<Directory> {
  const recentQuery = useMemo(
    () => query(studentsCollection(orgId), orderBy('updatedAt', 'desc'), limit(RECENT_STUDENTS)),
    [orgId],
  );
  const shards = useDirectoryIndex(orgId);
  const recent = useLiveQuery(recentQuery);

  return useMemo((): DataState<Directory> => {
    const overlay = recent.status === 'ready' ? recent.data : null;
    if (shards.status !== 'ready') {
      // Offline with no index cached, but students saved on this device: show those.
      if (shards.status === 'offline' && overlay?.rows.length)
        return mergeDirectory(new Map(), overlay.rows, overlay.pendingIds, true, idsDeletedHere());
      return shards;
    }
    // The overlay is a help, not a need: if it fails, the index alone is the directory.
    const fromCache = shards.fromCache || (recent.status === 'ready' && recent.fromCache);
    return mergeDirectory(
      shards.data.entries,
      overlay?.rows ?? [],
      overlay?.pendingIds ?? new Set(),
      fromCache,
      idsDeletedHere(),
    );
  }, [shards, recent]);
}
