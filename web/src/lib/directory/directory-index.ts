import { collection, query, type QuerySnapshot } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import {
  directoryShardDocSchema,
  prepareDirectorySearch,
  sortDirectory,
  unpackDirectoryEntry,
  type DirectoryEntry,
} from '@village/model/directory';
import { directoryPath } from '@village/model/paths';
import { schemaConverter, type WithId } from '../data/converters';
import { LOADING, type DataState } from '../data/state';
import { useLiveSnapshot } from '../data/use-live-query';
import { db } from '../firestore';
import { forEachInSlices, yieldToMain } from '../scheduling/slices';

// The organization's directory index (model/src/directory.ts): at most DIRECTORY_SHARD_COUNT
// documents, whatever the size of the organization. The student directory, the dashboard's map,
// the full map and the report all read the students through it, never one document per student.

export const directoryCollection = (orgId: string) =>
  collection(db, directoryPath(orgId)).withConverter(schemaConverter(directoryShardDocSchema));

type ShardSnapshot = QuerySnapshot<WithId<{ entries: Record<string, string> }>>;

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
 * Unpacks the shards' lines, in slices (lib/scheduling/slices.ts): 3,000 students are about 40 ms
 * of work on a laptop, a long freeze on a cheap phone if done in one go. A line this version
 * cannot read is skipped and reported. A line that has not changed since the last snapshot keeps
 * its entry object, so that a snapshot (a shard changed, a save acknowledged) neither unpacks
 * 10,000 lines again nor makes a page redo its per-entry work (search text, memoised cards). A
 * shard that does not match its schema rejects the whole index (InvalidDocumentError).
 */
async function entriesOfShards(
  snapshot: ShardSnapshot,
  unpacked: UnpackedLines,
  signal: AbortSignal,
): Promise<Map<string, DirectoryEntry>> {
  const entries = new Map<string, DirectoryEntry>();
  // One walk over every shard's lines, read shard by shard as the walk reaches them, so that the
  // slices (and reading a shard) are timed across shards: a shard is only ~100 lines.
  function* linesOfShards() {
    for (const shard of snapshot.docs) yield* Object.entries(shard.data().entries);
  }
  await forEachInSlices(
    linesOfShards(),
    ([id, line]) => {
      const known = unpacked.get(id);
      if (known?.line === line) {
        entries.set(id, known.entry);
        return;
      }
      try {
        const entry = unpackDirectoryEntry(id, line);
        // Lower-cased for the directory's search now, in this slice, rather than all at once
        // when the directory first draws.
        prepareDirectorySearch(entry);
        unpacked.set(id, { line, entry });
        entries.set(id, entry);
      } catch (error) {
        console.warn('Unreadable directory entry', id, error);
      }
    },
    { signal },
  );
  // In name order, the order every page lists students in: a page that sorts them by name again
  // (with a few students of its own laid over) then sorts a list already in order, which takes a
  // few comparisons per student instead of a dozen, in the task that draws it.
  await yieldToMain();
  signal.throwIfAborted();
  const byName = sortDirectory([...entries.values()], 'name', 'asc');
  const index = new Map(byName.map((entry) => [entry.id, entry]));
  // The page draws the index in the task that receives it: a task of its own.
  await yieldToMain();
  return index;
}

export interface DirectoryIndex {
  /** Every indexed student by document id, in name order; do not mutate. */
  entries: ReadonlyMap<string, DirectoryEntry>;
}

/**
 * The index, live, unpacked. Pass `orgId` null to read nothing (a role that may not see students,
 * or a section not shown yet): the rules refuse the index to end users anyway. While a new
 * snapshot is being unpacked, the last one unpacked stays: a save does not blank the directory.
 */
export function useDirectoryIndex(orgId: string | null): DataState<DirectoryIndex> {
  const shardsQuery = useMemo(() => (orgId ? query(directoryCollection(orgId)) : null), [orgId]);
  const shards = useLiveSnapshot(shardsQuery);
  const [unpacked, setUnpacked] = useState<{
    source: object;
    state: DataState<DirectoryIndex>;
  } | null>(null);

  useEffect(() => {
    if (shards.status !== 'ready' || !shardsQuery) return;
    const job = new AbortController();
    const { data: snapshot, fromCache } = shards;
    const settle = (state: DataState<DirectoryIndex>) => {
      if (!job.signal.aborted) setUnpacked({ source: shardsQuery, state });
    };
    entriesOfShards(snapshot, unpackedLinesOf(shardsQuery), job.signal).then(
      (entries) => settle({ status: 'ready', data: { entries }, fromCache }),
      // Called off (a newer snapshot, or the page left): settle does nothing.
      (error: unknown) => settle({ status: 'error', error: error as Error }),
    );
    return () => job.abort();
  }, [shards, shardsQuery]);

  if (shards.status !== 'ready') return shards;
  return unpacked?.source === shardsQuery ? unpacked.state : LOADING;
}
