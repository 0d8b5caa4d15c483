import { describe, expect, it } from 'vitest';
import { distributionPercent, recount, schoolKey, trendPercent } from './stats';

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
    });
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
