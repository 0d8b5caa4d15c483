// PLACEHOLDER until the real module is merged: the same signatures, simple bodies.
import { GENDER_LABELS, GENDERS } from './filters';
import { EDUCATION_LEVELS } from './levels';
import { STUDENT_STATUS_LABELS, STUDENT_STATUSES } from './student';
import type { ImportField } from './student-import';

const ROMAN: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6, vii: 7, viii: 8 };
const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

export function readImportValue(
  field: ImportField,
  text: string,
): { ok: true; shown: string } | { ok: false; problem: string } {
  const value = text.trim();
  const choices = importChoices(field);
  if (!choices || value === '') return { ok: true, shown: value };
  const found = choices.find((choice) => key(choice) === key(value));
  if (found) return { ok: true, shown: found };
  if (field === 'gender' && /^[mf]$/i.test(value))
    return { ok: true, shown: /^m$/i.test(value) ? 'Male' : 'Female' };
  if (field === 'educationLevel') {
    if (/^nursery$/i.test(value)) return { ok: false, problem: 'the app starts at 1st Standard' };
    const number = /^\d+$/.test(value) ? Number(value) : ROMAN[value.toLowerCase()];
    const level = number ? EDUCATION_LEVELS[number - 1] : undefined;
    if (level && number! <= 12) return { ok: true, shown: level };
  }
  return { ok: false, problem: `is not one of ${choices.join(', ')}` };
}

export function importChoices(field: ImportField): readonly string[] | null {
  if (field === 'gender') return GENDERS.map((gender) => GENDER_LABELS[gender]);
  if (field === 'educationLevel') return EDUCATION_LEVELS;
  if (field === 'status') return STUDENT_STATUSES.map((status) => STUDENT_STATUS_LABELS[status]);
  return null;
}

export const TWO_DIGIT_YEAR_RULE =
  'A two-digit year is read as 20YY when that is not in the future, else as 19YY.';
