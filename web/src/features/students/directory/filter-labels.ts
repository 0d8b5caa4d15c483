import type { DirectoryFilters, FilterKey } from '@village/model/directory';
import { AGE_RANGES, ALL, GENDER_LABELS, GENDERS } from '@village/model/filters';
import { CATEGORY_LABELS, EDUCATION_LEVELS } from '@village/model/levels';

export interface FilterOption {
  value: string;
  label: string;
}

/** Each advanced filter's dropdown options, "all" first (docs/product.md, "Student directory"). */
export const EDUCATION_LEVEL_OPTIONS: readonly FilterOption[] = [
  { value: ALL, label: 'All Levels' },
  ...EDUCATION_LEVELS.map((level) => ({ value: level, label: level })),
];
export const AGE_RANGE_OPTIONS: readonly FilterOption[] = [
  { value: ALL, label: 'All Ages' },
  ...AGE_RANGES.map(({ value, label }) => ({ value, label })),
];
export const GENDER_OPTIONS: readonly FilterOption[] = [
  { value: ALL, label: 'All Genders' },
  ...GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] })),
];

const NAMES: Record<FilterKey, string> = {
  category: 'Level',
  educationLevel: 'Education Level',
  ageRange: 'Age',
  gender: 'Gender',
  location: 'Location',
  school: 'School',
};

function valueLabel(filters: DirectoryFilters, key: FilterKey): string {
  switch (key) {
    case 'category':
      return filters.category === ALL ? '' : CATEGORY_LABELS[filters.category];
    case 'ageRange':
      return AGE_RANGES.find((range) => range.value === filters.ageRange)?.label ?? '';
    case 'gender':
      return filters.gender === ALL ? '' : GENDER_LABELS[filters.gender];
    default:
      return filters[key].trim();
  }
}

/** An active filter's chip: "Level: Primary", "Age: 11-15 years", "Location: Narela". */
export function filterChipLabel(filters: DirectoryFilters, key: FilterKey): string {
  return `${NAMES[key]}: ${valueLabel(filters, key)}`;
}
