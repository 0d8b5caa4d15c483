import {
  CWSN_FILTER_VALUES,
  NOT_RECORDED,
  type CwsnFilter,
  type DirectoryFilters,
  type FilterKey,
} from '@village/model/directory';
import { AGE_RANGES, ALL, GENDERS } from '@village/model/filters';
import { EDUCATION_LEVELS } from '@village/model/levels';
import { SOCIAL_CATEGORIES, type SocialCategory } from '@village/model/udise';
import type { Translate } from '../../../lib/i18n/catalog';
import { categoryLabel, genderLabel, levelLabel } from '../../../lib/i18n/labels';
import type { TranslateOf } from '../../../lib/i18n/messages';
import type { ColumnNameTexts } from '../../../lib/export/messages';
import type { directoryMessages } from './messages';

/**
 * The directory's texts, the core catalog's (display names of levels, genders, categories), and
 * the student details' (the social category's and CWSN's names and choices, as the profile says
 * them: one translation of each).
 */
export interface DirectoryTexts {
  t: TranslateOf<(typeof directoryMessages)['en']>;
  core: Translate;
  details: TranslateOf<ColumnNameTexts>;
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

export function socialCategoryOptions(texts: DirectoryTexts): FilterOption[] {
  return [
    { value: ALL, label: texts.t('option.all') },
    ...[...SOCIAL_CATEGORIES, NOT_RECORDED].map((value) => ({
      value,
      label: socialCategoryLabel(value, texts),
    })),
  ];
}
export function cwsnOptions(texts: DirectoryTexts): FilterOption[] {
  return [
    { value: ALL, label: texts.t('option.all') },
    ...CWSN_FILTER_VALUES.map((value) => ({ value, label: cwsnLabel(value, texts) })),
  ];
}
/** "All Sections", then the sections of the class, and the one chosen if the class has it not. */
export function sectionOptions(
  sections: readonly string[],
  chosen: string,
  { t }: DirectoryTexts,
): FilterOption[] {
  const values = chosen === '' || sections.includes(chosen) ? sections : [...sections, chosen];
  return [
    { value: '', label: t('option.allSections') },
    ...values.map((value) => ({ value, label: value })),
  ];
}

/** A social category (or "not recorded") in the details' words: the filter's and the table's. */
export function socialCategoryLabel(
  value: SocialCategory | typeof NOT_RECORDED,
  { details }: Pick<DirectoryTexts, 'details'>,
): string {
  return value === NOT_RECORDED
    ? details('notRecorded')
    : details(`option.socialCategory.${value}`);
}

/** Yes, no or "not recorded" in the details' words: the CWSN filter's and the table's. */
export function cwsnLabel(value: CwsnFilter, { details }: Pick<DirectoryTexts, 'details'>): string {
  return value === NOT_RECORDED ? details('notRecorded') : details(value);
}

/** "11-15 years"; '' for a value that is not a range. */
function ageRangeLabel(value: string, t: DirectoryTexts['t']): string {
  return AGE_RANGES.some((range) => range.value === value) ? t(`age.${value}` as 'age.5-10') : '';
}

function valueLabel(filters: DirectoryFilters, key: FilterKey, texts: DirectoryTexts): string {
  const { t, core } = texts;
  switch (key) {
    case 'category':
      return filters.category === ALL ? '' : categoryLabel(filters.category, core);
    case 'educationLevel':
      return filters.educationLevel === ALL ? '' : levelLabel(filters.educationLevel, core);
    case 'ageRange':
      return ageRangeLabel(filters.ageRange, t);
    case 'gender':
      return filters.gender === ALL ? '' : genderLabel(filters.gender, core);
    case 'socialCategory':
      return filters.socialCategory === ALL
        ? ''
        : socialCategoryLabel(filters.socialCategory, texts);
    case 'cwsn':
      return filters.cwsn === ALL ? '' : cwsnLabel(filters.cwsn, texts);
    default:
      return filters[key].trim();
  }
}

/** A filter's name on its chip (the details' fields by the details' own words). */
function filterName(key: FilterKey, { t, details }: DirectoryTexts): string {
  switch (key) {
    case 'socialCategory':
      return details('field.socialCategory');
    case 'cwsn':
      return details('field.cwsn');
    default:
      return t(`chip.${key}`);
  }
}

/**
 * An active filter's chip: "Level: Primary", "Age: 11-15 years", "Location: Narela", "Child with
 * special needs: Yes".
 */
export function filterChipLabel(
  filters: DirectoryFilters,
  key: FilterKey,
  texts: DirectoryTexts,
): string {
  return `${filterName(key, texts)}: ${valueLabel(filters, key, texts)}`;
}
