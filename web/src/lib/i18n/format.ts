import type { Language } from './catalog';

/**
 * Numbers with Indian digit grouping in both languages (1,23,456), in the digits Indian schools
 * use in print (0-9, not Devanagari digits).
 */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat('en-IN').format(value);
}

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
