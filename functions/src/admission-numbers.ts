// Admission numbers are unique in an organization (model/src/admission-numbers.ts). The import
// reads here, in the transaction that writes the rows, who holds the batch's numbers.
import type { Transaction } from 'firebase-admin/firestore';
import type { HttpsError } from 'firebase-functions/https';
import { studentsPath } from '@village/model/paths';
import type { AdmissionNumberClash } from '@village/model/admission-numbers';
import {
  admissionNumberQueryChunks,
  type AdmissionNumberHolder,
} from '@village/model/admission-number-key';
import { db } from './app';
import { refuse } from './callable';

/** Problems listed in the refusal; more are counted. */
const LISTED_PROBLEMS = 10;

/** The students holding each of `keys` (stored admission numbers), by key: `in` queries of 30. */
export async function admissionNumberHolders(
  tx: Transaction,
  orgId: string,
  keys: readonly string[],
): Promise<Map<string, AdmissionNumberHolder[]>> {
  const students = db.collection(studentsPath(orgId));
  const snapshots = await Promise.all(
    admissionNumberQueryChunks(keys).map((chunk) =>
      tx.get(students.where('admissionNumber', 'in', chunk)),
    ),
  );
  const holders = new Map<string, AdmissionNumberHolder[]>();
  for (const snapshot of snapshots) {
    for (const doc of snapshot.docs) {
      const key = String(doc.get('admissionNumber'));
      const studentId: unknown = doc.get('studentId');
      const holder = {
        id: doc.id,
        name: String(doc.get('name')),
        studentId: typeof studentId === 'string' ? studentId : null,
      };
      holders.set(key, [...(holders.get(key) ?? []), holder]);
    }
  }
  return holders;
}

/**
 * The refusal of a batch with clashes: the first few, the count of the rest, nothing written. Each
 * clash's text is the model's (STUDENT_MESSAGES), which the web says in the reader's language.
 */
export function admissionNumberRefusal(clashes: readonly AdmissionNumberClash[]): HttpsError {
  const listed = clashes.slice(0, LISTED_PROBLEMS).map(({ row, text }) => ({ row, text }));
  const more = clashes.length - LISTED_PROBLEMS;
  return more > 0
    ? refuse('already-exists', 'admissionNumbersTakenAndMore', { count: more }, { clashes: listed })
    : refuse('already-exists', 'admissionNumbersTaken', undefined, { clashes: listed });
}
