// What a student document contributes to its organization's counters, and the arithmetic that the
// student trigger (one change at a time) and the reconcile (all students at once) share, so that
// the two always agree. Pure: no Firestore here.
import {
  CATEGORIES,
  categoryForLevel,
  EDUCATION_LEVELS,
  isEducationLevel,
  type Category,
  type EducationLevel,
} from '@village/model/levels';
import { monthKey } from '@village/model/paths';
import { schoolKey, type OrganizationStats } from '@village/model/stats';

/** The parts of one student that the counters depend on. */
export interface StudentFacts {
  /** null when neither the category nor the level is valid (counted in the total only). */
  category: Category | null;
  /** The education level, or null when it is not one of the 26 (counted in no level). */
  level: EducationLevel | null;
  /** schoolKey(school): trimmed, spaces folded, lower-case; '' when blank. */
  school: string;
  /** The month ("YYYY-MM", UTC) the student was added in. */
  addedMonth: string;
}

/** The organization's counters and the school tally behind `stats.schools`. */
export interface CounterState {
  studentCount: number;
  stats: OrganizationStats;
  /** The month that stats.recentAdditions counts. */
  statsMonth: string;
  /**
   * Students per school key. Only read when a change moves a student between schools. Counts may
   * dip below zero while events arrive out of order (a delete before its create); a school counts
   * in stats.schools while its tally is positive.
   */
  schools: Map<string, number> | null;
  /**
   * Students per education level (organizations/{orgId}.levels). A level is absent while its count
   * is 0; a count may dip below zero while events arrive out of order, as the school tally does.
   * null when unknown: an organization counted before the per-level counts existed has a
   * studentCount but no `levels`, and only the reconcile (a full recount) can fill them in.
   */
  levels: Map<string, number> | null;
}

interface HasToDate {
  toDate(): Date;
}

function isDateLike(value: unknown): value is HasToDate {
  return typeof value === 'object' && value !== null && 'toDate' in value;
}

/** A Firestore Timestamp or a Date as a Date; undefined for anything else. */
export function asDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (isDateLike(value)) return value.toDate();
  return undefined;
}

/** A stored counter as a number: absent, or anything but a finite number, reads as 0. */
export function asCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/**
 * The facts of a stored student. The category is the stored one, or else the level's (the rules
 * keep them equal); the month is that of `createdAt`, or of the document's creation time when a
 * writer left createdAt out.
 */
export function studentFacts(data: Record<string, unknown>, createTime: Date): StudentFacts {
  const stored = data.category;
  const category = (CATEGORIES as readonly unknown[]).includes(stored)
    ? (stored as Category)
    : isEducationLevel(data.educationLevel)
      ? categoryForLevel(data.educationLevel)
      : null;
  return {
    category,
    level: isEducationLevel(data.educationLevel) ? data.educationLevel : null,
    school: typeof data.school === 'string' ? schoolKey(data.school) : '',
    addedMonth: monthKey(asDate(data.createdAt) ?? createTime),
  };
}

export function sameFacts(a: StudentFacts | null, b: StudentFacts | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.category === b.category &&
    a.level === b.level &&
    a.school === b.school &&
    a.addedMonth === b.addedMonth
  );
}

/** Whether going from `before` to `after` changes which school a student counts for. */
export function movesSchool(before: StudentFacts | null, after: StudentFacts | null): boolean {
  return (before?.school ?? '') !== (after?.school ?? '');
}

export function emptyCounterState(month: string): CounterState {
  return {
    studentCount: 0,
    stats: { primary: 0, secondary: 0, higher: 0, recentAdditions: 0, schools: 0 },
    statsMonth: month,
    schools: new Map(),
    levels: new Map(),
  };
}

/** The per-level counts as stored (`levels` on the organization document); zeros left out. */
export function levelsFromMap(value: unknown): Map<string, number> {
  const levels = new Map<string, number>();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return levels;
  for (const [level, count] of Object.entries(value as Record<string, unknown>)) {
    if (typeof count === 'number' && Number.isFinite(count) && count !== 0)
      levels.set(level, count);
  }
  return levels;
}

/** The per-level counts as the organization document stores them: a map in teaching order. */
export function levelsToMap(levels: Map<string, number>): Record<string, number> {
  const ordered: Record<string, number> = {};
  const rank = (level: string) => {
    const index = (EDUCATION_LEVELS as readonly string[]).indexOf(level);
    return index < 0 ? EDUCATION_LEVELS.length : index;
  };
  for (const [level, count] of [...levels].sort(([a], [b]) => rank(a) - rank(b))) {
    if (count !== 0) ordered[level] = count;
  }
  return ordered;
}

/**
 * The counters as stored on the organization document (missing fields read as 0), rolled over to
 * `month`: recentAdditions restarts at 0 in a new month, because no addition of the new month has
 * been counted before the first change processed in it. The per-level counts are unknown (null)
 * when the document has counted students but has no `levels` yet (counted before they existed).
 */
export function storedCounterState(
  org: Record<string, unknown>,
  schools: Map<string, number> | null,
  month: string,
): CounterState {
  const stats = (typeof org.stats === 'object' && org.stats !== null ? org.stats : {}) as Record<
    string,
    unknown
  >;
  const sameMonth = org.statsMonth === month;
  const hasLevels = typeof org.levels === 'object' && org.levels !== null;
  const levelsKnown = hasLevels || asCount(org.studentCount) === 0;
  return {
    studentCount: asCount(org.studentCount),
    stats: {
      primary: asCount(stats.primary),
      secondary: asCount(stats.secondary),
      higher: asCount(stats.higher),
      recentAdditions: sameMonth ? asCount(stats.recentAdditions) : 0,
      schools: asCount(stats.schools),
    },
    statsMonth: month,
    schools,
    levels: levelsKnown ? levelsFromMap(org.levels) : null,
  };
}

function add(state: CounterState, facts: StudentFacts, sign: 1 | -1, moveSchool: boolean): void {
  state.studentCount += sign;
  if (facts.category) state.stats[facts.category] += sign;
  if (facts.addedMonth === state.statsMonth) state.stats.recentAdditions += sign;
  if (facts.level && state.levels) {
    const count = (state.levels.get(facts.level) ?? 0) + sign;
    if (count === 0) state.levels.delete(facts.level);
    else state.levels.set(facts.level, count);
  }
  if (moveSchool && facts.school) {
    if (!state.schools)
      throw new Error('The school tally is needed to move a student between schools');
    const count = (state.schools.get(facts.school) ?? 0) + sign;
    if (count === 0) state.schools.delete(facts.school);
    else state.schools.set(facts.school, count);
  }
}

/** Applies one student change (create: before null; delete: after null) to `state`, in place. */
export function applyStudentChange(
  state: CounterState,
  before: StudentFacts | null,
  after: StudentFacts | null,
): void {
  const moveSchool = movesSchool(before, after);
  if (before) add(state, before, -1, moveSchool);
  if (after) add(state, after, 1, moveSchool);
  if (moveSchool && state.schools) state.stats.schools = distinctSchools(state.schools);
}

export function distinctSchools(schools: Map<string, number>): number {
  let count = 0;
  for (const tally of schools.values()) if (tally > 0) count += 1;
  return count;
}

/** The exact state from every student of an organization (the reconcile's truth). */
export function recountFacts(students: Iterable<StudentFacts>, month: string): CounterState {
  const state = emptyCounterState(month);
  for (const facts of students) add(state, facts, 1, true);
  state.stats.schools = distinctSchools(state.schools ?? new Map());
  return state;
}

/** The school tally as stored in organizations/{orgId}/private/schools: a list sorted by key. */
export function schoolsToList(schools: Map<string, number>): Array<{ key: string; count: number }> {
  return [...schools.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, count]) => ({ key, count }));
}

export function schoolsFromList(value: unknown): Map<string, number> {
  const schools = new Map<string, number>();
  if (!Array.isArray(value)) return schools;
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { key, count } = entry as { key?: unknown; count?: unknown };
    if (typeof key === 'string' && key && typeof count === 'number' && count !== 0) {
      schools.set(key, count);
    }
  }
  return schools;
}

/** monthlyStats/{YYYY-MM}: the organization's figures so far in that month. */
export function monthlyFigures(state: CounterState) {
  return {
    total: state.studentCount,
    primary: state.stats.primary,
    secondary: state.stats.secondary,
    higher: state.stats.higher,
    added: state.stats.recentAdditions,
  };
}
