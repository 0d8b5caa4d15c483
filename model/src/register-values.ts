// How a school register's cells read as the app's values: gender, class or level, dates, mobile
// numbers and status as offices write them ("F", "VII", "Std. 7", "कक्षा 7", "5/6/12",
// "098765-43210", "Passed out"). One table per field; checkImportRow (student-import.ts) and the
// import preview read every cell through these, so what the preview shows is what is stored.
import { ageOn, GENDERS, GENDER_LABELS, type Gender } from './filters';
import { EDUCATION_LEVELS, type EducationLevel } from './levels';
import { formatIndianMobile } from './phone';
import {
  DETAIL_CHOICE_TABLES,
  detailFieldSpec,
  detailValueText,
  type DetailChoiceTable,
  type DetailFieldSpec,
} from './student-details';
import {
  admissionNumberKey,
  isRealIsoDate,
  STUDENT_STATUS_LABELS,
  STUDENT_STATUSES,
  todayIso,
  type StudentStatus,
} from './student';
import type { ImportField } from './student-import';
import type { UdiseChoice } from './udise';

/** A value read from a register cell: what will be stored, and how to show it; or why not. */
export type ValueReading<T> = { ok: true; value: T } | { ok: false; problem: string };

const refused = (problem: string): { ok: false; problem: string } => ({ ok: false, problem });

const DEGREES = EDUCATION_LEVELS.slice(12).join(', ');

/**
 * Every problem a cell's reading may have, in words; `{name}`s are filled in (fillProblem). One
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

/** A problem of REGISTER_PROBLEMS with its `{name}`s filled in. */
export function fillProblem(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Devanagari digits (०–९) as ASCII digits. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));
}

/** The text as compared: NFC, lower case, ASCII digits, single spaces, trimmed. */
function loose(text: string): string {
  return asciiDigits(text.normalize('NFC').toLowerCase()).replace(/\s+/g, ' ').trim();
}

/**
 * Letters, marks and digits only (no spaces, dots or dashes), and the Devanagari nukta left out,
 * so "लड़का" and "लडका", "B. Sc" and "bsc" are the same word.
 */
function wordKey(text: string): string {
  return loose(text)
    .replace(/\u093C/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]/gu, '');
}

/** A table of words (any case, spaces and dots ignored) to the values they stand for. */
function wordTable<T>(words: ReadonlyArray<readonly [T, readonly string[]]>): Map<string, T> {
  const table = new Map<string, T>();
  for (const [value, list] of words) for (const word of list) table.set(wordKey(word), value);
  return table;
}

// --- Gender ---------------------------------------------------------------------------------

const GENDER_WORDS = wordTable<Gender>([
  ['male', ['male', 'm', 'boy', 'b', 'man', 'ladka', 'पुरुष', 'लड़का', 'बालक']],
  ['female', ['female', 'f', 'girl', 'g', 'woman', 'ladki', 'महिला', 'स्त्री', 'लड़की', 'बालिका']],
  [
    'other',
    [
      'other',
      'others',
      'o',
      'transgender',
      'trans',
      'third gender',
      't',
      'tg',
      'अन्य',
      'ट्रांसजेंडर',
      'किन्नर',
    ],
  ],
]);

/** "F", "girl", "लड़की" → female; blank → null. */
export function readGender(text: string): ValueReading<Gender | null> {
  if (text.trim() === '') return { ok: true, value: null };
  const gender = GENDER_WORDS.get(wordKey(text));
  return gender ? { ok: true, value: gender } : refused(REGISTER_PROBLEMS.gender);
}

// --- Class and education level --------------------------------------------------------------

const ROMAN = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii'];
const CLASS_WORD = '(?:class|cls|std|standard|grade|kaksha|कक्षा)';
/** English ordinal endings, and the Hindi ones of "7वीं", "4थी", "6ठी", "2री", "1ली". */
const ORDINAL = '(?:st|nd|rd|th|वीं|वी|वां|वा|थी|ठी|री|ली)';
/** "7", "07", "7th", "VII", "Ist", "Class 7", "Std. VII", "7th Std", "Grade 7", "कक्षा 7वीं". */
const CLASS_PATTERN = new RegExp(
  `^(?:${CLASS_WORD} ?)?(\\d{1,2}|[ivx]+) ?${ORDINAL}?(?: ?${CLASS_WORD})?$`.normalize('NFC'),
  'u',
);

/** The class number a cell names (0 and 13 too: the caller refuses them), or undefined. */
function classNumber(text: string): number | undefined {
  const match = CLASS_PATTERN.exec(
    loose(text)
      .replace(/[.,:\-_/]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  if (!match) return undefined;
  const written = match[1]!;
  if (/^\d+$/.test(written)) return Number(written);
  const roman = ROMAN.indexOf(written);
  return roman < 0 ? undefined : roman + 1;
}

/**
 * A class with its section as registers write it ("VII-A", "7 A", "7th-B", "10(C)", "7A"): the
 * class and the section letter, upper case. Text that is not a class with a trailing section
 * comes back whole, with no section.
 */
export function splitClassAndSection(text: string): { classText: string; section: string | null } {
  const whole = text.trim();
  if (classNumber(whole) !== undefined) return { classText: whole, section: null };
  const match =
    /^(.+?)(?:\s*[-/–]\s*|\s+|\s*\(\s*)([A-Za-z])\s*\)?$/.exec(whole) ??
    /^(.*\d)([A-Za-z])$/.exec(whole);
  if (match && classNumber(match[1]!) !== undefined)
    return { classText: match[1]!.trim(), section: match[2]!.toUpperCase() };
  return { classText: whole, section: null };
}

/** The streams of 11th and 12th Standard as registers add them ("XI Science", "12th Com"). */
const STREAM_WORDS = wordTable<string>([
  ['Science', ['science', 'sci', 'medical', 'non medical', 'nonmedical', 'pcm', 'pcb', 'विज्ञान']],
  ['Commerce', ['commerce', 'com', 'comm', 'वाणिज्य']],
  ['Arts', ['arts', 'art', 'humanities', 'hum', 'कला', 'मानविकी']],
  ['Vocational', ['vocational', 'voc', 'व्यावसायिक']],
  ['Agriculture', ['agriculture', 'agri', 'कृषि']],
]);

/** The stream is the last word or two ("Non Medical"), after a space, dash, slash or bracket. */
const STREAM_ENDINGS = [1, 2].map(
  (words) => new RegExp(`^(.+?)[\\s\\-–/(]+((?:[^\\s\\-–/()]+ ?){${words}})\\)?$`, 'u'),
);

/**
 * 11th or 12th Standard with its stream ("11 Science", "XII-Commerce", "12th (Arts)"): the class
 * text and the stream's name, which the import keeps as the course when the row has none.
 */
export function splitClassAndStream(text: string): { classText: string; stream: string | null } {
  const whole = text.trim();
  for (const pattern of STREAM_ENDINGS) {
    const match = pattern.exec(whole);
    const stream = match ? STREAM_WORDS.get(wordKey(match[2]!)) : undefined;
    const number = match && stream ? classNumber(match[1]!) : undefined;
    if (number === 11 || number === 12) return { classText: match![1]!.trim(), stream: stream! };
  }
  return { classText: whole, stream: null };
}

/** Classes before 1st Standard, as words (spaces, dots and dashes ignored), by their start. */
const PRE_PRIMARY_STARTS = [
  'nursery',
  'prenursery',
  'lkg',
  'ukg',
  'kg',
  'lowerkg',
  'upperkg',
  'juniorkg',
  'seniorkg',
  'jrkg',
  'srkg',
  'kindergarten',
  'kindergarden',
  'preprimary',
  'preschool',
  'prekg',
  'playgroup',
  'playschool',
  'playway',
  'balvatika',
  'balavatika',
  'balwatika',
  'balwadi',
  'balvadi',
  'anganwadi',
  'aanganwadi',
  'anganwari',
  'aanganwari',
  'नर्सरी',
  'अंगनवाड़ी',
  'आंगनवाड़ी',
  'आँगनवाड़ी',
  'अंगनबाड़ी',
  'आंगनबाड़ी',
  'आँगनबाड़ी',
  'बालवाटिका',
  'बालवाड़ी',
  'एलकेजी',
  'यूकेजी',
  'केजी',
  'प्रीप्राइमरी',
  'प्लेग्रुप',
].map(wordKey);
/** Short names of pre-primary classes that only mean that when they are the whole cell. */
const PRE_PRIMARY_WORDS = new Set(['nur', 'pp', 'pp1', 'pp2', 'pp3', 'prep', 'play']);

function isPrePrimary(text: string): boolean {
  const key = wordKey(text);
  return PRE_PRIMARY_WORDS.has(key) || PRE_PRIMARY_STARTS.some((start) => key.startsWith(start));
}

/** The level names compared without case, spaces or punctuation ("b.sc", "BSc", "B Sc", "phd"). */
const LEVEL_NAMES = new Map<string, EducationLevel>([
  ...EDUCATION_LEVELS.map((level) => [wordKey(level), level] as const),
  ['postdoc', 'Post Doctorate'],
  ['postdoctoral', 'Post Doctorate'],
]);

export const PRE_PRIMARY_PROBLEM = REGISTER_PROBLEMS.prePrimary;

/**
 * "VII", "07", "Class 7", "Std. VII", "कक्षा ७", "7th-B" → 7th Standard; "XI Science" → 11th
 * Standard; "b.sc" → B.Sc; blank →
 * null (checkImportRow reports the level missing). Nursery, LKG, UKG… are refused: the app starts
 * at 1st Standard.
 */
export function readEducationLevel(text: string): ValueReading<EducationLevel | null> {
  if (text.trim() === '') return { ok: true, value: null };
  const named = LEVEL_NAMES.get(wordKey(text));
  if (named) return { ok: true, value: named };
  const { classText } = splitClassAndSection(splitClassAndStream(text).classText);
  const number = classNumber(classText);
  if (number !== undefined) {
    const level = number >= 1 && number <= 12 ? EDUCATION_LEVELS[number - 1] : undefined;
    return level ? { ok: true, value: level } : refused(REGISTER_PROBLEMS.classRange);
  }
  if (isPrePrimary(classText) || isPrePrimary(text)) return refused(PRE_PRIMARY_PROBLEM);
  return refused(REGISTER_PROBLEMS.level);
}

// --- Dates ----------------------------------------------------------------------------------

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
    fillProblem(REGISTER_PROBLEMS.twoDigitYear, { year: parts.year, earlier, recent }),
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

/** "2012-06-05" → "05-06-2012", as the template, the preview and the export write dates. */
function dayFirst(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}-${month}-${year}`;
}

// --- Mobile numbers -------------------------------------------------------------------------

/** "9.87654E+09": a spreadsheet showed the number in E notation and dropped its last digits. */
const E_NOTATION = /^\d+(?:\.\d+)?e\+?\d+$/i;

/**
 * A parent's mobile number as typed: "9876543210", "98765 43210", "098765-43210", "(+91)
 * 98765.43210", "919876543210", "0091 98765 43210" → "+919876543210"; blank → "". A leading
 * apostrophe (the export's guard against formulas) is ignored.
 */
export function readMobile(text: string): ValueReading<string> {
  const value = asciiDigits(text.trim().replace(/^'/, '').trim()).replace(/^(\d+)\.0+$/, '$1');
  if (value === '') return { ok: true, value: '' };
  if (E_NOTATION.test(value)) return refused(REGISTER_PROBLEMS.eNotation);
  const numbers = value.split(/[,;/&|]|\s(?:or|and)\s/i).filter((part) => /\d{5}/.test(part));
  if (numbers.length > 1) return refused(REGISTER_PROBLEMS.severalNumbers);
  if (/[^\d\s\-().+]/.test(value)) return refused(REGISTER_PROBLEMS.notPhone);
  const digits = value.replace(/[\s\-().]/g, '');
  const match = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/.exec(digits);
  if (match) return { ok: true, value: `+91${match[1]}` };
  if (/^\+(?!91)/.test(digits) || /^00(?!91)/.test(digits))
    return refused(REGISTER_PROBLEMS.notIndian);
  const national = digits.replace(/^(?:\+91|0091)/, '').replace(/^0/, '');
  if (/\D/.test(national)) return refused(REGISTER_PROBLEMS.notPhone);
  if (national.length === 10 || (national.length === 12 && national.startsWith('91')))
    return refused(REGISTER_PROBLEMS.notMobile);
  return refused(fillProblem(REGISTER_PROBLEMS.digits, { digits: national.length }));
}

// --- Status ---------------------------------------------------------------------------------

const STATUS_WORDS = wordTable<StudentStatus>([
  ['active', ['active', 'studying', 'current', 'enrolled', 'continuing', 'अध्ययनरत', 'सक्रिय']],
  [
    'graduated',
    ['graduated', 'passed out', 'pass out', 'passout', 'alumni', 'alumnus', 'alumna', 'उत्तीर्ण'],
  ],
  [
    'left',
    [
      'left',
      'tc issued',
      'tc',
      'transferred',
      'dropped out',
      'discontinued',
      'विद्यालय छोड़ चुके',
      'छोड़ दिया',
    ],
  ],
]);

/** "Active", "Studying" → active; "Graduated", "Passed out", "Alumni" → graduated; blank → active. */
export function readStatus(text: string): ValueReading<StudentStatus> {
  if (text.trim() === '') return { ok: true, value: 'active' };
  const status = STATUS_WORDS.get(wordKey(text));
  return status ? { ok: true, value: status } : refused(REGISTER_PROBLEMS.status);
}

// --- Coordinates ----------------------------------------------------------------------------

/** A latitude (−90 to 90) or longitude (−180 to 180) as a number; blank → null. */
export function readCoordinate(
  text: string,
  field: 'latitude' | 'longitude',
): ValueReading<number | null> {
  const value = text.trim();
  if (value === '') return { ok: true, value: null };
  const limit = field === 'latitude' ? 90 : 180;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit
    ? { ok: true, value: number }
    : refused(fillProblem(REGISTER_PROBLEMS.coordinate, { limit }));
}

// --- Per import field -----------------------------------------------------------------------

const shown = <T>(reading: ValueReading<T>, show: (value: T) => string) =>
  reading.ok ? { ok: true as const, shown: show(reading.value) } : reading;

/**
 * For one import field and one cell text: what will be stored, shown in words ("VII" → "7th
 * Standard", "F" → "Female", "9876543210" → "+91 98765 43210", "5/6/12" → "05-06-2012"); or the
 * problem. Blank shows as "" (a blank status as Active, which it stores). Fields without reading
 * (name, school, …) return the trimmed text.
 */
export function readImportValue(
  field: ImportField,
  text: string,
  today: string = todayIso(),
): { ok: true; shown: string } | { ok: false; problem: string } {
  switch (field) {
    case 'gender':
      return shown(readGender(text), (gender) => (gender ? GENDER_LABELS[gender] : ''));
    case 'educationLevel':
      return shown(readEducationLevel(text), (level) => level ?? '');
    case 'dateOfBirth':
    case 'enrollmentDate':
      return shown(readRegisterDate(text, field, today), (iso) => (iso ? dayFirst(iso) : ''));
    case 'parentContact':
      return shown(readMobile(text), formatIndianMobile);
    case 'status':
      return shown(readStatus(text), (status) => STUDENT_STATUS_LABELS[status]);
    case 'latitude':
    case 'longitude':
      return shown(readCoordinate(text, field), (number) =>
        number === null ? '' : String(number),
      );
    case 'admissionNumber':
      // Stored as its key, so that "adm 9" and "ADM9" are one number.
      return { ok: true, shown: admissionNumberKey(text) };
    default: {
      const spec = detailFieldSpec(field);
      if (!spec) return { ok: true, shown: text.trim() };
      return shown(readDetailCell(spec, text), (value) =>
        value === undefined ? '' : detailValueText(spec, value, formatIndianMobile),
      );
    }
  }
}

/**
 * The known values a user may map an unknown value to, per enumerated field (gender,
 * educationLevel, status): labels as the app shows them, which the readers read back. Null for
 * the other fields.
 */
export function importChoices(field: ImportField): readonly string[] | null {
  switch (field) {
    case 'gender':
      return GENDERS.map((gender) => GENDER_LABELS[gender]);
    case 'educationLevel':
      return EDUCATION_LEVELS;
    case 'status':
      return STUDENT_STATUSES.map((status) => STUDENT_STATUS_LABELS[status]);
    default:
      return null;
  }
}

// --- Student details (issue 27) -------------------------------------------------------------

/** Yes / no as registers and the UDISE+ portal write them (its codes: 1 yes, 2 no). */
const YES_NO_WORDS = wordTable<boolean>([
  [true, ['yes', 'y', '1', 'true', 'haan', 'han', 'हाँ', 'हां', 'हा']],
  [false, ['no', 'n', '2', 'false', 'nahin', 'nahi', 'नहीं', 'नही', 'ना']],
]);

/**
 * A choice as compared: lower case, spaces and punctuation dropped but + and - kept, so that
 * "A+" and "A-" stay apart while "Not a minority" and "not-a-minority" are one.
 */
function choiceKey(text: string): string {
  return loose(text)
    .replace(/\u093C/g, '')
    .replace(/[^\p{L}\p{M}\p{N}+-]/gu, '');
}

/** Other ways offices write some choices, besides each choice's value and label. */
const CHOICE_SYNONYMS: Partial<Record<DetailChoiceTable, Record<string, readonly string[]>>> = {
  socialCategory: {
    general: ['gen', 'unreserved', 'ur', 'सामान्य'],
    sc: ['scheduled caste', 'अनुसूचित जाति'],
    st: ['scheduled tribe', 'अनुसूचित जनजाति'],
    obc: ['other backward class', 'other backward classes', 'अन्य पिछड़ा वर्ग'],
  },
  minorityGroup: { none: ['no', 'not minority', 'na'] },
  nationality: { indian: ['india', 'भारतीय'] },
  scholarship: { none: ['no'] },
};

/** Each table's words (value, label, synonyms; blood groups also as "A positive", "A+ve"). */
const CHOICE_WORDS = new Map(
  (Object.keys(DETAIL_CHOICE_TABLES) as DetailChoiceTable[]).map((table) => {
    const words = new Map<string, string>();
    for (const { value, label } of DETAIL_CHOICE_TABLES[table] as readonly UdiseChoice<string>[]) {
      const sign = table === 'bloodGroup' ? value.slice(-1) : '';
      const group = sign ? value.slice(0, -1) : '';
      const extra = sign
        ? [`${value}ve`, `${group} ${sign === '+' ? 'positive' : 'negative'}`]
        : (CHOICE_SYNONYMS[table]?.[value] ?? []);
      for (const word of [value, label, ...extra]) words.set(choiceKey(word), value);
    }
    return [table, words] as const;
  }),
);

/** The labels of a table's choices, for a problem that lists them when they are few. */
function choicesText(table: DetailChoiceTable): string | undefined {
  const options = DETAIL_CHOICE_TABLES[table] as readonly UdiseChoice<string>[];
  return options.length <= 8 ? options.map((option) => option.label).join(', ') : undefined;
}

function readChoice(table: DetailChoiceTable, text: string): ValueReading<string> {
  const value = CHOICE_WORDS.get(table)?.get(choiceKey(text));
  if (value !== undefined) return { ok: true, value };
  const choices = choicesText(table);
  return refused(
    choices ? fillProblem(REGISTER_PROBLEMS.choice, { choices }) : REGISTER_PROBLEMS.choiceNotes,
  );
}

/** Units a number may be written with ("142 cm", "35 kg", "40%"), in English and in Hindi. */
const UNIT_AFTER = /\s*(?:cm|cms|kg|kgs|%|percent|सेमी|किलो|प्रतिशत)\.?$/u;

/**
 * One detail field's cell as offices write it (the field's spec says how): blank is "not
 * recorded" (undefined); a choice by its label or value in any case ("OBC", "obc", "Other
 * Backward Class"); yes / no as Yes, No, Y, N, हाँ, नहीं, or the portal's 1 and 2; several
 * choices separated by commas or semicolons; a number as typed, its unit allowed; a mobile number
 * as readMobile reads it. Text is kept as typed, for the schema to check.
 */
export function readDetailCell(spec: DetailFieldSpec, text: string): ValueReading<unknown> {
  const typed = text.trim();
  if (typed === '') return { ok: true, value: undefined };
  switch (spec.kind) {
    case 'choice':
      return readChoice(spec.table, typed);
    case 'multi': {
      const values: string[] = [];
      for (const item of typed.split(/[,;]/).map((part) => part.trim())) {
        if (item === '') continue;
        const reading = readChoice(spec.table, item);
        if (!reading.ok) return refused(fillProblem(REGISTER_PROBLEMS.choiceItem, { item }));
        values.push(reading.value);
      }
      return { ok: true, value: values.length > 0 ? values : undefined };
    }
    case 'yesNo': {
      const answer = YES_NO_WORDS.get(wordKey(typed));
      return answer === undefined ? refused(REGISTER_PROBLEMS.yesNo) : { ok: true, value: answer };
    }
    case 'number': {
      const digits = asciiDigits(typed).replace(UNIT_AFTER, '').trim();
      // Number('') is 0: a cell of only a unit is no number.
      const number = digits === '' ? NaN : Number(digits);
      const range = { min: spec.min, max: spec.max };
      if (!Number.isFinite(number) || number < spec.min || number > spec.max)
        return refused(fillProblem(REGISTER_PROBLEMS.numberRange, range));
      if (spec.integer && !Number.isInteger(number))
        return refused(fillProblem(REGISTER_PROBLEMS.wholeNumberRange, range));
      return { ok: true, value: number };
    }
    case 'phone': {
      const reading = readMobile(typed);
      return reading.ok ? { ok: true, value: reading.value || undefined } : reading;
    }
    default:
      return { ok: true, value: typed };
  }
}
