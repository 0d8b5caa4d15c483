import { IMPORT_MAX_ROWS } from '@village/model/import-limits';
import type { CellValue } from '@village/model/import/cell-text';
import {
  readImportTable,
  type HeaderCandidate,
  type ImportTable,
  type ImportTableProblem,
} from '@village/model/import/header-row';
import { formatCount } from '../../../lib/format-count';
import { englishImportTexts, type ImportTexts } from './messages';

// A file's rows as the page's table of students (the model finds the header row), and why a file
// cannot be one, in the reader's language. Texts are in English unless the caller gives the
// import's texts in the reader's language (`t`, from useMessages(importMessages)).

/**
 * A file the page cannot import as it is; `text` says why, for the user, in their language (the
 * message is the English).
 */
export class ImportFileError extends Error {
  constructor(readonly text: (t: ImportTexts) => string) {
    super(text(englishImportTexts));
    this.name = 'ImportFileError';
  }
}

/** "1 row", "1,250 rows". */
export const rowsText = (count: number, t: ImportTexts = englishImportTexts) =>
  t('rows', { count, n: formatCount(count) });

/** "1 student", "1,250 students". */
export const studentsText = (count: number, t: ImportTexts = englishImportTexts) =>
  t('students', { count, n: formatCount(count) });

/**
 * Why a file of more students than IMPORT_MAX_ROWS is refused: with their count when it is known,
 * else (the reader stopped at the first row too many) as "more than" the limit.
 */
export function tooManyRowsMessage(count?: number, t: ImportTexts = englishImportTexts): string {
  const rows =
    count === undefined
      ? t('file.moreThan', { rows: rowsText(IMPORT_MAX_ROWS, t) })
      : rowsText(count, t);
  return t('file.tooMany', { rows, max: formatCount(IMPORT_MAX_ROWS) });
}

/** Why the rows make no table of students, in the language of `t`. */
function tableProblemText(problem: ImportTableProblem, t: ImportTexts): string {
  switch (problem.kind) {
    case 'empty':
      return t('file.empty');
    case 'studentFirst':
      return t('file.studentFirst', { row: problem.row });
    case 'noStudents':
      return t('file.noStudents');
    case 'tooMany':
      return tooManyRowsMessage(problem.count, t);
  }
}

/**
 * The header and the data rows below it (readImportTable: the header is `headerRow`, 1-based, or
 * the row naming the most fields); an ImportFileError saying why the rows make no table.
 */
export function importTable(
  rows: readonly (readonly CellValue[])[],
  headerRow?: number,
): ImportTable {
  const reading = readImportTable(rows, headerRow);
  if (reading.ok) return reading.table;
  const { problem } = reading;
  throw new ImportFileError((t) => tableProblemText(problem, t));
}

/** "Row 3: S.No., Admission No., Student Name, …". */
export function candidateText(candidate: HeaderCandidate, t: ImportTexts = englishImportTexts) {
  return t('candidate', { row: candidate.row, cells: candidate.cells });
}

/** "Headers found on row 3; rows 1-2 skipped"; null when the header is the first row. */
export function headerRowText(
  headerRow: number,
  t: ImportTexts = englishImportTexts,
): string | null {
  if (headerRow <= 1) return null;
  return headerRow === 2
    ? t('headerRow.secondRow', { row: headerRow })
    : t('headerRow.found', { row: headerRow, last: headerRow - 1 });
}
