import { readsAsFormula } from '@village/model/csv';
import { strFromU8, strToU8, unzipSync, zipSync, type UnzipFileInfo } from 'fflate';
import { columnIndex, columnName } from './columns';
import {
  childNamed,
  childrenNamed,
  elementsNamed,
  escapeXml,
  parseXml,
  textOf,
  type XmlElement,
} from './xml';
import { SPREADSHEET_REFUSALS } from './refusals';

/**
 * A small .xlsx (Office Open XML workbook) writer and reader, over fflate's zip: an .xlsx is a zip
 * of XML parts. It writes what the template and the export need (text, numbers, dates, a bold
 * header, column widths, a frozen first row) and reads the cell values of any workbook Excel,
 * LibreOffice or Google Sheets saves (shared or inline strings, numbers, booleans, formulas'
 * cached results, dates by their number format). The whole module, fflate included, loads only
 * when a page reads or writes a workbook (import() it), never with the app.
 */

/** A cell. A Date is a calendar date and time in UTC (midnight UTC for a plain date). */
export type CellValue = string | number | boolean | Date | null;

export interface SheetToWrite {
  /** At most 31 characters; []:*?/\ are replaced (Excel refuses them). */
  name: string;
  rows: ReadonlyArray<ReadonlyArray<CellValue | undefined>>;
  /** Widths in characters, by column from A. */
  columnWidths?: readonly number[];
  /** Bold first row, kept in view while scrolling (a header). */
  header?: boolean;
  /** Merged ranges ("A1:K1"): the first cell's value shows across the range. */
  merges?: readonly string[];
}

export interface ReadSheet {
  name: string;
  /** rows[i] is the sheet's row i + 1 (empty rows are []), cells[j] its column j + 1. */
  rows: CellValue[][];
}

/** A file that is not a workbook this reader can read; the message is for the user. */
export class XlsxReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XlsxReadError';
  }
}

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const DAY_MS = 86_400_000;
/** Day 0 of Excel's 1900 date system, counted so that serial 1 is 1 January 1900. */
const EPOCH_1900 = Date.UTC(1899, 11, 31);
const EPOCH_1904 = Date.UTC(1904, 0, 1);
/** Excel's most rows and columns. */
const MAX_ROWS = 1_048_576;
const MAX_COLUMNS = 16_384;
/** Excel's longest text in a cell. */
const MAX_TEXT = 32_767;

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

// -------------------------------------------------------------------------------------------
// Writing

/**
 * The cell formats, by flags: 1 bold (the header), 2 "quote prefix" (text that looks like a
 * formula: Excel keeps it text even when the cell is edited, as when a user types '=...), 4 a
 * date shown dd-mm-yyyy, as Indian offices write dates.
 */
const STYLE_BOLD = 1;
const STYLE_QUOTE = 2;
const STYLE_DATE = 4;
const DATE_FORMAT_ID = 164;

const STYLES_XML =
  XML_HEAD +
  `<styleSheet xmlns="${MAIN_NS}">` +
  `<numFmts count="1"><numFmt numFmtId="${DATE_FORMAT_ID}" formatCode="dd\\-mm\\-yyyy"/></numFmts>` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill>' +
  '<fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="8">' +
  Array.from({ length: 8 }, (_, flags) => {
    const numFmtId = flags & STYLE_DATE ? DATE_FORMAT_ID : 0;
    const fontId = flags & STYLE_BOLD ? 1 : 0;
    return (
      `<xf numFmtId="${numFmtId}" fontId="${fontId}" fillId="0" borderId="0" xfId="0"` +
      (numFmtId ? ' applyNumberFormat="1"' : '') +
      (fontId ? ' applyFont="1"' : '') +
      (flags & STYLE_QUOTE ? ' quotePrefix="1"' : '') +
      '/>'
    );
  }).join('') +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

function cellXml(value: CellValue | undefined, reference: string, bold: boolean): string {
  if (value === null || value === undefined || value === '') return '';
  const style = (flags: number) => {
    const index = (bold ? STYLE_BOLD : 0) | flags;
    return index ? ` s="${index}"` : '';
  };
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
    return `<c r="${reference}"${style(0)}><v>${value}</v></c>`;
  }
  if (typeof value === 'boolean') {
    return `<c r="${reference}" t="b"${style(0)}><v>${value ? 1 : 0}</v></c>`;
  }
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new RangeError('Not a valid date');
    return `<c r="${reference}"${style(STYLE_DATE)}><v>${dateToSerial(value)}</v></c>`;
  }
  // Text is an inline string: a workbook's text cell is never run as a formula. The quote prefix
  // keeps it text after an edit too, the workbook's form of the CSV's formula guard.
  const text = value.slice(0, MAX_TEXT);
  return (
    `<c r="${reference}" t="inlineStr"${style(readsAsFormula(text) ? STYLE_QUOTE : 0)}>` +
    `<is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`
  );
}

function sheetXml(sheet: SheetToWrite): string {
  const views = sheet.header
    ? '<sheetViews><sheetView workbookViewId="0">' +
      '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
      '</sheetView></sheetViews>'
    : '';
  const cols = sheet.columnWidths?.length
    ? '<cols>' +
      sheet.columnWidths
        .map(
          (width, index) =>
            `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`,
        )
        .join('') +
      '</cols>'
    : '';
  const rows = sheet.rows
    .map((row, rowIndex) => {
      const bold = sheet.header === true && rowIndex === 0;
      const cells = row
        .map((value, column) => cellXml(value, `${columnName(column)}${rowIndex + 1}`, bold))
        .join('');
      return `<row r="${rowIndex + 1}">${cells}</row>`;
    })
    .join('');
  return (
    XML_HEAD +
    `<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `${views}${cols}<sheetData>${rows}</sheetData>${mergesXml(sheet.merges)}</worksheet>`
  );
}

function mergesXml(merges: readonly string[] | undefined): string {
  if (!merges?.length) return '';
  const ranges = merges.map((range) => `<mergeCell ref="${escapeXml(range)}"/>`).join('');
  return `<mergeCells count="${merges.length}">${ranges}</mergeCells>`;
}

function sheetName(name: string, taken: Set<string>): string {
  const base =
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet';
  let candidate = base;
  for (let number = 2; taken.has(candidate.toLowerCase()); number += 1) {
    candidate = `${base.slice(0, 31 - String(number).length - 1)} ${number}`;
  }
  taken.add(candidate.toLowerCase());
  return candidate;
}

/** The workbook's bytes: one worksheet per sheet, in order. */
export function writeXlsx(sheets: readonly SheetToWrite[]): Uint8Array {
  if (sheets.length === 0) throw new RangeError('A workbook needs a sheet');
  const taken = new Set<string>();
  const names = sheets.map((sheet) => sheetName(sheet.name, taken));
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      XML_HEAD +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        sheets
          .map(
            (_, index) =>
              `<Override PartName="/xl/worksheets/sheet${index + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
          )
          .join('') +
        '</Types>',
    ),
    '_rels/.rels': strToU8(
      XML_HEAD +
        `<Relationships xmlns="${PACKAGE_REL_NS}">` +
        `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
        '</Relationships>',
    ),
    'xl/workbook.xml': strToU8(
      XML_HEAD +
        `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>` +
        names
          .map(
            (name, index) =>
              `<sheet name="${escapeXml(name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`,
          )
          .join('') +
        '</sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      XML_HEAD +
        `<Relationships xmlns="${PACKAGE_REL_NS}">` +
        sheets
          .map(
            (_, index) =>
              `<Relationship Id="rId${index + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
          )
          .join('') +
        `<Relationship Id="rId${sheets.length + 1}" Type="${REL_NS}/styles" Target="styles.xml"/>` +
        '</Relationships>',
    ),
    'xl/styles.xml': strToU8(STYLES_XML),
  };
  sheets.forEach((sheet, index) => {
    files[`xl/worksheets/sheet${index + 1}.xml`] = strToU8(sheetXml(sheet));
  });
  return zipSync(files, { level: 6 });
}

// -------------------------------------------------------------------------------------------
// Reading

/**
 * Unpacked parts beyond this many bytes are refused: a zip bomb must not take the tab down, and
 * no more is needed for the 20,000 rows an import takes. Measured: 20,000 rows of the template's
 * 14 columns filled as its example row, written by writeXlsx above, unpack to a 21.6 MB sheet
 * (1.1 kB a row; the file itself is 1 MB). That is the most verbose a workbook gets: each text an
 * inline string with its cell reference, where Excel, LibreOffice and Sheets write an index into
 * the shared strings. 64 MiB is three times as much, 3.3 kB a row: room for long addresses, text
 * in Devanagari (three bytes a letter) and other writers' markup. Only the parts read count
 * (rels, workbook, styles, shared strings, the sheet), not the other sheets or the pictures.
 */
const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

const TOO_LARGE = SPREADSHEET_REFUSALS.workbookTooLarge;

const NOT_A_WORKBOOK = SPREADSHEET_REFUSALS.notWorkbook;

/** Built-in number formats that show a date (ECMA-376 §18.8.30 and the East Asian ones). */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);

/** Whether a format code shows a date: a day or year part once quoted text and [..] are gone. */
export function isDateFormatCode(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\\./g, '')
    .replace(/_./g, '');
  return /[dy]/i.test(bare) && !/general/i.test(bare);
}

/** A part's path inside the zip, from a relationship's target relative to `base`'s folder. */
function resolvePart(base: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = base.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  return parts.join('/');
}

function relationshipsOf(parts: PartReader, part: string) {
  const slash = part.lastIndexOf('/');
  const rels = parts.text(`${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`);
  if (rels === undefined) return [];
  return childrenNamed(parseXml(rels), 'Relationship').map((relationship) => ({
    id: relationship.attributes.Id ?? '',
    type: relationship.attributes.Type ?? '',
    target: resolvePart(part, relationship.attributes.Target ?? ''),
  }));
}

/** A shared string or an inline one: its text runs, without the phonetic guides (rPh). */
function stringItemText(item: XmlElement): string {
  return item.children
    .map((child) => {
      if (typeof child === 'string') return '';
      if (child.name === 't') return textOf(child);
      if (child.name === 'r') return childrenNamed(child, 't').map(textOf).join('');
      return '';
    })
    .join('');
}

function dateStyles(stylesXml: string | undefined): boolean[] {
  if (!stylesXml) return [];
  const styles = parseXml(stylesXml);
  const customDates = new Set(
    childrenNamed(childNamed(styles, 'numFmts') ?? styles, 'numFmt')
      .filter((format) => isDateFormatCode(format.attributes.formatCode ?? ''))
      .map((format) => Number(format.attributes.numFmtId)),
  );
  const cellXfs = childNamed(styles, 'cellXfs');
  if (!cellXfs) return [];
  return childrenNamed(cellXfs, 'xf').map((xf) => {
    const id = Number(xf.attributes.numFmtId ?? 0);
    return BUILT_IN_DATE_FORMATS.has(id) || customDates.has(id);
  });
}

interface WorkbookContext {
  sharedStrings: string[];
  dateStyle: boolean[];
  date1904: boolean;
}

function cellValue(cell: XmlElement, context: WorkbookContext): CellValue {
  const type = cell.attributes.t ?? 'n';
  const valueElement = childNamed(cell, 'v');
  const raw = valueElement ? textOf(valueElement) : '';
  switch (type) {
    case 'inlineStr': {
      const inline = childNamed(cell, 'is');
      return inline ? stringItemText(inline) : raw;
    }
    case 's':
      return context.sharedStrings[Number(raw)] ?? '';
    case 'str':
      return raw;
    case 'b':
      return raw === '1' || raw.toLowerCase() === 'true';
    case 'e':
      return raw || null;
    case 'd': {
      const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(raw) ? raw : `${raw}Z`);
      return Number.isNaN(date.getTime()) ? raw : date;
    }
    default: {
      if (raw.trim() === '') return null;
      const number = Number(raw);
      if (!Number.isFinite(number)) return raw;
      return context.dateStyle[Number(cell.attributes.s ?? 0)]
        ? serialToDate(number, context.date1904)
        : number;
    }
  }
}

/** A row of a worksheet: its 0-based index, its cells, and where in the sheet's XML it ends. */
export interface SheetRow {
  index: number;
  cells: CellValue[];
  end: number;
}

/** A merged range over more than one row: a column's cell written once for several rows. */
interface TallMerge {
  top: number;
  bottom: number;
  column: number;
  value: CellValue;
}

const MERGE_REF = /<mergeCell\b[^>]*?\bref="([A-Za-z]+)(\d+):[A-Za-z]+(\d+)"/g;

/**
 * The sheet's merged ranges that span rows, by their top row. They follow the cells in the sheet's
 * XML, so they are found first, with one scan from `<mergeCells>` on. A range over columns only (a
 * title across the sheet) keeps its value in its first cell, as it shows.
 */
function tallMerges(sheetXmlText: string): TallMerge[] {
  const start = sheetXmlText.lastIndexOf('<mergeCells');
  if (start < 0) return [];
  const merges: TallMerge[] = [];
  MERGE_REF.lastIndex = start;
  for (let match = MERGE_REF.exec(sheetXmlText); match; match = MERGE_REF.exec(sheetXmlText)) {
    const top = Number(match[2]) - 1;
    const bottom = Number(match[3]) - 1;
    const column = columnIndex(match[1]!);
    if (bottom > top && column >= 0) merges.push({ top, bottom, column, value: null });
  }
  return merges.sort((a, b) => a.top - b.top);
}

/**
 * The sheet's rows one by one, each parsed on its own (elementsNamed says why). A cell merged
 * down over several rows (a School column written once for a class, a class for its students)
 * reads as its value in each of those rows, as the office sees it.
 */
function* rowsOfSheet(
  sheetXmlText: string,
  context: WorkbookContext,
): Generator<SheetRow, void, undefined> {
  const merges = tallMerges(sheetXmlText);
  let nextMerge = 0;
  let open: TallMerge[] = [];
  let nextRow = 0;
  for (const { element: row, end } of elementsNamed(sheetXmlText, 'row')) {
    const rowIndex = row.attributes.r ? Number(row.attributes.r) - 1 : nextRow;
    nextRow = rowIndex + 1;
    if (!Number.isInteger(rowIndex) || rowIndex < 0 || rowIndex >= MAX_ROWS) continue;
    const cells: CellValue[] = [];
    let nextColumn = 0;
    for (const cell of childrenNamed(row, 'c')) {
      const reference = cell.attributes.r;
      const column = reference ? columnIndex(reference) : nextColumn;
      nextColumn = column + 1;
      if (column < 0 || column >= MAX_COLUMNS) continue;
      const value = cellValue(cell, context);
      if (value === null) continue;
      while (cells.length < column) cells.push(null);
      cells[column] = value;
    }
    if (merges.length > 0) {
      open = open.filter((merge) => merge.bottom >= rowIndex);
      while (nextMerge < merges.length && merges[nextMerge]!.top <= rowIndex) {
        const merge = merges[nextMerge++]!;
        if (merge.bottom < rowIndex) continue;
        if (merge.top === rowIndex) merge.value = cells[merge.column] ?? null;
        open.push(merge);
      }
      for (const merge of open) {
        if (merge.top === rowIndex || merge.value === null) continue;
        while (cells.length <= merge.column) cells.push(null);
        cells[merge.column] ??= merge.value;
      }
    }
    yield { index: rowIndex, cells, end };
  }
}

/** The parts of the zip, each unpacked only when asked for, all of them within the cap. */
interface PartReader {
  text(path: string): string | undefined;
}

function partReader(bytes: Uint8Array): PartReader {
  let unpacked = 0;
  return {
    text(path) {
      let files: Record<string, Uint8Array>;
      try {
        files = unzipSync(bytes, {
          filter: (file: UnzipFileInfo) => {
            if (file.name !== path) return false;
            unpacked += file.originalSize;
            if (unpacked > MAX_UNPACKED_BYTES) throw new XlsxReadError(TOO_LARGE);
            return true;
          },
        });
      } catch (error) {
        if (error instanceof XlsxReadError) throw error;
        throw new XlsxReadError(NOT_A_WORKBOOK);
      }
      const part = files[path];
      return part && strFromU8(part);
    },
  };
}

/** A workbook opened: its worksheets by name and part, and what reading their cells needs. */
interface OpenWorkbook {
  parts: PartReader;
  sheets: Array<{ name: string; path: string }>;
  /** Where the shared strings are: contextOf reads them, once the sheet to read is known. */
  sharedStringsPath: string | undefined;
  dateStyle: boolean[];
  date1904: boolean;
}

/**
 * The workbook's sheets and styles. Only the parts a reader needs are ever unpacked (pictures,
 * other sheets, pivot caches stay packed), so the cap counts what is read, not what is there.
 */
function openWorkbook(bytes: Uint8Array): OpenWorkbook {
  const parts = partReader(bytes);
  const officeDocument = relationshipsOf(parts, '').find((relationship) =>
    relationship.type.endsWith('/officeDocument'),
  );
  const workbookPath = officeDocument?.target ?? 'xl/workbook.xml';
  const workbookText = parts.text(workbookPath);
  if (workbookText === undefined) throw new XlsxReadError(NOT_A_WORKBOOK);
  const workbook = parseXml(workbookText);
  const relationships = relationshipsOf(parts, workbookPath);
  const partOfType = (type: string) =>
    relationships.find((relationship) => relationship.type.endsWith(`/${type}`))?.target;
  const stylesPath = partOfType('styles');
  const workbookPr = childNamed(workbook, 'workbookPr');
  const sheetsElement = childNamed(workbook, 'sheets');
  const sheets: OpenWorkbook['sheets'] = [];
  for (const sheet of sheetsElement ? childrenNamed(sheetsElement, 'sheet') : []) {
    const relationship = relationships.find((entry) => entry.id === sheet.attributes.id);
    // Chart sheets are left out.
    if (!relationship?.type.endsWith('/worksheet')) continue;
    sheets.push({ name: sheet.attributes.name ?? '', path: relationship.target });
  }
  return {
    parts,
    sheets,
    sharedStringsPath: partOfType('sharedStrings'),
    dateStyle: dateStyles(stylesPath ? parts.text(stylesPath) : undefined),
    date1904: ['1', 'true'].includes(workbookPr?.attributes.date1904 ?? ''),
  };
}

/** What reading the cells needs, and the length of the shared strings' text (for progress). */
function contextOf(workbook: OpenWorkbook): { context: WorkbookContext; sharedLength: number } {
  const text = workbook.sharedStringsPath
    ? workbook.parts.text(workbook.sharedStringsPath)
    : undefined;
  const sharedStrings = text
    ? Array.from(elementsNamed(text, 'si'), ({ element }) => stringItemText(element))
    : [];
  return {
    context: { sharedStrings, dateStyle: workbook.dateStyle, date1904: workbook.date1904 },
    sharedLength: text?.length ?? 0,
  };
}

/** Runs `read`, with every failure but the reader's own told to the user as not a workbook. */
function asWorkbook<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof XlsxReadError) throw error;
    console.warn('Workbook not read', error);
    throw new XlsxReadError(NOT_A_WORKBOOK);
  }
}

/** Every worksheet of the workbook, in the workbook's order (chart sheets are left out). */
export function readXlsx(bytes: Uint8Array): ReadSheet[] {
  return asWorkbook(() => {
    const workbook = openWorkbook(bytes);
    const { context } = contextOf(workbook);
    const sheets: ReadSheet[] = [];
    for (const sheet of workbook.sheets) {
      const sheetText = workbook.parts.text(sheet.path);
      if (sheetText === undefined) continue;
      const rows: CellValue[][] = [];
      for (const { index, cells } of rowsOfSheet(sheetText, context)) {
        while (rows.length < index) rows.push([]);
        rows[index] = cells;
      }
      sheets.push({ name: sheet.name, rows });
    }
    if (sheets.length === 0) throw new XlsxReadError(NOT_A_WORKBOOK);
    return sheets;
  });
}

/** A row of the first worksheet, and the share of the workbook read once it is (0 to 1). */
export interface ProgressRow extends SheetRow {
  done: number;
}

/**
 * The first worksheet's rows one by one, for a reader that may stop early (at a row limit) and
 * shows how far it is: only that sheet and what its cells need are unpacked, and each row is
 * parsed when it is asked for. The shared strings are read first; `done` counts them and the
 * sheet's text together.
 */
export function* readFirstSheetRows(bytes: Uint8Array): Generator<ProgressRow, void, undefined> {
  const { sheetText, context, sharedLength } = asWorkbook(() => {
    const workbook = openWorkbook(bytes);
    for (const sheet of workbook.sheets) {
      const text = workbook.parts.text(sheet.path);
      if (text !== undefined) return { sheetText: text, ...contextOf(workbook) };
    }
    throw new XlsxReadError(NOT_A_WORKBOOK);
  });
  const total = sharedLength + sheetText.length;
  const rows = rowsOfSheet(sheetText, context);
  for (;;) {
    const next = asWorkbook(() => rows.next());
    if (next.done) return;
    yield { ...next.value, done: (sharedLength + next.value.end) / total };
  }
}
