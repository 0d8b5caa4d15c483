import type { DirectoryFilters, FilterKey } from '@village/model/directory';
import { AGE_RANGES, ALL, GENDERS } from '@village/model/filters';
import { EDUCATION_LEVELS } from '@village/model/levels';
import type { Translate } from '../../../lib/i18n/catalog';
import { categoryLabel, genderLabel, levelLabel } from '../../../lib/i18n/labels';
import type { TranslateOf } from '../../../lib/i18n/messages';
import type { directoryMessages } from './messages';

/** The directory's texts, and the core catalog's (display names of levels, genders, categories). */
export interface DirectoryTexts {
  t: TranslateOf<(typeof directoryMessages)['en']>;
  core: Translate;
}

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * Each advanced filter's dropdown options, "all" first (docs/product.md, "Student directory"):
 * the stored values, shown in the reader's language.
 */
export function educationLevelOptions({ t, core }: DirectoryTexts): FilterOption[] {
  return [
    { value: ALL, label: t('level.all') },
    ...EDUCATION_LEVELS.map((level) => ({ value: level, label: levelLabel(level, core) })),
  ];
}
export function ageRangeOptions({ t }: DirectoryTexts): FilterOption[] {
  return [
    { value: ALL, label: t('option.allAges') },
    ...AGE_RANGES.map(({ value }) => ({ value, label: ageRangeLabel(value, t) })),
  ];
}
export function genderOptions({ t, core }: DirectoryTexts): FilterOption[] {
  return [
    { value: ALL, label: t('option.allGenders') },
    ...GENDERS.map((gender) => ({ value: gender, label: genderLabel(gender, core) })),
  ];
}

/** "11-15 years"; '' for a value that is not a range. */
function ageRangeLabel(value: string, t: DirectoryTexts['t']): string {
  return AGE_RANGES.some((range) => range.value === value) ? t(`age.${value}` as 'age.5-10') : '';
}

function valueLabel(
  filters: DirectoryFilters,
  key: FilterKey,
  { t, core }: DirectoryTexts,
): string {
  switch (key) {
    case 'category':
      return filters.category === ALL ? '' : categoryLabel(filters.category, core);
    case 'educationLevel':
      return filters.educationLevel === ALL ? '' : levelLabel(filters.educationLevel, core);
    case 'ageRange':
      return ageRangeLabel(filters.ageRange, t);
    case 'gender':
      return filters.gender === ALL ? '' : genderLabel(filters.gender, core);
    default:
      return filters[key].trim();
  }
}

/** An active filter's chip: "Level: Primary", "Age: 11-15 years", "Location: Narela". */
export function filterChipLabel(
  filters: DirectoryFilters,
  key: FilterKey,
  texts: DirectoryTexts,
): string {
  return `${texts.t(`chip.${key}`)}: ${valueLabel(filters, key, texts)}`;
}
