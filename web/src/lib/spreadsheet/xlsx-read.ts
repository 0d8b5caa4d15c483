import { serialToDate, type CellValue } from '@village/model/import/cell-text';
import { columnIndex } from './columns';
import {
  asWorkbook,
  NOT_A_WORKBOOK,
  openWorkbook,
  XlsxReadError,
  type OpenWorkbook,
} from './xlsx-parts';
import { childNamed, childrenNamed, elementsNamed, parseXml, textOf, type XmlElement } from './xml';

/**
 * Reading the cells of a workbook's sheets as Excel, LibreOffice or Google Sheets save them
 * (shared or inline strings, numbers, booleans, formulas' cached results, dates by their number
 * format, cells merged down over rows). The module, fflate included, loads only when a page reads
 * a workbook (import() it), never with the app.
 */

export interface ReadSheet {
  name: string;
  /** rows[i] is the sheet's row i + 1 (empty rows are []), cells[j] its column j + 1. */
  rows: CellValue[][];
}

/** Excel's most rows and columns. */
const MAX_ROWS = 1_048_576;
const MAX_COLUMNS = 16_384;

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

/** What reading the cells needs, and the length of the shared strings' text (for progress). */
function contextOf(workbook: OpenWorkbook): { context: WorkbookContext; sharedLength: number } {
  const text = workbook.sharedStringsPath
    ? workbook.parts.text(workbook.sharedStringsPath)
    : undefined;
  const sharedStrings = text
    ? Array.from(elementsNamed(text, 'si'), ({ element }) => stringItemText(element))
    : [];
  const stylesText = workbook.stylesPath ? workbook.parts.text(workbook.stylesPath) : undefined;
  return {
    context: { sharedStrings, dateStyle: dateStyles(stylesText), date1904: workbook.date1904 },
    sharedLength: text?.length ?? 0,
  };
}

/** The worksheets' XML text, by name, and what reading their cells needs. */
function openSheets(bytes: Uint8Array) {
  const workbook = openWorkbook(bytes);
  const sheets = workbook.sheets.flatMap((sheet) => {
    const text = workbook.parts.text(sheet.path);
    return text === undefined ? [] : [{ name: sheet.name, text }];
  });
  if (sheets.length === 0) throw new XlsxReadError(NOT_A_WORKBOOK);
  return { sheets, ...contextOf(workbook) };
}

/** Every worksheet of the workbook, in the workbook's order (chart sheets are left out). */
export function readXlsx(bytes: Uint8Array): ReadSheet[] {
  return asWorkbook(() => {
    const { sheets, context } = openSheets(bytes);
    return sheets.map(({ name, text }) => {
      const rows: CellValue[][] = [];
      for (const { index, cells } of rowsOfSheet(text, context)) {
        while (rows.length < index) rows.push([]);
        rows[index] = cells;
      }
      return { name, rows };
    });
  });
}

/** A row of a worksheet, the sheet it is on, and the share of the workbook read once it is. */
export interface ProgressRow extends SheetRow {
  /** The sheet's place among the worksheets (0 for the first). */
  sheet: number;
  /** The sheet's name, as its tab shows it. */
  name: string;
  /** The share of the workbook read, 0 to 1. */
  done: number;
}

/**
 * Every worksheet's rows one by one, sheet after sheet, for a reader that may stop early (at a row
 * limit) and shows how far it is: each row is parsed when it is asked for. The shared strings are
 * read first; `done` counts them and the sheets' text together.
 */
export function* readSheetRows(bytes: Uint8Array): Generator<ProgressRow, void, undefined> {
  const { sheets, context, sharedLength } = asWorkbook(() => openSheets(bytes));
  const total = sheets.reduce((sum, sheet) => sum + sheet.text.length, sharedLength);
  let before = sharedLength;
  for (const [sheet, { name, text }] of sheets.entries()) {
    const rows = rowsOfSheet(text, context);
    for (;;) {
      const next = asWorkbook(() => rows.next());
      if (next.done) break;
      yield { ...next.value, sheet, name, done: (before + next.value.end) / total };
    }
    before += text.length;
  }
}
