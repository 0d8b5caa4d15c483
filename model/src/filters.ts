import type { Category } from './levels';

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export const GENDER_LABELS: Record<Gender, string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
};

/** Every directory filter defaults to this value, which means "not filtering". */
export const ALL = 'all';

/** The directory's level filter options (docs/product.md, "Student directory"). */
export const LEVEL_FILTER_OPTIONS: ReadonlyArray<{ value: typeof ALL | Category; label: string }> =
  [
    { value: ALL, label: 'All Levels' },
    { value: 'primary', label: 'Primary (1st-5th)' },
    { value: 'secondary', label: 'Secondary (6th-12th)' },
    { value: 'higher', label: 'Higher Education' },
  ];

export interface AgeRange {
  value: string;
  label: string;
  min: number;
  /** Inclusive; `Infinity` for the open-ended range. */
  max: number;
}

/** Age ranges, applied to the age from the date of birth (docs/product.md, "Student directory"). */
export const AGE_RANGES: readonly AgeRange[] = [
  { value: '5-10', label: '5-10 years', min: 5, max: 10 },
  { value: '11-15', label: '11-15 years', min: 11, max: 15 },
  { value: '16-20', label: '16-20 years', min: 16, max: 20 },
  { value: '21+', label: '21+ years', min: 21, max: Infinity },
];

export function ageRangeFor(value: string): AgeRange | undefined {
  return AGE_RANGES.find((range) => range.value === value);
}

export function isInAgeRange(age: number, rangeValue: string): boolean {
  if (rangeValue === ALL) return true;
  const range = ageRangeFor(rangeValue);
  return range !== undefined && age >= range.min && age <= range.max;
}

/** Whole years between an ISO date of birth ("YYYY-MM-DD") and `today`. */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number);
  if (!year || !month || !day) throw new RangeError(`Not an ISO date: ${dateOfBirth}`);
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}
