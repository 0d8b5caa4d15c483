import * as z from 'zod/mini';
import { academicYearStarting, lastQuarterStart, type AcademicYear } from './academic-year';
import { todayIso } from './dates';
import { EDUCATION_LEVELS, type EducationLevel } from './levels';
import { timestampSchema } from './firestore-values';
import { LIMITS } from './limits';
import { atMost, checked, integer } from './schema';
import type { StudentStatus } from './student';

// The year-end progression: at the end of an academic year the office decides, for a
// whole class (level + section), what becomes of each student. The outcome decides the student's
// level and status for the next year; each student keeps one record per year
// (students/{id}/years/{startYear}), written by the applyProgression callable only.

export const PROGRESSION_OUTCOMES = [
  'promoted',
  'promotedWithoutExam',
  'promotedProvisionally',
  'repeater',
  'leftWithTc',
  'discontinued',
  'droppedOut',
  'graduated',
] as const;
export type ProgressionOutcome = (typeof PROGRESSION_OUTCOMES)[number];

/** The outcomes in English, as the screen, the history and the activity say them. */
export const PROGRESSION_OUTCOME_LABELS: Record<ProgressionOutcome, string> = {
  promoted: 'Promoted',
  promotedWithoutExam: 'Promoted without exam',
  promotedProvisionally: 'Promoted provisionally',
  repeater: 'Repeating the class',
  leftWithTc: 'Left with transfer certificate',
  discontinued: 'Discontinued',
  droppedOut: 'Dropped out',
  graduated: 'Graduated',
};

export const PROMOTING_OUTCOMES: readonly ProgressionOutcome[] = [
  'promoted',
  'promotedWithoutExam',
  'promotedProvisionally',
];
/** Outcomes after which the student is no longer on the roll (status "left"). */
export const LEAVING_OUTCOMES: readonly ProgressionOutcome[] = [
  'leftWithTc',
  'discontinued',
  'droppedOut',
];

/** The last level of school: promotion from it is graduation. */
export const LAST_SCHOOL_LEVEL: EducationLevel = '12th Standard';
const LAST_SCHOOL_INDEX = EDUCATION_LEVELS.indexOf(LAST_SCHOOL_LEVEL);

export const isProgressionOutcome = (value: unknown): value is ProgressionOutcome =>
  typeof value === 'string' && (PROGRESSION_OUTCOMES as readonly string[]).includes(value);

/**
 * The outcomes a student of `level` may be given. From 12th Standard there is no next standard, so
 * no promotion: the student graduates (or repeats, or leaves). A degree or diploma has no levels
 * per year here: promotion is its next year, at the same level.
 */
export function outcomesFor(level: EducationLevel): readonly ProgressionOutcome[] {
  return level === LAST_SCHOOL_LEVEL
    ? PROGRESSION_OUTCOMES.filter((outcome) => !PROMOTING_OUTCOMES.includes(outcome))
    : PROGRESSION_OUTCOMES;
}

/** What the screen proposes for every student of a class: promoted, or graduated after 12th. */
export function defaultOutcome(level: EducationLevel): ProgressionOutcome {
  return level === LAST_SCHOOL_LEVEL ? 'graduated' : 'promoted';
}

/** The student's level and status in the next year, after `outcome`; null if not allowed. */
export function progressionEffect(
  level: EducationLevel,
  outcome: ProgressionOutcome,
): { educationLevel: EducationLevel; status: StudentStatus } | null {
  if (!outcomesFor(level).includes(outcome)) return null;
  if (outcome === 'graduated') return { educationLevel: level, status: 'graduated' };
  if (LEAVING_OUTCOMES.includes(outcome)) return { educationLevel: level, status: 'left' };
  if (outcome === 'repeater') return { educationLevel: level, status: 'active' };
  const index = EDUCATION_LEVELS.indexOf(level);
  const next = index < LAST_SCHOOL_INDEX ? EDUCATION_LEVELS[index + 1] : level;
  return { educationLevel: next ?? level, status: 'active' };
}

/** "7th Standard" → "Class 7"; a degree keeps its name ("B.Sc"). */
/** A standard's number ("7" of "7th Standard"), or null for a degree. */
export function standardNumberOf(level: EducationLevel): string | null {
  return /^(\d+)(st|nd|rd|th) Standard$/.exec(level)?.[1] ?? null;
}

export function classNameOf(level: EducationLevel): string {
  const number = standardNumberOf(level);
  return number ? `Class ${number}` : level;
}

/** "Class 7-A", "Class 7" without a section, "B.Sc-A". */
export function classLabel(level: EducationLevel, section: string): string {
  return section ? `${classNameOf(level)}-${section}` : classNameOf(level);
}

/** How many students got each outcome. */
export type OutcomeCounts = Partial<Record<ProgressionOutcome, number>>;

/** The figures a class's progression is summed up in, in this order. */
export type ProgressionSummaryKind = 'promoted' | 'repeating' | 'graduated' | 'left';

/** A progression's counts summed up: each figure that is not 0, in the order above. */
export function progressionSummary(
  counts: OutcomeCounts,
): Array<{ kind: ProgressionSummaryKind; count: number }> {
  const count = (outcomes: readonly ProgressionOutcome[]) =>
    outcomes.reduce((sum, outcome) => sum + (counts[outcome] ?? 0), 0);
  const figures = [
    { kind: 'promoted', count: count(PROMOTING_OUTCOMES) },
    { kind: 'repeating', count: count(['repeater']) },
    { kind: 'graduated', count: count(['graduated']) },
    { kind: 'left', count: count(LEAVING_OUTCOMES) },
  ] as const;
  return figures.filter((figure) => figure.count > 0);
}

/** The activity's words: "Class 7-A: 38 promoted, 2 repeating, 1 left". */
export function progressionActivityText(
  level: EducationLevel,
  section: string,
  counts: OutcomeCounts,
): string {
  const said = progressionSummary(counts).map(({ kind, count }) => `${count} ${kind}`);
  return `${classLabel(level, section)}: ${said.length > 0 ? said.join(', ') : 'no students'}`;
}

/** Sections as registers write them: "a" and "A " are the same section. */
export const sectionKey = (section: string) => section.trim().toUpperCase();

/**
 * The id of a class's progression in a year (organizations/{orgId}/progressions/{id}):
 * "2026_7th Standard_A"; the section is encoded, so that a "/" in it cannot make a path.
 */
export function progressionDocId(
  startYear: number,
  level: EducationLevel,
  section: string,
): string {
  return `${startYear}_${level}_${encodeURIComponent(sectionKey(section))}`;
}

/** Marks in per cent, and days attended in the year: optional, checked by the callable. */
export const MARKS_RANGE = { min: 0, max: 100 } as const;
export const DAYS_ATTENDED_RANGE = { min: 0, max: 366 } as const;

/** Students per applyProgression call: a batch is written together, and a dropped call resumes. */
export const PROGRESSION_BATCH_SIZE = 200;

const marksSchema = z.nullable(checked(z.number(), z.gte(MARKS_RANGE.min), z.lte(MARKS_RANGE.max)));
const daysAttendedSchema = z.nullable(
  checked(integer(), z.gte(DAYS_ATTENDED_RANGE.min), z.lte(DAYS_ATTENDED_RANGE.max)),
);

/** One student's decision, as the screen sends it. */
export const progressionEntrySchema = z.object({
  studentDocId: checked(z.string(), z.minLength(1), z.maxLength(1500)),
  outcome: z.enum(PROGRESSION_OUTCOMES),
  marks: z._default(marksSchema, null),
  daysAttended: z._default(daysAttendedSchema, null),
});
export type ProgressionEntry = z.output<typeof progressionEntrySchema>;

/**
 * students/{id}/years/{startYear}: one record per academic year, written by applyProgression: the
 * class the student was in that year and what came of it.
 */
export const studentYearSchema = z.object({
  /** "2026-27" */
  year: z.string(),
  startYear: integer(),
  educationLevel: z.enum(EDUCATION_LEVELS),
  section: z._default(checked(z.string(), atMost(LIMITS.section)), ''),
  outcome: z.enum(PROGRESSION_OUTCOMES),
  marks: z._default(marksSchema, null),
  daysAttended: z._default(daysAttendedSchema, null),
  /** The level the outcome moved the student to. */
  nextLevel: z.enum(EDUCATION_LEVELS),
  /**
   * The organization, which the path holds too: the rules let staff list a year's records of
   * their organization across its students (one collection-group query, the UDISE+ return) only
   * by a field of the document. Absent from records written before it was kept.
   */
  orgId: z.optional(z.string()),
});
export type StudentYear = z.output<typeof studentYearSchema>;

/** The academic year a progression closes, from its first calendar year and the start month. */
export function progressionYear(startYear: number, startMonth: number): AcademicYear {
  return academicYearStarting(startYear, startMonth);
}

/**
 * The day from which a class-year may be applied ("YYYY-MM-DD", India's calendar): the first of
 * its last quarter. Results come out then or later; applied earlier, a class would be moved up in
 * the middle of its year, and a year whose list is opened again in its fourth month would move
 * the students promoted a few months before a second time.
 */
export function progressionOpensOn(startYear: number, startMonth: number): string {
  return lastQuarterStart(progressionYear(startYear, startMonth));
}

/** Whether the class-year that starts in `startYear` may be applied at `now` without a reason. */
export function progressionOpen(startYear: number, startMonth: number, now: Date): boolean {
  return todayIso(now) >= progressionOpensOn(startYear, startMonth);
}

/** A super_admin's reason for applying a year before its last quarter: its length, trimmed. */
export const EARLY_REASON_LENGTH = { min: 10, max: 300 } as const;

/** The texts of the reason's checks, in English: the web's validation book translates by them. */
export const EARLY_REASON_MESSAGES = {
  tooShort: `Give the reason in at least ${EARLY_REASON_LENGTH.min} characters`,
  tooLong: `At most ${EARLY_REASON_LENGTH.max} characters`,
} as const;

/** The reason, trimmed: 10 to 300 characters. */
export const earlyReasonSchema = checked(
  z.string(),
  z.trim(),
  z.minLength(EARLY_REASON_LENGTH.min, EARLY_REASON_MESSAGES.tooShort),
  z.maxLength(EARLY_REASON_LENGTH.max, EARLY_REASON_MESSAGES.tooLong),
);

/** What is wrong with a reason as typed, or null when it can be sent. */
export function earlyReasonProblem(text: string): keyof typeof EARLY_REASON_MESSAGES | null {
  const length = text.trim().length;
  if (length < EARLY_REASON_LENGTH.min) return 'tooShort';
  return length > EARLY_REASON_LENGTH.max ? 'tooLong' : null;
}

/**
 * organizations/{orgId}/progressions/{progressionDocId}, written by applyProgression only: what has
 * been applied of a class-year so far (counts per outcome), and whether it is closed.
 */
export const progressionDocSchema = z.object({
  educationLevel: z.optional(z.enum(EDUCATION_LEVELS)),
  section: z.optional(z.string()),
  startYear: z.optional(z.number()),
  year: z.optional(z.string()),
  counts: z._default(z.partialRecord(z.enum(PROGRESSION_OUTCOMES), z.number()), {}),
  closed: z._default(z.boolean(), false),
  closedAt: z.optional(z.nullable(timestampSchema)),
  /** A super_admin's reason for applying it before its last quarter, if it was. */
  earlyReason: z.optional(z.nullable(z.string())),
});
export type ProgressionDoc = z.output<typeof progressionDocSchema> & { counts: OutcomeCounts };
