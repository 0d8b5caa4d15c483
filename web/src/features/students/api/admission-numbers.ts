import {
  getDocs,
  getDocsFromCache,
  limit,
  query,
  where,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';
import {
  admissionNumberKey,
  admissionNumberQueryChunks,
  type AdmissionNumberHolder,
} from '@village/model/admission-number-key';
import type { Student } from '@village/model/student';
import { studentsCollection } from './student-refs';

// Who holds an admission number in the organization. Numbers are stored as admissionNumberKey
// (upper case, no spaces), so an equality or `in` query on the key finds every holder, however
// each number was typed. The rules cannot check that a number is unique (it would take a query):
// the form asks here before it saves, and the import preview before it sends; the import callable
// checks again in its transaction.
//
// Offline, the answer comes from this device's cache (the students it has read): the check is
// best effort there, and two devices offline can still give the same number to two students.
// Single-field equality and `in` queries need no composite index (firestore.indexes.json).

function holderOf(student: Student): AdmissionNumberHolder {
  return { id: student.id, name: student.name, studentId: student.studentId };
}

/** The server's answer when the device is online; this device's copy when it says it is not. */
function read<T>(students: Query<T>): Promise<QuerySnapshot<T>> {
  return navigator.onLine ? getDocs(students) : getDocsFromCache(students);
}

/**
 * The students holding any of `numbers` (compared as admissionNumberKey), by that key: `in`
 * queries of at most 30 values, for the import preview. Every holder of a key is kept, so a row's
 * own document from an earlier try of the same import does not hide another student.
 */
export async function findStudentsByAdmissionNumbers(
  orgId: string,
  numbers: readonly string[],
): Promise<Map<string, AdmissionNumberHolder[]>> {
  const snapshots = await Promise.all(
    admissionNumberQueryChunks(numbers).map((keys) =>
      read(query(studentsCollection(orgId), where('admissionNumber', 'in', keys))),
    ),
  );
  const holders = new Map<string, AdmissionNumberHolder[]>();
  for (const snapshot of snapshots) {
    for (const doc of snapshot.docs) {
      const student = doc.data();
      holders.set(student.admissionNumber, [
        ...(holders.get(student.admissionNumber) ?? []),
        holderOf(student),
      ]);
    }
  }
  return holders;
}

/**
 * Another student holding `admissionNumber` (by its key), or null: a blank number is nobody's.
 * `exceptId` is the student being edited, who may hold it already.
 */
export async function findAdmissionNumberHolder(
  orgId: string,
  admissionNumber: string,
  exceptId?: string,
): Promise<AdmissionNumberHolder | null> {
  const key = admissionNumberKey(admissionNumber);
  if (key === '') return null;
  const snapshot = await read(
    query(studentsCollection(orgId), where('admissionNumber', '==', key), limit(2)),
  );
  const other = snapshot.docs.map((doc) => doc.data()).find((student) => student.id !== exceptId);
  return other ? holderOf(other) : null;
}
