// A parent's mobile number as offices type it ("98765 43210", "098765-43210", "+91 98765.43210"),
// with what went wrong said in words (E notation, two numbers in a cell, a landline, a short one).
import { fillTemplate } from '../template';
import { asciiDigits, refused, REGISTER_PROBLEMS, type ValueReading } from './read-text';

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
  return refused(fillTemplate(REGISTER_PROBLEMS.digits, { digits: national.length }));
}
