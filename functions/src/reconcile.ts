// Reconcile: recount an organization from its documents and repair any drift of studentCount,
// userCount, superAdminCount, stats, statsMonth, the per-level counts (levels), the school tally
// and this month's monthlyStats, and of the directory index (directory/{shardId}). Daily for every
// organization (the scheduled job asks, and each organization is reconciled in its own run), on
// demand by a super_admin (callable, at most once per RECONCILE_INTERVAL_MS), and by `npm start`
// after a stack was stopped half-way.
//
// No giant transaction: the reconcile
//  1. takes the fold lease (counter-fold.ts), so that no fold changes the counters meanwhile;
//  2. reads in one READ-ONLY transaction, which locks nothing and sees one snapshot at its read
//     time T: aggregation counts of students and members, then the students page by page (only
//     the fields the counters and the directory need), the directory shards and the school tally;
//  3. writes the exact counters with `reconciledAt` = T. Folds skip any entry whose write is at or
//     before T (ledger.ts): the recount has it. Entries after T are folded on top afterwards;
//  4. rewrites only the directory lines that drifted, from each student as it is NOW (as the
//     directory trigger does), per shard, and sets each shard's `bytes` from its lines; doubles
//     the index if a shard holds more than DIRECTORY_SHARD_MAX_BYTES (growDirectory, e.g. when a
//     write was refused at Firestore's limit), and deletes the indexes it replaced;
//  5. releases the lease and folds what arrived meanwhile.
import { randomUUID } from 'node:crypto';
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/firestore';
import { HttpsError, onCall } from 'firebase-functions/https';
import { onSchedule } from 'firebase-functions/scheduler';
import {
  reconcileOrganizationInputSchema,
  type CounterChange,
  type ReconcileReport,
} from '@village/model/callables';
import { DIRECTORY_SHARD_MAX_BYTES, directoryShardBytes } from '@village/model/directory';
import {
  COLLECTIONS,
  directoryShardsPath,
  membersPath,
  monthKey,
  monthlyStatsPath,
  organizationPath,
  studentsPath,
} from '@village/model/paths';
import { todayIso } from '@village/model/student';
import { db } from './app';
import { logged, memberRef, parseInput, requireCaller } from './callable';
import {
  foldLeaseRef,
  foldPendingCounters,
  leaseHeld,
  RECONCILE_HOLDER,
  releaseFoldLease,
  renewFoldLease,
  takeFoldLease,
} from './counter-fold';
import {
  deleteRetiredIndexes,
  directoryDrift,
  directoryLineOf,
  directoryShardsOf,
  directoryStateRef,
  growDirectory,
  layoutOf,
  type DirectoryLayout,
  type StoredStudent,
} from './directory';
import { RECONCILE_REQUEST_TTL_MS, schoolsRef } from './ledger';
import { runTransaction } from './transactions';
import {
  levelsFromMap,
  levelsToMap,
  monthlyFigures,
  recountFacts,
  schoolsFromList,
  schoolsToList,
  studentFacts,
  type StudentFacts,
} from './student-facts';
import { pruneActivities } from './students';

type Stored = number | string | null;

function stored(value: unknown): Stored {
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}

/** The change reported when directory lines were wrong, missing or extra (before: how many). */
export const DIRECTORY_CHANGE = 'directory (lines wrong, missing or extra)';

function storedEntries(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function sameTally(a: Map<string, number>, b: Map<string, number>): boolean {
  return a.size === b.size && [...a].every(([key, count]) => b.get(key) === count);
}

/** Students read per page of the scan (whole documents: the directory lists most fields). */
const SCAN_PAGE = 1000;
/** How long the reconcile waits for a running fold to finish before giving up. */
const LEASE_WAIT_MS = 120_000;

async function takeLeaseForReconcile(orgId: string, holder: string): Promise<void> {
  const deadline = Date.now() + LEASE_WAIT_MS;
  while (!(await takeFoldLease(orgId, holder))) {
    if (Date.now() > deadline) {
      throw new HttpsError(
        'aborted',
        'The counters are being updated right now. Try again in a few minutes.',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250 + Math.random() * 250));
  }
}

/** The organization's members and its super_admins, counted in `tx` (two aggregation reads). */
function countMembers(tx: Transaction, orgId: string) {
  const members = db.collection(membersPath(orgId));
  return Promise.all([
    tx.get(members.count()),
    tx.get(members.where('role', '==', 'super_admin').count()),
  ]);
}

/** What the read-only snapshot found. */
interface Snapshot {
  readTime: Timestamp;
  org: DocumentSnapshot;
  studentTotal: number;
  userCount: number;
  superAdminCount: number;
  facts: StudentFacts[];
  directory: StoredStudent[];
  /** The index's layout, and its shards in use: their lines and counted bytes. */
  layout: DirectoryLayout;
  storedShards: Map<string, Record<string, unknown>>;
  storedBytes: Map<string, unknown>;
  schoolsDoc: DocumentSnapshot;
  monthly: DocumentSnapshot;
}

/** Step 2: one consistent snapshot, read without locks. */
async function readSnapshot(orgId: string, month: string, holder: string): Promise<Snapshot> {
  const orgRef = db.doc(organizationPath(orgId));
  const students = db.collection(studentsPath(orgId));
  return db.runTransaction(
    async (tx) => {
      const [org, studentCount, [memberCount, superAdmins], schoolsDoc, monthly, directoryState] =
        await Promise.all([
          tx.get(orgRef),
          tx.get(students.count()),
          countMembers(tx, orgId),
          tx.get(schoolsRef(orgId)),
          tx.get(db.doc(`${monthlyStatsPath(orgId)}/${month}`)),
          tx.get(directoryStateRef(orgId)),
        ]);
      const layout = layoutOf(directoryState);
      const directory = await tx.get(db.collection(directoryShardsPath(orgId, layout.shards)));
      if (!org.exists) throw new HttpsError('not-found', `Organization ${orgId} was not found.`);
      const facts: StudentFacts[] = [];
      const stored: StoredStudent[] = [];
      let last: QueryDocumentSnapshot | undefined;
      for (;;) {
        let page = students.orderBy(FieldPath.documentId()).limit(SCAN_PAGE);
        if (last) page = page.startAfter(last);
        const docs = (await tx.get(page)).docs;
        for (const doc of docs) {
          facts.push(studentFacts(doc.data(), doc.createTime.toDate()));
          stored.push({ id: doc.id, data: doc.data(), updateTime: doc.updateTime.toDate() });
        }
        if (docs.length < SCAN_PAGE) break;
        last = docs[docs.length - 1];
        // A large organization takes longer than the lease: keep it, or stop.
        await renewFoldLease(orgId, holder);
      }
      return {
        readTime: org.readTime,
        org,
        studentTotal: studentCount.data().count,
        userCount: memberCount.data().count,
        superAdminCount: superAdmins.data().count,
        facts,
        directory: stored,
        layout,
        storedShards: new Map(
          directory.docs.map((doc) => [doc.id, storedEntries(doc.get('entries'))] as const),
        ),
        storedBytes: new Map(directory.docs.map((doc) => [doc.id, doc.get('bytes')] as const)),
        schoolsDoc,
        monthly,
      };
    },
    { readOnly: true },
  );
}

/**
 * Step 4: the drifted lines of one shard, from the students as they are now, and the shard's
 * `bytes` from its lines. Nothing is written if the index changed layout since the snapshot (it
 * doubled, or is doubling: the copy writes whole shards, and the next reconcile checks the new one).
 */
async function repairDirectoryShard(
  orgId: string,
  layout: DirectoryLayout,
  shardId: string,
  docIds: string[],
): Promise<boolean> {
  const shardRef = db.doc(`${directoryShardsPath(orgId, layout.shards)}/${shardId}`);
  return runTransaction(async (tx) => {
    const [state, shard, ...students] = await tx.getAll(
      directoryStateRef(orgId),
      shardRef,
      ...docIds.map((docId) => db.doc(`${studentsPath(orgId)}/${docId}`)),
    );
    const now = layoutOf(state!);
    if (now.shards !== layout.shards || now.next !== null) return false;
    const lines: Record<string, unknown> = { ...storedEntries(shard!.get('entries')) };
    const entries: Record<string, unknown> = {};
    for (const student of students) {
      const line = student!.exists
        ? directoryLineOf(orgId, student!.id, student!.data() ?? {}, student!.updateTime)
        : null;
      entries[student!.id] = line ?? FieldValue.delete();
      if (line === null) delete lines[student!.id];
      else lines[student!.id] = line;
    }
    tx.set(
      shardRef,
      { entries, bytes: directoryShardBytes(lines), updatedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
    return true;
  });
}

export interface ReconcileOptions {
  /** Runs between the snapshot and the writes: tests change members there. */
  afterSnapshot?: () => Promise<void>;
  /** The size past which the index doubles (tests lower it). */
  maxShardBytes?: number;
}

/**
 * The directory part of step 4: repairs the lines and `bytes` that drifted, doubles the index if a
 * shard is past `maxShardBytes`, deletes the indexes it replaced. Returns the change to report.
 */
async function reconcileDirectory(
  orgId: string,
  snapshot: Snapshot,
  maxShardBytes: number,
): Promise<CounterChange[]> {
  const { layout } = snapshot;
  const rebuilt = directoryShardsOf(snapshot.directory, layout.shards);
  if (rebuilt.invalid.length > 0) {
    logger.warn('students left out of the directory: invalid documents', {
      orgId,
      count: rebuilt.invalid.length,
      docIds: rebuilt.invalid.slice(0, 20),
    });
  }
  const drift = directoryDrift(snapshot.storedShards, rebuilt.shards);
  // Shards whose lines are right but whose bytes are not (counted before bytes existed, or a
  // retried event counted twice): their bytes are set from their lines.
  for (const [shardId, entries] of snapshot.storedShards) {
    if (
      !drift.lines.has(shardId) &&
      snapshot.storedBytes.get(shardId) !== directoryShardBytes(entries)
    )
      drift.lines.set(shardId, []);
  }
  for (const [shardId, docIds] of drift.lines) {
    for (let start = 0; start === 0 || start < docIds.length; start += SCAN_PAGE / 2) {
      await repairDirectoryShard(
        orgId,
        layout,
        shardId,
        docIds.slice(start, start + SCAN_PAGE / 2),
      );
    }
  }
  const largest = Math.max(0, ...[...rebuilt.shards.values()].map(directoryShardBytes));
  if (largest > maxShardBytes) {
    logger.warn('directory shard past its size: doubling the index', {
      orgId,
      shards: layout.shards,
      largest,
    });
    const grown = await growDirectory(orgId, layout.shards);
    logger.info('directory growth', { orgId, ...grown });
  }
  const deleted = await deleteRetiredIndexes(orgId);
  if (deleted.length > 0) logger.info('retired directory indexes deleted', { orgId, deleted });
  return drift.wrongLines > 0
    ? [{ field: DIRECTORY_CHANGE, before: drift.wrongLines, after: 0 }]
    : [];
}

/** Recounts one organization and repairs what drifted; returns the exact figures and the changes. */
export async function reconcileCounters(
  orgId: string,
  now: () => Date = () => new Date(),
  { afterSnapshot, maxShardBytes = DIRECTORY_SHARD_MAX_BYTES }: ReconcileOptions = {},
): Promise<ReconcileReport> {
  const holder = `${RECONCILE_HOLDER}${randomUUID()}`;
  await takeLeaseForReconcile(orgId, holder);
  let report: ReconcileReport;
  try {
    const month = monthKey(now());
    const snapshot = await readSnapshot(orgId, month, holder);
    await afterSnapshot?.();
    const { org, schoolsDoc, monthly } = snapshot;
    const truth = recountFacts(snapshot.facts, month);
    if (truth.studentCount !== snapshot.studentTotal) {
      // The scan and the aggregation read one snapshot: they cannot differ unless paging is broken.
      throw new Error(
        `Scan found ${truth.studentCount} students, the count ${snapshot.studentTotal}`,
      );
    }
    let { userCount, superAdminCount } = snapshot;

    const changes: CounterChange[] = [];
    const compare = (field: string, after: number | string) => {
      const before = stored(org.get(field));
      if (before !== after) changes.push({ field, before, after });
    };
    compare('studentCount', truth.studentCount);
    compare('userCount', userCount);
    compare('superAdminCount', superAdminCount);
    for (const [key, value] of Object.entries(truth.stats)) compare(`stats.${key}`, value);
    compare('statsMonth', month);
    // Per level, so that the report names the levels that drifted. A missing map with students
    // counted (counted before the per-level counts existed) is drift too: until it is written, the
    // fold leaves the per-level counts alone.
    const storedLevels = levelsFromMap(org.get('levels'));
    const levels = truth.levels ?? new Map<string, number>();
    for (const level of new Set([...storedLevels.keys(), ...levels.keys()])) {
      const before = storedLevels.get(level) ?? 0;
      const after = levels.get(level) ?? 0;
      if (before !== after) changes.push({ field: `levels.${level}`, before, after });
    }
    if (org.get('levels') === undefined && truth.studentCount > 0) {
      changes.push({ field: 'levels', before: null, after: levels.size });
    }
    const storedTally = schoolsFromList(schoolsDoc.get('schools'));
    const tally = truth.schools ?? new Map<string, number>();
    if (!sameTally(storedTally, tally)) {
      changes.push({
        field: 'private/schools (distinct keys)',
        before: storedTally.size,
        after: tally.size,
      });
    }
    const figures = { month, ...monthlyFigures(truth) };
    const monthlyChanges = Object.entries(figures).filter(
      ([field, value]) => stored(monthly.get(field)) !== value,
    );
    for (const [field, value] of monthlyChanges) {
      changes.push({
        field: `monthlyStats/${month}.${field}`,
        before: stored(monthly.get(field)),
        after: value,
      });
    }

    const countersDrifted = changes.some((change) => !change.field.startsWith('monthlyStats/'));
    if (countersDrifted || monthlyChanges.length > 0) {
      await runTransaction(async (tx) => {
        // Members change outside the fold lease (members.ts): counted again here, in the write
        // itself, so that a change made since the snapshot is neither lost nor counted twice.
        const [lease, [memberCount, superAdmins]] = await Promise.all([
          tx.get(foldLeaseRef(orgId)),
          countMembers(tx, orgId),
        ]);
        // Still held, and still valid: an expired lease may let an import or a fold in unseen.
        if (lease.get('holder') !== holder || !leaseHeld(lease, Date.now())) {
          throw new Error('The fold lease expired during the reconcile; nothing was written');
        }
        if (countersDrifted) {
          userCount = memberCount.data().count;
          superAdminCount = superAdmins.data().count;
          tx.update(db.doc(organizationPath(orgId)), {
            studentCount: truth.studentCount,
            userCount,
            superAdminCount,
            stats: truth.stats,
            statsMonth: month,
            levels: levelsToMap(levels),
            // Writes at or before the snapshot are in this recount (see the header); member
            // writes at or before this transaction's count are in its member counts.
            reconciledAt: snapshot.readTime,
            membersReconciledAt: memberCount.readTime,
          });
          tx.set(schoolsRef(orgId), {
            schools: schoolsToList(tally),
            updatedAt: FieldValue.serverTimestamp(),
          });
        }
        if (monthlyChanges.length > 0 || countersDrifted) {
          tx.set(db.doc(`${monthlyStatsPath(orgId)}/${month}`), {
            ...figures,
            updatedAt: FieldValue.serverTimestamp(),
          });
        }
      });
    }

    // The directory index, compared with the same snapshot.
    if (snapshot.layout.next === null) {
      changes.push(...(await reconcileDirectory(orgId, snapshot, maxShardBytes)));
    } else {
      logger.info('directory index doubling: checked at the next reconcile', { orgId });
    }
    report = {
      orgId,
      month,
      counters: {
        studentCount: truth.studentCount,
        stats: truth.stats,
        userCount,
        superAdminCount,
      },
      changes,
    };
  } finally {
    await releaseFoldLease(orgId, holder);
  }
  // What arrived during the reconcile (entries after its snapshot).
  await foldPendingCounters(orgId, now);
  return report;
}

/** At most one reconcile on demand per organization in this time. */
export const RECONCILE_INTERVAL_MS = 10 * 60 * 1000;

export const reconcileStateRef = (orgId: string) =>
  db.doc(`${organizationPath(orgId)}/private/reconcile`);

// Callable: a super_admin reconciles their organization now and sees what changed.
export const reconcileOrganization = onCall(
  { timeoutSeconds: 300, memory: '512MiB' },
  async (request): Promise<ReconcileReport> => {
    const caller = requireCaller(request);
    const { orgId } = parseInput(reconcileOrganizationInputSchema, request.data);
    return logged('reconcileOrganization', { orgId, by: caller.uid }, async () => {
      const [org, member] = await Promise.all([
        db.doc(organizationPath(orgId)).get(),
        memberRef(orgId, caller.uid).get(),
      ]);
      if (!org.exists) throw new HttpsError('not-found', `Organization ${orgId} was not found.`);
      if (member.get('role') !== 'super_admin') {
        throw new HttpsError('permission-denied', 'Only a super_admin may reconcile the counters.');
      }
      const previous = await runTransaction(async (tx) => {
        const state = await tx.get(reconcileStateRef(orgId));
        const last: unknown = state.get('requestedAt');
        const waitMs =
          last instanceof Timestamp ? last.toMillis() + RECONCILE_INTERVAL_MS - Date.now() : 0;
        if (waitMs > 0) {
          const minutes = Math.ceil(waitMs / 60_000);
          throw new HttpsError(
            'resource-exhausted',
            `The counters were checked less than 10 minutes ago. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
          );
        }
        tx.set(reconcileStateRef(orgId), { requestedAt: Timestamp.now(), by: caller.uid });
        return state.data() ?? {};
      });
      let report: ReconcileReport;
      try {
        report = await reconcileCounters(orgId);
      } catch (error) {
        // It did not run (e.g. a long fold kept the lease): the caller may try again at once.
        await reconcileStateRef(orgId).set(previous);
        throw error;
      }
      logger.info('organization reconciled', { orgId, changes: report.changes });
      return report;
    });
  },
);

const PAGE = 100;

/** organizations/{orgId}/reconcileRequests/{id}: functions-only; each one reconciles its organization. */
export const RECONCILE_REQUESTS = 'reconcileRequests';

/** Reconciles one organization and trims its activity feed (a request's work). */
export async function reconcileAndPrune(orgId: string): Promise<ReconcileReport> {
  const report = await reconcileCounters(orgId);
  if (report.changes.length > 0) {
    logger.warn('counter drift repaired', { orgId, changes: report.changes });
  }
  await pruneActivities(orgId);
  return report;
}

/**
 * Asks for a reconcile of every organization: one request document each, which its own function
 * run handles (onReconcileRequested), so one slow or failing organization does not hold up the
 * others. `requestId` names the round (the day), so a round asked twice creates nothing twice.
 */
export async function requestReconcileOfAll(requestId: string): Promise<number> {
  let last: DocumentSnapshot | undefined;
  let requested = 0;
  for (;;) {
    let page = db
      .collection(COLLECTIONS.organizations)
      .orderBy(FieldPath.documentId())
      .select()
      .limit(PAGE);
    if (last) page = page.startAfter(last);
    const orgs = await page.get();
    const batch = db.batch();
    for (const org of orgs.docs) {
      batch.set(db.doc(`${org.ref.path}/${RECONCILE_REQUESTS}/${requestId}`), {
        requestedAt: FieldValue.serverTimestamp(),
        // The TTL policy on expireAt (firestore.indexes.json) deletes old rounds.
        expireAt: Timestamp.fromMillis(Date.now() + RECONCILE_REQUEST_TTL_MS),
      });
    }
    if (!orgs.empty) await batch.commit();
    requested += orgs.size;
    if (orgs.size < PAGE) break;
    last = orgs.docs[orgs.docs.length - 1];
  }
  logger.info('reconcile requested', { requestId, organizations: requested });
  return requested;
}

// organizations/{orgId}/reconcileRequests/{requestId}: reconcile that organization.
export const onReconcileRequested = onDocumentCreated(
  {
    document: `${COLLECTIONS.organizations}/{orgId}/${RECONCILE_REQUESTS}/{requestId}`,
    retry: true,
    timeoutSeconds: 540,
    memory: '1GiB',
  },
  async (event) => {
    const { orgId, requestId } = event.params;
    const report = await reconcileAndPrune(orgId);
    await event.data?.ref.set(
      { doneAt: FieldValue.serverTimestamp(), changes: report.changes.length },
      { merge: true },
    );
    logger.info('organization reconciled on request', { orgId, requestId });
  },
);

// Scheduled, daily just after midnight in India (so recentAdditions restarts with the month).
export const reconcileDaily = onSchedule(
  { schedule: '10 0 * * *', timeZone: 'Asia/Kolkata', timeoutSeconds: 540 },
  async () => {
    // India's day, the calendar of the schedule and of the months the counters keep.
    await requestReconcileOfAll(`daily-${todayIso()}`);
  },
);
