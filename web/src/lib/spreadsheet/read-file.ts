import { parseCsv } from '@village/model/csv';
import type { CellValue } from './xlsx';

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

/** Larger files are refused before they are read: no school register comes near it. */
export const MAX_SPREADSHEET_BYTES = 20 * 1024 * 1024;

export type SpreadsheetKind = 'csv' | 'xlsx';

/** The first sheet's rows (rows[i] is the file's row i + 1) and the kind of file it was. */
export interface SpreadsheetTable {
  kind: SpreadsheetKind;
  rows: CellValue[][];
}

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
    if (extension === 'ods')
      throw new SpreadsheetFileError(
        'OpenDocument (.ods) files cannot be read here. Save the sheet as .xlsx or CSV and choose it again.',
      );
    return 'xlsx';
  }
  if (startsWith(bytes, OLE_MAGIC) || extension === 'xls')
    throw new SpreadsheetFileError(
      'Old Excel files (.xls) cannot be read here. Save the sheet as .xlsx or CSV and choose it again.',
    );
  if (extension === 'csv' || extension === 'txt') return 'csv';
  throw new SpreadsheetFileError(
    `"${name}" is not a CSV or Excel (.xlsx) file. Choose a .csv or .xlsx file.`,
  );
}

/** UTF-8 (with or without a BOM); a file that is not UTF-8 is read as Windows' Western code page. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function checkSize(size: number): void {
  if (size === 0) throw new SpreadsheetFileError('The file is empty.');
  if (size > MAX_SPREADSHEET_BYTES)
    throw new SpreadsheetFileError(
      'The file is larger than 20 MB. Split it into smaller files and import them one by one.',
    );
}

/** The rows of a CSV or the first worksheet of an .xlsx. */
export async function readSpreadsheet(name: string, bytes: Uint8Array): Promise<SpreadsheetTable> {
  checkSize(bytes.length);
  const kind = spreadsheetKind(name, bytes);
  if (kind === 'xlsx') {
    // The workbook reader (and its zip library) loads only when a workbook is chosen.
    const { readXlsx, XlsxReadError } = await import('./xlsx');
    try {
      const [first] = readXlsx(bytes);
      return { kind, rows: first?.rows ?? [] };
    } catch (error) {
      if (error instanceof XlsxReadError) throw new SpreadsheetFileError(error.message);
      throw error;
    }
  }
  try {
    return { kind, rows: parseCsv(decodeText(bytes)) };
  } catch (error) {
    if (error instanceof SyntaxError)
      throw new SpreadsheetFileError(
        'This CSV file could not be read: a quoted cell is not closed. Save it again from your spreadsheet program.',
      );
    throw error;
  }
}

/** A chosen file's rows. */
export async function readSpreadsheetFile(file: File): Promise<SpreadsheetTable> {
  checkSize(file.size);
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch (error) {
    console.warn('File not read', error);
    throw new SpreadsheetFileError('The file could not be opened. Choose it again.');
  }
  return readSpreadsheet(file.name, bytes);
}
