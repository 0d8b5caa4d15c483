// Which column of a file feeds each field: guessed from the headers, chosen by the user where it
// was not, or one value typed for every row; and each data row's cells by field, as text.
import { cellText, type CellValue } from './cell-text';
import type { ImportCells } from './check-row';
import { IMPORT_COLUMNS, type ImportColumn, type ImportField } from './columns';

/**
 * A header as compared: Latin letters and digits, and Devanagari letters, signs and digits (a
 * Hindi register's "जन्म तिथि"), lower case, NFC, without the nukta (so "फ़ोन" and "फोन" are one
 * word); spaces, punctuation and the danda (a sign shared by several scripts) dropped.
 */
export function headerKey(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/\u093C/g, '')
    .replace(/[^a-z0-9\p{Script=Devanagari}]/gu, '');
}

/**
 * Which file column (index) feeds each field: headers equal to the template's, or one of its
 * aliases, without regard to case, spaces or punctuation. Unmatched fields are left out; the page
 * lets the user pick them.
 */
export function guessColumnMapping(
  headers: readonly string[],
): Partial<Record<ImportField, number>> {
  const mapping: Partial<Record<ImportField, number>> = {};
  const taken = new Set<number>();
  for (const column of IMPORT_COLUMNS) {
    const names = new Set([column.header, column.field, ...column.aliases].map(headerKey));
    const index = headers.findIndex((header, at) => !taken.has(at) && names.has(headerKey(header)));
    if (index >= 0) {
      mapping[column.field] = index;
      taken.add(index);
    }
  }
  return mapping;
}

/**
 * Which file column (index) feeds each field; and, for a field the file has no column for, a value
 * typed once for every row (a school's own register seldom names the school on each row).
 */
export interface ColumnMapping extends Partial<Record<ImportField, number>> {
  everyRow?: Partial<Record<ImportField, string>>;
}

/**
 * The fields that may take one value for every row: what a register often states once, in its
 * title ("Class VII-A", the school's name), rather than on each row. Not a student's own facts.
 */
export const EVERY_ROW_FIELDS: readonly ImportField[] = [
  'school',
  'educationLevel',
  'section',
  'course',
  'status',
  'enrollmentDate',
];

/** The text typed for every row for `field`, when it has no column; '' otherwise. */
export function everyRowText(mapping: ColumnMapping, field: ImportField): string {
  return mapping[field] === undefined ? (mapping.everyRow?.[field]?.trim() ?? '') : '';
}

/** The required fields the mapping leaves without a column or a value for every row. */
export function unmappedRequired(mapping: ColumnMapping): ImportColumn[] {
  return IMPORT_COLUMNS.filter(
    (column) =>
      column.required &&
      mapping[column.field] === undefined &&
      everyRowText(mapping, column.field) === '',
  );
}

/**
 * Values the user chose for values of the file the app does not understand, for the whole file:
 * by field, the replacement of each cell text (trimmed, as read). Only for the fields with a list
 * of values (importChoices: gender, education level, status).
 */
export type ValueOverrides = Partial<Record<ImportField, Record<string, string>>>;

/**
 * One row's cells by field, as text; a value the user mapped to a known one replaced by it, and
 * a field without a column given the value typed for every row (read like any cell: "VII").
 */
export function cellsOf(
  values: readonly CellValue[],
  mapping: ColumnMapping,
  valueOverrides: ValueOverrides = {},
): ImportCells {
  const cells: ImportCells = {};
  for (const column of IMPORT_COLUMNS) {
    const index = mapping[column.field];
    if (index === undefined) {
      const typed = everyRowText(mapping, column.field);
      if (typed) cells[column.field] = typed;
      continue;
    }
    const text = cellText(values[index], column.field);
    cells[column.field] = valueOverrides[column.field]?.[text.trim()] ?? text;
  }
  return cells;
}
