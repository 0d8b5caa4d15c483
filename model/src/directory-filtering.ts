import { ageOn, ALL, isInAgeRange, type Gender } from './filters';
import type { Category, EducationLevel } from './levels';
import type { DirectoryEntry } from './directory-encoding';
import { phoneticKeys } from './transliterate';
import type { SocialCategory } from './udise';

// Searching and filtering the directory, in the browser: a search in the name or the school, the
// level dropdown, and the advanced filters (class and its section, age range, gender, social
// category, CWSN, location, school), each one narrowing the list further.

/** A filter's choice of the students for whom the field is not recorded. */
export const NOT_RECORDED = 'unrecorded' as const;

/** The CWSN filter's choices besides all: recorded yes, recorded no, not recorded. */
export const CWSN_FILTER_VALUES = ['yes', 'no', NOT_RECORDED] as const;
export type CwsnFilter = (typeof CWSN_FILTER_VALUES)[number];

export interface DirectoryFilters {
  /**
   * Text inside the name or the school, case-insensitive; in the name also as it sounds, in
   * either script (Ram finds राम, सुनीता and Suneeta find Sunita).
   */
  search: string;
  /** The level dropdown: all, primary, secondary or higher. */
  category: typeof ALL | Category;
  /** Advanced: one of the 26 levels (the class). */
  educationLevel: typeof ALL | EducationLevel;
  /** Advanced: the section, exactly as stored ('' is every section); chosen within a class. */
  section: string;
  ageRange: string;
  gender: typeof ALL | Gender;
  /** Advanced: a social category, or the students for whom none is recorded. */
  socialCategory: typeof ALL | SocialCategory | typeof NOT_RECORDED;
  /** Advanced: child with special needs, recorded yes or no, or not recorded. */
  cwsn: typeof ALL | CwsnFilter;
  /** Advanced: text inside the address. */
  location: string;
  /** Advanced: text inside the school name. */
  school: string;
}

export const DEFAULT_DIRECTORY_FILTERS: DirectoryFilters = {
  search: '',
  category: ALL,
  educationLevel: ALL,
  section: '',
  ageRange: ALL,
  gender: ALL,
  socialCategory: ALL,
  cwsn: ALL,
  location: '',
  school: '',
};

/** The filters that count as active, each shown as a removable chip (search is not one). */
export const FILTER_KEYS = [
  'category',
  'educationLevel',
  'section',
  'ageRange',
  'gender',
  'socialCategory',
  'cwsn',
  'location',
  'school',
] as const satisfies readonly (keyof DirectoryFilters)[];
export type FilterKey = (typeof FILTER_KEYS)[number];

export function isFilterActive(filters: DirectoryFilters, key: FilterKey): boolean {
  const value = filters[key].trim();
  return value !== '' && value !== ALL;
}

/** The number of filters not set to all, shown on the Advanced Filters button. */
export function activeFilterCount(filters: DirectoryFilters): number {
  return FILTER_KEYS.filter((key) => isFilterActive(filters, key)).length;
}

const fold = (value: string) => value.toLocaleLowerCase().normalize('NFC');

interface FoldedText {
  name: string;
  school: string;
  address: string;
  /**
   * The name's phonetic keys (transliterate.ts), apart by line breaks, which no key holds. Made at
   * the first search that needs them, not as the index is read, so that the directory's first draw
   * does not wait for them.
   */
  sound: string | undefined;
}

// Lower-cased once per entry, not on every keystroke: entries keep their identity while the
// directory is open, so a search over 10,000 students only runs `includes`.
const foldedTexts = new WeakMap<DirectoryEntry, FoldedText>();

function foldedText(entry: DirectoryEntry): FoldedText {
  let text = foldedTexts.get(entry);
  if (!text) {
    text = {
      name: fold(entry.name),
      school: fold(entry.school),
      address: fold(entry.address),
      // In its place from the start: an entry that gains it later changes shape, which costs.
      sound: undefined,
    };
    foldedTexts.set(entry, text);
  }
  return text;
}

const NO_TEXT: FoldedText = { name: '', school: '', address: '', sound: '' };

/** Lower-cases an entry's texts ahead of the first keystroke (as the directory index is read). */
export function prepareDirectorySearch(entry: DirectoryEntry): void {
  foldedText(entry);
}

/** The search finds a name that sounds like it, though spelt or written otherwise. */
function soundsLike(entry: DirectoryEntry, text: FoldedText, keys: readonly string[]): boolean {
  if (keys.length === 0) return false;
  text.sound ??= phoneticKeys(entry.name).join('\n');
  for (const key of keys) if (text.sound.includes(key)) return true;
  return false;
}

/** A predicate for the filters, prepared once (lower-cased needles, today's date). */
export function directoryMatcher(
  filters: DirectoryFilters,
  today: Date = new Date(),
): (entry: DirectoryEntry) => boolean {
  const search = fold(filters.search.trim());
  // A key of one letter (s of "sh") would find nearly everyone: only the name's own letters then.
  const searchKeys = phoneticKeys(search).filter((key) => key.length > 1);
  const location = fold(filters.location.trim());
  const school = fold(filters.school.trim());
  const section = filters.section.trim();
  // Each choice turned into the entry's value it asks for, once, so that each entry only compares.
  const socialCategory = filters.socialCategory === NOT_RECORDED ? '' : filters.socialCategory;
  const cwsn =
    filters.cwsn === ALL ? ALL : filters.cwsn === NOT_RECORDED ? null : filters.cwsn === 'yes';
  // Without a text to look for, the directory's first draw need not touch the folded texts.
  const byText = search !== '' || location !== '' || school !== '';
  return (entry) => {
    const text = byText ? foldedText(entry) : NO_TEXT;
    return (
      (search === '' ||
        text.name.includes(search) ||
        text.school.includes(search) ||
        soundsLike(entry, text, searchKeys)) &&
      (filters.category === ALL || entry.category === filters.category) &&
      (filters.educationLevel === ALL || entry.educationLevel === filters.educationLevel) &&
      (section === '' || entry.section === section) &&
      (filters.gender === ALL || entry.gender === filters.gender) &&
      (socialCategory === ALL || entry.socialCategory === socialCategory) &&
      (cwsn === ALL || entry.cwsn === cwsn) &&
      (location === '' || text.address.includes(location)) &&
      (school === '' || text.school.includes(school)) &&
      (filters.ageRange === ALL ||
        (entry.dateOfBirth !== null &&
          isInAgeRange(ageOn(entry.dateOfBirth, today), filters.ageRange)))
    );
  };
}

const sectionOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * The sections that the students of a class have in the index, each once, in order (A, B, … and
 * 2 before 10): the Section filter's choices, so that staff pick one that exists rather than type.
 */
export function sectionsOfClass(
  entries: Iterable<DirectoryEntry>,
  educationLevel: EducationLevel,
): string[] {
  const sections = new Set<string>();
  for (const entry of entries)
    if (entry.educationLevel === educationLevel && entry.section !== '')
      sections.add(entry.section);
  return [...sections].sort(sectionOrder.compare);
}
