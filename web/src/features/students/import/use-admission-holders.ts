import type { CheckedRows } from '@village/model/import/check-rows';
import type { AdmissionNumberHolder } from '@village/model/admission-number-key';
import { useEffect, useState } from 'react';
import { findStudentsByAdmissionNumbers } from '../api/admission-numbers';

// Who already holds the admission numbers of a file's good rows, asked of Firestore for those
// numbers only: the preview makes a row whose number is taken an error before anything is sent.

export interface AdmissionHolders {
  /** The admission numbers asked about (admissionNumberKey, sorted, one per line). */
  key: string;
  /** The students holding them, by number; null when the asking failed. */
  holders: ReadonlyMap<string, readonly AdmissionNumberHolder[]> | null;
  error?: Error;
}

const NO_HOLDERS: ReadonlyMap<string, readonly AdmissionNumberHolder[]> = new Map();

/** The good rows' admission numbers, sorted and one per line: what the holders depend on. */
export function admissionNumbersKey(checked: CheckedRows): string {
  const numbers = new Set(checked.good.map((row) => row.student.admissionNumber).filter(Boolean));
  return [...numbers].sort().join('\n');
}

/**
 * Who already holds the good rows' admission numbers (numbers are unique in an organization):
 * only the holders are read, however large the organization, and asked again only when the
 * numbers change (not when a value typed for every row or a value read-as re-checks the rows).
 * `numbersKey` null (no file, or an import under way) keeps the last answer.
 */
export function useAdmissionHolders(
  orgId: string,
  numbersKey: string | null,
): AdmissionHolders | null {
  const [answer, setAnswer] = useState<AdmissionHolders | null>(null);
  useEffect(() => {
    if (numbersKey === null) return;
    let current = true;
    const settle = (next: Omit<AdmissionHolders, 'key'>) => {
      if (current) setAnswer({ key: numbersKey, ...next });
    };
    if (numbersKey === '') settle({ holders: NO_HOLDERS });
    else
      findStudentsByAdmissionNumbers(orgId, numbersKey.split('\n')).then(
        (holders) => settle({ holders }),
        (error: unknown) =>
          settle({
            holders: null,
            error: error instanceof Error ? error : new Error(String(error)),
          }),
      );
    return () => {
      current = false;
    };
  }, [orgId, numbersKey]);
  return answer;
}
