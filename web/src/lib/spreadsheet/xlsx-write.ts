import { readsAsFormula } from '@village/model/csv';
import { dateToSerial, type CellValue } from '@village/model/import/cell-text';
import { strToU8, zipSync } from 'fflate';
import { columnName } from './columns';
import { escapeXml } from './xml';

/**
 * Writing a small .xlsx (Office Open XML workbook), over fflate's zip: an .xlsx is a zip of XML
 * parts. It writes what the template and the export need: text, numbers, dates, a bold header,
 * column widths, a frozen first row and merged ranges. The module, fflate included, loads only
 * when a page writes a workbook (import() it), never with the app.
 */

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

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** Excel's longest text in a cell. */
const MAX_TEXT = 32_767;

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
