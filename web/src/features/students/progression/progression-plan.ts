import type { EducationLevel } from '@village/model/levels';
import {
  DAYS_ATTENDED_RANGE,
  defaultOutcome,
  LEAVING_OUTCOMES,
  MARKS_RANGE,
  outcomesFor,
  PROGRESSION_BATCH_SIZE,
  PROMOTING_OUTCOMES,
  type OutcomeCounts,
  type ProgressionEntry,
  type ProgressionOutcome,
} from '@village/model/progression';

// The year-end progression screen's rules, apart from React and Firestore: what each student is
// given by default, what the marks and days fields accept, what the summary counts, and how the
// list is cut into the applyProgression callable's batches.

/** One student's decision as the screen holds it: the fields' text, as typed. */
export interface ProgressionChoice {
  outcome: ProgressionOutcome;
  marks: string;
  daysAttended: string;
}

/** Choices by student document id; a student without one has the default. */
export type ProgressionChoices = Readonly<Record<string, ProgressionChoice>>;

/** A student of the class, as the screen lists it. */
export interface ClassMember {
  id: string;
  name: string;
  educationLevel: EducationLevel;
}

/** One object per default, so that an unchanged row of 450 is not drawn again (memo). */
const untouched = new Map<ProgressionOutcome, ProgressionChoice>();

/** The student's choice: the one made, if its outcome is allowed at the level, else the default. */
export function choiceOf(member: ClassMember, choices: ProgressionChoices): ProgressionChoice {
  const made = choices[member.id];
  if (made && outcomesFor(member.educationLevel).includes(made.outcome)) return made;
  if (!made) {
    const outcome = defaultOutcome(member.educationLevel);
    let choice = untouched.get(outcome);
    if (!choice) {
      choice = Object.freeze({ outcome, marks: '', daysAttended: '' });
      untouched.set(outcome, choice);
    }
    return choice;
  }
  return {
    outcome: defaultOutcome(member.educationLevel),
    marks: made?.marks ?? '',
    daysAttended: made?.daysAttended ?? '',
  };
}

/** Why a marks or days field cannot be sent; null when it can (blank is "not recorded"). */
export type FieldProblem = 'notANumber' | 'marksRange' | 'notWholeDays' | 'daysRange';

const NUMBER = /^\d+(\.\d+)?$/;

export function marksProblem(text: string): FieldProblem | null {
  const value = text.trim();
  if (value === '') return null;
  if (!NUMBER.test(value)) return 'notANumber';
  const marks = Number(value);
  return marks < MARKS_RANGE.min || marks > MARKS_RANGE.max ? 'marksRange' : null;
}

export function daysProblem(text: string): FieldProblem | null {
  const value = text.trim();
  if (value === '') return null;
  if (!NUMBER.test(value)) return 'notANumber';
  const days = Number(value);
  if (!Number.isInteger(days)) return 'notWholeDays';
  return days < DAYS_ATTENDED_RANGE.min || days > DAYS_ATTENDED_RANGE.max ? 'daysRange' : null;
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/**
 * The entries to send, in the list's order, or the number of students whose fields must be
 * corrected first (then nothing is sent).
 */
export function progressionEntries(
  members: readonly ClassMember[],
  choices: ProgressionChoices,
): { entries: ProgressionEntry[]; invalid: number } {
  let invalid = 0;
  const entries = members.map((member): ProgressionEntry => {
    const choice = choiceOf(member, choices);
    if (marksProblem(choice.marks) || daysProblem(choice.daysAttended)) invalid += 1;
    return {
      studentDocId: member.id,
      outcome: choice.outcome,
      marks: marksProblem(choice.marks) ? null : numberOrNull(choice.marks),
      daysAttended: daysProblem(choice.daysAttended) ? null : numberOrNull(choice.daysAttended),
    };
  });
  return { entries: invalid > 0 ? [] : entries, invalid };
}

/** The summary's groups, as offices say them: "38 promoted, 2 repeating, 1 left". */
export const SUMMARY_GROUPS = ['promoted', 'repeating', 'graduated', 'left'] as const;
export type SummaryGroup = (typeof SUMMARY_GROUPS)[number];

export function summaryGroupOf(outcome: ProgressionOutcome): SummaryGroup {
  if (PROMOTING_OUTCOMES.includes(outcome)) return 'promoted';
  if (LEAVING_OUTCOMES.includes(outcome)) return 'left';
  return outcome === 'graduated' ? 'graduated' : 'repeating';
}

/** How many students fall in each group, from outcome counts (the screen's, or the server's). */
export function summaryOfCounts(counts: OutcomeCounts): Record<SummaryGroup, number> {
  const summary: Record<SummaryGroup, number> = {
    promoted: 0,
    repeating: 0,
    graduated: 0,
    left: 0,
  };
  for (const [outcome, count] of Object.entries(counts) as [ProgressionOutcome, number][])
    summary[summaryGroupOf(outcome)] += count ?? 0;
  return summary;
}

/** The choices an Apply froze, as the list draws them (read only). */
export function frozenChoices(
  students: readonly (ClassMember & ProgressionEntry)[],
): ProgressionChoices {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return Object.fromEntries(
    students.map((student) => [
      student.id,
      {
        outcome: student.outcome,
        marks: text(student.marks),
        daysAttended: text(student.daysAttended),
      },
    ]),
  );
}

/** The outcomes the screen's choices come to, student by student. */
export function outcomeCounts(
  members: readonly ClassMember[],
  choices: ProgressionChoices,
): OutcomeCounts {
  const counts: OutcomeCounts = {};
  for (const member of members) {
    const { outcome } = choiceOf(member, choices);
    counts[outcome] = (counts[outcome] ?? 0) + 1;
  }
  return counts;
}

/** One applyProgression call: its students, and whether it is the class's last. */
export interface ProgressionBatch {
  entries: ProgressionEntry[];
  last: boolean;
}

/**
 * The calls that apply a class: batches of `size` in the list's order, `last` only on the final
 * one (the server closes the class-year with it). Resending a batch is safe: the server skips the
 * students whose year is already recorded.
 */
export function planBatches(
  entries: readonly ProgressionEntry[],
  size: number = PROGRESSION_BATCH_SIZE,
): ProgressionBatch[] {
  const batches: ProgressionBatch[] = [];
  for (let start = 0; start < entries.length; start += size) {
    batches.push({
      entries: entries.slice(start, start + size),
      last: start + size >= entries.length,
    });
  }
  return batches;
}
