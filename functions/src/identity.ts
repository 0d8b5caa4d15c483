// A deleted student's private/ and consents/ documents are deleted after it
// (docs/decisions/identity-numbers.md): Firestore does not delete subcollections. The number
// itself is written and read by the callables of aadhaar.ts.
import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentDeleted } from 'firebase-functions/firestore';
import { COLLECTIONS, studentSubcollectionPaths } from '@village/model/paths';
import { db } from './app';
import { latestTimeOf, notAfter } from './event-time';

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
