// A repeated admission number is flagged, not refused. The form checks a number before it saves,
// but two staff offline can give one number to two students, and a save made offline must never be
// refused when it syncs. After each student write, the holders of the number the student had and of
// the number it has are marked with one another (admissionNumberSharedWith: who else holds it), and
// the mark is removed once the number is one student's again; the profile says so, the directory
// finds the same from its lines.
//
// The marks are recomputed from a query in a transaction every time, so a redelivered event, or
// two writes at once, leave the same marks. Writing a mark is itself a student write: it changes
// neither the number nor the name, so it checks nothing again.
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import type { AdmissionNumberHolder } from '@village/model/admission-number-key';
import { studentsPath } from '@village/model/paths';
import { sameValue } from './activity-kind';
import { db } from './app';
import { runTransaction } from './transactions';

export const SHARED_WITH_FIELD = 'admissionNumberSharedWith';

const numberOf = (data: DocumentData | undefined): string => {
  const value: unknown = data?.admissionNumber;
  return typeof value === 'string' ? value : '';
};

/**
 * The admission numbers whose holders a write may have changed: the old and the new number when it
 * changed; the number when the name or studentId changed and others hold it too (their marks name
 * this student).
 */
export function admissionNumbersToCheck(
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): string[] {
  const was = numberOf(before);
  const is = numberOf(after);
  const numbers = new Set<string>();
  if (was !== is) {
    numbers.add(was);
    numbers.add(is);
  } else if (
    (before?.name !== after?.name || before?.studentId !== after?.studentId) &&
    after?.[SHARED_WITH_FIELD] !== undefined
  ) {
    numbers.add(is);
  }
  numbers.delete('');
  return [...numbers];
}

/** The others who hold a student's number, in document-id order (so that a rerun compares equal). */
export function sharersOf(
  holders: readonly AdmissionNumberHolder[],
  id: string,
): AdmissionNumberHolder[] {
  return holders
    .filter((holder) => holder.id !== id)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map(({ id: other, name, studentId }) => ({ id: other, name, studentId }));
}

/** Marks every holder of `number` with the others who hold it; returns how many marks changed. */
export async function flagAdmissionNumber(orgId: string, number: string): Promise<number> {
  const query = db.collection(studentsPath(orgId)).where('admissionNumber', '==', number);
  return runTransaction(async (tx) => {
    const snapshot = await tx.get(query);
    const holders = snapshot.docs.map((doc) => {
      const studentId: unknown = doc.get('studentId');
      return {
        id: doc.id,
        name: String(doc.get('name') ?? ''),
        studentId: typeof studentId === 'string' ? studentId : null,
      };
    });
    let changed = 0;
    for (const doc of snapshot.docs) {
      const others = sharersOf(holders, doc.id);
      const stored: unknown = doc.get(SHARED_WITH_FIELD);
      if (others.length === 0) {
        if (stored === undefined) continue;
        tx.update(doc.ref, { [SHARED_WITH_FIELD]: FieldValue.delete() });
      } else {
        if (sameValue(stored, others)) continue;
        tx.update(doc.ref, { [SHARED_WITH_FIELD]: others });
      }
      changed += 1;
    }
    return changed;
  });
}

/** After one student write: the marks of every number it may have changed. */
export async function flagAdmissionNumbersAfter(
  orgId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<number> {
  let changed = 0;
  for (const number of admissionNumbersToCheck(before, after)) {
    changed += await flagAdmissionNumber(orgId, number);
  }
  return changed;
}
