import { admissionNumberClashes } from '@village/model/admission-numbers';
import type { DirectoryEntry } from '@village/model/directory';
import { matchEducationLevel } from '@village/model/student-import';
import {
  checkImportRow,
  duplicateKey,
  guessColumnMapping,
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  importedStudentDocId,
  parseImportDate,
  type ImportCells,
  type ImportColumn,
  type ImportField,
} from '@village/model/student-import';
import { normalizeIndianMobile } from '@village/model/phone';
import { importChoices, readImportValue } from '@village/model/register-values';
import type { AdmissionNumberHolder, StudentInput } from '@village/model/student';
import type { CellValue } from '../../../lib/spreadsheet/xlsx';
import { formatCount } from '../../../lib/format-count';
import { englishImportTexts, type ImportTexts } from './messages';
import { registerProblemText, rowProblemLine } from './problem-text';

// The import page's logic, pure: from a file's rows to the table of headers and data rows, the
// column mapping, the checked rows with their problems in words, the possible duplicates, and the
// rows to send. The page only shows what these return. Texts are in English unless the caller
// gives the import's texts in the reader's language (`t`, from useMessages(importMessages)).

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

export interface ImportTable {
  /** The header row's cells as text ("" for a blank header). */
  headers: string[];
  /** The header's row in the file (1-based, as a spreadsheet numbers it); the rows above are skipped. */
  headerRow: number;
  /** Each data row that is not blank, with its number in the file (as a spreadsheet numbers it). */
  rows: Array<{ row: number; values: readonly CellValue[] }>;
  /** The rows the header may be chosen from: the first HEADER_CANDIDATES rows that are not blank. */
  candidates: HeaderCandidate[];
}

/** A row the user may choose as the header: its number and its first cells' text. */
export interface HeaderCandidate {
  row: number;
  /** "S.No., Admission No., Student Name, …" (candidateText says "Row 3: " before it). */
  cells: string;
}

/** How many of the file's first rows that are not blank may hold the header. */
export const HEADER_CANDIDATES = 15;

/**
 * Which file column (index) feeds each field; and, for a field the file has no column for, a value
 * typed once for every row (a school's own register seldom names the school on each row).
 */
export interface ColumnMapping extends Partial<Record<ImportField, number>> {
  everyRow?: Partial<Record<ImportField, string>>;
}

/**
 * The fields that may take one value for every row: what a register often states once, in its
 * title ("Class VII-A", the school's name), rather than on each row. Not a student's own facts.
 */
export const EVERY_ROW_FIELDS: readonly ImportField[] = [
  'school',
  'educationLevel',
  'section',
  'course',
  'status',
  'enrollmentDate',
];

/** The text typed for every row for `field`, when it has no column; '' otherwise. */
export function everyRowText(mapping: ColumnMapping, field: ImportField): string {
  return mapping[field] === undefined ? (mapping.everyRow?.[field]?.trim() ?? '') : '';
}

const DATE_FIELDS: ReadonlySet<ImportField> = new Set(['dateOfBirth', 'enrollmentDate']);
/** Excel's serial numbers for 1 January 1900 and 31 December 9999. */
const SERIAL_RANGE = [1, 2_958_465] as const;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A date as the template writes it: DD-MM-YYYY (from the date's UTC calendar day). */
export function dayMonthYear(date: Date): string {
  return `${twoDigits(date.getUTCDate())}-${twoDigits(date.getUTCMonth() + 1)}-${date.getUTCFullYear()}`;
}

/** Excel's 1900 date system (a workbook cell without a date format still holds the serial). */
function serialDate(serial: number): Date {
  const days = Math.floor(serial) < 60 ? Math.floor(serial) : Math.floor(serial) - 1;
  return new Date(Date.UTC(1899, 11, 31) + days * 86_400_000);
}

/**
 * A cell as the text checkImportRow reads. A workbook gives dates as dates (or, in a date column
 * without a date format, as Excel's serial numbers): they become DD-MM-YYYY. A number is written
 * in full (a phone number 9876543210, not 9.87E+09).
 */
export function cellText(value: CellValue | undefined, field?: ImportField): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : dayMonthYear(value);
  if (typeof value === 'number') {
    if (field && DATE_FIELDS.has(field) && value >= SERIAL_RANGE[0] && value <= SERIAL_RANGE[1])
      return dayMonthYear(serialDate(value));
    return Number.isInteger(value) ? value.toFixed(0) : String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return value;
}

const isBlank = (row: readonly (CellValue | undefined)[]) =>
  row.every((cell) => cellText(cell).trim() === '');

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

/** "1 row", "1,250 rows". */
export const rowsText = (count: number, t: ImportTexts = englishImportTexts) =>
  t('rows', { count, n: formatCount(count) });

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

/** "Row 3: S.No., Admission No., Student Name, …". */
export function candidateText(candidate: HeaderCandidate, t: ImportTexts = englishImportTexts) {
  return t('candidate', { row: candidate.row, cells: candidate.cells });
}

/** How well a row reads as the header: the fields it names, the required ones counting twice. */
function headerScore(values: readonly CellValue[]): number {
  const mapping = guessColumnMapping(values.map((cell) => cellText(cell).trim()));
  return IMPORT_COLUMNS.reduce(
    (score, column) =>
      mapping[column.field] === undefined ? score : score + (column.required ? 2 : 1),
    0,
  );
}

/**
 * The header and the data rows below it, blank rows left out. The header is `headerRow` (1-based)
 * when given; otherwise, among the first HEADER_CANDIDATES rows that are not blank, the one whose
 * cells name the most fields (the earliest of equals), so that a register's title and date rows
 * above its headers are skipped; when no row names any field, the first row that is not blank.
 * Cells stay as read (a date stays a date) until the mapping says which field each one feeds.
 */
export function importTable(
  rows: readonly (readonly CellValue[])[],
  headerRow?: number,
): ImportTable {
  const filled: number[] = [];
  for (let index = 0; index < rows.length && filled.length < HEADER_CANDIDATES; index++)
    if (!isBlank(rows[index]!)) filled.push(index);
  if (filled.length === 0) throw new ImportFileError((t) => t('file.empty'));
  let headerIndex = filled[0]!;
  if (headerRow !== undefined) headerIndex = headerRow - 1;
  else {
    let best = 0;
    for (const index of filled) {
      const score = headerScore(rows[index]!);
      if (score > best) [best, headerIndex] = [score, index];
    }
  }
  const headers = (rows[headerIndex] ?? []).map((cell) => cellText(cell).trim());
  if (
    headerRow === undefined &&
    Object.keys(guessColumnMapping(headers)).length === 0 &&
    looksLikeData(headers)
  )
    throw new ImportFileError((t) => t('file.studentFirst', { row: headerIndex + 1 }));
  const data: ImportTable['rows'] = [];
  rows.forEach((values, index) => {
    if (index > headerIndex && !isBlank(values)) data.push({ row: index + 1, values });
  });
  if (data.length === 0) throw new ImportFileError((t) => t('file.noStudents'));
  if (data.length > IMPORT_MAX_ROWS)
    throw new ImportFileError((t) => tooManyRowsMessage(data.length, t));
  return {
    headers,
    headerRow: headerIndex + 1,
    rows: data,
    candidates: filled.map((index) => candidateOf(index + 1, rows[index]!)),
  };
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

/** The required fields the mapping leaves without a column or a value for every row. */
export function unmappedRequired(mapping: ColumnMapping): ImportColumn[] {
  return IMPORT_COLUMNS.filter(
    (column) =>
      column.required &&
      mapping[column.field] === undefined &&
      everyRowText(mapping, column.field) === '',
  );
}

/**
 * Values the user chose for values of the file the app does not understand, for the whole file:
 * by field, the replacement of each cell text (trimmed, as read). Only for the fields with a list
 * of values (importChoices: gender, education level, status).
 */
export type ValueOverrides = Partial<Record<ImportField, Record<string, string>>>;

/**
 * One row's cells by field, as text; a value the user mapped to a known one replaced by it, and
 * a field without a column given the value typed for every row (read like any cell: "VII").
 */
export function cellsOf(
  values: readonly CellValue[],
  mapping: ColumnMapping,
  valueOverrides: ValueOverrides = {},
): ImportCells {
  const cells: ImportCells = {};
  for (const column of IMPORT_COLUMNS) {
    const index = mapping[column.field];
    if (index === undefined) {
      const typed = everyRowText(mapping, column.field);
      if (typed) cells[column.field] = typed;
      continue;
    }
    const text = cellText(values[index], column.field);
    cells[column.field] = valueOverrides[column.field]?.[text.trim()] ?? text;
  }
  return cells;
}

export interface CheckedRow {
  row: number;
  /** The name as written in the file, to recognise the row by. */
  name: string;
}
export interface GoodRow extends CheckedRow {
  student: StudentInput;
}
export interface BadRow extends CheckedRow {
  /**
   * What is wrong with this row in particular ("full name is missing"). Empty when its only
   * problems are values not understood, which the preview says once per value (unreadValues).
   */
  problems: string[];
  /** The fields whose value in this row is one the app does not understand. */
  unread: ImportField[];
}

/**
 * "Row 14: date of birth 31-02-2010: not a real date; school or college is missing", in the
 * language of `t`.
 */
export function rowProblemTextIn(
  t: ImportTexts,
  validationText?: (english: string) => string,
): (row: BadRow) => string {
  return (row) =>
    t('errors.row', {
      row: row.row,
      problems: row.problems
        .map((problem) => rowProblemLine(problem, t, validationText))
        .join('; '),
    });
}
export const rowProblemText = rowProblemTextIn(englishImportTexts);

export interface CheckedRows {
  good: GoodRow[];
  bad: BadRow[];
}

/** The fields with a list of values: a value not understood is said once, and can be mapped. */
export const CHOICE_FIELDS: readonly ImportField[] = IMPORT_COLUMNS.map(
  (column) => column.field,
).filter((field) => importChoices(field) !== null);

type ValueReading = ReturnType<typeof readImportValue>;

/** readImportValue, once per distinct value of each field. */
function valueReader() {
  const cache = new Map<ImportField, Map<string, ValueReading>>();
  return (field: ImportField, text: string): ValueReading => {
    let byText = cache.get(field);
    if (!byText) cache.set(field, (byText = new Map()));
    let reading = byText.get(text);
    if (!reading) byText.set(text, (reading = readImportValue(field, text)));
    return reading;
  };
}

/**
 * Every data row checked as the callable will check it again, with the values the user mapped
 * replaced. A row with a value not understood in a field with a list of values is checked again
 * with a known value in its place, to tell what else is wrong with the row.
 */
export function checkRows(
  rows: ImportTable['rows'],
  mapping: ColumnMapping,
  valueOverrides: ValueOverrides = {},
): CheckedRows {
  const good: GoodRow[] = [];
  const bad: BadRow[] = [];
  const read = valueReader();
  const choiceFields = CHOICE_FIELDS.filter((field) => mapping[field] !== undefined);
  for (const { row, values } of rows) {
    const cells = cellsOf(values, mapping, valueOverrides);
    const name = (cells.name ?? '').trim();
    const result = checkImportRow(cells);
    if (result.ok) {
      good.push({ row, name, student: result.student });
      continue;
    }
    const unread = choiceFields.filter((field) => {
      const text = (cells[field] ?? '').trim();
      return text !== '' && !read(field, text).ok;
    });
    if (unread.length === 0) {
      bad.push({ row, name, problems: result.problems, unread });
      continue;
    }
    const known = { ...cells };
    for (const field of unread) known[field] = importChoices(field)![0]!;
    const rest = checkImportRow(known);
    bad.push({ row, name, problems: rest.ok ? [] : rest.problems, unread });
  }
  return { good, bad };
}

/** A value of the file as read, and as it will be stored ("VII" → "7th Standard"). */
export interface ValueSample {
  read: string;
  shown: string;
}

/** A column of the file, the field it feeds, and a few of its values as understood. */
export interface ColumnReading {
  field: ImportField;
  /** The file's header for the column (the template's when the file's is blank). */
  header: string;
  samples: ValueSample[];
}

/** A value the app does not understand, said once for every row that holds it. */
export interface UnreadValue {
  field: ImportField;
  header: string;
  /** The cell's text, trimmed, as read. */
  value: string;
  rows: number;
  /** Why, a lower-case clause after a colon ("the app starts at 1st Standard"). */
  problem: string;
  /** The known values it can be mapped to. */
  choices: readonly string[];
  /** The known value the user mapped it to, if any. */
  replacement: string | undefined;
}

export interface FileReading {
  columns: ColumnReading[];
  /** The values not understood, by column, then in the order the file first holds them. */
  unread: UnreadValue[];
  /** Whether a date column holds a two-digit year (12/08/12), read by TWO_DIGIT_YEAR_RULE. */
  twoDigitYears: boolean;
}

/** Samples shown per column. */
export const SAMPLES_PER_COLUMN = 3;
/** Rows looked at for a column's samples. */
const SAMPLE_ROWS = 500;
const TWO_DIGIT_YEAR = /\b\d{1,2}[-/.]\d{1,2}[-/.]\d{2}$/;

/**
 * What the mapped columns were understood as: a few samples each (values the app reads
 * differently first: "VII → 7th Standard"), the values of the fields with a list of values that it
 * does not understand, each once with its count of rows, and whether a date has a two-digit year.
 * Cheap for 20,000 rows: counted by distinct value, samples from the first rows only.
 */
export function readColumns(
  table: ImportTable,
  mapping: ColumnMapping,
  valueOverrides: ValueOverrides = {},
): FileReading {
  const read = valueReader();
  const columns: ColumnReading[] = [];
  const unread: UnreadValue[] = [];
  let twoDigitYears = false;
  for (const column of IMPORT_COLUMNS) {
    const index = mapping[column.field];
    if (index === undefined) continue;
    const { field } = column;
    const header = table.headers[index] || column.header;
    const choices = importChoices(field);
    const isDate = DATE_FIELDS.has(field);
    const counts = new Map<string, number>();
    const changed: ValueSample[] = [];
    const same: ValueSample[] = [];
    table.rows.forEach(({ values }, at) => {
      const text = cellText(values[index], field).trim();
      if (!text) return;
      if (isDate && !twoDigitYears && TWO_DIGIT_YEAR.test(text)) twoDigitYears = true;
      if (choices) counts.set(text, (counts.get(text) ?? 0) + 1);
      if (at >= SAMPLE_ROWS || changed.length >= SAMPLES_PER_COLUMN) return;
      if (changed.some((sample) => sample.read === text)) return;
      if (same.some((sample) => sample.read === text)) return;
      const reading = read(field, text);
      if (!reading.ok) return;
      const sample = { read: text, shown: reading.shown };
      if (reading.shown !== text) changed.push(sample);
      else if (same.length < SAMPLES_PER_COLUMN) same.push(sample);
    });
    columns.push({
      field,
      header,
      samples: [...changed, ...same].slice(0, SAMPLES_PER_COLUMN),
    });
    for (const [value, rows] of counts) {
      const reading = read(field, value);
      if (reading.ok) continue;
      unread.push({
        field,
        header,
        value,
        rows,
        problem: reading.problem,
        choices: choices!,
        replacement: valueOverrides[field]?.[value],
      });
    }
  }
  return { columns, unread, twoDigitYears };
}

/** "Class 'Nursery' in 4 rows: the app starts at 1st Standard", in the language of `t`. */
export function unreadValueTextIn(t: ImportTexts): (value: UnreadValue) => string {
  return (value) =>
    t('unread.value', {
      header: value.header,
      value: value.value,
      rows: rowsText(value.rows, t),
      problem: registerProblemText(value.problem, t),
    });
}
export const unreadValueText = unreadValueTextIn(englishImportTexts);

/**
 * The import's id: the first 32 hex digits of the SHA-256 of the organization and the good rows.
 * The same file (and mapping) gives the same id, so sending it again, after a dropped connection
 * or a reload, lands on the same documents (students/import-<id>-<row>) and creates nothing twice.
 */
export async function importIdOf(orgId: string, good: readonly GoodRow[]): Promise<string> {
  const text = JSON.stringify([orgId, good.map(({ row, student }) => [row, student])]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 32);
}

export interface DuplicateRow extends GoodRow {
  /** "Row 9 looks like row 3: same name, date of birth and parent contact" (duplicateText). */
  message: string;
  /** The earlier row of the file it looks like, or the student already in the directory. */
  like: { row: number } | { student: string };
}

/** A possible duplicate's reason, in the language of `t`. */
export function duplicateText(
  row: Pick<DuplicateRow, 'row' | 'like'>,
  t: ImportTexts = englishImportTexts,
): string {
  const same = t('duplicates.same');
  return 'student' in row.like
    ? t('duplicates.ofStudent', { row: row.row, student: row.like.student, same })
    : t('duplicates.ofRow', { row: row.row, earlier: row.like.row, same });
}

export interface ImportPreview {
  /** Good rows that are not possible duplicates nor already imported: imported. */
  ready: GoodRow[];
  /** Good rows that look like another row of the file or a student already there. */
  duplicates: DuplicateRow[];
  /** Good rows this same import has already written (a reload after a partial import). */
  alreadyImported: GoodRow[];
  errors: BadRow[];
}

function describeStudent(entry: DirectoryEntry): string {
  return entry.studentId ? `${entry.name} (${entry.studentId})` : entry.name;
}

/**
 * Sorts the good rows: a row whose document this import already wrote is already imported; a row
 * with the same duplicateKey as an earlier row of the file, or as a student of the organization
 * (other than this import's own), is a possible duplicate; a row whose admission number another
 * student or an earlier row holds is an error; the rest are ready.
 */
export function previewImport(
  checked: CheckedRows,
  importId: string,
  existing: Iterable<DirectoryEntry>,
  admissionHolders: ReadonlyMap<string, readonly AdmissionNumberHolder[]>,
): ImportPreview {
  // This import's own documents ("import-<id>-<row>") are not duplicates of its rows.
  const ownPrefix = importedStudentDocId(importId, 0).replace(/\d+$/, '');
  const existingIds = new Set<string>();
  const existingByKey = new Map<string, DirectoryEntry>();
  for (const entry of existing) {
    existingIds.add(entry.id);
    if (entry.id.startsWith(ownPrefix)) continue;
    const key = duplicateKey(entry);
    if (!existingByKey.has(key)) existingByKey.set(key, entry);
  }
  // An admission number held by another student, or by an earlier row, is an error: numbers are
  // unique, and the callable would refuse the batch holding it.
  const clashes = new Map(
    admissionNumberClashes(importId, checked.good, admissionHolders).map(({ row, text }) => [
      row,
      text,
    ]),
  );
  const firstRowByKey = new Map<string, number>();
  const preview: ImportPreview = {
    ready: [],
    duplicates: [],
    alreadyImported: [],
    errors: [...checked.bad],
  };
  for (const good of checked.good) {
    const clash = clashes.get(good.row);
    if (clash !== undefined) {
      preview.errors.push({ row: good.row, name: good.name, problems: [clash], unread: [] });
      continue;
    }
    const key = duplicateKey(good.student);
    const earlier = firstRowByKey.get(key);
    if (earlier === undefined) firstRowByKey.set(key, good.row);
    const twin = existingByKey.get(key);
    if (existingIds.has(importedStudentDocId(importId, good.row)))
      preview.alreadyImported.push(good);
    else if (earlier !== undefined || twin) {
      const like = earlier !== undefined ? { row: earlier } : { student: describeStudent(twin!) };
      preview.duplicates.push({ ...good, like, message: duplicateText({ row: good.row, like }) });
    } else preview.ready.push(good);
  }
  if (clashes.size > 0) preview.errors.sort((a, b) => a.row - b.row);
  return preview;
}

/** The rows to send, in file order: the ready ones, and the possible duplicates if asked. */
export function rowsToImport(preview: ImportPreview, includeDuplicates: boolean): GoodRow[] {
  const rows = includeDuplicates ? [...preview.ready, ...preview.duplicates] : [...preview.ready];
  return rows.sort((a, b) => a.row - b.row);
}

/** Why nothing would be sent, in words; null when some row would be. */
export function nothingToImportMessage(
  preview: ImportPreview,
  includeDuplicates: boolean,
  t: ImportTexts = englishImportTexts,
): string | null {
  if (rowsToImport(preview, includeDuplicates).length > 0) return null;
  const imported = preview.alreadyImported.length > 0 ? t('nothing.alreadyImported') : null;
  if (preview.duplicates.length > 0)
    return [imported, t('nothing.onlyDuplicates')].filter(Boolean).join(' ');
  if (imported) return t('nothing.allImported');
  return t('nothing.errors');
}

/** `items` in runs of `size`. */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    batches.push(items.slice(start, start + size));
  return batches;
}
