import { csvRecords } from '@village/model/csv';
import {
  checkSize,
  SpreadsheetFileError,
  TooManyRowsError,
  type SpreadsheetKind,
  type SpreadsheetTable,
} from './spreadsheet-file';
import { isBlankRow, type CellValue } from '@village/model/import/cell-text';
import type { ReadSheet } from './xlsx-read';
import { SPREADSHEET_REFUSALS } from './refusals';

// Reading a spreadsheet's rows: the reading worker's work (read.worker.ts). Only where there is
// no Worker (the unit tests' DOM in Node) does read-in-worker.ts load it into the page's own thread.

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];

const startsWith = (bytes: Uint8Array, magic: number[]) =>
  magic.every((byte, index) => bytes[index] === byte);

/**
 * Which kind of file this is, by its content first (a renamed file still reads) and its name
 * second; a message for what it cannot be.
 */
export function spreadsheetKind(name: string, bytes: Uint8Array): SpreadsheetKind {
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  if (startsWith(bytes, ZIP_MAGIC)) {
    if (extension === 'ods') throw new SpreadsheetFileError(SPREADSHEET_REFUSALS.ods);
    return 'xlsx';
  }
  if (startsWith(bytes, OLE_MAGIC) || extension === 'xls')
    throw new SpreadsheetFileError(SPREADSHEET_REFUSALS.xls);
  if (extension === 'csv' || extension === 'txt') return 'csv';
  throw new SpreadsheetFileError(SPREADSHEET_REFUSALS.notSpreadsheet.replace('{name}', name));
}

/**
 * UTF-16 with its BOM (Excel's "Unicode Text"), UTF-8 (with or without a BOM); a file that is
 * neither is read as Windows' Western code page.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

export interface ReadOptions {
  /**
   * Reading stops, with a TooManyRowsError, at the first row past this many that hold something
   * (blank rows are not counted, as the import does not count them).
   */
  maxRows?: number;
  /** The share of the file read so far, 0 to 1: called each time a whole percent more is read. */
  onProgress?: (done: number) => void;
}

/**
 * A row's sheet (its place and name), its 0-based index in the sheet, its cells, and the share of
 * the file read once it is.
 */
interface RowRead {
  sheet: number;
  name: string;
  index: number;
  cells: CellValue[];
  done: number;
}

/**
 * The rows of a CSV or of every worksheet of an .xlsx or .xlsm, read in turn and counted as they
 * come, each sheet against the row limit on its own; the sheets that hold nothing are left out.
 */
export async function readSpreadsheet(
  name: string,
  bytes: Uint8Array,
  options: ReadOptions = {},
): Promise<SpreadsheetTable> {
  checkSize(bytes.length);
  const kind = spreadsheetKind(name, bytes);
  let source: Iterable<RowRead>;
  if (kind === 'xlsx') {
    // The workbook reader (and its zip library) loads only when a workbook is chosen.
    const [{ readSheetRows }, { XlsxReadError }] = await Promise.all([
      import('./xlsx-read'),
      import('./xlsx-parts'),
    ]);
    source = translateErrors(readSheetRows(bytes), (error) =>
      error instanceof XlsxReadError ? new SpreadsheetFileError(error.message) : error,
    );
  } else {
    const text = decodeText(bytes);
    source = translateErrors(csvRows(text), (error) =>
      error instanceof SyntaxError
        ? new SpreadsheetFileError(SPREADSHEET_REFUSALS.unclosedQuote)
        : error,
    );
  }
  const sheets: Array<ReadSheet & { filled: number }> = [];
  let percent = 0;
  for (const { sheet, name, index, cells, done } of source) {
    const read = (sheets[sheet] ??= { name, rows: [], filled: 0 });
    if (!isBlankRow(cells)) {
      read.filled += 1;
      if (options.maxRows !== undefined && read.filled > options.maxRows)
        throw new TooManyRowsError(options.maxRows);
    }
    while (read.rows.length < index) read.rows.push([]);
    read.rows[index] = cells;
    if (options.onProgress && Math.floor(done * 100) > percent) {
      percent = Math.floor(done * 100);
      options.onProgress(done);
    }
  }
  // Whatever follows the last row (a workbook's closing tags) is read too.
  if (percent < 100) options.onProgress?.(1);
  const filled = sheets
    .filter((sheet) => sheet.filled > 0)
    .map(({ name, rows }) => ({ name, rows }));
  return { kind, sheets: filled.length > 0 ? filled : [{ name: sheets[0]?.name ?? '', rows: [] }] };
}

/**
 * A tab when the first line has tabs and no comma (tab-separated text, as Excel's "Unicode Text"
 * saves a sheet), else a comma.
 */
export function delimiterOf(text: string): ',' | '\t' {
  const newline = text.indexOf('\n');
  const firstLine = newline < 0 ? text : text.slice(0, newline);
  return firstLine.includes('\t') && !firstLine.includes(',') ? '\t' : ',';
}

function* csvRows(text: string): Generator<RowRead, void, undefined> {
  let index = 0;
  for (const { cells, end } of csvRecords(text, delimiterOf(text))) {
    yield { sheet: 0, name: '', index, cells, done: end / text.length };
    index += 1;
  }
}

/** The rows of `rows`, with what it throws made into `translate`'s error. */
function* translateErrors<T>(
  rows: Iterable<T>,
  translate: (error: unknown) => unknown,
): Generator<T, void, undefined> {
  try {
    yield* rows;
  } catch (error) {
    throw translate(error);
  }
}
