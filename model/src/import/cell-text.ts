// A spreadsheet's cell as the text the import reads: workbooks give dates as dates (or as Excel's
// serial day numbers), numbers as numbers; registers are read as text, as offices typed them.
import type { ImportField } from './columns';

/** A cell. A Date is a calendar date and time in UTC (midnight UTC for a plain date). */
export type CellValue = string | number | boolean | Date | null;

const DAY_MS = 86_400_000;
/** Day 0 of Excel's 1900 date system, counted so that serial 1 is 1 January 1900. */
const EPOCH_1900 = Date.UTC(1899, 11, 31);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

/**
 * A date's serial number in the 1900 date system. Excel counts a 29 February 1900 that never was
 * (Lotus 1-2-3's bug, kept for compatibility), so from 1 March 1900 on serials are one more.
 */
export function dateToSerial(date: Date): number {
  const days = (date.getTime() - EPOCH_1900) / DAY_MS;
  return days >= 60 ? days + 1 : days;
}

export function serialToDate(serial: number, date1904 = false): Date {
  // To the second: a time stored as a fraction of a day is rarely exact in binary.
  const seconds = Math.round(serial * 86_400);
  if (date1904) return new Date(EPOCH_1904 + seconds * 1000);
  const days = serial < 60 ? 0 : -86_400;
  return new Date(EPOCH_1900 + (seconds + days) * 1000);
}

const DATE_FIELDS: ReadonlySet<ImportField> = new Set(['dateOfBirth', 'enrollmentDate']);
/** Excel's serial numbers for 1 January 1900 and 31 December 9999. */
const SERIAL_RANGE = [1, 2_958_465] as const;

/** Whether a field holds a date (its cells may be dates, or serial numbers). */
export const isDateField = (field: ImportField) => DATE_FIELDS.has(field);

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A date as the template writes it: DD-MM-YYYY (from the date's UTC calendar day). */
export function dayMonthYear(date: Date): string {
  return `${twoDigits(date.getUTCDate())}-${twoDigits(date.getUTCMonth() + 1)}-${date.getUTCFullYear()}`;
}

/**
 * A cell as the text checkImportRow reads. A workbook gives dates as dates (or, in a date column
 * without a date format, as Excel's serial numbers): they become DD-MM-YYYY. A number is written
 * in full (a phone number 9876543210, not 9.87E+09).
 */
export function cellText(value: CellValue | undefined, field?: ImportField): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : dayMonthYear(value);
  if (typeof value === 'number') {
    if (field && isDateField(field) && value >= SERIAL_RANGE[0] && value <= SERIAL_RANGE[1])
      return dayMonthYear(serialToDate(Math.floor(value)));
    return Number.isInteger(value) ? value.toFixed(0) : String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return value;
}

/** Whether a row holds nothing but blank cells. */
export const isBlankRow = (row: readonly (CellValue | undefined)[]) =>
  row.every((cell) => cellText(cell).trim() === '');
