// "2 hours ago", "yesterday", "just now" ("2 घंटे पहले", "कल", "अभी"): Intl.RelativeTimeFormat in
// the app's language, from the largest unit that fits (as a person would say it).
import type { Language } from '../../../lib/i18n/catalog';
import { dashboardMessages } from '../messages';

const formatters = new Map<Language, Intl.RelativeTimeFormat>();
function formatterFor(language: Language): Intl.RelativeTimeFormat {
  let formatter = formatters.get(language);
  if (!formatter) {
    // Digits 0-9 in Hindi too, as the rest of the app writes numbers (lib/i18n/format.ts).
    formatter = new Intl.RelativeTimeFormat(`${language}-u-nu-latn`, { numeric: 'auto' });
    formatters.set(language, formatter);
  }
  return formatter;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', YEAR],
  ['month', MONTH],
  ['week', WEEK],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

/**
 * How long before `now` the moment `at` was, in words. A time ahead of `now` (clock skew) is
 * "just now" (`justNow`: the book's text in the language; Intl's own "now" reads oddly).
 */
export function relativeTime(
  at: Date,
  now: Date,
  language: Language = 'en',
  justNow: string = dashboardMessages.en['activities.justNow'],
): string {
  const elapsed = now.getTime() - at.getTime();
  if (elapsed < MINUTE) return justNow;
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return formatterFor(language).format(-Math.floor(elapsed / size), unit);
  }
  return justNow;
}
