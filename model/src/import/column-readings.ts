// What the mapped columns of a file were understood as, for the preview: a few values of each as
// read and as stored, the values of the fields with a list of values the app does not understand,
// and whether a date column holds two-digit years.
import { cellText, isDateField } from './cell-text';
import type { ColumnMapping, ValueOverrides } from './column-matching';
import { IMPORT_COLUMNS, type ImportField } from './columns';
import type { ImportTable } from './header-row';
import { cachedValueReader, importChoices } from './read-value';

/** A value of the file as read, and as it will be stored ("VII" → "7th Standard"). */
export interface ValueSample {
  read: string;
  shown: string;
}

/** A column of the file, the field it feeds, and a few of its values as understood. */
export interface ColumnReading {
  field: ImportField;
  /** The file's header for the column (the template's when the file's is blank). */
  header: string;
  samples: ValueSample[];
}

/** A value the app does not understand, said once for every row that holds it. */
export interface UnreadValue {
  field: ImportField;
  header: string;
  /** The cell's text, trimmed, as read. */
  value: string;
  rows: number;
  /** Why, a lower-case clause after a colon ("the app starts at 1st Standard"). */
  problem: string;
  /** The known values it can be mapped to. */
  choices: readonly string[];
  /** The known value the user mapped it to, if any. */
  replacement: string | undefined;
}

export interface FileReading {
  columns: ColumnReading[];
  /** The values not understood, by column, then in the order the file first holds them. */
  unread: UnreadValue[];
  /** Whether a date column holds a two-digit year (12/08/12), read by TWO_DIGIT_YEAR_RULE. */
  twoDigitYears: boolean;
}

/** Samples shown per column. */
export const SAMPLES_PER_COLUMN = 3;
/** Rows looked at for a column's samples. */
const SAMPLE_ROWS = 500;
const TWO_DIGIT_YEAR = /\b\d{1,2}[-/.]\d{1,2}[-/.]\d{2}$/;

/**
 * What the mapped columns were understood as: a few samples each (values the app reads
 * differently first: "VII → 7th Standard"), the values of the fields with a list of values that it
 * does not understand, each once with its count of rows, and whether a date has a two-digit year.
 * Cheap for 20,000 rows: counted by distinct value, samples from the first rows only.
 */
export function readColumns(
  table: ImportTable,
  mapping: ColumnMapping,
  valueOverrides: ValueOverrides = {},
): FileReading {
  const read = cachedValueReader();
  const columns: ColumnReading[] = [];
  const unread: UnreadValue[] = [];
  let twoDigitYears = false;
  for (const column of IMPORT_COLUMNS) {
    const index = mapping[column.field];
    if (index === undefined) continue;
    const { field } = column;
    const header = table.headers[index] || column.header;
    const choices = importChoices(field);
    const isDate = isDateField(field);
    const counts = new Map<string, number>();
    const changed: ValueSample[] = [];
    const same: ValueSample[] = [];
    table.rows.forEach(({ values }, at) => {
      const text = cellText(values[index], field).trim();
      if (!text) return;
      if (isDate && !twoDigitYears && TWO_DIGIT_YEAR.test(text)) twoDigitYears = true;
      if (choices) counts.set(text, (counts.get(text) ?? 0) + 1);
      if (at >= SAMPLE_ROWS || changed.length >= SAMPLES_PER_COLUMN) return;
      if (changed.some((sample) => sample.read === text)) return;
      if (same.some((sample) => sample.read === text)) return;
      const reading = read(field, text);
      if (!reading.ok) return;
      const sample = { read: text, shown: reading.shown };
      if (reading.shown !== text) changed.push(sample);
      else if (same.length < SAMPLES_PER_COLUMN) same.push(sample);
    });
    columns.push({
      field,
      header,
      samples: [...changed, ...same].slice(0, SAMPLES_PER_COLUMN),
    });
    for (const [value, rows] of counts) {
      const reading = read(field, value);
      if (reading.ok) continue;
      unread.push({
        field,
        header,
        value,
        rows,
        problem: reading.problem,
        choices: choices!,
        replacement: valueOverrides[field]?.[value],
      });
    }
  }
  return { columns, unread, twoDigitYears };
}
