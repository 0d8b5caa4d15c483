import { collection, query } from 'firebase/firestore';
import { useMemo } from 'react';
import {
  directoryShardDocSchema,
  unpackDirectoryEntry,
  type DirectoryEntry,
} from '@village/model/directory';
import { directoryPath } from '@village/model/paths';
import { schemaConverter } from '../data/converters';
import { LOADING, type DataState } from '../data/state';
import { useLiveQuery, type LiveRows } from '../data/use-live-query';
import { db } from '../firestore';

// The organization's directory index (model/src/directory.ts): at most DIRECTORY_SHARD_COUNT
// documents, whatever the size of the organization. The student directory, the dashboard's map,
// the full map and the report all read the students through it, never one document per student.

export const directoryCollection = (orgId: string) =>
  collection(db, directoryPath(orgId)).withConverter(schemaConverter(directoryShardDocSchema));

type ShardRows = LiveRows<{ id: string; entries: Record<string, string> }>;

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
 * changed, a save acknowledged) neither unpacks 10,000 lines again nor makes a page redo its
 * per-entry work (search text, memoised cards).
 */
function entriesOfShards(
  shards: ShardRows['rows'],
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

export interface DirectoryIndex {
  /** Every indexed student by document id; do not mutate. */
  entries: ReadonlyMap<string, DirectoryEntry>;
}

/**
 * The index, live, unpacked. Pass `orgId` null to read nothing (a role that may not see students,
 * or a section not shown yet): the rules refuse the index to end users anyway.
 */
export function useDirectoryIndex(orgId: string | null): DataState<DirectoryIndex> {
  const shardsQuery = useMemo(() => (orgId ? query(directoryCollection(orgId)) : null), [orgId]);
  const shards = useLiveQuery(shardsQuery);
  return useMemo((): DataState<DirectoryIndex> => {
    if (shards.status !== 'ready') return shards;
    if (!shardsQuery) return LOADING;
    return {
      status: 'ready',
      data: { entries: entriesOfShards(shards.data.rows, unpackedLinesOf(shardsQuery)) },
      fromCache: shards.fromCache,
    };
  }, [shards, shardsQuery]);
}
