// The directory index, organizations/{orgId}/directory/{shardId}: one packed line per student
// (model/src/directory-encoding.ts), which staff load whole to search and filter in the browser.
// The functions keep it: the student trigger rewrites a student's line (sync.ts), the import writes
// its students' lines itself, and the reconcile repairs the lines that drifted (rebuild.ts).
//
// The index grows (grow.ts): private/directory names how many shards it has, and while it doubles,
// the count of the one being built (`next`); every writer reads it in its transaction (layout.ts)
// and writes each line to both until the new index is complete and the organization document
// names it. Each shard counts the bytes of its lines (`bytes`, student-line.ts), so that it
// doubles long before a shard reaches Firestore's 1 MiB. The indexes replaced are deleted an hour
// later (retired.ts).
//
// This file is the folder's one entry: the import, the reconcile and the tests import from here.
export { growDirectory, growIfFull } from './grow';
export {
  directoryStateRef,
  isDocumentTooLarge,
  layoutOf,
  layoutTargets,
  type DirectoryLayout,
} from './layout';
export { directoryDrift, directoryShardsOf, type StoredStudent } from './rebuild';
export { deleteRetiredIndexes, RETIRED_GRACE_MS } from './retired';
export { directoryBytesDelta, directoryLineOf, directorySourceOf } from './student-line';
export { syncDirectoryLine, updateDirectoryEntry } from './sync';
