import { describe, expect, it } from 'vitest';
import { CATEGORIES, EDUCATION_LEVELS, categoryForLevel } from '@village/model/levels';
import { recount } from '@village/model/stats';
import type { StudentStatus } from '@village/model/student';
import {
  applyStudentChange,
  emptyCounterState,
  levelsFromMap,
  levelsToMap,
  recountFacts,
  sameFacts,
  schoolsFromList,
  schoolsToList,
  storedCounterState,
  studentFacts,
  type StudentFacts,
} from './student-facts';

const NOW = new Date(Date.UTC(2026, 10, 23, 12));
const MONTH = '2026-11';
const LAST_MONTH = new Date(Date.UTC(2026, 9, 30));
const SCHOOLS = ['Govt School', '  govt   SCHOOL ', 'Delhi Public School', 'Kendriya Vidyalaya'];

/** A small deterministic generator, so that failures reproduce. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function student(next: () => number) {
  const level = EDUCATION_LEVELS[Math.floor(next() * EDUCATION_LEVELS.length)]!;
  return {
    educationLevel: level,
    category: categoryForLevel(level),
    school: SCHOOLS[Math.floor(next() * SCHOOLS.length)]!,
    createdAt: next() < 0.4 ? NOW : LAST_MONTH,
    status: offRollDraw(next()),
  };
}

/** Mostly on the roll; some graduated, some left. */
function offRollDraw(draw: number): StudentStatus {
  return draw < 0.1 ? 'graduated' : draw < 0.2 ? 'left' : 'active';
}

describe('studentFacts', () => {
  it('reads the category, the school key and the month added', () => {
    expect(
      studentFacts(
        { category: 'higher', school: '  Delhi  University ', createdAt: NOW },
        LAST_MONTH,
      ),
    ).toEqual({
      category: 'higher',
      level: null,
      school: 'delhi university',
      addedMonth: MONTH,
      roll: 'onRoll',
    });
    expect(studentFacts({ educationLevel: 'B.Sc', category: 'higher' }, NOW).level).toBe('B.Sc');
  });

  it('falls back to the level, the creation time and blanks', () => {
    expect(studentFacts({ educationLevel: '7th Standard' }, NOW)).toEqual({
      category: 'secondary',
      level: '7th Standard',
      school: '',
      addedMonth: MONTH,
      roll: 'onRoll',
    });
    expect(studentFacts({ status: 'left' }, NOW).roll).toBe('left');
    expect(studentFacts({ status: 'graduated' }, NOW).roll).toBe('graduated');
    expect(studentFacts({ status: 'active' }, NOW).roll).toBe('onRoll');
    expect(studentFacts({ category: 'nonsense', educationLevel: 'nonsense' }, NOW)).toMatchObject({
      category: null,
      level: null,
    });
    // A Firestore Timestamp has toDate().
    expect(studentFacts({ createdAt: { toDate: () => LAST_MONTH } }, NOW).addedMonth).toBe(
      '2026-10',
    );
  });
});

describe('counter arithmetic', () => {
  it('recounts exactly as the model recount does', () => {
    const next = random(7);
    const students = Array.from({ length: 200 }, () => student(next));
    const state = recountFacts(
      students.map((s) => studentFacts(s, NOW)),
      MONTH,
    );
    const model = recount(students, NOW);
    expect({
      studentCount: state.studentCount,
      stats: state.stats,
      graduatedCount: state.graduatedCount,
      leftCount: state.leftCount,
    }).toEqual(model);
    expect(state.stats.schools).toBe(3);
    const onRoll = students.filter((s) => s.status === 'active');
    expect(state.graduatedCount).toBe(students.filter((s) => s.status === 'graduated').length);
    expect(state.leftCount).toBeGreaterThan(0);
    expect(state.studentCount + state.graduatedCount + state.leftCount).toBe(200);
    const perLevel = new Map<string, number>();
    for (const s of onRoll)
      perLevel.set(s.educationLevel, (perLevel.get(s.educationLevel) ?? 0) + 1);
    expect(state.levels).toEqual(perLevel);
    expect([...state.levels!.values()].reduce((sum, n) => sum + n, 0)).toBe(onRoll.length);
  });

  it('applies creates, updates and deletes in any order to the recount of the survivors', () => {
    const next = random(11);
    const live = new Map<number, StudentFacts>();
    const changes: Array<[StudentFacts | null, StudentFacts | null]> = [];
    for (let step = 0; step < 600; step += 1) {
      const id = Math.floor(next() * 80);
      const before = live.get(id) ?? null;
      const roll = next();
      const after = before && roll < 0.3 ? null : studentFacts(student(next), NOW);
      if (after) live.set(id, after);
      else live.delete(id);
      changes.push([before, after]);
    }
    // Shuffle: triggers may run in any order; each change carries its own before and after.
    for (let i = changes.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [changes[i], changes[j]] = [changes[j]!, changes[i]!];
    }
    const state = emptyCounterState(MONTH);
    for (const [before, after] of changes) applyStudentChange(state, before, after);
    const truth = recountFacts(live.values(), MONTH);
    expect(state.studentCount).toBe(truth.studentCount);
    expect(state.stats).toEqual(truth.stats);
    expect([state.graduatedCount, state.leftCount]).toEqual([
      truth.graduatedCount,
      truth.leftCount,
    ]);
    expect(schoolsToList(state.schools!)).toEqual(schoolsToList(truth.schools!));
    expect(levelsToMap(state.levels!)).toEqual(levelsToMap(truth.levels!));
  });

  it('moves a student between categories and schools', () => {
    const state = recountFacts(
      [studentFacts({ category: 'primary', school: 'A', createdAt: NOW }, NOW)],
      MONTH,
    );
    applyStudentChange(
      state,
      studentFacts({ category: 'primary', school: 'A', createdAt: NOW }, NOW),
      studentFacts({ category: 'secondary', school: 'B', createdAt: NOW }, NOW),
    );
    expect(state.stats).toEqual({
      primary: 0,
      secondary: 1,
      higher: 0,
      recentAdditions: 1,
      schools: 1,
    });
    expect(schoolsToList(state.schools!)).toEqual([{ key: 'b', count: 1 }]);
  });

  it('needs the school tally only when the school changes', () => {
    const state = storedCounterState({ studentCount: 1, stats: { primary: 1 } }, null, MONTH);
    const a = studentFacts({ category: 'primary', school: 'A', createdAt: NOW }, NOW);
    applyStudentChange(state, a, { ...a, category: 'higher' });
    expect(state.stats.higher).toBe(1);
    expect(() => applyStudentChange(state, a, { ...a, school: 'b' })).toThrow(/tally/);
  });

  it('restarts recentAdditions in a new month and reads missing counters as 0', () => {
    const org = {
      studentCount: 5,
      statsMonth: '2026-10',
      stats: { primary: 5, recentAdditions: 4 },
    };
    expect(storedCounterState(org, null, MONTH).stats.recentAdditions).toBe(0);
    expect(storedCounterState(org, null, '2026-10').stats.recentAdditions).toBe(4);
    expect(storedCounterState({}, null, MONTH)).toMatchObject({
      studentCount: 0,
      stats: { primary: 0, secondary: 0, higher: 0, recentAdditions: 0, schools: 0 },
    });
  });

  it('stores the school tally as a sorted list and reads it back', () => {
    const tally = new Map([
      ['b', 2],
      ['a', 1],
    ]);
    expect(schoolsToList(tally)).toEqual([
      { key: 'a', count: 1 },
      { key: 'b', count: 2 },
    ]);
    expect(schoolsFromList([...schoolsToList(tally), { key: '', count: 1 }, 'junk'])).toEqual(
      tally,
    );
    expect(schoolsFromList(undefined).size).toBe(0);
  });

  it('counts every category', () => {
    expect(CATEGORIES).toEqual(['primary', 'secondary', 'higher']);
  });

  it('moves a student between levels of one category', () => {
    const first = studentFacts(
      { educationLevel: '1st Standard', school: 'A', createdAt: NOW },
      NOW,
    );
    const second = { ...first, level: '2nd Standard' as const };
    expect(sameFacts(first, second)).toBe(false);
    const state = recountFacts([first, first], MONTH);
    applyStudentChange(state, first, second);
    expect(levelsToMap(state.levels!)).toEqual({ '1st Standard': 1, '2nd Standard': 1 });
    applyStudentChange(state, first, null);
    expect(levelsToMap(state.levels!)).toEqual({ '2nd Standard': 1 });
    expect(state.stats.primary).toBe(1);
  });

  it('reads stored per-level counts, and knows when they are unknown', () => {
    const b = studentFacts({ educationLevel: 'B.Sc', createdAt: NOW }, NOW);
    // A new organization: nothing counted, so no level has students.
    const fresh = storedCounterState({}, null, MONTH);
    applyStudentChange(fresh, null, b);
    expect(levelsToMap(fresh.levels!)).toEqual({ 'B.Sc': 1 });
    // Counted before the per-level counts existed: unknown, left alone until the reconcile.
    const old = storedCounterState({ studentCount: 5, stats: { higher: 5 } }, null, MONTH);
    expect(old.levels).toBeNull();
    applyStudentChange(old, null, b);
    expect(old.levels).toBeNull();
    expect(old.studentCount).toBe(6);
    // Stored: zeros and junk ignored; a count below zero (events out of order) kept.
    const stored = storedCounterState(
      { studentCount: 1, levels: { 'B.Sc': 2, 'M.A': 0, 'Ph.D': -1, MBA: 'x' } },
      null,
      MONTH,
    );
    expect(stored.levels).toEqual(
      new Map([
        ['B.Sc', 2],
        ['Ph.D', -1],
      ]),
    );
    applyStudentChange(stored, null, studentFacts({ educationLevel: 'Ph.D' }, NOW));
    expect(levelsToMap(stored.levels!)).toEqual({ 'B.Sc': 2 });
  });

  it('stores the per-level counts in teaching order, without zeros', () => {
    const map = levelsToMap(
      new Map([
        ['Ph.D', 1],
        ['Legacy', 3],
        ['1st Standard', 2],
        ['B.A', 0],
      ]),
    );
    expect(Object.entries(map)).toEqual([
      ['1st Standard', 2],
      ['Ph.D', 1],
      ['Legacy', 3],
    ]);
    expect(levelsFromMap(map)).toEqual(new Map(Object.entries(map)));
    expect(levelsFromMap(null).size).toBe(0);
    expect(levelsFromMap(['1st Standard']).size).toBe(0);
  });

  it('moves a student off the roll and back as the status changes', () => {
    const at = (status: StudentStatus, school = 'A') =>
      studentFacts({ educationLevel: '12th Standard', school, status, createdAt: NOW }, NOW);
    const other = at('active', 'B');
    const state = recountFacts([at('active'), other], MONTH);
    expect(sameFacts(at('active'), at('left'))).toBe(false);
    // active -> left: out of the total, the category, the level, the school and the month's adds.
    expect(applyStudentChange(state, at('active'), at('left'))).toBe(true);
    expect(state).toMatchObject({ studentCount: 1, graduatedCount: 0, leftCount: 1 });
    expect(state.stats).toEqual({
      primary: 0,
      secondary: 1,
      higher: 0,
      recentAdditions: 1,
      schools: 1,
    });
    expect(levelsToMap(state.levels!)).toEqual({ '12th Standard': 1 });
    expect(schoolsToList(state.schools!)).toEqual([{ key: 'b', count: 1 }]);
    // left -> graduated moves between the two; an edit of a left student changes nothing else.
    expect(applyStudentChange(state, at('left'), at('graduated', 'C'))).toBe(false);
    expect(state).toMatchObject({ studentCount: 1, graduatedCount: 1, leftCount: 0 });
    // graduated -> active puts them back, then delete of a left student takes one from left.
    applyStudentChange(state, at('graduated', 'C'), at('active'));
    applyStudentChange(state, null, at('left'));
    applyStudentChange(state, at('left'), null);
    const truth = recountFacts([at('active'), other], MONTH);
    expect(state).toEqual(truth);
  });

  it('keeps counting everyone in counters stored before the roll counted, until the reconcile', () => {
    const active = studentFacts({ category: 'primary', school: 'A', createdAt: NOW }, NOW);
    const left = { ...active, roll: 'left' as const };
    const old = storedCounterState(
      { studentCount: 3, stats: { primary: 3 } },
      new Map([['a', 3]]),
      MONTH,
    );
    expect(old.onRollSince).toBeNull();
    expect(applyStudentChange(old, active, left)).toBe(false);
    applyStudentChange(old, null, left);
    expect(old).toMatchObject({ studentCount: 4, graduatedCount: 0, leftCount: 0 });
    expect(old.schools).toEqual(new Map([['a', 4]]));
    // Nothing counted yet: on the roll from this month; a stored month stays.
    expect(storedCounterState({}, null, MONTH).onRollSince).toBe(MONTH);
    const kept = storedCounterState({ studentCount: 3, onRollSince: '2026-01' }, null, MONTH);
    expect(kept.onRollSince).toBe('2026-01');
    applyStudentChange(kept, null, left);
    expect(kept).toMatchObject({ studentCount: 3, leftCount: 1 });
  });
});
