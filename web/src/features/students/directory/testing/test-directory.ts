import { packDirectoryEntry, type DirectoryEntry } from '@village/model/directory';
import { createDirectoryClient } from '../../../../lib/directory/directory-client';
import type { DirectorySource } from '../../api/use-directory';

/**
 * A directory holding `entries`, for tests: a client of the directory's engine (in this thread:
 * jsdom has no Worker), given them as one shard of packed lines, as the index stores them.
 */
export function testDirectory(entries: readonly DirectoryEntry[]): DirectorySource {
  const client = createDirectoryClient();
  client.update({
    type: 'shards',
    changed: [
      {
        id: 'shard-00',
        entries: Object.fromEntries(entries.map((entry) => [entry.id, packDirectoryEntry(entry)])),
      },
    ],
    present: ['shard-00'],
  });
  return { query: (query) => client.query(query) };
}
