import { limit, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import type { DataState } from '../../../lib/data/state';
import { useLiveQuery } from '../../../lib/data/use-live-query';
import {
  useDirectory as useIndexedDirectory,
  type Directory,
  type DirectoryOverlay,
} from '../../../lib/directory/use-directory';
import { directoryEntryOf } from './directory-entry';
import { studentsCollection } from './student-refs';
import { idsDeletedHere } from './deleted-here';

// The directory's hooks live in lib/directory (the dashboard's map and the report use them too);
// the student pages import them from here, with the students' overlay.
export {
  useDirectoryAnswer,
  useDirectoryPage,
  type Directory,
  type DirectoryPageState,
  type DirectorySource,
} from '../../../lib/directory/use-directory';

/**
 * The newest changed students, read directly (a fixed number of documents): a student just saved,
 * on this device or offline, shows in the directory before the function has updated the index.
 */
export const RECENT_STUDENTS = 20;

/**
 * Every student of the organization, for the directory to search, filter and sort off the main
 * thread (lib/directory/use-directory.ts): the index shards (32, or as many as it has grown to
 * documents) overlaid with the RECENT_STUDENTS newest student documents, less the students
 * deleted on this device.
 */
export function useDirectory(orgId: string): DataState<Directory> {
  const recentQuery = useMemo(
    () => query(studentsCollection(orgId), orderBy('updatedAt', 'desc'), limit(RECENT_STUDENTS)),
    [orgId],
  );
  const recent = useLiveQuery(recentQuery);
  const overlay = useMemo(
    (): DirectoryOverlay => ({
      recent:
        recent.status === 'ready'
          ? {
              entries: recent.data.rows.map(directoryEntryOf),
              pendingIds: recent.data.pendingIds,
              fromCache: recent.fromCache,
            }
          : null,
      deleted: idsDeletedHere(),
    }),
    [recent],
  );
  return useIndexedDirectory(orgId, overlay);
}
