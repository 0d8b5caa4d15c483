// Student counters that keep up with thousands of writes. A student event does NOT touch the
// organization document: it records what the write changes (the student's facts before and after)
// in its own ledger entry, organizations/{orgId}/counterEvents/{eventId}, marked `pending`. One
// folder at a time, holding a short lease on organizations/{orgId}/private/fold, then folds up to
// FOLD_BATCH pending entries per transaction into the counters on the organization document (and
// the school tally, this month's monthlyStats and the studentIds of new students), marking them
// folded in the same transaction. So:
//  - writes never queue behind each other on one document: an event's own transaction touches only
//    its ledger entry (and its activity);
//  - every entry is counted exactly once: the fold re-reads each entry inside its transaction and
//    counts only those still pending; a redelivered event finds its entry and adds nothing;
//  - the dashboard still reads one document, exact as soon as the fold has run (a fraction of a
//    second for a batch).
//
// No pending entry is left behind: an event first commits its entry, then looks at the lease; a
// folder releases the lease, then looks for pending entries and folds again if it finds any. Either
// the event's look sees the lease free (and it folds), or the folder's look comes after the entry.
// A folder that dies leaves a lease that expires after LEASE_MS. What it left pending is folded by
// the next event, or at the latest by the sweep that runs every minute (sweep.ts):
// within about two minutes even when no other write comes.
import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { monthKey, monthlyStatsPath, organizationPath, studentsPath } from '@village/model/paths';
import { db } from '../app';
import { coveredByReconcile, schoolsRef } from '../ledger';
import {
  applyStudentChange,
  levelsToMap,
  monthlyFigures,
  schoolsFromList,
  schoolsToList,
  storedCounterState,
  type CounterState,
} from '../student-facts';
import { hasStudentId } from '../student-id';
import { runTransaction } from '../transactions';
import { foldLeaseRef, LEASE_MS, releaseFoldLease, takeFoldLease } from './lease';
import { factsFromStored, pendingEntries } from './pending-entries';
import { allocateStudentIds, allocationFields } from './student-ids';

/** Pending entries folded per transaction (each is re-read and updated: 2 operations apiece). */
export const FOLD_BATCH = 200;
/** A folder stops after this long and leaves the rest to the next one (functions time out). */
const FOLD_BUDGET_MS = 420_000;

/** Thrown when a folder ran out of time with entries still pending (the event is retried). */
export class FoldUnfinished extends Error {}

/**
 * Folds pending entries while this call holds the lease, then looks again after releasing it (see
 * the header). Returns how many entries it folded; 0 when another folder was at work.
 */
export async function foldPendingCounters(
  orgId: string,
  now: () => Date = () => new Date(),
): Promise<number> {
  const started = Date.now();
  let folded = 0;
  for (;;) {
    const holder = randomUUID();
    if (!(await takeFoldLease(orgId, holder))) return folded;
    try {
      for (;;) {
        const batch = await foldBatch(orgId, holder, now);
        folded += batch.folded;
        if (batch.lostLease || batch.seen < FOLD_BATCH) break;
        if (Date.now() - started > FOLD_BUDGET_MS) break;
      }
    } finally {
      await releaseFoldLease(orgId, holder);
    }
    const more = await pendingEntries(orgId).limit(1).select().get();
    if (more.empty) return folded;
    if (Date.now() - started > FOLD_BUDGET_MS) {
      throw new FoldUnfinished(`Folded ${folded} entries of ${orgId}; more are pending`);
    }
  }
}

interface BatchResult {
  seen: number;
  folded: number;
  lostLease: boolean;
}

/** Folds up to FOLD_BATCH pending entries in one transaction. */
async function foldBatch(orgId: string, holder: string, now: () => Date): Promise<BatchResult> {
  // Found outside the transaction, so that the transaction locks these entries only, and new
  // entries written meanwhile do not contend with it; inside, each is checked to be still pending.
  const candidates = await pendingEntries(orgId).limit(FOLD_BATCH).select().get();
  if (candidates.empty) return { seen: 0, folded: 0, lostLease: false };
  const orgRef = db.doc(organizationPath(orgId));
  return runTransaction(async (tx): Promise<BatchResult> => {
    const [lease, org, schoolsDoc, entries] = await Promise.all([
      tx.get(foldLeaseRef(orgId)),
      tx.get(orgRef),
      tx.get(schoolsRef(orgId)),
      tx.getAll(...candidates.docs.map((doc) => doc.ref)),
    ]);
    const seen = candidates.size;
    if (lease.get('holder') !== holder) return { seen, folded: 0, lostLease: true };
    const live = entries.filter((entry) => entry.get('pending') === true);
    if (!org.exists) {
      for (const entry of live)
        tx.update(entry.ref, { pending: false, outcome: 'no organization' });
      return { seen, folded: live.length, lostLease: false };
    }

    const month = monthKey(now());
    const state = storedCounterState(
      org.data() ?? {},
      schoolsFromList(schoolsDoc.get('schools')),
      month,
    );
    let counted = 0;
    let schoolsMoved = false;
    const needIds = new Set<string>();
    for (const entry of live) {
      const writeTime: unknown = entry.get('writeTime');
      const covered = writeTime instanceof Timestamp && coveredByReconcile(org, writeTime);
      if (entry.get('counts') === true && !covered) {
        const before = factsFromStored(entry.get('before'));
        const after = factsFromStored(entry.get('after'));
        schoolsMoved = applyStudentChange(state, before, after) || schoolsMoved;
        counted += 1;
      }
      if (entry.get('needsStudentId') === true) needIds.add(String(entry.get('docId')));
    }

    // New students get their studentId here, in one allocation for the batch.
    const studentRefs = [...needIds].map((docId) => db.doc(`${studentsPath(orgId)}/${docId}`));
    const students = studentRefs.length > 0 ? await tx.getAll(...studentRefs) : [];
    const unnumbered = students.filter(
      (student) => student.exists && !hasStudentId(student.data()),
    );
    const allocation =
      unnumbered.length > 0 ? await allocateStudentIds(tx, orgId, org, unnumbered.length) : null;

    // Writes.
    const orgUpdate: Record<string, unknown> =
      counted > 0 ? writeCounterState(tx, orgId, state, { schoolsMoved }) : {};
    if (allocation) {
      Object.assign(orgUpdate, allocationFields(org, allocation));
      unnumbered.forEach((student, index) =>
        tx.update(student.ref, { studentId: allocation.ids[index] }),
      );
    }
    if (Object.keys(orgUpdate).length > 0) tx.update(orgRef, orgUpdate);
    for (const entry of live) tx.update(entry.ref, { pending: false });
    tx.set(foldLeaseRef(orgId), { holder, until: Timestamp.fromMillis(Date.now() + LEASE_MS) });
    return { seen, folded: live.length, lostLease: false };
  });
}

/**
 * Writes the counters' companions (the school tally when a student moved school, this month's
 * monthlyStats) and returns the organization document's counter fields, for the caller's update.
 */
export function writeCounterState(
  tx: Transaction,
  orgId: string,
  state: CounterState,
  { schoolsMoved }: { schoolsMoved: boolean },
): Record<string, unknown> {
  if (schoolsMoved && state.schools) {
    tx.set(schoolsRef(orgId), {
      schools: schoolsToList(state.schools),
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
  tx.set(db.doc(`${monthlyStatsPath(orgId)}/${state.statsMonth}`), {
    month: state.statsMonth,
    ...monthlyFigures(state),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return {
    studentCount: state.studentCount,
    stats: state.stats,
    statsMonth: state.statsMonth,
    // Old-style counters (onRollSince null) stay so, without off-roll counts, until the reconcile.
    ...(state.onRollSince !== null
      ? {
          graduatedCount: state.graduatedCount,
          leftCount: state.leftCount,
          onRollSince: state.onRollSince,
        }
      : {}),
    // Unknown per-level counts stay absent until the reconcile recounts them.
    ...(state.levels ? { levels: levelsToMap(state.levels) } : {}),
  };
}
