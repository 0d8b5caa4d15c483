import { CATEGORIES, CATEGORY_LABELS, type Category } from '@village/model/levels';
import type { Organization } from '@village/model/organization';
import { distributionPercent, levelShares, type LevelShare } from '@village/model/stats';
import { formatCount } from '../../../lib/format-count';
import { dashboardEnglish, type DashboardTranslate } from '../messages';

export interface CategoryShare {
  category: Category;
  label: string;
  count: number;
  percent: number;
}

export interface Distribution {
  total: number;
  categories: CategoryShare[];
  /** The levels that have students, in teaching order. */
  levels: LevelShare[];
  /**
   * The per-level counts are missing while there are students: an organization counted before
   * they existed, until the daily reconcile recounts it.
   */
  levelsPending: boolean;
}

/**
 * Each share is its count over the total, rounded; all from the counters (docs/product.md,
 * "Dashboard").
 */
export function distributionOf(
  organization: Pick<Organization, 'studentCount' | 'stats' | 'levels'>,
): Distribution {
  const total = organization.studentCount;
  const levels = levelShares(organization.levels, total);
  return {
    total,
    categories: CATEGORIES.map((category) => ({
      category,
      label: CATEGORY_LABELS[category],
      count: organization.stats[category],
      percent: distributionPercent(organization.stats[category], total),
    })),
    levels,
    levelsPending: total > 0 && levels.length === 0,
  };
}

/** "1 student", "1,250 students" ("1,250 विद्यार्थी" with Hindi's `t`). */
export function studentsText(count: number, t: DashboardTranslate = dashboardEnglish): string {
  // The plural form follows the formatted count as a number: "1" is one, "1,250" (NaN) other.
  return t('students', { count: formatCount(count) });
}
