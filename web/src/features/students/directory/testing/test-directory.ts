import type { DirectoryEntry } from '@village/model/directory';
import { readyDirectory } from '../../../../lib/directory/testing/directory-fixtures';
import type { DirectorySource } from '../../api/use-directory';

/** A directory holding `entries`, for tests: its engine's source alone (readyDirectory). */
export function testDirectory(entries: readonly DirectoryEntry[]): DirectorySource {
  return readyDirectory(entries).data.source;
}
