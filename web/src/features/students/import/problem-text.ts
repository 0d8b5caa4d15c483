import { FILE_TOO_LARGE } from '@village/model/import-limits';
import type { BadRow } from '@village/model/import/check-rows';
import { IMPORT_FIELD_NAMES, ROW_PROBLEMS } from '@village/model/import/check-row';
import type { UnreadValue } from '@village/model/import/column-readings';
import { IMPORT_FIELDS } from '@village/model/import/columns';
import { REGISTER_PROBLEMS } from '@village/model/import/read-text';
import { fillTemplate } from '@village/model/template';
import { SPREADSHEET_REFUSALS } from '../../../lib/spreadsheet/refusals';
import { SpreadsheetFileError, TooManyRowsError } from '../../../lib/spreadsheet/spreadsheet-file';
import type { Values } from '../../../lib/i18n/catalog';
import { templatePattern } from '../../../lib/i18n/templates';
import { ImportFileError, rowsText, tooManyRowsMessage } from './import-table';
import { englishImportTexts, type ImportTexts } from './messages';

// The import's problems are written in English by the model (model/src/import: the readers'
// REGISTER_PROBLEMS, checkImportRow's ROW_PROBLEMS) from templates with {name}s; these say them in
// the reader's language by matching the English against those templates; a schema's message goes
// through the validation book.

type Key = Parameters<ImportTexts>[0];

const REGISTER_PATTERNS = Object.entries(REGISTER_PROBLEMS).map(
  ([key, template]) => [`problem.${key}` as Key, templatePattern(template)] as const,
);
const REFUSAL_PATTERNS = [
  ['file.tooLarge' as Key, templatePattern(FILE_TOO_LARGE)] as const,
  ...Object.entries(SPREADSHEET_REFUSALS).map(
    ([key, template]) => [`refusal.${key}` as Key, templatePattern(template)] as const,
  ),
];

function byTemplate(
  english: string,
  patterns: ReadonlyArray<readonly [Key, RegExp]>,
  t: ImportTexts,
): string | undefined {
  for (const [key, pattern] of patterns) {
    const match = pattern.exec(english);
    if (match) return t(key, { ...match.groups } as Values);
  }
  return undefined;
}

/** Why a cell cannot be read ("not a real date"), in the language of `t`. */
export function registerProblemText(english: string, t: ImportTexts): string {
  return byTemplate(english, REGISTER_PATTERNS, t) ?? english;
}

/** Why the reader refuses a file ("The file is empty."), in the language of `t`. */
export function fileRefusalText(english: string, t: ImportTexts): string {
  return byTemplate(english, REFUSAL_PATTERNS, t) ?? english;
}

const FIELDS_BY_NAME = IMPORT_FIELDS.map((field) => [field, IMPORT_FIELD_NAMES[field]] as const);

/**
 * One of a row's problems ("date of birth 31-02-2010: not a real date", "full name is missing",
 * "school or college: …"), in the language of `t`.
 */
export function rowProblemLine(
  english: string,
  t: ImportTexts,
  validationText: (english: string) => string = (text) => text,
): string {
  if (english === ROW_PROBLEMS.together) return t('row.together');
  if (english === ROW_PROBLEMS.apaarConsent) return t('row.apaarConsent');
  if (english === ROW_PROBLEMS.matchNotRead) return t('row.matchNotRead');
  for (const [field, name] of FIELDS_BY_NAME) {
    const fieldText = t(`rowField.${field}`);
    if (english === fillTemplate(ROW_PROBLEMS.missing, { field: name }))
      return t('row.missing', { field: fieldText });
    const schema = `${name}: `;
    const value = `${name} `;
    if (english.startsWith(value)) {
      // "{value}: {problem}": the value may hold ": " too, and so may the problem.
      const rest = english.slice(value.length);
      for (let at = rest.indexOf(': '); at >= 0; at = rest.indexOf(': ', at + 1)) {
        const problem = byTemplate(rest.slice(at + 2), REGISTER_PATTERNS, t);
        if (problem !== undefined)
          return t('row.value', { field: fieldText, value: rest.slice(0, at), problem });
      }
    }
    // The schema's own message, said by the validation book (lib/validation/); the row's line
    // starts it lower-case ("at most 100 characters"), the book knows it as the schema wrote it.
    if (english.startsWith(schema)) {
      const message = english.slice(schema.length);
      const asWritten = message.charAt(0).toUpperCase() + message.slice(1);
      const said = validationText(asWritten);
      return t('row.schema', { field: fieldText, message: said === asWritten ? message : said });
    }
  }
  // Otherwise a whole message of the model's (an admission number already used).
  return validationText(english);
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

/** A file refused for a reason the user can act on (any other failure is logged). */
export const isRefusal = (error: unknown) =>
  error instanceof SpreadsheetFileError ||
  error instanceof ImportFileError ||
  error instanceof TooManyRowsError;

/** Why a file was not read, for the user, in their language. */
export function fileErrorMessage(error: unknown, t: ImportTexts): string {
  if (error instanceof ImportFileError) return error.text(t);
  // The reader's refusals (lib/spreadsheet) in English; the common ones are said in Hindi too.
  if (error instanceof SpreadsheetFileError) return fileRefusalText(error.message, t);
  if (error instanceof TooManyRowsError) return tooManyRowsMessage(undefined, t);
  return t('file.unreadable');
}
