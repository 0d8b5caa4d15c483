// Reconcile: recount an organization from its documents and repair any drift of studentCount,
// userCount, superAdminCount, stats, statsMonth, the per-level counts (levels), the school tally
// and this month's monthlyStats,
// and rebuild the directory index (directory/{shardId}) from the students, rewriting in full each
// shard that differs. Daily for every organization (scheduled), and on demand by a super_admin
// (callable).
//
// The recount runs in one transaction that reads every student and member, so it sees exactly the
// writes committed before it. When it repairs, it stamps `reconciledAt` with its commit time; the
// triggers then leave the counters alone for any write committed at or before that time (see
// ledger.ts), so an event still in flight during the reconcile is not counted twice.
import { FieldPath, FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/https';
import { onSchedule } from 'firebase-functions/scheduler';
import {
  reconcileOrganizationInputSchema,
  type CounterChange,
  type ReconcileReport,
} from '@village/model/callables';
import {
  COLLECTIONS,
  directoryPath,
  membersPath,
  monthKey,
  monthlyStatsPath,
  organizationPath,
  studentsPath,
} from '@village/model/paths';
import { db } from './app';
import { logged, memberRef, parseInput, requireCaller } from './callable';
import { directoryDrift, directoryShardsOf } from './directory';
import { schoolsRef } from './ledger';
import { runTransaction } from './transactions';
import {
  levelsFromMap,
  levelsToMap,
  monthlyFigures,
  recountFacts,
  schoolsFromList,
  schoolsToList,
  studentFacts,
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

/** Recounts one organization and repairs what drifted; returns the exact figures and the changes. */
export async function reconcileCounters(
  orgId: string,
  now: () => Date = () => new Date(),
): Promise<ReconcileReport> {
  const orgRef = db.doc(organizationPath(orgId));
  return runTransaction(async (tx) => {
    const month = monthKey(now());
    const monthlyRef = db.doc(`${monthlyStatsPath(orgId)}/${month}`);
    const [org, students, members, schoolsDoc, monthly, directory] = await Promise.all([
      tx.get(orgRef),
      // Whole documents: the directory lists most of their fields.
      tx.get(db.collection(studentsPath(orgId))),
      tx.get(db.collection(membersPath(orgId)).select('role')),
      tx.get(schoolsRef(orgId)),
      tx.get(monthlyRef),
      tx.get(db.collection(directoryPath(orgId))),
    ]);
    if (!org.exists) throw new HttpsError('not-found', `Organization ${orgId} was not found.`);

    const truth = recountFacts(
      students.docs.map((doc) => studentFacts(doc.data(), doc.createTime.toDate())),
      month,
    );
    const userCount = members.size;
    const superAdminCount = members.docs.filter((doc) => doc.get('role') === 'super_admin').length;

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
    // trigger leaves the per-level counts alone.
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
    const figures = monthlyFigures(truth);
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

    if (
      changes.some(
        (change) => !change.field.startsWith('monthlyStats/') && change.field !== DIRECTORY_CHANGE,
      )
    ) {
      tx.update(orgRef, {
        studentCount: truth.studentCount,
        userCount,
        superAdminCount,
        stats: truth.stats,
        statsMonth: month,
        levels: levelsToMap(levels),
        reconciledAt: FieldValue.serverTimestamp(),
      });
      tx.set(schoolsRef(orgId), {
        schools: schoolsToList(tally),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    if (monthlyChanges.length > 0) {
      tx.set(monthlyRef, { ...figures, updatedAt: FieldValue.serverTimestamp() });
    }

    // The directory index, rebuilt from the same students.
    const rebuilt = directoryShardsOf(
      students.docs.map((doc) => ({
        id: doc.id,
        data: doc.data(),
        updateTime: doc.updateTime.toDate(),
      })),
    );
    if (rebuilt.invalid.length > 0) {
      logger.warn('students left out of the directory: invalid documents', {
        orgId,
        count: rebuilt.invalid.length,
        docIds: rebuilt.invalid.slice(0, 20),
      });
    }
    const storedShards = new Map(
      directory.docs.map((doc) => [doc.id, storedEntries(doc.get('entries'))] as const),
    );
    const drift = directoryDrift(storedShards, rebuilt.shards);
    if (drift.wrongLines > 0) {
      changes.push({ field: DIRECTORY_CHANGE, before: drift.wrongLines, after: 0 });
      for (const shardId of drift.shardIds) {
        tx.set(db.doc(`${directoryPath(orgId)}/${shardId}`), {
          entries: rebuilt.shards.get(shardId) ?? {},
          updatedAt: FieldValue.serverTimestamp(),
        });
      }
    }
    return {
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
  });
}

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
      const report = await reconcileCounters(orgId);
      logger.info('organization reconciled', { orgId, changes: report.changes });
      return report;
    });
  },
);

const PAGE = 100;

/** Reconciles every organization and trims its activity feed; one failure does not stop the rest. */
export async function reconcileAllOrganizations() {
  let last: DocumentSnapshot | undefined;
  const totals = { organizations: 0, repaired: 0, failed: 0 };
  for (;;) {
    let page = db
      .collection(COLLECTIONS.organizations)
      .orderBy(FieldPath.documentId())
      .select()
      .limit(PAGE);
    if (last) page = page.startAfter(last);
    const orgs = await page.get();
    for (const org of orgs.docs) {
      totals.organizations += 1;
      try {
        const report = await reconcileCounters(org.id);
        if (report.changes.length > 0) {
          totals.repaired += 1;
          logger.warn('counter drift repaired', { orgId: org.id, changes: report.changes });
        }
        await pruneActivities(org.id);
      } catch (error) {
        totals.failed += 1;
        logger.error('reconcile failed', { orgId: org.id, error: String(error) });
      }
    }
    if (orgs.size < PAGE) break;
    last = orgs.docs[orgs.docs.length - 1];
  }
  logger.info('daily reconcile done', totals);
  return totals;
}

// Scheduled, daily just after midnight UTC (so recentAdditions restarts with the month): reconcile
// every organization and trim its activity feed.
export const reconcileDaily = onSchedule(
  { schedule: '10 0 * * *', timeZone: 'UTC', timeoutSeconds: 540, memory: '512MiB' },
  async () => {
    await reconcileAllOrganizations();
  },
);
