import * as z from 'zod/mini';
import { documentIdSchema } from './callables';
import {
  issueKeySchema,
  transferCertificateDetailsSchema,
  type IssuedTransferCertificate,
} from './certificates';
import { EDUCATION_LEVELS } from './levels';
import { LIMITS } from './limits';
import {
  earlyReasonSchema,
  PROGRESSION_BATCH_SIZE,
  progressionEntrySchema,
  type OutcomeCounts,
} from './progression';
import { atMost, checked, integer } from './schema';

// The school year's callables, apart from callables.ts: every page that calls a
// function loads that module, and only the year end and the TC pages need these schemas and the
// progression and certificate tables they bring.

const orgScoped = z.object({ orgId: documentIdSchema });

/**
 * One batch of a class's year-end progression (model/src/progression.ts): the class (level and
 * section) in the academic year that starts in `startYear`, and each student's outcome. A student
 * whose record of that year exists is left as it is, so a batch sent again changes nothing.
 *
 * `last` asks to close the class's year after this batch; the server closes it only when no
 * student of the roll is left without a decision, and otherwise answers `closed: false` naming
 * them. A `last` call without entries closes a class whose students have all been applied. After
 * closing only a call that changes nothing is answered (with the counts), any other refused.
 *
 * Before the year's last quarter (progressionOpensOn) only a super_admin may apply, giving
 * `earlyReason`, which the organization's History records.
 */
export const applyProgressionInputSchema = z.extend(orgScoped, {
  startYear: checked(integer(), z.gte(2000, 'Not a year'), z.lte(2100, 'Not a year')),
  educationLevel: z.enum(EDUCATION_LEVELS),
  section: checked(z.string(), atMost(LIMITS.section)),
  entries: checked(
    z.array(progressionEntrySchema),
    z.maxLength(PROGRESSION_BATCH_SIZE, `At most ${PROGRESSION_BATCH_SIZE} students per call`),
  ),
  last: z.boolean(),
  earlyReason: z.optional(earlyReasonSchema),
});
export type ApplyProgressionInput = z.input<typeof applyProgressionInputSchema>;
export type ApplyProgressionRequest = z.output<typeof applyProgressionInputSchema>;
export interface ApplyProgressionResult {
  /** Students this call moved. */
  applied: number;
  /** Students of this call whose year was already recorded (a resumed batch). */
  alreadyApplied: number;
  /** The class's outcomes so far, all batches together. */
  counts: OutcomeCounts;
  /** Whether the class's year is now closed. */
  closed: boolean;
  /**
   * Why a `last` call did not close it: the students of the roll without a decision, by name (at
   * most UNDECIDED_NAMES_LISTED of them), and how many there are in all.
   */
  undecided?: { names: string[]; count: number };
}

/** The most names of undecided students an answer lists (a class is rarely short of many). */
export const UNDECIDED_NAMES_LISTED = 50;

/**
 * Issue a student's transfer certificate: the first call numbers it (the organization's next
 * number) and records it on the student; a later call returns the same number as a duplicate,
 * unless it carries the issueKey of the call that issued it (or of the last duplicate): a retry,
 * answered as that call was.
 */
export const issueTransferCertificateInputSchema = z.extend(orgScoped, {
  studentDocId: documentIdSchema,
  details: transferCertificateDetailsSchema,
  issueKey: issueKeySchema,
});
export type IssueTransferCertificateInput = z.input<typeof issueTransferCertificateInputSchema>;
export type IssueTransferCertificateRequest = z.output<typeof issueTransferCertificateInputSchema>;
export interface IssueTransferCertificateResult {
  certificate: IssuedTransferCertificate;
  /** true when the student already had a TC (issued by another call): print it marked DUPLICATE. */
  duplicate: boolean;
}
