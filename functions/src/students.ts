// organizations/{orgId}/students/{studentId}: on every create, update and delete, in ONE small
// transaction per event that touches no shared document,
//  - record what the write changes for the counters (studentCount, stats, levels, the school tally
//    and this month's monthlyStats) and whether the student needs a studentId, in the event's
//    ledger entry, pending: the fold (counter-fold/) adds it to the organization's counters and
//    numbers the student, in batches, exactly once;
//  - add the activity (add | update | graduate) to the feed; a student created by a spreadsheet
//    import has none of its own (the import's one "N students imported" stands for it), and its
//    create is not counted here either: the import counted it when it wrote it;
//  - a redelivered event finds its ledger entry and changes nothing.
// Then it folds (unless a folder is already at work) and prunes the feed (activity-feed.ts),
// flags an admission number that another student holds too (admission-number-flags.ts), and
// counts again the classes a write moves a student into or out of (attendance/classes.ts).
// Beside the counters, the same run rewrites the student's directory line (directory/sync.ts):
// one function run per write, not one per concern, halves the runs a burst of writes queues.
import { type DocumentData, type DocumentSnapshot, type Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { onSchedule } from 'firebase-functions/scheduler';
import { ACTIVITY_ACTIONS, type ActivityType } from '@village/model/activity';
import { activitiesPath, COLLECTIONS } from '@village/model/paths';
import { isImportedStudentDocId } from '@village/model/import/imported-docs';
import { FEED_SLACK, pruneActivities } from './activity-feed';
import { activityFor } from './activity-kind';
import { classesMoved, recountClasses } from './attendance/classes';
import { flagAdmissionNumbersAfter } from './admission-number-flags';
import { db } from './app';
import { factsToStored, foldAbandonedCounters, foldPendingCounters } from './counter-fold';
import { syncDirectoryLine } from './directory';
import { latestTimeOf } from './event-time';
import { ledgerEntry, ledgerRef } from './ledger';
import { runTransaction } from './transactions';
import { memberName } from './names';
import { asDate, sameFacts, studentFacts, type StudentFacts } from './student-facts';
import { hasStudentId } from './student-id';

/** One side of a student write: the document's data and when it was created. */
export interface StudentVersion {
  data: DocumentData;
  createTime: Timestamp;
}

/** One student write event, as the trigger receives it. */
export interface StudentWrite {
  eventId: string;
  orgId: string;
  /** The student's document id. */
  docId: string;
  before: StudentVersion | null;
  after: StudentVersion | null;
  /** When the write was committed. */
  writeTime: Timestamp;
}

export interface StudentWriteResult {
  /** false: a redelivered event, or nothing to do. */
  applied: boolean;
  reason?: string;
  /** Whether the event left work for the fold (counters or a studentId). */
  pending?: boolean;
  activity?: ActivityType | null;
  /** Entries this call folded into the counters (0 when another folder was at work). */
  folded?: number;
}

function actorOf(type: ActivityType, data: DocumentData): string | null {
  const by: unknown = type === 'add' ? data.createdBy : data.updatedBy;
  return typeof by === 'string' && by ? by : null;
}

/**
 * Records one student write exactly once (see the header), then folds. Exported for the tests;
 * `fold: false` leaves the folding to others (the tests use it to build a backlog).
 */
export async function processStudentWrite(
  write: StudentWrite,
  { now = () => new Date(), fold = true }: { now?: () => Date; fold?: boolean } = {},
): Promise<StudentWriteResult> {
  const { orgId, docId } = write;
  const before: StudentFacts | null = write.before
    ? studentFacts(write.before.data, write.before.createTime.toDate())
    : null;
  const after: StudentFacts | null = write.after
    ? studentFacts(write.after.data, write.after.createTime.toDate())
    : null;
  // An imported student's create was counted by the import itself, in the transaction that wrote it.
  const countedByImport = write.before === null && isImportedStudentDocId(docId);
  const countsChange = !countedByImport && !sameFacts(before, after);
  const kind = activityFor(write.before?.data, write.after?.data);
  const activity = kind === 'add' && isImportedStudentDocId(docId) ? null : kind;
  const needsStudentId = write.after !== null && !hasStudentId(write.after.data);
  if (!countsChange && !activity && !needsStudentId) {
    return { applied: false, reason: 'nothing to count' };
  }

  // Outside the transaction: names do not need its isolation, and are cached.
  const afterData = write.after?.data ?? {};
  const by = activity ? actorOf(activity, afterData) : null;
  const byName = by ? await memberName(orgId, by) : '';

  const result = await runTransaction(async (tx): Promise<StudentWriteResult> => {
    const ledger = ledgerRef(orgId, write.eventId);
    const entry = await tx.get(ledger);
    if (entry.exists) {
      // Still pending: the first delivery may have died before folding; fold below.
      return { applied: false, reason: 'duplicate event', pending: entry.get('pending') === true };
    }
    const pending = countsChange || needsStudentId;
    tx.create(ledger, {
      ...ledgerEntry('student', { docId }),
      pending,
      counts: countsChange,
      before: factsToStored(before),
      after: factsToStored(after),
      needsStudentId,
      writeTime: write.writeTime,
    });
    if (activity) {
      const at =
        asDate(activity === 'add' ? afterData.createdAt : afterData.updatedAt) ??
        write.writeTime.toDate();
      tx.set(db.doc(`${activitiesPath(orgId)}/${write.eventId}`), {
        type: activity,
        action: ACTIVITY_ACTIONS[activity],
        student: typeof afterData.name === 'string' ? afterData.name : '',
        studentRef: docId,
        at,
        by,
        byName,
      });
    }
    return { applied: true, pending, activity };
  });

  if (result.pending && fold) result.folded = await foldPendingCounters(orgId, now);
  if (result.applied && result.activity) await pruneActivities(orgId, { slack: FEED_SLACK });
  return result;
}

function version(snapshot: DocumentSnapshot): StudentVersion | null {
  if (!snapshot.exists || !snapshot.createTime) return null;
  return { data: snapshot.data() ?? {}, createTime: snapshot.createTime };
}

// organizations/{orgId}/students/{studentId}
export const onStudentWritten = onDocumentWritten(
  {
    document: `${COLLECTIONS.organizations}/{orgId}/${COLLECTIONS.students}/{studentId}`,
    retry: true,
    // The folder of a burst (an import) works through its backlog in one run.
    timeoutSeconds: 540,
  },
  async (event) => {
    const change = event.data;
    if (!change) return;
    const { orgId, studentId: docId } = event.params;
    const after = version(change.after);
    // The commit time: the new version's update time, or for a delete the event's time.
    const writeTime =
      after && change.after.updateTime ? change.after.updateTime : latestTimeOf(event.time);
    const fields = { orgId, docId, eventId: event.id, eventTime: event.time };
    try {
      // The counters and the directory line at once; both settle before an error is thrown.
      const [counted, listed] = await Promise.allSettled([
        processStudentWrite({
          eventId: event.id,
          orgId,
          docId,
          before: version(change.before),
          after,
          writeTime,
        }),
        syncDirectoryLine(orgId, docId, change.before, change.after),
      ]);
      if (counted.status === 'rejected') throw counted.reason;
      if (listed.status === 'rejected') throw listed.reason;
      // After the counters (processStudentWrite folds them): neither waits for the other.
      const [flagged, classesCounted] = await Promise.all([
        flagAdmissionNumbersAfter(orgId, change.before.data(), change.after.data()),
        recountClasses(orgId, classesMoved(change.before.data(), change.after.data()), writeTime),
      ]);
      logger.info('student write processed', {
        ...fields,
        ...counted.value,
        directory: listed.value,
        flagged,
        classesCounted,
      });
    } catch (error) {
      // Thrown again so that the platform delivers the event again (retry: true); the ledger
      // makes the retry safe.
      logger.error('student write failed', { ...fields, error: String(error) });
      throw error;
    }
  },
);

// Every minute: a counter change whose folder died (its lease expires after a minute) is folded
// within about two minutes, even when no other student write comes to fold it.
export const sweepPendingCounters = onSchedule(
  { schedule: 'every 1 minutes', timeoutSeconds: 540 },
  async () => {
    const folded = await foldAbandonedCounters();
    if (folded.length > 0) logger.warn('pending counter entries folded by the sweep', { folded });
  },
);
