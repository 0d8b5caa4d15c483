import { describe, expect, it } from 'vitest';
import { organizationDocSchema, type Organization } from '@village/model/organization';
import { summaryFigures } from './summary-figures';

const NOW = new Date('2025-07-15T10:00:00Z');

function organization(fields: Record<string, unknown>): Organization {
  return {
    id: 'org',
    ...organizationDocSchema.parse({
      name: 'Narela Public School',
      createdAt: new Date('2024-01-01T00:00:00Z'),
      createdBy: 'founder',
      studentCount: 8,
      stats: { primary: 3, secondary: 4, higher: 1, recentAdditions: 2, schools: 3 },
      statsMonth: '2025-07',
      ...fields,
    }),
  };
}

describe('summaryFigures', () => {
  it('gives the totals, each category with its rounded percent, additions and schools', () => {
    const figures = summaryFigures(organization({}), NOW);
    expect(figures.totalStudents).toBe(8);
    expect(figures.categories).toEqual([
      { category: 'primary', label: 'Primary', count: 3, percent: 38 },
      { category: 'secondary', label: 'Secondary', count: 4, percent: 50 },
      { category: 'higher', label: 'Higher Education', count: 1, percent: 13 },
    ]);
    expect(figures.recentAdditions).toBe(2);
    expect(figures.schools).toBe(3);
  });

  it('gives graduated and left apart, once the counters count on the roll', () => {
    const counted = organization({ graduatedCount: 4, leftCount: 1, onRollSince: '2025-04' });
    expect(summaryFigures(counted, NOW).offRoll).toEqual({ graduated: 4, left: 1 });
    // Kept before the roll counted: unknown until the reconcile.
    expect(summaryFigures(organization({}), NOW).offRoll).toBeNull();
    const empty = organization({ studentCount: 0, stats: {}, statsMonth: null });
    expect(summaryFigures(empty, NOW).offRoll).toEqual({ graduated: 0, left: 0 });
  });

  it('counts no additions when the counters are from an earlier month', () => {
    expect(summaryFigures(organization({ statsMonth: '2025-06' }), NOW).recentAdditions).toBe(0);
  });

  it('shows 0% everywhere for an organization without students', () => {
    const figures = summaryFigures(
      organization({ studentCount: 0, stats: {}, statsMonth: null }),
      NOW,
    );
    expect(figures.categories.map((category) => category.percent)).toEqual([0, 0, 0]);
    expect(figures.levels).toBeNull();
  });

  it('lists the levels in teaching order when the per-level counters add up to the total', () => {
    const levels = { 'B.Sc': 1, '10th Standard': 4, '2nd Standard': 3, '1st Standard': 0 };
    expect(summaryFigures(organization({ levels }), NOW).levels).toEqual([
      { level: '2nd Standard', count: 3, percent: 38 },
      { level: '10th Standard', count: 4, percent: 50 },
      { level: 'B.Sc', count: 1, percent: 13 },
    ]);
  });

  it('leaves the levels out when they are missing or do not add up (not recounted yet)', () => {
    expect(summaryFigures(organization({}), NOW).levels).toBeNull();
    expect(summaryFigures(organization({ levels: { 'B.Sc': 1 } }), NOW).levels).toBeNull();
  });
});
