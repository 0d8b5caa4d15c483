// Where a file's register starts: the header row (a register's title and date rows above it are
// skipped), the data rows below it, and, in a workbook of several sheets, the sheet that reads
// best as a register.
import { normalizeIndianMobile } from '../phone';
import { IMPORT_MAX_ROWS } from '../import-limits';
import { cellText, isBlankRow, type CellValue } from './cell-text';
import { guessColumnMapping } from './column-matching';
import { IMPORT_COLUMNS } from './columns';
import { matchEducationLevel } from './read-class';
import { portalHeaderCount } from './portal-sheet';
import { parseImportDate } from './read-date';

/** How many of the file's first rows that are not blank may hold the header. */
export const HEADER_CANDIDATES = 15;

/** A row the user may choose as the header: its number and its first cells' text. */
export interface HeaderCandidate {
  row: number;
  /** "S.No., Admission No., Student Name, …" (the page says "Row 3: " before it). */
  cells: string;
}

export interface ImportTable {
  /** The header row's cells as text ("" for a blank header). */
  headers: string[];
  /** The header's row in the file (1-based, as a spreadsheet numbers it); the rows above are skipped. */
  headerRow: number;
  /** Each data row that is not blank, with its number in the file (as a spreadsheet numbers it). */
  rows: Array<{ row: number; values: readonly CellValue[] }>;
  /** The rows the header may be chosen from: the first HEADER_CANDIDATES rows that are not blank. */
  candidates: HeaderCandidate[];
  /** The rows came from the UDISE+ portal's student sheet, read into the template's columns. */
  portal?: true;
}

/** Why a file's rows make no table of students (the page says each in words). */
export type ImportTableProblem =
  | { kind: 'empty' }
  /** The header found holds a student (row, 1-based), not column names. */
  | { kind: 'studentFirst'; row: number }
  | { kind: 'noStudents' }
  | { kind: 'tooMany'; count: number };

export type ImportTableReading =
  { ok: true; table: ImportTable } | { ok: false; problem: ImportTableProblem };

const CANDIDATE_CELLS = 4;
const CANDIDATE_CELL_LENGTH = 30;

function candidateOf(row: number, values: readonly CellValue[]): HeaderCandidate {
  const cells = values
    .map((cell) => cellText(cell).trim())
    .filter(Boolean)
    .map((text) =>
      text.length > CANDIDATE_CELL_LENGTH ? `${text.slice(0, CANDIDATE_CELL_LENGTH - 1)}…` : text,
    );
  const shown = cells.slice(0, CANDIDATE_CELLS).join(', ');
  return { row, cells: cells.length > CANDIDATE_CELLS ? `${shown}, …` : shown };
}

/** Whether a header row holds what looks like a student rather than column names. */
function looksLikeData(cells: readonly string[]): boolean {
  return cells.some((cell) => {
    const text = cell.trim();
    if (!text) return false;
    const date = parseImportDate(text);
    return (
      (date.ok && date.iso !== null) ||
      matchEducationLevel(text) !== undefined ||
      normalizeIndianMobile(text) !== undefined
    );
  });
}

/**
 * How well a row reads as the header: the fields it names, the required ones counting twice; or,
 * when more, the UDISE+ portal's columns it names (its sheet is read back: portal-sheet.ts).
 */
function headerScore(values: readonly CellValue[]): number {
  const headers = values.map((cell) => cellText(cell).trim());
  const mapping = guessColumnMapping(headers);
  const score = IMPORT_COLUMNS.reduce(
    (total, column) =>
      mapping[column.field] === undefined ? total : total + (column.required ? 2 : 1),
    0,
  );
  return Math.max(score, portalHeaderCount(headers));
}

/** The indexes of the first HEADER_CANDIDATES rows that are not blank. */
function candidateIndexes(rows: readonly (readonly CellValue[])[]): number[] {
  const filled: number[] = [];
  for (let index = 0; index < rows.length && filled.length < HEADER_CANDIDATES; index++)
    if (!isBlankRow(rows[index]!)) filled.push(index);
  return filled;
}

/** The candidate naming the most fields (the earliest of equals), and its score. */
function bestHeader(
  rows: readonly (readonly CellValue[])[],
  filled: readonly number[],
): { index: number | undefined; score: number } {
  let best = { index: filled[0], score: 0 };
  for (const index of filled) {
    const score = headerScore(rows[index]!);
    if (score > best.score) best = { index, score };
  }
  return best;
}

/**
 * The header and the data rows below it, blank rows left out. The header is `headerRow` (1-based)
 * when given; otherwise, among the first HEADER_CANDIDATES rows that are not blank, the one whose
 * cells name the most fields (the earliest of equals), so that a register's title and date rows
 * above its headers are skipped; when no row names any field, the first row that is not blank.
 * Cells stay as read (a date stays a date) until the mapping says which field each one feeds.
 */
export function readImportTable(
  rows: readonly (readonly CellValue[])[],
  headerRow?: number,
): ImportTableReading {
  const filled = candidateIndexes(rows);
  if (filled.length === 0) return { ok: false, problem: { kind: 'empty' } };
  const headerIndex = headerRow !== undefined ? headerRow - 1 : bestHeader(rows, filled).index!;
  const headers = (rows[headerIndex] ?? []).map((cell) => cellText(cell).trim());
  if (
    headerRow === undefined &&
    Object.keys(guessColumnMapping(headers)).length === 0 &&
    looksLikeData(headers)
  )
    return { ok: false, problem: { kind: 'studentFirst', row: headerIndex + 1 } };
  const data: ImportTable['rows'] = [];
  rows.forEach((values, index) => {
    if (index > headerIndex && !isBlankRow(values)) data.push({ row: index + 1, values });
  });
  if (data.length === 0) return { ok: false, problem: { kind: 'noStudents' } };
  if (data.length > IMPORT_MAX_ROWS)
    return { ok: false, problem: { kind: 'tooMany', count: data.length } };
  const candidates = filled.map((index) => candidateOf(index + 1, rows[index]!));
  return { ok: true, table: { headers, headerRow: headerIndex + 1, rows: data, candidates } };
}

/**
 * Of a workbook's sheets, the one whose rows best read as a register: the one whose best header
 * row names the most fields (the earliest of equals), so that a cover or instructions sheet before
 * the register is passed over; the first sheet when none names any field.
 */
export function registerSheetIndex(sheets: ReadonlyArray<readonly (readonly CellValue[])[]>) {
  let best = { index: 0, score: 0 };
  sheets.forEach((rows, index) => {
    const { score } = bestHeader(rows, candidateIndexes(rows));
    if (score > best.score) best = { index, score };
  });
  return best.index;
}
