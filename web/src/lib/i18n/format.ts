import type { Language } from './catalog';

// Numbers: formatCount (lib/format-count.ts), Indian grouping (1,23,456) in the digits Indian
// schools print (0-9) in both languages.

const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** A date in words, "25 November 2026" or "25 नवंबर 2026". */
export function formatDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    numberingSystem: 'latn',
  }).format(date);
}

/** A month's name, 1 (January) to 12: "July", "जुलाई". */
export function formatMonthName(month: number, language: Language): string {
  // The 1st of the month at noon UTC is that month in every time zone.
  return new Intl.DateTimeFormat(LOCALES[language], { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1, 12)),
  );
}

const collators = new Map<Language, Intl.Collator>();

/**
 * Names in the order of the reader's language (Hindi names in Devanagari sort as a Hindi register
 * does), whatever their case; "Class 10" after "Class 9".
 */
export function nameCollator(language: Language): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(LOCALES[language], { sensitivity: 'base', numeric: true });
    collators.set(language, collator);
  }
  return collator;
}

/** Records sorted by name in the reader's collation, as a register lists them; by id on a tie. */
export function sortedByName<T extends { id: string; name: string }>(
  items: readonly T[],
  language: Language,
): T[] {
  const collator = nameCollator(language);
  // Ids are compared exactly: the collator would take two ids apart only by case as one.
  return [...items].sort(
    (a, b) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
