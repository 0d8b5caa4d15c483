import { packDirectoryEntry, type DirectoryEntry } from '@village/model/directory';
import { createDirectoryClient } from '../directory-client';
import { DirectoryEngine, type ShardLines } from '../directory-engine';
import type { Directory } from '../use-directory';

// The directory's engine with given students, for tests: as the index stores them (one shard of
// packed lines), so that what a screen shows went through the engine's rules.

/** One shard holding `entries`, as packed lines. */
export function shardOf(entries: readonly DirectoryEntry[]): ShardLines {
  return {
    id: 'shard-00',
    entries: Object.fromEntries(entries.map((entry) => [entry.id, packDirectoryEntry(entry)])),
  };
}

/** An engine holding `entries`. */
export function engineOf(entries: readonly DirectoryEntry[]): DirectoryEngine {
  const engine = new DirectoryEngine();
  engine.updateShards([shardOf(entries)], ['shard-00']);
  return engine;
}

export interface ReadyDirectoryOptions {
  orgId?: string;
  fromCache?: boolean;
  overlayOnly?: Directory['overlayOnly'];
}

/**
 * A directory holding `entries`, as useDirectory gives it once ready: a client of the directory's
 * engine (in this thread: the test DOM has no Worker).
 */
export function readyDirectory(
  entries: readonly DirectoryEntry[],
  { orgId = 'org-1', fromCache = false, overlayOnly = false }: ReadyDirectoryOptions = {},
): { status: 'ready'; data: Directory; fromCache: boolean } {
  const client = createDirectoryClient();
  client.update({ type: 'shards', changed: [shardOf(entries)], present: ['shard-00'] });
  return {
    status: 'ready',
    data: {
      orgId,
      source: { query: (query) => client.query(query) },
      pendingIds: new Set(),
      overlayOnly,
    },
    fromCache,
  };
}
