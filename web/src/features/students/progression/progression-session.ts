import { EDUCATION_LEVELS } from '@village/model/levels';
import { isProgressionOutcome, type ProgressionEntry } from '@village/model/progression';
import type { ClassMember, ProgressionChoice, ProgressionChoices } from './progression-plan';

// The progression screen's work in this tab's sessionStorage, per organization and class-year: a
// reload (or a phone that dropped the tab) must not lose 450 choices half made, nor the list an
// Apply was sending when the link dropped. Only a help: the server skips the students already
// recorded, so anything sent twice is still applied once.

const KEY_PREFIX = 'village-education:progression:';

/** A student as an Apply froze them: the list it sends does not shrink as the roll moves on. */
export type PlannedStudent = ClassMember & ProgressionEntry;

/** An Apply under way: the list it sends and how many of its batches the server confirmed. */
export interface ProgressionRunPlan {
  students: PlannedStudent[];
  batchesDone: number;
}

export interface ProgressionSession {
  choices: ProgressionChoices;
  run: ProgressionRunPlan | null;
}

export const EMPTY_SESSION: ProgressionSession = { choices: {}, run: null };

export const sessionKey = (orgId: string, progressionId: string) =>
  `${KEY_PREFIX}${orgId}:${progressionId}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isChoice(value: unknown): value is ProgressionChoice {
  return (
    isRecord(value) &&
    isProgressionOutcome(value.outcome) &&
    typeof value.marks === 'string' &&
    typeof value.daysAttended === 'string'
  );
}

const isNumberOrNull = (value: unknown) => value === null || typeof value === 'number';

function isPlannedStudent(value: unknown): value is PlannedStudent {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.name === 'string' &&
    (EDUCATION_LEVELS as readonly unknown[]).includes(value.educationLevel) &&
    value.studentDocId === value.id &&
    isProgressionOutcome(value.outcome) &&
    isNumberOrNull(value.marks) &&
    isNumberOrNull(value.daysAttended)
  );
}

function sessionOf(value: unknown): ProgressionSession {
  if (!isRecord(value)) return EMPTY_SESSION;
  const choices = isRecord(value.choices)
    ? Object.fromEntries(Object.entries(value.choices).filter(([, choice]) => isChoice(choice)))
    : {};
  const run = value.run;
  const validRun =
    isRecord(run) &&
    Array.isArray(run.students) &&
    run.students.length > 0 &&
    run.students.every(isPlannedStudent) &&
    Number.isInteger(run.batchesDone) &&
    (run.batchesDone as number) >= 0;
  return {
    choices: choices as ProgressionChoices,
    run: validRun
      ? { students: run.students as PlannedStudent[], batchesDone: run.batchesDone as number }
      : null,
  };
}

/** This tab's work on a class-year; nothing if none, or unreadable. */
export function loadProgressionSession(
  key: string,
  storage: Storage = sessionStorage,
): ProgressionSession {
  try {
    const stored = storage.getItem(key);
    return stored === null ? EMPTY_SESSION : sessionOf(JSON.parse(stored));
  } catch {
    return EMPTY_SESSION;
  }
}

export function saveProgressionSession(
  key: string,
  session: ProgressionSession,
  storage: Storage = sessionStorage,
): void {
  try {
    if (Object.keys(session.choices).length === 0 && !session.run) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(session));
  } catch (error) {
    // A full or disabled storage loses only the help on reload, not the work on screen.
    console.warn('progression choices not kept in this tab', error);
  }
}
