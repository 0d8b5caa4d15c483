import type { AcademicYear } from '@village/model/academic-year';
import { IST_OFFSET_MS } from '@village/model/dates';
import type { EducationLevel } from '@village/model/levels';
import { sectionKey, type OutcomeCounts } from '@village/model/progression';
import { formatCount } from '../../../lib/format-count';
import type { Translate } from '../../../lib/i18n/catalog';
import { levelLabel } from '../../../lib/i18n/labels';
import { SUMMARY_GROUPS, summaryOfCounts } from './progression-plan';
import type { ProgressionTranslate } from './messages';

/** "Class 7-A", "कक्षा 7-A"; a degree keeps its name ("B.Sc-A"). */
export function classText(level: EducationLevel, section: string, t: ProgressionTranslate): string {
  const standard = /^(\d+)(st|nd|rd|th) Standard$/.exec(level);
  const key = sectionKey(section);
  if (standard)
    return t(key ? 'class.standardSection' : 'class.standard', {
      number: standard[1]!,
      section: key,
    });
  return t(key ? 'class.otherSection' : 'class.other', { level, section: key });
}

/** "38 promoted, 2 repeating, 1 left": the groups with students, in the reader's language. */
export function summaryText(counts: OutcomeCounts, t: ProgressionTranslate): string {
  const summary = summaryOfCounts(counts);
  const parts = SUMMARY_GROUPS.filter((group) => summary[group] > 0).map((group) =>
    t(`summary.${group}`, { count: summary[group], n: formatCount(summary[group]) }),
  );
  return parts.length > 0 ? parts.join(t('summary.separator')) : t('summary.none');
}

/** "→ 8th Standard", "→ Graduated", "→ Leaves the roll". */
export function nextText(
  effect: { educationLevel: EducationLevel; status: string } | null,
  t: ProgressionTranslate,
  catalog: Translate,
): string {
  if (!effect) return '';
  if (effect.status === 'graduated') return t('next.graduated');
  if (effect.status === 'left') return t('next.left');
  return t('next.level', { level: levelLabel(effect.educationLevel, catalog) });
}

/**
 * The year offices close by default: the latest one that staff may apply, the current one in its
 * last quarter (January to March for an April year: results come out in March), the one just
 * ended before that. Earlier in the year the current one may only be applied by a super_admin
 * giving a reason (progression-window.ts), so it is not proposed.
 */
export function defaultYearChoice(current: AcademicYear, today: Date): 'current' | 'previous' {
  const startMonth = Number(current.start.slice(5, 7));
  const month = Number(new Date(today.getTime() + IST_OFFSET_MS).toISOString().slice(5, 7));
  return (month - startMonth + 12) % 12 < 9 ? 'previous' : 'current';
}
