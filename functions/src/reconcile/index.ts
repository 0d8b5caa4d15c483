// When an organization is reconciled (reconcile-counters.ts): daily for every organization (the
// scheduled job asks, and each organization is reconciled in its own run), on demand by a
// super_admin (callable, at most once per RECONCILE_INTERVAL_MS), and by `npm start` after a stack
// was stopped half-way.
import { FieldPath, FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/firestore';
import { onCall } from 'firebase-functions/https';
import { onSchedule } from 'firebase-functions/scheduler';
import { reconcileOrganizationInputSchema, type ReconcileReport } from '@village/model/callables';
import { COLLECTIONS, organizationPath } from '@village/model/paths';
import { todayIso } from '@village/model/dates';
import { db } from '../app';
import { logged, parseInput, refuse, requireCaller, requireRole } from '../callable';
import { RECONCILE_REQUEST_TTL_MS } from '../ledger';
import { pruneActivities } from '../activity-feed';
import { runTransaction } from '../transactions';
import { reconcileCounters } from './reconcile-counters';

export { reconcileCounters, type ReconcileOptions } from './reconcile-counters';
export { DIRECTORY_CHANGE } from './writes';

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
      const previous = await runTransaction(async (tx) => {
        await requireRole(tx, orgId, caller.uid, ['super_admin'], 'reconcileCounters');
        const state = await tx.get(reconcileStateRef(orgId));
        const last: unknown = state.get('requestedAt');
        const waitMs =
          last instanceof Timestamp ? last.toMillis() + RECONCILE_INTERVAL_MS - Date.now() : 0;
        if (waitMs > 0) {
          const minutes = Math.ceil(waitMs / 60_000);
          throw refuse('resource-exhausted', 'countersCheckedRecently', { count: minutes });
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
