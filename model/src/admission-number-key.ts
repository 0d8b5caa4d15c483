// An admission number's identity in its organization: the form in which it is stored and looked
// up, whoever typed it and however. The student's schemas (student.ts) store it so; the form, the
// import and the importStudents callable look up who holds a number by it.
import * as z from 'zod/mini';
import { IN_QUERY_MAX_VALUES } from './limits';

/** What an admission number may hold as typed: letters, digits, '/', '-', '.' and spaces. */
export const ADMISSION_NUMBER_TYPED = /^[A-Za-z0-9/.\- ]*$/;
/** An admission number as stored: its key (upper case, no spaces). firestore.rules checks it. */
export const ADMISSION_NUMBER_STORED = /^[A-Z0-9/.-]*$/;

/**
 * An admission number's identity in its organization: upper case, without spaces ("adm 12/a" and
 * "ADM12/A" are the same number). Numbers are stored in this form, so that an equality query
 * (and an `in` query) on `admissionNumber` finds every student holding the same number, whatever
 * way each was typed; an empty value stays empty (no number).
 */
export function admissionNumberKey(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** A student who holds an admission number: enough to say who, and to tell them from oneself. */
export interface AdmissionNumberHolder {
  /** The student's document id. */
  id: string;
  name: string;
  studentId: string | null;
}

/**
 * students/{id}.admissionNumberSharedWith, written by the functions only: the other students who
 * hold the same admission number. Two staff offline can give one number to two students, and an
 * offline save is never refused for it: the number is flagged on both instead, for the office to
 * settle; the mark goes once the number is one student's again.
 */
export const admissionNumberSharersSchema = z.array(
  z.object({ id: z.string(), name: z.string(), studentId: z.nullable(z.string()) }),
);

/**
 * Admission numbers as the values of `in` queries on the stored admissionNumber: their keys,
 * blanks left out, each once, in chunks of at most IN_QUERY_MAX_VALUES.
 */
export function admissionNumberQueryChunks(numbers: readonly string[]): string[][] {
  const keys = [...new Set(numbers.map(admissionNumberKey))].filter((key) => key !== '');
  const chunks: string[][] = [];
  for (let at = 0; at < keys.length; at += IN_QUERY_MAX_VALUES) {
    chunks.push(keys.slice(at, at + IN_QUERY_MAX_VALUES));
  }
  return chunks;
}
