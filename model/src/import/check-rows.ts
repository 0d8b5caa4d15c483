// Every data row of a file checked as the importStudents callable will check it again: the good
// rows as the students they import as, the bad ones with what is wrong with each in words.
import type { StudentInput } from '../student';
import { cellsOf, type ColumnMapping, type ValueOverrides } from './column-matching';
import { checkImportRow } from './check-row';
import { IMPORT_COLUMNS, type ImportField } from './columns';
import type { ImportTable } from './header-row';
import { cachedValueReader, importChoices } from './read-value';

export interface CheckedRow {
  row: number;
  /** The name as written in the file, to recognise the row by. */
  name: string;
}
export interface GoodRow extends CheckedRow {
  student: StudentInput;
}
export interface BadRow extends CheckedRow {
  /**
   * What is wrong with this row in particular ("full name is missing"). Empty when its only
   * problems are values not understood, which the preview says once per value (unreadValues).
   */
  problems: string[];
  /** The fields whose value in this row is one the app does not understand. */
  unread: ImportField[];
}

export interface CheckedRows {
  good: GoodRow[];
  bad: BadRow[];
}

/** The fields with a list of values: a value not understood is said once, and can be mapped. */
export const CHOICE_FIELDS: readonly ImportField[] = IMPORT_COLUMNS.map(
  (column) => column.field,
).filter((field) => importChoices(field) !== null);

/**
 * Every data row checked as the callable will check it again, with the values the user mapped
 * replaced. A row with a value not understood in a field with a list of values is checked again
 * with a known value in its place, to tell what else is wrong with the row.
 */
export function checkRows(
  rows: ImportTable['rows'],
  mapping: ColumnMapping,
  valueOverrides: ValueOverrides = {},
): CheckedRows {
  const good: GoodRow[] = [];
  const bad: BadRow[] = [];
  const read = cachedValueReader();
  const choiceFields = CHOICE_FIELDS.filter((field) => mapping[field] !== undefined);
  for (const { row, values } of rows) {
    const cells = cellsOf(values, mapping, valueOverrides);
    const name = (cells.name ?? '').trim();
    const result = checkImportRow(cells);
    if (result.ok) {
      good.push({ row, name, student: result.student });
      continue;
    }
    const unread = choiceFields.filter((field) => {
      const text = (cells[field] ?? '').trim();
      return text !== '' && !read(field, text).ok;
    });
    if (unread.length === 0) {
      bad.push({ row, name, problems: result.problems, unread });
      continue;
    }
    const known = { ...cells };
    for (const field of unread) known[field] = importChoices(field)![0]!;
    const rest = checkImportRow(known);
    bad.push({ row, name, problems: rest.ok ? [] : rest.problems, unread });
  }
  return { good, bad };
}
