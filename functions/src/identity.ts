// The functions' part of keeping Aadhaar numbers apart (docs/decisions/identity-numbers.md):
//  - each Show a super_admin records (identityReveals) becomes one entry of the organization's audit
//    log, named by the actor and the student, never carrying the number: nothing here reads
//    private/, and the student is read for their name alone;
//  - a deleted student's private/ and consents/ documents are deleted after it.
import { FieldPath, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentDeleted, onDocumentWritten } from 'firebase-functions/firestore';
import {
  COLLECTIONS,
  membersPath,
  studentSubcollectionPaths,
  studentsPath,
} from '@village/model/paths';
import { db } from './app';
import { memberPerson, recordAuditOnce, studentPerson } from './audit';
import { latestTimeOf, notAfter } from './event-time';
import { revealEntry } from './reveal-entry';

/** The student's document with its name alone. */
async function studentName(orgId: string, studentDocId: string): Promise<DocumentSnapshot> {
  // A field mask: the student document also holds the number's last four digits, which this
  // function has no business reading.
  const [student] = await db.getAll(db.doc(`${studentsPath(orgId)}/${studentDocId}`), {
    fieldMask: ['name'],
  });
  return student!;
}

/**
 * Writes the audit entry of one reveal write, if it calls for one (revealEntry); its id is the
 * Show's, so a redelivered event writes nothing. Exported for the tests.
 */
export async function recordIdentityReveal(
  orgId: string,
  revealId: string,
  before: DocumentSnapshot | undefined,
  after: DocumentSnapshot | undefined,
): Promise<{ recorded: boolean; reason?: string; entryId?: string }> {
  const entry = revealEntry(
    revealId,
    before?.exists ? before.data() : undefined,
    after?.exists ? after.data() : undefined,
  );
  if (!entry.ok) return { recorded: false, reason: entry.reason };
  const [member, student] = await Promise.all([
    db.doc(`${membersPath(orgId)}/${entry.uid}`).get(),
    studentName(orgId, entry.studentDocId),
  ]);
  const recorded = await recordAuditOnce(
    orgId,
    entry.entryId,
    { action: entry.action, actor: memberPerson(member), target: studentPerson(student) },
    entry.at,
  );
  return recorded
    ? { recorded, entryId: entry.entryId }
    : { recorded, reason: 'already recorded', entryId: entry.entryId };
}

// organizations/{orgId}/identityReveals/{revealId}
export const onIdentityRevealed = onDocumentWritten(
  {
    document: `${COLLECTIONS.organizations}/{orgId}/${COLLECTIONS.identityReveals}/{revealId}`,
    retry: true,
  },
  async (event) => {
    const change = event.data;
    if (!change) return;
    const { orgId, revealId } = event.params;
    const fields = { orgId, revealId, eventId: event.id };
    try {
      const result = await recordIdentityReveal(orgId, revealId, change.before, change.after);
      logger.info('identity reveal processed', { ...fields, ...result });
    } catch (error) {
      // Thrown again for the platform to deliver the event again (retry: true); the entry's id
      // makes the retry safe.
      logger.error('identity reveal failed', { ...fields, error: String(error) });
      throw error;
    }
  },
);

/**
 * Deletes the private/ and consents/ documents of the deleted student `studentDocId` that were
 * there when it was deleted (`deletedAt`, the latest the delete may have been): one written after,
 * for a student created again under the same id, is left alone. Reads the documents' names and
 * times only. Returns how many it deleted; a second run finds none. Exported for the tests.
 */
export async function deleteStudentPrivate(
  orgId: string,
  studentDocId: string,
  deletedAt = Timestamp.now(),
): Promise<number> {
  const listed = await Promise.all(
    studentSubcollectionPaths(orgId, studentDocId).map((path) =>
      db.collection(path).select(FieldPath.documentId()).get(),
    ),
  );
  const stale = listed
    .flatMap((documents) => documents.docs)
    .filter((doc) => notAfter(doc.updateTime, deletedAt));
  if (stale.length === 0) return 0;
  const batch = db.batch();
  // Conditioned on the version read: a document written meanwhile is judged again on the retry.
  for (const doc of stale) batch.delete(doc.ref, { lastUpdateTime: doc.updateTime });
  await batch.commit();
  return stale.length;
}

// organizations/{orgId}/students/{studentId}, deleted
export const onStudentDeleted = onDocumentDeleted(
  {
    document: `${COLLECTIONS.organizations}/{orgId}/${COLLECTIONS.students}/{studentId}`,
    retry: true,
  },
  async (event) => {
    const { orgId, studentId } = event.params;
    const fields = { orgId, studentId, eventId: event.id };
    try {
      const deleted = await deleteStudentPrivate(orgId, studentId, latestTimeOf(event.time));
      logger.info('deleted student private documents', { ...fields, deleted });
    } catch (error) {
      logger.error('deleting student private documents failed', {
        ...fields,
        error: String(error),
      });
      throw error;
    }
  },
);
