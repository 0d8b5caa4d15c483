import { fileTooLargeMessage, IMPORT_MAX_FILE_BYTES } from '@village/model/import-limits';
import type { CellValue } from './xlsx';
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

/** What a browser lets a file input offer: CSV and .xlsx (also by their MIME types). */
export const SPREADSHEET_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type SpreadsheetKind = 'csv' | 'xlsx';

/** The first sheet's rows (rows[i] is the file's row i + 1) and the kind of file it was. */
export interface SpreadsheetTable {
  kind: SpreadsheetKind;
  rows: CellValue[][];
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
