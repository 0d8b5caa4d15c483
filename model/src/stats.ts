import * as z from 'zod/mini';
import { counterSchema } from './firestore-values';
import { EDUCATION_LEVELS, type Category, type EducationLevel } from './levels';
import { monthKey } from './paths';
import { checked } from './schema';

/** What a student contributes to the organization's counters. */
export interface CountableStudent {
  category: Category;
  school: string;
  createdAt: Date;
}

export interface OrganizationStats {
  primary: number;
  secondary: number;
  higher: number;
  /** Students added in the current calendar month in India (monthKey). */
  recentAdditions: number;
  /** Distinct school names, trimmed and case-insensitive. */
  schools: number;
}

export interface OrganizationCounters {
  studentCount: number;
  stats: OrganizationStats;
}

export const EMPTY_COUNTERS: OrganizationCounters = {
  studentCount: 0,
  stats: { primary: 0, secondary: 0, higher: 0, recentAdditions: 0, schools: 0 },
};

/** Two spellings of one school ("  St. Mary's " and "st. mary's") count once. */
export function schoolKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Whether two instants fall in the same calendar month in India (monthKey). */
export function isSameMonth(a: Date, b: Date): boolean {
  return monthKey(a) === monthKey(b);
}

/** The exact counters of an organization, from all of its students (the reconcile's truth). */
export function recount(students: Iterable<CountableStudent>, now: Date): OrganizationCounters {
  const counters: OrganizationCounters = { studentCount: 0, stats: { ...EMPTY_COUNTERS.stats } };
  const schools = new Set<string>();
  for (const student of students) {
    counters.studentCount += 1;
    counters.stats[student.category] += 1;
    if (isSameMonth(student.createdAt, now)) counters.stats.recentAdditions += 1;
    const key = schoolKey(student.school);
    if (key) schools.add(key);
  }
  counters.stats.schools = schools.size;
  return counters;
}

/** Month-over-month change in percent, one decimal; null when last month had nothing. */
export function trendPercent(current: number, previous: number): number | null {
  if (previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** A distribution's share: the count over the total, rounded (docs/product.md, "Dashboard"). */
export function distributionPercent(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0;
}

/** One education level's share of the students, as the distribution shows it. */
export interface LevelShare {
  level: EducationLevel;
  count: number;
  /** distributionPercent(count, total). */
  percent: number;
}

/**
 * The levels that have students, in teaching order, from the per-level counters
 * (organizations/{orgId}.levels); keys that are not one of the 26 levels are left out.
 */
export function levelShares(levels: Readonly<Record<string, number>>, total: number): LevelShare[] {
  return EDUCATION_LEVELS.flatMap((level) => {
    const count = levels[level] ?? 0;
    return count > 0 ? [{ level, count, percent: distributionPercent(count, total) }] : [];
  });
}

/**
 * organizations/{orgId}/monthlyStats/{YYYY-MM}: the figures at the end of (or so far in) a month.
 * `month` repeats the document id so that "the newest month before this one" is one query.
 */
export const monthlyStatsDocSchema = z.object({
  month: checked(z.string(), z.regex(/^\d{4}-\d{2}$/, 'Not a month (YYYY-MM)')),
  total: counterSchema,
  primary: counterSchema,
  secondary: counterSchema,
  higher: counterSchema,
  added: counterSchema,
});
export type MonthlyStats = z.output<typeof monthlyStatsDocSchema>;
