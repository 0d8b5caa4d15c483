// What every reader of a register's cells shares: the text compared loosely (case, spaces,
// Devanagari digits and the nukta set aside), tables of the words offices write, and every
// problem a reading may have, in words.
import { EDUCATION_LEVELS } from '../levels';

/** A value read from a register cell: what will be stored, and how to show it; or why not. */
export type ValueReading<T> = { ok: true; value: T } | { ok: false; problem: string };

export const refused = (problem: string): { ok: false; problem: string } => ({
  ok: false,
  problem,
});

const DEGREES = EDUCATION_LEVELS.slice(12).join(', ');

/**
 * Every problem a cell's reading may have, in words; `{name}`s are filled in (fillTemplate). One
 * table, so that the web can say each in another language, its English being these very texts.
 */
export const REGISTER_PROBLEMS = {
  gender: 'not a gender the app knows (Male, Female, Other, M, F, Boy, Girl…)',
  prePrimary: 'the app starts at 1st Standard',
  classRange: 'not a class the app knows (1st to 12th Standard, then degrees)',
  level: `not an education level the app knows (1st to 12th Standard, ${DEGREES})`,
  twoDigitYear: 'the year {year} could be {earlier} or {recent}: write the year in full',
  dateForm: 'not a date in the form DD-MM-YYYY',
  realDate: 'not a real date',
  future: 'in the future',
  eNotation:
    'the spreadsheet wrote the number in E notation and lost its last digits: format the column as text and type the numbers again',
  severalNumbers: 'more than one number: keep one mobile number',
  notPhone: 'not a phone number',
  notIndian: 'not an Indian mobile number (+91)',
  notMobile: 'not a mobile number (a mobile number starts with 6, 7, 8 or 9)',
  digits: 'has {digits} digits, not the 10 of a mobile number',
  status:
    'not a status the app knows (Active, Graduated, Left, Studying, Enrolled, Passed out, Alumni, TC issued)',
  coordinate: 'not a number from -{limit} to {limit}',
  // The student's details (readDetailCell). choiceNotes before choice: the web tells a problem
  // by the first template that matches it, and choice's would match choiceNotes' text too.
  choiceNotes: "not one of the values on the template's Notes sheet",
  choice: 'not one of {choices}',
  choiceItem: "'{item}' is not one of the values on the template's Notes sheet",
  yesNo: 'not Yes or No (also Y, N, 1 for Yes, 2 for No)',
  numberRange: 'not a number from {min} to {max}',
  wholeNumberRange: 'not a whole number from {min} to {max}',
} as const;

/** Devanagari digits (०–९) as ASCII digits. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));
}

/** The text as compared: NFC, lower case, ASCII digits, single spaces, trimmed. */
export function loose(text: string): string {
  return asciiDigits(text.normalize('NFC').toLowerCase()).replace(/\s+/g, ' ').trim();
}

/**
 * Letters, marks and digits only (no spaces, dots or dashes), and the Devanagari nukta left out,
 * so "लड़का" and "लडका", "B. Sc" and "bsc" are the same word.
 */
export function wordKey(text: string): string {
  return loose(text)
    .replace(/\u093C/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]/gu, '');
}

/** A table of words (any case, spaces and dots ignored) to the values they stand for. */
export function wordTable<T>(
  words: ReadonlyArray<readonly [T, readonly string[]]>,
): Map<string, T> {
  const table = new Map<string, T>();
  for (const [value, list] of words) for (const word of list) table.set(wordKey(word), value);
  return table;
}
