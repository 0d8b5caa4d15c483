// Admission numbers are unique in an organization, compared as admissionNumberKey (the form in
// which they are stored). The rules cannot check that (it would take a query), so the import's
// preview and the importStudents callable both check a file's rows with admissionNumberClashes:
// the preview to show the clashes before anything is sent, the callable again in the transaction
// that writes them.
import type { AdmissionNumberHolder } from './admission-number-key';
import { admissionNumberInUseText, STUDENT_MESSAGES } from './student';
import { importedStudentDocId } from './import/imported-docs';

/** One row whose admission number is taken, and by whom, in words. */
export interface AdmissionNumberClash {
  row: number;
  /** "Admission No. 117 is already used by Priya Patel (NPS-0007)", "… is also in row 4". */
  text: string;
}

/**
 * The rows whose admission number another student already holds, or an earlier row of the same
 * rows, in row order. A row's own document (import-{importId}-{row}, from an earlier try of the
 * same import) is not a clash.
 */
export function admissionNumberClashes(
  importId: string,
  rows: ReadonlyArray<{ row: number; student: { admissionNumber: string } }>,
  holders: ReadonlyMap<string, readonly AdmissionNumberHolder[]>,
): AdmissionNumberClash[] {
  const firstRow = new Map<string, number>();
  const clashes: AdmissionNumberClash[] = [];
  for (const { row, student } of [...rows].sort((a, b) => a.row - b.row)) {
    const key = student.admissionNumber;
    if (key === '') continue;
    const own = importedStudentDocId(importId, row);
    const holder = holders.get(key)?.find((candidate) => candidate.id !== own);
    const earlier = firstRow.get(key);
    if (holder) clashes.push({ row, text: admissionNumberInUseText(key, holder) });
    else if (earlier !== undefined) {
      const text = STUDENT_MESSAGES.admissionNumberRepeated
        .replace('{number}', () => key)
        .replace('{row}', String(earlier));
      clashes.push({ row, text });
    }
    if (earlier === undefined) firstRow.set(key, row);
  }
  return clashes;
}
