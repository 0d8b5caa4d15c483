// What a student document contributes to its organization's counters, and the arithmetic that the
// student trigger (one change at a time) and the reconcile (all students at once) share, so that
// the two always agree. Pure: no Firestore here.
//
// Only students on the roll (status 'active', or none) count in studentCount, the categories, the
// levels, the school tally and the month's additions; graduated and left students count apart, in
// graduatedCount and leftCount. A status change is a change of facts like any other: active -> left
// takes the student out of the on-roll counts and adds one to leftCount, left -> active puts them
// back, deleting a left student takes one from leftCount. An organization counted before this
// meaning (no `onRollSince`, students counted) keeps counting everyone, status aside, until the
// reconcile recounts it: deltas of the new meaning on totals of the old would be exact in neither.
import {
  CATEGORIES,
  categoryForLevel,
  isEducationLevel,
  type Category,
  type EducationLevel,
} from '@village/model/levels';
import { monthKey } from '@village/model/paths';
import {
  isOffRoll,
  OFF_ROLL_COUNTERS,
  schoolKey,
  type OffRollStatus,
  type OrganizationStats,
} from '@village/model/stats';
import { asCount, asDate, levelsFromMap } from './stored-counts';

export {
  asCount,
  asDate,
  levelsFromMap,
  levelsToMap,
  schoolsFromList,
  schoolsToList,
} from './stored-counts';

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
  /** Where the student counts: 'onRoll' (active, or no status) or an off-roll status. */
  roll: 'onRoll' | OffRollStatus;
}

/** The organization's counters and the school tally behind `stats.schools`. */
export interface CounterState {
  /** Students on the roll (or everyone, while onRollSince is null). */
  studentCount: number;
  stats: OrganizationStats;
  /** Off-roll students; untouched while onRollSince is null. */
  graduatedCount: number;
  leftCount: number;
  /**
   * The month since which these counters count students on the roll only. null: counted before
   * that meaning existed, so everyone counts, whatever their status, until the reconcile.
   */
  onRollSince: string | null;
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
    roll: isOffRoll(data.status) ? data.status : 'onRoll',
  };
}

export function sameFacts(a: StudentFacts | null, b: StudentFacts | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.category === b.category &&
    a.level === b.level &&
    a.school === b.school &&
    a.addedMonth === b.addedMonth &&
    a.roll === b.roll
  );
}

/** Whether `facts` count in the on-roll counters of `state` (everyone does in old-style ones). */
function countsOnRoll(state: CounterState, facts: StudentFacts): boolean {
  return state.onRollSince === null || facts.roll === 'onRoll';
}

/** The school a student counts for in the school tally of `state`: '' when none or off the roll. */
function tallySchool(state: CounterState, facts: StudentFacts | null): string {
  return facts && countsOnRoll(state, facts) ? facts.school : '';
}

/** Whether going from `before` to `after` changes which school a student counts for in `state`. */
export function movesSchool(
  state: CounterState,
  before: StudentFacts | null,
  after: StudentFacts | null,
): boolean {
  return tallySchool(state, before) !== tallySchool(state, after);
}

export function emptyCounterState(month: string): CounterState {
  return {
    studentCount: 0,
    stats: { primary: 0, secondary: 0, higher: 0, recentAdditions: 0, schools: 0 },
    graduatedCount: 0,
    leftCount: 0,
    onRollSince: month,
    statsMonth: month,
    schools: new Map(),
    levels: new Map(),
  };
}

/**
 * The counters as stored on the organization document (missing fields read as 0), rolled over to
 * `month`: recentAdditions restarts at 0 in a new month, because no addition of the new month has
 * been counted before the first change processed in it. The per-level counts are unknown (null)
 * when the document has counted students but has no `levels` yet (counted before they existed).
 * Likewise it counts on the roll from `onRollSince`, or from `month` when nothing is counted yet;
 * a document with students counted and no `onRollSince` keeps counting everyone (see the header).
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
  const onRollSince =
    typeof org.onRollSince === 'string'
      ? org.onRollSince
      : asCount(org.studentCount) === 0
        ? month
        : null;
  return {
    studentCount: asCount(org.studentCount),
    graduatedCount: asCount(org.graduatedCount),
    leftCount: asCount(org.leftCount),
    onRollSince,
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
  if (!countsOnRoll(state, facts)) {
    if (facts.roll !== 'onRoll') state[OFF_ROLL_COUNTERS[facts.roll]] += sign;
    return;
  }
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

/**
 * Applies one student change (create: before null; delete: after null) to `state`, in place.
 * Returns whether it moved the student in the school tally (the caller then writes the tally).
 */
export function applyStudentChange(
  state: CounterState,
  before: StudentFacts | null,
  after: StudentFacts | null,
): boolean {
  const moveSchool = movesSchool(state, before, after);
  if (before) add(state, before, -1, moveSchool);
  if (after) add(state, after, 1, moveSchool);
  if (moveSchool && state.schools) state.stats.schools = distinctSchools(state.schools);
  return moveSchool;
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

/** monthlyStats/{YYYY-MM}: the organization's figures so far in that month. */
export function monthlyFigures(state: CounterState) {
  return {
    total: state.studentCount,
    primary: state.stats.primary,
    secondary: state.stats.secondary,
    higher: state.stats.higher,
    added: state.stats.recentAdditions,
    // Unknown in counters kept before the roll counted (see the header): left out until then.
    ...(state.onRollSince !== null
      ? { graduated: state.graduatedCount, left: state.leftCount }
      : {}),
  };
}
