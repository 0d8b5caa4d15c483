import * as z from 'zod/mini';
import { documentIdSchema } from './callables';
import { aadhaarSchema, IDENTITY_REVEAL_REASONS, type AadhaarKind } from './identity';
import { checked } from './schema';

// The Aadhaar callables, apart from callables.ts (as school-year-callables.ts): only the student
// form and the profile load them. The number travels only through these calls: the web never
// reads or writes private/identity through Firestore, so it is never in a device's offline cache
// (docs/decisions/identity-numbers.md).

const studentScoped = z.object({ orgId: documentIdSchema, studentDocId: documentIdSchema });

/**
 * Saves a student's Aadhaar number (digits only: 12, or the enrolment ID's 28; the model's check,
 * Verhoeff's digit included) with its masked form on the student, or with null removes both (a
 * super_admin). The student must exist: the form saves the student first.
 */
export const setAadhaarInputSchema = z.extend(studentScoped, {
  aadhaar: z.nullable(aadhaarSchema),
});
export type SetAadhaarInput = z.input<typeof setAadhaarInputSchema>;
export type SetAadhaarRequest = z.output<typeof setAadhaarInputSchema>;
export interface SetAadhaarResult {
  /** What the student now shows masked; null after a removal. */
  saved: { aadhaarLastFour: string; aadhaarKind: AadhaarKind } | null;
}

/** A super_admin reads a student's number whole: for Show on the profile, or the child's data. */
export const revealAadhaarInputSchema = z.extend(studentScoped, {
  reason: z.enum(IDENTITY_REVEAL_REASONS),
});
export type RevealAadhaarInput = z.input<typeof revealAadhaarInputSchema>;
export type RevealAadhaarRequest = z.output<typeof revealAadhaarInputSchema>;
export interface RevealAadhaarResult {
  /** The digits, or null when no number is saved. */
  aadhaar: string | null;
}

/**
 * How many students one call of udiseAadhaarNumbers reads: a large school's classes 1 to 12 in
 * one call (so one History entry), while the request (ids) and the answer (numbers) stay a few
 * hundred kilobytes. A return with more numbers is read in calls of this many.
 */
export const UDISE_AADHAAR_MAX_STUDENTS = 5000;

/** A student document's id as this app makes them (auto ids, `import-{importId}-{row}`). */
const studentDocIdSchema = checked(documentIdSchema, z.maxLength(128, 'Not a valid id'));

/**
 * A super_admin reads the numbers of the students of a UDISE+ return at once: those whose
 * student document shows a number saved (`identity.aadhaarLastFour`). One History entry for the
 * call, with how many numbers it read.
 */
export const udiseAadhaarNumbersInputSchema = z.object({
  orgId: documentIdSchema,
  studentDocIds: checked(
    z.array(studentDocIdSchema),
    z.maxLength(
      UDISE_AADHAAR_MAX_STUDENTS,
      `At most ${UDISE_AADHAAR_MAX_STUDENTS} students per call`,
    ),
  ),
});
export type UdiseAadhaarNumbersInput = z.input<typeof udiseAadhaarNumbersInputSchema>;
export type UdiseAadhaarNumbersRequest = z.output<typeof udiseAadhaarNumbersInputSchema>;
export interface UdiseAadhaarNumbersResult {
  /** The digits by student document id, for the students with a number saved only. */
  numbers: Record<string, string>;
}
