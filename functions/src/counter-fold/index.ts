// The student counters' fold: the ledger's pending entries (pending-entries.ts) added to the
// organization's counters in batches, exactly once, by one folder at a time (fold.ts) holding the
// fold lease (lease.ts), which numbers new students on the way (student-ids.ts); and the sweep
// that folds what dead folders left (sweep.ts). docs/counters.md tells the whole story.
//
// This file is the folder's one entry: the student trigger, the import, the reconcile and the
// tests import from here.
export { foldPendingCounters, writeCounterState } from './fold';
export {
  foldLeaseRef,
  leaseHeld,
  RECONCILE_HOLDER,
  releaseFoldLease,
  renewFoldLease,
  takeFoldLease,
} from './lease';
export { factsToStored } from './pending-entries';
export { allocateStudentIds, allocationFields } from './student-ids';
export { foldAbandonedCounters } from './sweep';
