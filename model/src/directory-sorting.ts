import { EDUCATION_LEVELS } from './levels';
import type { DirectoryEntry } from './directory-encoding';

// The directory's order: by one of the table's columns, either way, and always the same order for
// the same students, so that a list does not reshuffle between draws. Texts compare as the
// language of the page sorts them: in Hindi, names in Devanagari come first, in its own order
// (अ आ … क ख …), then names in Latin letters; in English the other way round.

export const SORT_KEYS = [
  'name',
  'studentId',
  'educationLevel',
  'school',
  'age',
  'gender',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

// One collator per language, made once: making one costs far more than comparing with it.
const collators = new Map<string, Intl.Collator>();

/** The collator of a language of the app ('en', 'hi'), as used in India. */
function collatorFor(language: string): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    const locale = language.includes('-') ? language : `${language}-IN`;
    collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    collators.set(language, collator);
  }
  return collator;
}

function compareBy(
  key: SortKey,
  collator: Intl.Collator,
): (a: DirectoryEntry, b: DirectoryEntry) => number {
  switch (key) {
    case 'educationLevel':
      return (a, b) =>
        EDUCATION_LEVELS.indexOf(a.educationLevel) - EDUCATION_LEVELS.indexOf(b.educationLevel);
    case 'age':
      // Ascending age is the latest date of birth first. Students without one are put last by
      // sortDirectory, in either direction.
      return (a, b) =>
        a.dateOfBirth === null || b.dateOfBirth === null
          ? 0
          : collator.compare(b.dateOfBirth, a.dateOfBirth);
    case 'studentId':
      return (a, b) => collator.compare(a.studentId ?? '', b.studentId ?? '');
    case 'gender':
      return (a, b) => collator.compare(a.gender ?? '', b.gender ?? '');
    default:
      return (a, b) => collator.compare(a[key], b[key]);
  }
}

/**
 * A sorted copy; ties fall back to the name, then the id, so the order is stable. `language` is
 * the page's ('en' unless given).
 */
export function sortDirectory(
  entries: readonly DirectoryEntry[],
  key: SortKey,
  direction: SortDirection,
  language = 'en',
): DirectoryEntry[] {
  const collator = collatorFor(language);
  const primary = compareBy(key, collator);
  const byName = compareBy('name', collator);
  const sign = direction === 'asc' ? 1 : -1;
  // Without a date of birth, a student has no age to sort by: last, whichever the direction.
  const ageless = (entry: DirectoryEntry) => (key === 'age' && entry.dateOfBirth === null ? 1 : 0);
  return [...entries].sort(
    (a, b) =>
      ageless(a) - ageless(b) ||
      sign * primary(a, b) ||
      byName(a, b) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
