// The student's details as offices and the UDISE+ forms write them: choices by label or value in
// any case, yes / no in English, Hindi or the portal's codes, numbers with their units.
import {
  DETAIL_CHOICE_TABLES,
  type DetailChoiceTable,
  type DetailFieldSpec,
} from '../student-details';
import { fillTemplate } from '../template';
import type { UdiseChoice } from '../udise';
import { readMobile } from './read-mobile';
import {
  asciiDigits,
  loose,
  refused,
  REGISTER_PROBLEMS,
  wordKey,
  wordTable,
  type ValueReading,
} from './read-text';

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
    choices ? fillTemplate(REGISTER_PROBLEMS.choice, { choices }) : REGISTER_PROBLEMS.choiceNotes,
  );
}

/** Units a number may be written with ("142 cm", "35 kg", "40%"), in English and in Hindi. */
const UNIT_AFTER = /\s*(?:cm|cms|kg|kgs|%|percent|सेमी|किलो|प्रतिशत)\.?$/u;
/** Rupees as offices write them: "₹ 12,000", "Rs. 12000/-", "12000 रुपये". */
const RUPEES_BEFORE = /^(?:₹|rs\.?|inr)\s*/iu;
const RUPEES_AFTER = /\s*(?:\/-|rs\.?|rupees|रुपये|रु\.?)$/iu;

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
        if (!reading.ok) return refused(fillTemplate(REGISTER_PROBLEMS.choiceItem, { item }));
        values.push(reading.value);
      }
      return { ok: true, value: values.length > 0 ? values : undefined };
    }
    case 'yesNo': {
      const answer = YES_NO_WORDS.get(wordKey(typed));
      return answer === undefined ? refused(REGISTER_PROBLEMS.yesNo) : { ok: true, value: answer };
    }
    case 'number': {
      const digits =
        spec.unit === 'rupees'
          ? asciiDigits(typed)
              .replace(RUPEES_BEFORE, '')
              .replace(RUPEES_AFTER, '')
              .replace(/,/g, '')
          : asciiDigits(typed).replace(UNIT_AFTER, '').trim();
      // Number('') is 0: a cell of only a unit is no number.
      const number = digits === '' ? NaN : Number(digits);
      const range = { min: spec.min, max: spec.max };
      if (!Number.isFinite(number) || number < spec.min || number > spec.max)
        return refused(fillTemplate(REGISTER_PROBLEMS.numberRange, range));
      if (spec.integer && !Number.isInteger(number))
        return refused(fillTemplate(REGISTER_PROBLEMS.wholeNumberRange, range));
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
