import { fileTooLargeMessage, IMPORT_MAX_FILE_BYTES } from '@village/model/import-limits';
import type { ReadSheet } from './xlsx-read';
import { SPREADSHEET_REFUSALS } from './refusals';

// What a page that reads spreadsheets needs without the reading itself (read-file.ts, in the
// reading worker): what to offer, what is refused before reading, and the reader's errors.

/** A file the user chose that cannot be read as a table; the message says why, for them. */
export class SpreadsheetFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SpreadsheetFileError';
  }
}

/**
 * What a browser lets a file input offer: CSV, .xlsx and .xlsm (a workbook with macros, which the
 * reader reads as any workbook, its macros left alone), also by their MIME types.
 */
export const SPREADSHEET_ACCEPT =
  '.csv,.xlsx,.xlsm,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel.sheet.macroEnabled.12';

export type SpreadsheetKind = 'csv' | 'xlsx';

/**
 * The kind of file it was, and its sheets that hold something, in the workbook's order (a CSV's
 * one sheet is named ''): each sheet's rows[i] is its row i + 1. A file with nothing in it has one
 * sheet, without rows.
 */
export interface SpreadsheetTable {
  kind: SpreadsheetKind;
  sheets: ReadSheet[];
}

/**
 * A file this reader would refuse for its size alone (empty, or over the import's limit): the page
 * asks before it starts a worker to read it.
 */
export function checkSize(size: number): void {
  if (size === 0) throw new SpreadsheetFileError(SPREADSHEET_REFUSALS.empty);
  if (size > IMPORT_MAX_FILE_BYTES) throw new SpreadsheetFileError(fileTooLargeMessage(size));
}

/** More rows hold something than the reader was asked to read: it stopped at the first extra. */
export class TooManyRowsError extends Error {
  constructor(readonly maxRows: number) {
    super(`More than ${maxRows} rows`);
    this.name = 'TooManyRowsError';
  }
}
