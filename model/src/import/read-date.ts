// A date as registers write it (DD-MM-YYYY, DD/MM/YYYY, DD.MM.YYYY, YYYY-MM-DD, "15 Aug 2012", a
// two-digit year by TWO_DIGIT_YEAR_RULE), and back as the template writes it.
import { ageOn } from '../filters';
import { isRealIsoDate, todayIso } from '../dates';
import { fillTemplate } from '../template';
import { loose, refused, REGISTER_PROBLEMS, type ValueReading } from './read-text';

/** Read as the student's age limit for a two-digit year of birth in the 1900s. */
const OLDEST_TWO_DIGIT_AGE = 40;

/** The century rule, in words, as the import preview and the template's notes say it. */
export const TWO_DIGIT_YEAR_RULE =
  'A two-digit year is read as 20YY when that date is not after today (5/6/12 is 05-06-2012); ' +
  `otherwise, for a date of birth only, as 19YY when the student would be ${OLDEST_TWO_DIGIT_AGE} ` +
  'or younger (3/4/98 is 03-04-1998). Any other two-digit year is refused: write the year in full.';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** "aug", "Aug.", "august", "sept" → 8, 8, 8, 9; undefined for any other word. */
function monthOf(word: string): number | undefined {
  const index = MONTHS.findIndex((month) => word.length >= 3 && month.startsWith(word));
  return index < 0 ? undefined : index + 1;
}

const SEPARATOR = '\\s*[-/.]\\s*';
const DAY_MONTH_YEAR = new RegExp(`^(\\d{1,2})${SEPARATOR}(\\d{1,2})${SEPARATOR}(\\d{4}|\\d{2})$`);
const YEAR_MONTH_DAY = new RegExp(`^(\\d{4})${SEPARATOR}(\\d{1,2})${SEPARATOR}(\\d{1,2})$`);
/** "15 Aug 2012", "15-Aug-12" (Excel's d-mmm-yy), "15th August, 2012". */
const DAY_MONTH_NAME_YEAR =
  /^(\d{1,2})(?:st|nd|rd|th)?[\s\-/.]*([a-z]+)\.?[\s\-/.,]*(\d{4}|\d{2})$/;
/** A time after the date, as some programs export dates ("15-08-2012 00:00:00"). */
const TIME_AFTER = /\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?$/;

interface DateParts {
  day: number;
  month: number;
  /** As written: four digits, or two. */
  year: string;
}

function dateParts(text: string): DateParts | undefined {
  const value = loose(text).replace(TIME_AFTER, '');
  const dmy = DAY_MONTH_YEAR.exec(value);
  if (dmy) return { day: Number(dmy[1]), month: Number(dmy[2]), year: dmy[3]! };
  const ymd = YEAR_MONTH_DAY.exec(value);
  if (ymd) return { day: Number(ymd[3]), month: Number(ymd[2]), year: ymd[1]! };
  const named = DAY_MONTH_NAME_YEAR.exec(value);
  const month = named ? monthOf(named[2]!) : undefined;
  if (named && month) return { day: Number(named[1]), month, year: named[3]! };
  return undefined;
}

const pad = (value: number) => String(value).padStart(2, '0');
const isoOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** The four-digit year of a two-digit one, by TWO_DIGIT_YEAR_RULE; or why it cannot be told. */
function fullYear(
  parts: DateParts,
  field: 'dateOfBirth' | 'enrollmentDate',
  today: string,
): ValueReading<number> {
  const twoDigits = Number(parts.year);
  const recent = 2000 + twoDigits;
  if (isoOf(recent, parts.month, parts.day) <= today) return { ok: true, value: recent };
  const earlier = 1900 + twoDigits;
  if (
    field === 'dateOfBirth' &&
    ageOn(isoOf(earlier, parts.month, parts.day), new Date(`${today}T00:00:00Z`)) <=
      OLDEST_TWO_DIGIT_AGE
  )
    return { ok: true, value: earlier };
  return refused(
    fillTemplate(REGISTER_PROBLEMS.twoDigitYear, { year: parts.year, earlier, recent }),
  );
}

/**
 * A date as registers write it: DD-MM-YYYY, DD/MM/YYYY, DD.MM.YYYY (one-digit day and month
 * too), YYYY-MM-DD, "15 Aug 2012", or with a two-digit year by TWO_DIGIT_YEAR_RULE; the ISO date,
 * or null for blank. A date of birth after `today` (YYYY-MM-DD, India's today by default) is
 * refused.
 */
export function readRegisterDate(
  text: string,
  field: 'dateOfBirth' | 'enrollmentDate',
  today: string = todayIso(),
): ValueReading<string | null> {
  if (text.trim() === '') return { ok: true, value: null };
  const parts = dateParts(text);
  if (!parts) return refused(REGISTER_PROBLEMS.dateForm);
  if (parts.day < 1 || parts.day > 31 || parts.month < 1 || parts.month > 12)
    return refused(REGISTER_PROBLEMS.realDate);
  let year = Number(parts.year);
  if (parts.year.length === 2) {
    const full = fullYear(parts, field, today);
    if (!full.ok) return full;
    year = full.value;
  }
  const iso = isoOf(year, parts.month, parts.day);
  if (!isRealIsoDate(iso)) return refused(REGISTER_PROBLEMS.realDate);
  if (field === 'dateOfBirth' && iso > today) return refused(REGISTER_PROBLEMS.future);
  return { ok: true, value: iso };
}

export type DateReading = { ok: true; iso: string | null } | { ok: false; problem: string };

/**
 * A date as registers write it (readRegisterDate); blank is no date. Read as an enrollment date: a
 * date after today is not refused.
 */
export function parseImportDate(text: string, today: string = todayIso()): DateReading {
  const reading = readRegisterDate(text, 'enrollmentDate', today);
  return reading.ok ? { ok: true, iso: reading.value } : reading;
}

/** "2010-02-28" → "28-02-2010", as the template, the preview and the export write dates. */
export function formatImportDate(iso: string | null): string {
  if (!iso) return '';
  const [year, month, day] = iso.split('-');
  return `${day}-${month}-${year}`;
}
