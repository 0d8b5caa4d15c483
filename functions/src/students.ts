// organizations/{orgId}/students/{studentId}: on every create, update and delete, in ONE
// transaction per event,
//  - keep studentCount, stats.{primary,secondary,higher,recentAdditions,schools}, the count per
//    education level (levels) and the current month's monthlyStats/{YYYY-MM} exact (the school
//    tally lives in private/schools);
//  - give a new student its studentId (prefix + running number, unique in the organization);
//  - add the activity (add | update | graduate) to the feed;
//  - record the event id in the ledger, so a redelivered event changes nothing.
// Then the feed is pruned to the newest ACTIVITY_FEED_SIZE entries.
import {
  FieldValue,
  type DocumentData,
  type DocumentSnapshot,
  type Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { ACTIVITY_ACTIONS, ACTIVITY_FEED_SIZE, type ActivityType } from '@village/model/activity';
import {
  activitiesPath,
  COLLECTIONS,
  monthKey,
  monthlyStatsPath,
  organizationPath,
  studentsPath,
} from '@village/model/paths';
import { activityFor } from './activity-kind';
import { db } from './app';
import { latestTimeOf } from './event-time';
import { coveredByReconcile, feedLockRef, ledgerEntry, ledgerRef, schoolsRef } from './ledger';
import { runTransaction } from './transactions';
import { memberName } from './names';
import {
  applyStudentChange,
  asDate,
  levelsToMap,
  monthlyFigures,
  movesSchool,
  sameFacts,
  schoolsFromList,
  schoolsToList,
  storedCounterState,
  studentFacts,
  type StudentFacts,
} from './student-facts';
import {
  formatStudentId,
  hasStudentId,
  parseStudentNumber,
  sameWidthRange,
  studentIdPrefix,
} from './student-id';

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
  /** false: a redelivered event, a missing organization, or nothing to do. */
  applied: boolean;
  reason?: string;
  /** Whether the counters moved (false too when the last reconcile already counted the write). */
  counted?: boolean;
  activity?: ActivityType | null;
  studentId?: string;
}

const MAX_ID_ATTEMPTS = 5;

/** The next free studentId, read inside the transaction that will claim it. */
async function allocateStudentId(
  tx: Transaction,
  orgId: string,
  org: DocumentSnapshot,
): Promise<{ studentId: string; prefix: string; next: number }> {
  const storedPrefix: unknown = org.get('studentIdPrefix');
  const prefix =
    typeof storedPrefix === 'string' && storedPrefix.trim()
      ? storedPrefix.trim()
      : studentIdPrefix(org.get('name'));
  const storedNext: unknown = org.get('nextStudentNumber');
  const storedCount: unknown = org.get('studentCount');
  // First use: start after the students already there (usually past any imported numbers).
  let number =
    typeof storedNext === 'number' && Number.isInteger(storedNext) && storedNext > 0
      ? storedNext
      : (typeof storedCount === 'number' && storedCount > 0 ? storedCount : 0) + 1;
  const students = db.collection(studentsPath(orgId));
  for (let attempt = 0; attempt < MAX_ID_ATTEMPTS; attempt += 1) {
    const candidate = formatStudentId(prefix, number);
    const taken = await tx.get(students.where('studentId', '==', candidate).limit(1));
    if (taken.empty) return { studentId: candidate, prefix, next: number + 1 };
    // Taken (imported records, or a prefix shared with another numbering): jump past the
    // highest id of the same width.
    const [low, high] = sameWidthRange(prefix, number);
    const top = await tx.get(
      students
        .where('studentId', '>=', low)
        .where('studentId', '<=', high)
        .orderBy('studentId', 'desc')
        .limit(1),
    );
    const highest = parseStudentNumber(prefix, top.docs[0]?.get('studentId')) ?? number;
    number = Math.max(number, highest) + 1;
  }
  throw new Error(`No free studentId found for prefix ${prefix} after ${MAX_ID_ATTEMPTS} tries`);
}

function actorOf(type: ActivityType, data: DocumentData): string | null {
  const by: unknown = type === 'add' ? data.createdBy : data.updatedBy;
  return typeof by === 'string' && by ? by : null;
}

/** Processes one student write exactly once (see the header). Exported for the tests. */
export async function processStudentWrite(
  write: StudentWrite,
  now: () => Date = () => new Date(),
): Promise<StudentWriteResult> {
  const { orgId, docId } = write;
  const before: StudentFacts | null = write.before
    ? studentFacts(write.before.data, write.before.createTime.toDate())
    : null;
  const after: StudentFacts | null = write.after
    ? studentFacts(write.after.data, write.after.createTime.toDate())
    : null;
  const countsChange = !sameFacts(before, after);
  const activity = activityFor(write.before?.data, write.after?.data);
  const needsStudentId = write.after !== null && !hasStudentId(write.after.data);
  if (!countsChange && !activity && !needsStudentId) {
    return { applied: false, reason: 'nothing to count' };
  }

  // Outside the transaction: names do not need its isolation, and are cached.
  const afterData = write.after?.data ?? {};
  const by = activity ? actorOf(activity, afterData) : null;
  const byName = by ? await memberName(orgId, by) : '';

  const orgRef = db.doc(organizationPath(orgId));
  const studentRef = db.doc(`${studentsPath(orgId)}/${docId}`);
  const result = await runTransaction(async (tx): Promise<StudentWriteResult> => {
    // Reads first (a transaction's reads must precede its writes), all in one round trip: the
    // transaction holds the organization document, which every event of it contends for.
    const ledger = ledgerRef(orgId, write.eventId);
    const mayMoveSchool = countsChange && movesSchool(before, after);
    const [applied, org, schoolsDoc, current] = await Promise.all([
      tx.get(ledger),
      tx.get(orgRef),
      mayMoveSchool ? tx.get(schoolsRef(orgId)) : undefined,
      needsStudentId ? tx.get(studentRef) : undefined,
    ]);
    if (applied.exists) return { applied: false, reason: 'duplicate event' };
    if (!org.exists) return { applied: false, reason: 'organization not found' };
    const counted = countsChange && !coveredByReconcile(org, write.writeTime);
    const moveSchool = counted && mayMoveSchool;
    const assigned =
      current?.exists && !hasStudentId(current.data())
        ? await allocateStudentId(tx, orgId, org)
        : undefined;

    // Writes.
    const orgUpdate: Record<string, unknown> = {};
    if (counted) {
      const month = monthKey(now());
      const state = storedCounterState(
        org.data() ?? {},
        moveSchool && schoolsDoc ? schoolsFromList(schoolsDoc.get('schools')) : null,
        month,
      );
      applyStudentChange(state, before, after);
      Object.assign(orgUpdate, {
        studentCount: state.studentCount,
        stats: state.stats,
        statsMonth: state.statsMonth,
      });
      // Unknown per-level counts stay absent until the reconcile recounts them.
      if (state.levels) orgUpdate.levels = levelsToMap(state.levels);
      if (moveSchool && state.schools) {
        tx.set(schoolsRef(orgId), {
          schools: schoolsToList(state.schools),
          updatedAt: FieldValue.serverTimestamp(),
        });
      }
      tx.set(db.doc(`${monthlyStatsPath(orgId)}/${month}`), {
        ...monthlyFigures(state),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    if (assigned) {
      Object.assign(orgUpdate, { nextStudentNumber: assigned.next });
      if (org.get('studentIdPrefix') !== assigned.prefix)
        orgUpdate.studentIdPrefix = assigned.prefix;
      tx.update(studentRef, { studentId: assigned.studentId });
    }
    if (Object.keys(orgUpdate).length > 0) tx.update(orgRef, orgUpdate);
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
    tx.create(ledger, ledgerEntry('student', { docId }));
    return { applied: true, counted, activity, studentId: assigned?.studentId };
  });

  if (result.applied && result.activity) await pruneActivities(orgId);
  return result;
}

/**
 * Deletes the activities beyond the newest ACTIVITY_FEED_SIZE. Runs after each added activity, so
 * it counts first (an aggregation: one read) and reads only the oldest surplus, rather than
 * skipping past the whole feed on every student write.
 *
 * Concurrent runs must not both delete: one could count before the other's deletes and then pick
 * the next-oldest documents, leaving fewer than the bound. So the deleting happens in a
 * transaction that also writes the functions-only lock document private/feed: two such
 * transactions cannot interleave, and the one that retries counts again.
 */
export async function pruneActivities(orgId: string): Promise<number> {
  const activities = db.collection(activitiesPath(orgId));
  const lock = feedLockRef(orgId);
  let deleted = 0;
  for (;;) {
    const removed = await runTransaction(async (tx) => {
      const [, counted] = await Promise.all([tx.get(lock), tx.get(activities.count())]);
      const surplus = counted.data().count - ACTIVITY_FEED_SIZE;
      if (surplus <= 0) return 0; // read only: commits without writing the lock
      const oldest = await tx.get(
        activities.orderBy('at', 'asc').limit(Math.min(surplus, 200)).select(),
      );
      for (const doc of oldest.docs) tx.delete(doc.ref);
      tx.set(lock, { prunedAt: FieldValue.serverTimestamp() });
      return oldest.size;
    });
    deleted += removed;
    if (removed < 200) return deleted;
  }
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
      const result = await processStudentWrite({
        eventId: event.id,
        orgId,
        docId,
        before: version(change.before),
        after,
        writeTime,
      });
      logger.info('student write processed', { ...fields, ...result });
    } catch (error) {
      // Thrown again so that the platform delivers the event again (retry: true); the ledger
      // makes the retry safe.
      logger.error('student write failed', { ...fields, error: String(error) });
      throw error;
    }
  },
);
