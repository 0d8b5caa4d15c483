import { CATEGORIES, CATEGORY_LABELS, type Category } from '@village/model/levels';
import { offRollCounts, type Organization } from '@village/model/organization';
import { monthKey } from '@village/model/paths';
import { distributionPercent, levelShares, type LevelShare } from '@village/model/stats';

export interface CategoryFigure {
  category: Category;
  label: string;
  count: number;
  /** Rounded count over the total, as the dashboard shows it (docs/product.md, "Dashboard"). */
  percent: number;
}

export interface SummaryFigures {
  /** Students on the roll: the categories, levels, additions and schools count them only. */
  totalStudents: number;
  /** Students who graduated and who left, counted apart; null until first counted (offRollCounts). */
  offRoll: { graduated: number; left: number } | null;
  categories: CategoryFigure[];
  /** Students added this calendar month (0 when the counters are from an earlier month). */
  recentAdditions: number;
  schools: number;
  /** Per education level in teaching order (levels with none left out); null if not counted. */
  levels: LevelShare[] | null;
}

/**
 * The organization's per-level counters (`levels`), read defensively: an organization counted
 * before they existed has none, or only the levels of students added since, until the reconcile
 * recounts it. Shown only when they add up to the total, so the table never contradicts it.
 */
function levelFigures(organization: Organization): LevelShare[] | null {
  const stored: unknown = (organization as { levels?: unknown }).levels;
  if (typeof stored !== 'object' || stored === null) return null;
  const counts: Record<string, number> = {};
  for (const [level, count] of Object.entries(stored))
    if (typeof count === 'number' && Number.isInteger(count) && count > 0) counts[level] = count;
  const shares = levelShares(counts, organization.studentCount);
  const sum = shares.reduce((total, share) => total + share.count, 0);
  return sum === organization.studentCount && sum > 0 ? shares : null;
}

/** The printable summary's figures, all from the organization document's counters. */
export function summaryFigures(organization: Organization, now: Date): SummaryFigures {
  const total = organization.studentCount;
  return {
    totalStudents: total,
    offRoll: offRollCounts(organization),
    categories: CATEGORIES.map((category) => ({
      category,
      label: CATEGORY_LABELS[category],
      count: organization.stats[category],
      percent: distributionPercent(organization.stats[category], total),
    })),
    // The functions restart the month's count at the first addition of a new month; until then
    // the stored figure is last month's.
    recentAdditions:
      organization.statsMonth === monthKey(now) ? organization.stats.recentAdditions : 0,
    schools: organization.stats.schools,
    levels: levelFigures(organization),
  };
}
