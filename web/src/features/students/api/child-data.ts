import type { User } from 'firebase/auth';
import {
  collection,
  doc,
  documentId,
  getDocFromServer,
  getDocsFromServer,
  query,
  where,
} from 'firebase/firestore';
import { activityDocSchema } from '@village/model/activity';
import { auditEntryDocSchema, type AuditEntry } from '@village/model/audit';
import { childDataFileName, childDataText } from '@village/model/child-data';
import {
  activitiesPath,
  auditPath,
  COLLECTIONS,
  membersPath,
  organizationPath,
  studentConsentPath,
  studentsPath,
} from '@village/model/paths';
import { studentDocSchema, type Student } from '@village/model/student';
import { InvalidDocumentError, schemaConverter } from '../../../lib/data/converters';
import { db } from '../../../lib/firestore';
import { revealAadhaar } from './identity';

// "Download this child's data": everything held about one child, read from the server
// and put in one file by the model (model/src/child-data.ts). Every read is a server read
// (getDocFromServer / getDocsFromServer): offline they fail with the SDK's 'unavailable', so the
// download fails as a whole instead of handing the parent a file made of this device's copy.

const activityConverter = schemaConverter(activityDocSchema);
const auditConverter = schemaConverter(auditEntryDocSchema);

/** The downloaded file: its name and its text (JSON). */
export interface ChildDataFile {
  fileName: string;
  text: string;
}

/** The student document as stored, and as the model reads it (the rules let staff read it). */
async function readStudent(orgId: string, studentDocId: string) {
  const snapshot = await getDocFromServer(doc(db, studentsPath(orgId), studentDocId));
  if (!snapshot.exists()) throw new Error(`Student ${studentDocId} no longer exists`);
  const stored = snapshot.data();
  const parsed = studentDocSchema.safeParse(stored);
  if (!parsed.success) throw new InvalidDocumentError(snapshot.ref.path, parsed.error.issues);
  const student: Student = { ...parsed.data, id: snapshot.id };
  return { student, stored };
}

/**
 * The History entries about the student: the uses of their Aadhaar number. An entry names the
 * student by name only, so it is found through the records of uses (identityReveals, one per
 * member and student, with the field studentDocId): the callables give each use's entry the id
 * `${revealId}_${count}`, so one range of ids per record holds them. An equality query and a range
 * of document ids: neither needs a composite index.
 */
async function readAuditEntries(orgId: string, studentDocId: string): Promise<AuditEntry[]> {
  const reveals = await getDocsFromServer(
    query(
      collection(db, organizationPath(orgId), COLLECTIONS.identityReveals),
      where('studentDocId', '==', studentDocId),
    ),
  );
  const perReveal = await Promise.all(
    reveals.docs.map((reveal) =>
      getDocsFromServer(
        query(
          collection(db, auditPath(orgId)).withConverter(auditConverter),
          where(documentId(), '>=', `${reveal.id}_`),
          where(documentId(), '<', `${reveal.id}_\uf8ff`),
        ),
      ),
    ),
  );
  return perReveal.flatMap((entries) => entries.docs.map((entry) => entry.data()));
}

/**
 * Everything the organization holds about `student`, as one file for the parent: a super_admin's
 * download (the History and the Aadhaar number are theirs to read). When the student's identity
 * group says a number is saved, the number comes from the revealAadhaar callable (for the reason
 * 'export'), which records the read in the organization's History in the same transaction ("…
 * downloaded …'s data, with the Aadhaar number"); it is held in memory for the file only, never in
 * this device's Firestore cache. Needs a connection: rejects (FirestoreError 'unavailable' or a
 * CallableError offline) rather than give a partial file.
 */
export async function downloadableChildData(
  orgId: string,
  user: User,
  student: Pick<Student, 'id'>,
  now: Date = new Date(),
): Promise<ChildDataFile> {
  // The student first: whether a number is saved is asked of the server's copy, not the page's.
  const { student: current, stored } = await readStudent(orgId, student.id);
  const [organization, member, consents, activities, auditEntries] = await Promise.all([
    getDocFromServer(doc(db, organizationPath(orgId))),
    getDocFromServer(doc(db, membersPath(orgId), user.uid)),
    getDocFromServer(doc(db, studentConsentPath(orgId, current.id))),
    getDocsFromServer(
      query(
        collection(db, activitiesPath(orgId)).withConverter(activityConverter),
        where('studentRef', '==', current.id),
      ),
    ),
    readAuditEntries(orgId, current.id),
  ]);
  // Last, once everything else is in hand: a download that fails before it records no export.
  const aadhaar = current.identity.aadhaarLastFour
    ? await revealAadhaar(orgId, current.id, 'export')
    : null;
  const organizationName: unknown = organization.get('name');
  const memberName: unknown = member.get('name');
  const text = childDataText({
    student: current,
    storedStudent: stored,
    aadhaar,
    storedConsents: consents.exists() ? consents.data() : null,
    activities: activities.docs.map((activity) => activity.data()),
    auditEntries,
    organizationName: typeof organizationName === 'string' ? organizationName : '',
    exporterName:
      typeof memberName === 'string' && memberName
        ? memberName
        : user.displayName || user.email || '',
    now,
  });
  return { fileName: childDataFileName(current.name, now), text };
}
