import { describe, expect, it } from 'vitest';
import {
  distributionPercent,
  isOnRoll,
  levelShares,
  monthCountsOnRoll,
  recount,
  schoolKey,
  trendPercent,
} from './stats';

const now = new Date(Date.UTC(2026, 10, 23));
const lastMonth = new Date(Date.UTC(2026, 9, 30));

describe('recount', () => {
  it('counts students per category, this month and distinct schools', () => {
    const counters = recount(
      [
        { category: 'primary', school: 'Govt School', createdAt: now },
        { category: 'primary', school: '  govt   school ', createdAt: lastMonth },
        { category: 'secondary', school: 'Delhi Public School', createdAt: now },
        { category: 'higher', school: 'Delhi University', createdAt: lastMonth },
      ],
      now,
    );
    expect(counters).toEqual({
      studentCount: 4,
      stats: { primary: 2, secondary: 1, higher: 1, recentAdditions: 2, schools: 3 },
      graduatedCount: 0,
      leftCount: 0,
    });
  });

  it('counts graduated and left students apart from those on the roll', () => {
    const counters = recount(
      [
        { category: 'primary', school: 'Govt School', createdAt: now, status: 'active' },
        { category: 'higher', school: 'Old College', createdAt: now, status: 'graduated' },
        { category: 'secondary', school: 'Govt School', createdAt: now, status: 'left' },
        { category: 'secondary', school: 'Other', createdAt: lastMonth, status: 'left' },
      ],
      now,
    );
    expect(counters).toEqual({
      studentCount: 1,
      stats: { primary: 1, secondary: 0, higher: 0, recentAdditions: 1, schools: 1 },
      graduatedCount: 1,
      leftCount: 2,
    });
    expect([isOnRoll(undefined), isOnRoll('active'), isOnRoll('left')]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('tells which months count on the roll', () => {
    expect(monthCountsOnRoll('2026-10', '2026-11')).toBe(false);
    expect(monthCountsOnRoll('2026-11', '2026-11')).toBe(true);
    expect(monthCountsOnRoll('2026-12', null)).toBe(false);
  });

  it('gives zeros for no students', () => {
    expect(recount([], now).stats.schools).toBe(0);
    expect(recount([], now).studentCount).toBe(0);
  });

  it('folds case and spaces in school names', () => {
    expect(schoolKey("  St. Mary's   School ")).toBe("st. mary's school");
  });
});

describe('percentages', () => {
  it('computes month-over-month trends to one decimal', () => {
    expect(trendPercent(245, 233)).toBe(5.2);
    expect(trendPercent(90, 100)).toBe(-10);
    expect(trendPercent(5, 0)).toBeNull();
  });

  it('rounds distribution percentages', () => {
    expect(distributionPercent(120, 245)).toBe(49);
    expect(distributionPercent(0, 0)).toBe(0);
  });
});

describe('levelShares', () => {
  it('lists the levels with students in teaching order, with their rounded percent', () => {
    expect(
      levelShares({ 'B.Sc': 1, '10th Standard': 2, '1st Standard': 3, 'M.A': 0, Unknown: 4 }, 6),
    ).toEqual([
      { level: '1st Standard', count: 3, percent: 50 },
      { level: '10th Standard', count: 2, percent: 33 },
      { level: 'B.Sc', count: 1, percent: 17 },
    ]);
    expect(levelShares({}, 0)).toEqual([]);
  });
});
