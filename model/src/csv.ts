/**
 * CSV for spreadsheets (Excel, LibreOffice, Google Sheets) as school offices open them: RFC 4180
 * quoting, CRLF line ends, UTF-8 with a byte-order mark, and text cells made inert against
 * formula injection. The report's student list uses it, and so will the export.
 */

/** A cell: text is guarded and quoted as needed; a number is written as it is; empty is blank. */
export type CsvCell = string | number | null | undefined;

/**
 * The UTF-8 byte-order mark. Without it Excel reads a .csv as the system's code page and turns
 * Hindi names (Devanagari) into mojibake; with it, Excel, LibreOffice and Sheets read UTF-8.
 */
export const CSV_BOM = '\uFEFF';

/** RFC 4180 ends every record with CRLF (Excel on Windows expects it too). */
export const CSV_LINE_END = '\r\n';

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP "CSV Injection"): = + - @,
 * and tab and carriage return, which some spreadsheets skip before looking for one.
 */
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * Whether a spreadsheet would read this text, typed into a cell, as a formula. The CSV guards such
 * a cell with a leading quote (neutralizeFormula); the .xlsx writer marks it with a quote prefix.
 */
export function readsAsFormula(text: string): boolean {
  return text.length > 0 && FORMULA_TRIGGERS.has(text[0]!);
}

/**
 * "=HYPERLINK(...)" → "'=HYPERLINK(...)": a text cell that a spreadsheet would run as a formula
 * gets a leading single quote, as OWASP recommends, so it shows as text and runs nothing.
 *
 * Every text cell is guarded, whatever its column: a name, a school or an address is typed by
 * staff and may come from anywhere. This includes a phone number stored as "+919876543210": it
 * comes out as "'+919876543210", still readable, and without the quote Excel would take it for
 * the formula "+919876543210" and show the number 919876543210 (no plus, or in E notation).
 * Numbers passed as numbers (an age) are data, not text, and are written as they are.
 */
export function neutralizeFormula(text: string): string {
  return readsAsFormula(text) ? `'${text}` : text;
}

/** Quotes a field that holds a comma, a quote or a line break, with its quotes doubled. */
function quoteField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One cell as it appears in the file: guarded against formulas, then quoted if needed. */
export function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) throw new RangeError(`Not a finite number: ${cell}`);
    return String(cell);
  }
  return quoteField(neutralizeFormula(cell));
}

/** One record, without its line end. */
export function csvRecord(cells: readonly CsvCell[]): string {
  return cells.map(csvField).join(',');
}

/**
 * The whole file's text: the BOM, then each row (the header first) ending in CRLF. Pass it to a
 * Blob as it is: the Blob encodes the text as UTF-8, the BOM included.
 */
export function toCsv(rows: ReadonlyArray<readonly CsvCell[]>): string {
  return CSV_BOM + rows.map((row) => csvRecord(row) + CSV_LINE_END).join('');
}

/**
 * Reads back a file written by toCsv (RFC 4180: quoted fields, doubled quotes, line breaks inside
 * quotes; a leading BOM is skipped). The formula guard is not undone: the cells are as a
 * spreadsheet would show them. Tests use it to check what a user's spreadsheet would read.
 */
export function parseCsv(text: string): string[][] {
  return Array.from(csvRecords(text), (record) => record.cells);
}

/** One record of a CSV text, and where in the text it ends (for a reader's progress). */
export interface CsvRecord {
  cells: string[];
  /** The index in the text just after the record's line end. */
  end: number;
}

/**
 * The records of a CSV text one by one, as parseCsv reads them: a reader of a large file can
 * stop early (at a row limit) and tell how far it is, without every row held at once.
 * Throws a SyntaxError, once the records before it are given, if the text ends inside quotes.
 * `delimiter` is a tab for tab-separated text (Excel's "Unicode Text" .txt).
 */
export function* csvRecords(
  text: string,
  delimiter: ',' | '\t' = ',',
): Generator<CsvRecord, void, undefined> {
  let index = text.startsWith(CSV_BOM) ? CSV_BOM.length : 0;
  let row: string[] = [];
  let field = '';
  let quoted = false;
  while (index < text.length) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else field += char;
      index += 1;
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === delimiter) {
      row.push(field);
      field = '';
    } else if (char === '\n' || (char === '\r' && text[index + 1] === '\n')) {
      row.push(field);
      index += char === '\r' ? 2 : 1;
      yield { cells: row, end: index };
      row = [];
      field = '';
      continue;
    } else field += char;
    index += 1;
  }
  if (quoted) throw new SyntaxError('CSV ends inside a quoted field');
  // A last record without its line end.
  if (field !== '' || row.length > 0) {
    row.push(field);
    yield { cells: row, end: index };
  }
}
