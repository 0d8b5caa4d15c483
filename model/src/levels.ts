/**
 * The 26 education levels a student can be at, in teaching order, and the category each one
 * belongs to (docs/product.md, "Education levels").
 */
export const EDUCATION_LEVELS = [
  '1st Standard',
  '2nd Standard',
  '3rd Standard',
  '4th Standard',
  '5th Standard',
  '6th Standard',
  '7th Standard',
  '8th Standard',
  '9th Standard',
  '10th Standard',
  '11th Standard',
  '12th Standard',
  'Diploma',
  'B.A',
  'B.Sc',
  'B.Com',
  'B.Tech',
  'B.E',
  'M.A',
  'M.Sc',
  'M.Com',
  'M.Tech',
  'M.E',
  'MBA',
  'Ph.D',
  'Post Doctorate',
] as const;

export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export const CATEGORIES = ['primary', 'secondary', 'higher'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Record<Category, string> = {
  primary: 'Primary',
  secondary: 'Secondary',
  higher: 'Higher Education',
};

/** Levels 1st–5th Standard are primary, 6th–12th secondary (their index in the list). */
const LAST_PRIMARY_INDEX = EDUCATION_LEVELS.indexOf('5th Standard');
const LAST_SECONDARY_INDEX = EDUCATION_LEVELS.indexOf('12th Standard');

export function isEducationLevel(value: unknown): value is EducationLevel {
  return typeof value === 'string' && (EDUCATION_LEVELS as readonly string[]).includes(value);
}

export function categoryForLevel(level: EducationLevel): Category {
  const index = EDUCATION_LEVELS.indexOf(level);
  if (index < 0) throw new RangeError(`Unknown education level: ${String(level)}`);
  if (index <= LAST_PRIMARY_INDEX) return 'primary';
  if (index <= LAST_SECONDARY_INDEX) return 'secondary';
  return 'higher';
}

export function levelsInCategory(category: Category): EducationLevel[] {
  return EDUCATION_LEVELS.filter((level) => categoryForLevel(level) === category);
}
