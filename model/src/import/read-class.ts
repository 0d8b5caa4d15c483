// A register's class or education level as offices write it ("VII", "07", "Class 7", "Std. VII",
// "कक्षा ७", "7th-B", "XI Science", "b.sc"), with the section or stream some registers add to it.
import { EDUCATION_LEVELS, type EducationLevel } from '../levels';
import {
  loose,
  refused,
  REGISTER_PROBLEMS,
  wordKey,
  wordTable,
  type ValueReading,
} from './read-text';

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

/** The level for "5th Standard", "VII", "Class 7", "b.sc", "BSc", "Ph.D"...; undefined otherwise. */
export function matchEducationLevel(value: string): EducationLevel | undefined {
  const reading = readEducationLevel(value);
  return reading.ok ? (reading.value ?? undefined) : undefined;
}
