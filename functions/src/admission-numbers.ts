// Admission numbers are unique in an organization (compared as admissionNumberKey, the form in
// which they are stored). The rules cannot check that; the import checks it here, in the
// transaction that writes the rows, against the organization's students and the batch itself.
import type { Transaction } from 'firebase-admin/firestore';
import { studentsPath } from '@village/model/paths';
import {
  admissionNumberInUseText,
  admissionNumberQueryChunks,
  type AdmissionNumberHolder,
} from '@village/model/student';
import { importedStudentDocId } from '@village/model/student-import';
import { db } from './app';

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
 * The rows whose admission number another student already holds, or an earlier row of the same
 * batch, in words ("Row 14: Admission No. 117 is already used by Priya Patel (NPS-0007)"), in row
 * order. A row's own document (import-{importId}-{row}, from an earlier try) is not a clash.
 */
export function admissionNumberClashes(
  importId: string,
  rows: ReadonlyArray<{ row: number; student: { admissionNumber: string } }>,
  holders: ReadonlyMap<string, readonly AdmissionNumberHolder[]>,
): string[] {
  const firstRow = new Map<string, number>();
  const clashes: Array<{ row: number; text: string }> = [];
  for (const { row, student } of [...rows].sort((a, b) => a.row - b.row)) {
    const key = student.admissionNumber;
    if (key === '') continue;
    const own = importedStudentDocId(importId, row);
    const holder = holders.get(key)?.find((candidate) => candidate.id !== own);
    const earlier = firstRow.get(key);
    if (holder) clashes.push({ row, text: admissionNumberInUseText(key, holder) });
    else if (earlier !== undefined) {
      clashes.push({ row, text: `Admission No. ${key} is also in row ${earlier}` });
    }
    if (earlier === undefined) firstRow.set(key, row);
  }
  return clashes.map(({ row, text }) => `Row ${row}: ${text}`);
}

/** The refusal of a batch with clashes: the first few, the count of the rest, nothing written. */
export function admissionNumberRefusal(clashes: readonly string[]): string {
  const listed = clashes.slice(0, LISTED_PROBLEMS).join('; ');
  const more = clashes.length - LISTED_PROBLEMS;
  const rest = more > 0 ? `; and ${more} more ${more === 1 ? 'row' : 'rows'}` : '';
  return `Admission numbers must be unique in the organization. ${listed}${rest}. Nothing of this batch was imported.`;
}
