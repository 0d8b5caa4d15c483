import dayjs from 'dayjs';
import type { Language } from '../../../lib/i18n/catalog';

// The calendar's month and day names in the reader's language. Rather than dayjs's own locale files
// (a chunk per language, and their Hindi spells some months unlike formatDate: "नवम्बर"), a dayjs
// locale is made from the browser's Intl, which formatDate uses too: the same words everywhere, at
// no download cost.

const LOCALES: Record<Exclude<Language, 'en'>, string> = { hi: 'hi-IN' };

function names(locale: string, options: Intl.DateTimeFormatOptions, dates: Date[]): string[] {
  const format = new Intl.DateTimeFormat(locale, options);
  return dates.map((date) => format.format(date));
}

// 1 to 7 September 2024 fall on Sunday to Saturday, dayjs's order of weekdays.
const WEEK = Array.from({ length: 7 }, (_, day) => new Date(2024, 8, 1 + day));
const YEAR = Array.from({ length: 12 }, (_, month) => new Date(2024, month, 1));

/** The dayjs locale for the calendar in a language, registered on first use; English is dayjs's. */
export function pickerLocale(language: Language): string | undefined {
  if (language === 'en') return undefined;
  const locale = LOCALES[language];
  const name = `app-${locale}`.toLowerCase();
  if (!dayjs.Ls[name]) {
    dayjs.locale(
      {
        name,
        months: names(locale, { month: 'long' }, YEAR),
        monthsShort: names(locale, { month: 'short' }, YEAR),
        weekdays: names(locale, { weekday: 'long' }, WEEK),
        weekdaysShort: names(locale, { weekday: 'short' }, WEEK),
        weekdaysMin: names(locale, { weekday: 'narrow' }, WEEK),
        // Weeks start on Sunday in Indian calendars, as in dayjs's English.
        weekStart: 0,
        ordinal: (n) => n,
        formats: { L: 'DD/MM/YYYY', LL: 'D MMMM YYYY' },
        relativeTime: {},
      },
      undefined,
      true,
    );
  }
  return name;
}
