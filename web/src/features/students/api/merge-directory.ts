import {
  directorySourceOf,
  packDirectoryEntry,
  type DirectoryEntry,
} from '@village/model/directory';
import { categoryForLevel } from '@village/model/levels';
import type { Student } from '@village/model/student';
import type { DataState } from '../../../lib/data/state';

// The directory's list: the index laid over with the newest students (use-directory.ts reads both).

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

// The index's entries as a list, made once per index: while the newest students add nothing to
// it (the usual case, once the function has caught up), every snapshot of them hands the page
// the same list, and the page's sort and filters (memoised on it) are not done again.
const listedIndexes = new WeakMap<ReadonlyMap<string, DirectoryEntry>, DirectoryEntry[]>();

function listOf(indexed: ReadonlyMap<string, DirectoryEntry>): DirectoryEntry[] {
  let list = listedIndexes.get(indexed);
  if (!list) listedIndexes.set(indexed, (list = [...indexed.values()]));
  return list;
}

/**
 * The index with the newest students laid over it: a student's document wins over its line when
 * it is newer, or as new and different (the index has not caught up with it yet). Students
 * deleted on this device are left out. `indexed` is not changed; when nothing is laid over and
 * nothing left out, the list is the index's own (listOf).
 */
export function mergeDirectory(
  indexed: ReadonlyMap<string, DirectoryEntry>,
  recent: readonly Student[],
  pendingIds: ReadonlySet<string>,
  fromCache: boolean,
  deleted: ReadonlySet<string>,
): DataState<Directory> {
  const newer: DirectoryEntry[] = [];
  for (const student of recent) {
    const known = indexed.get(student.id);
    const entry = directoryEntryOf(student);
    if (
      !known ||
      known.updatedAtMs < entry.updatedAtMs ||
      (known.updatedAtMs === entry.updatedAtMs &&
        packDirectoryEntry(known) !== packDirectoryEntry(entry))
    )
      newer.push(entry);
  }
  const hides = [...deleted].some((id) => indexed.has(id));
  if (newer.length === 0 && !hides)
    return { status: 'ready', data: { entries: listOf(indexed), pendingIds }, fromCache };
  const merged = new Map(indexed);
  for (const entry of newer) merged.set(entry.id, entry);
  const entries = [...merged.values()].filter((entry) => !deleted.has(entry.id));
  return { status: 'ready', data: { entries, pendingIds }, fromCache };
}
