import * as z from 'zod/mini';
import { counterSchema } from './firestore-values';
import { EDUCATION_LEVELS, type Category, type EducationLevel } from './levels';
import { monthKey } from './paths';
import { checked } from './schema';
import type { StudentStatus } from './student';

/**
 * The statuses of students who are no longer on the roll. They count apart (graduatedCount,
 * leftCount), not in the total, the categories, the levels, the schools or the month's additions.
 */
export const OFF_ROLL_STATUSES = ['graduated', 'left'] as const;
export type OffRollStatus = (typeof OFF_ROLL_STATUSES)[number];

/** The organization document's counter of each off-roll status. */
export const OFF_ROLL_COUNTERS = {
  graduated: 'graduatedCount',
  left: 'leftCount',
} as const satisfies Record<OffRollStatus, string>;

/** Whether a stored status is off the roll; anything else (active, or none stored) is on it. */
export function isOffRoll(status: unknown): status is OffRollStatus {
  return (OFF_ROLL_STATUSES as readonly unknown[]).includes(status);
}

/** Whether a stored student is on the roll: status 'active', or no status (as stored before it). */
export function isOnRoll(status: unknown): boolean {
  return !isOffRoll(status);
}

/**
 * Whether monthlyStats/{month} counts students on the roll only. `onRollSince` is the month the
 * organization's counters were first kept that way (organizations/{orgId}.onRollSince, written by
 * its first fold or reconcile under this meaning); earlier months counted everyone, so a trend
 * against them would compare different things. null: not brought over yet.
 */
export function monthCountsOnRoll(month: string, onRollSince: string | null): boolean {
  return onRollSince !== null && month >= onRollSince;
}

/** What a student contributes to the organization's counters. */
export interface CountableStudent {
  category: Category;
  school: string;
  createdAt: Date;
  /** Absent: active. */
  status?: StudentStatus;
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
  /** Students on the roll (isOnRoll); `stats` counts them too. */
  studentCount: number;
  stats: OrganizationStats;
  /** Students who graduated, and who left (a TC, dropped out): not on the roll. */
  graduatedCount: number;
  leftCount: number;
}

export const EMPTY_COUNTERS: OrganizationCounters = {
  studentCount: 0,
  stats: { primary: 0, secondary: 0, higher: 0, recentAdditions: 0, schools: 0 },
  graduatedCount: 0,
  leftCount: 0,
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
  const counters: OrganizationCounters = { ...EMPTY_COUNTERS, stats: { ...EMPTY_COUNTERS.stats } };
  const schools = new Set<string>();
  for (const student of students) {
    if (isOffRoll(student.status)) {
      counters[OFF_ROLL_COUNTERS[student.status]] += 1;
      continue;
    }
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
 * `month` repeats the document id so that "the newest month before this one" is one query. From
 * the organization's `onRollSince` on, total and the categories count students on the roll and
 * graduated and left count the others (monthCountsOnRoll); before it, total counted everyone.
 */
export const monthlyStatsDocSchema = z.object({
  month: checked(z.string(), z.regex(/^\d{4}-\d{2}$/, 'Not a month (YYYY-MM)')),
  total: counterSchema,
  primary: counterSchema,
  secondary: counterSchema,
  higher: counterSchema,
  added: counterSchema,
  graduated: counterSchema,
  left: counterSchema,
});
export type MonthlyStats = z.output<typeof monthlyStatsDocSchema>;
