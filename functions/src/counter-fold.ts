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
// the next event, or at the latest by the sweep that runs every minute (foldAbandonedCounters):
// within about two minutes even when no other write comes.
import { randomUUID } from 'node:crypto';
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { CATEGORIES, isEducationLevel, type Category } from '@village/model/levels';
import { monthKey, monthlyStatsPath, organizationPath, studentsPath } from '@village/model/paths';
import { db } from './app';
import { coveredByReconcile, LEDGER_COLLECTION, schoolsRef } from './ledger';
import {
  applyStudentChange,
  levelsToMap,
  monthlyFigures,
  movesSchool,
  schoolsFromList,
  schoolsToList,
  storedCounterState,
  type CounterState,
  type StudentFacts,
} from './student-facts';
import {
  formatStudentId,
  hasStudentId,
  parseStudentNumber,
  sameWidthRange,
  studentIdPrefix,
} from './student-id';
import { runTransaction } from './transactions';

/** Pending entries folded per transaction (each is re-read and updated: 2 operations apiece). */
export const FOLD_BATCH = 200;
/** How long a folder's claim lasts without a renewal (every batch renews it). */
const LEASE_MS = 60_000;
/** A folder stops after this long and leaves the rest to the next one (functions time out). */
const FOLD_BUDGET_MS = 420_000;

export const foldLeaseRef = (orgId: string) => db.doc(`${organizationPath(orgId)}/private/fold`);

const ledgerCollection = (orgId: string) =>
  db.collection(`${organizationPath(orgId)}/${LEDGER_COLLECTION}`);

/** The entries not folded yet (an equality on one field: Firestore's automatic index serves it). */
export const pendingEntries = (orgId: string) =>
  ledgerCollection(orgId).where('pending', '==', true);

/** A student's facts as a pending entry stores them (null: no student on that side). */
export function factsToStored(facts: StudentFacts | null): Record<string, string | null> | null {
  return facts && { ...facts };
}

export function factsFromStored(value: unknown): StudentFacts | null {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  return {
    category: (CATEGORIES as readonly unknown[]).includes(stored.category)
      ? (stored.category as Category)
      : null,
    level: isEducationLevel(stored.level) ? stored.level : null,
    school: typeof stored.school === 'string' ? stored.school : '',
    addedMonth: typeof stored.addedMonth === 'string' ? stored.addedMonth : '',
  };
}

/** A reconcile's name as holder of the fold lease starts with this (reconcile/, import.ts). */
export const RECONCILE_HOLDER = 'reconcile-';

/** Whether someone holds the fold lease now (a folder, or a reconcile: RECONCILE_HOLDER). */
export function leaseHeld(lease: DocumentSnapshot, nowMs: number): boolean {
  const until: unknown = lease.get('until');
  return (
    lease.exists &&
    typeof lease.get('holder') === 'string' &&
    until instanceof Timestamp &&
    until.toMillis() > nowMs
  );
}

/** A write refused because someone else wrote first: the document changed, or exists already. */
function lostRace(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 9 || code === 6; // FAILED_PRECONDITION, ALREADY_EXISTS
}

/**
 * Takes the fold lease when it is free or expired; false when another folder holds it or took it
 * first. No transaction: a write conditioned on the lease being unchanged since it was read, so
 * that hundreds of events looking at once never lock the lease or retry.
 */
export async function takeFoldLease(orgId: string, holder: string): Promise<boolean> {
  const ref = foldLeaseRef(orgId);
  const lease = await ref.get();
  if (leaseHeld(lease, Date.now())) return false;
  const claim = { holder, until: Timestamp.fromMillis(Date.now() + LEASE_MS) };
  try {
    if (lease.exists && lease.updateTime) {
      await ref.update(claim, { lastUpdateTime: lease.updateTime });
    } else await ref.create(claim);
    return true;
  } catch (error) {
    if (lostRace(error)) return false;
    throw error;
  }
}

/** Frees the lease if this holder still has it (conditioned like takeFoldLease). */
export async function releaseFoldLease(orgId: string, holder: string): Promise<void> {
  const ref = foldLeaseRef(orgId);
  const lease = await ref.get();
  if (lease.get('holder') !== holder || !lease.updateTime) return;
  try {
    await ref.update({ holder: null, until: null }, { lastUpdateTime: lease.updateTime });
  } catch (error) {
    if (!lostRace(error)) throw error;
  }
}

/**
 * Extends the lease of a holder that works longer than LEASE_MS outside transactions (the
 * reconcile, between pages of its scan); throws when the holder no longer has it.
 */
export async function renewFoldLease(orgId: string, holder: string): Promise<void> {
  const ref = foldLeaseRef(orgId);
  const lease = await ref.get();
  if (!leaseHeld(lease, Date.now()) || lease.get('holder') !== holder || !lease.updateTime) {
    throw new Error(`The fold lease of ${orgId} is no longer held by ${holder}`);
  }
  await ref.update(
    { until: Timestamp.fromMillis(Date.now() + LEASE_MS) },
    { lastUpdateTime: lease.updateTime },
  );
}

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
        applyStudentChange(state, before, after);
        schoolsMoved ||= movesSchool(before, after);
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
    // Unknown per-level counts stay absent until the reconcile recounts them.
    ...(state.levels ? { levels: levelsToMap(state.levels) } : {}),
  };
}

/** The organization's fields that record an allocation of studentIds. */
export function allocationFields(
  org: DocumentSnapshot,
  allocation: { prefix: string; next: number },
): Record<string, unknown> {
  return {
    nextStudentNumber: allocation.next,
    ...(org.get('studentIdPrefix') !== allocation.prefix
      ? { studentIdPrefix: allocation.prefix }
      : {}),
  };
}

/**
 * `count` free studentIds of the organization, read inside the transaction that claims them (the
 * caller writes nextStudentNumber = next). Numbers continue from nextStudentNumber (first use:
 * after the students counted so far) and jump past any higher id of the same width already there
 * (imported records): one query per width.
 */
export async function allocateStudentIds(
  tx: Transaction,
  orgId: string,
  org: DocumentSnapshot,
  count: number,
): Promise<{ ids: string[]; prefix: string; next: number }> {
  const storedPrefix: unknown = org.get('studentIdPrefix');
  const prefix =
    typeof storedPrefix === 'string' && storedPrefix.trim()
      ? storedPrefix.trim()
      : studentIdPrefix(org.get('name'));
  const storedNext: unknown = org.get('nextStudentNumber');
  const storedCount: unknown = org.get('studentCount');
  let number =
    typeof storedNext === 'number' && Number.isInteger(storedNext) && storedNext > 0
      ? storedNext
      : (typeof storedCount === 'number' && storedCount > 0 ? storedCount : 0) + 1;
  const students = db.collection(studentsPath(orgId));
  const ids: string[] = [];
  while (ids.length < count) {
    const [, high] = sameWidthRange(prefix, number);
    const top = await tx.get(
      students
        .where('studentId', '>=', formatStudentId(prefix, number))
        .where('studentId', '<=', high)
        .orderBy('studentId', 'desc')
        .limit(1),
    );
    const highest = parseStudentNumber(prefix, top.docs[0]?.get('studentId'));
    if (highest !== undefined && highest >= number) {
      number = highest + 1;
      continue;
    }
    // Nothing of this width at or above `number`: every number up to the width's end is free.
    const widthEnd = Number(high.slice(prefix.length + 1));
    while (ids.length < count && number <= widthEnd) {
      ids.push(formatStudentId(prefix, number));
      number += 1;
    }
  }
  return { ids, prefix, next: number };
}

/** Organizations the sweep looks at per run: more wait for the next minute. */
const SWEEP_ORGANIZATIONS = 100;
/** Pages of pending entries the sweep reads per run (FOLD_BATCH each). */
const SWEEP_PAGES = 5;

/**
 * Folds the entries that dead folders left pending, in every organization that has any: called
 * every minute (students.ts, sweepPendingCounters). One query over all ledgers, for entries still
 * pending (usually none: one read); an organization whose folder is alive is skipped by the lease,
 * and that folder looks for more entries itself before it stops. Returns the organizations folded.
 */
export async function foldAbandonedCounters(
  now: () => Date = () => new Date(),
): Promise<{ orgId: string; folded: number }[]> {
  const orgIds = new Set<string>();
  let after: DocumentSnapshot | undefined;
  // Pages of pending entries, until enough organizations are found: one organization's backlog
  // (an import's) must not hide the others. At most SWEEP_PAGES pages, so that a minute's sweep
  // reads a bounded number of entries however large a backlog is (its own folder works it off).
  for (let pages = 0; pages < SWEEP_PAGES && orgIds.size < SWEEP_ORGANIZATIONS; pages += 1) {
    let query = db
      .collectionGroup(LEDGER_COLLECTION)
      .where('pending', '==', true)
      .orderBy(FieldPath.documentId())
      .limit(FOLD_BATCH)
      .select();
    if (after) query = query.startAfter(after);
    const page = await query.get();
    for (const entry of page.docs) {
      const orgId = entry.ref.parent.parent?.id;
      if (orgId) orgIds.add(orgId);
    }
    if (page.size < FOLD_BATCH) break;
    after = page.docs[page.docs.length - 1];
  }
  const results: { orgId: string; folded: number }[] = [];
  for (const orgId of orgIds) {
    const folded = await foldPendingCounters(orgId, now);
    if (folded > 0) results.push({ orgId, folded });
  }
  return results;
}
