import { FILE_TOO_LARGE } from '@village/model/import-limits';
import { IMPORT_FIELD_NAMES, ROW_PROBLEMS } from '@village/model/import/check-row';
import { IMPORT_COLUMNS, type ImportField } from '@village/model/import/columns';
import { TWO_DIGIT_YEAR_RULE } from '@village/model/import/read-date';
import { REGISTER_PROBLEMS } from '@village/model/import/read-text';
import { formatMessage } from '../../../lib/i18n/catalog';
import { SPREADSHEET_REFUSALS } from '../../../lib/spreadsheet/refusals';
import { defineMessages, type MessageBook, type TranslateOf } from '../../../lib/i18n/messages';

/** "field.name": "Full Name"…: the English names are the template's headers themselves. */
const fieldNames = Object.fromEntries(
  IMPORT_COLUMNS.map((column) => [`field.${column.field}`, column.header]),
) as Record<`field.${ImportField}`, string>;

/** The model's words for a row's problems, by key: "problem.realDate": "not a real date"…. */
const prefixed = <P extends string, T extends Record<string, string>>(prefix: P, texts: T) =>
  Object.fromEntries(Object.entries(texts).map(([key, text]) => [`${prefix}.${key}`, text])) as {
    [K in keyof T & string as `${P}.${K}`]: string;
  };

const en = {
  ...fieldNames,
  // The fields as a row's problems name them ("date of birth", lower case in English).
  ...prefixed('rowField', IMPORT_FIELD_NAMES),
  ...prefixed('row', ROW_PROBLEMS),
  ...prefixed('problem', REGISTER_PROBLEMS),
  'file.tooLarge': FILE_TOO_LARGE,
  ...prefixed('refusal', SPREADSHEET_REFUSALS),

  // Counts: {n} is the count as shown (1,250), {count} chooses the form.
  students: { one: '{n} student', other: '{n} students' },
  rows: { one: '{n} row', other: '{n} rows' },

  // The page and its four steps
  back: 'Student Directory',
  'template.failed': 'Template not downloaded',
  'template.failedDescription':
    'The template could not be made. Check your connection and try again.',
  'step1.title': 'Download the template',
  'step1.help':
    'One row per student. Full Name, Education Level and School / College are required; dates are written DD-MM-YYYY or DD/MM/YYYY. The Excel template lists the allowed values on its Notes sheet.',
  'template.csv': 'Template (CSV)',
  'template.xlsx': 'Template (Excel .xlsx)',
  'step2.title': 'Choose your file',
  'step2.help': 'A CSV or Excel (.xlsx) file with a header row, at most {max} students.',
  'file.label': 'Spreadsheet file',
  'file.choose': 'Choose file',
  'file.chooseAnother': 'Choose another file',
  'file.reading': 'Reading the file…',
  'file.read': '{name}: {students} below the header row.',
  'file.progress': 'Reading progress',
  sheet: 'Sheet',
  'sheet.help':
    'The workbook has more than one sheet: the students are read from the one that looks most like a register. Choose another by its name.',
  'step3.title': 'Match the columns',
  'step3.help':
    'For each field, the column of your file that holds it. Columns named as in the template are matched already.',
  headerRow: 'Header row',
  'step4.title': 'Check and import',
  includeDuplicates: 'Import possible duplicates too',
  importStudents: 'Import {students}',
  updateStudents: 'Update {students}',
  importAndUpdate: 'Import {students} and update {updated}',
  checking: 'Checking the rows against the students already here…',

  // Why a file cannot be imported
  'file.unreadable':
    'The file could not be read. Check that it is a CSV or .xlsx file and try again.',
  'file.empty': 'The file is empty.',
  'file.tooMany':
    'The file has {rows} of students; at most {max} can be imported at once. Split it into smaller files.',
  'file.moreThan': 'more than {rows}',
  'file.studentFirst':
    'The first row of the file (row {row}) holds a student, not the column headers. Add a header row (Full Name, Education Level, School / College, …) or start from the template.',
  'file.noStudents': 'The file has column headers but no students below them.',
  noImportId:
    'This browser could not prepare the import. Open the app over its https address and try again.',
  offline:
    'You are offline: the students already in the directory cannot be checked for duplicates. Connect to the internet to continue.',

  // The header row and the columns
  candidate: 'Row {row}: {cells}',
  'headerRow.secondRow': 'Headers found on row {row}; row 1 skipped',
  'headerRow.found': 'Headers found on row {row}; rows 1-{last} skipped',
  'mapping.notInFile': 'Not in the file',
  'mapping.everyRow': 'The same for every row',
  'mapping.column': 'Column {column}: {header}',
  'mapping.noHeader': '(no header)',
  'mapping.forEveryRow': '{field} for every row',
  'mapping.typedOnce': 'Typed once, stored on every row',
  'mapping.everyRowValue': 'Every row: {value}',
  'mapping.details': 'More details (UDISE+), optional',
  'mapping.detailsMatched': {
    one: '{n} column of the file matched',
    other: '{n} columns of the file matched',
  },
  'mapping.missing': {
    one: 'Choose the column that holds {fields}: it is required. The rows are checked once every required field has a column.',
    other:
      'Choose the column that holds {fields}: they are required. The rows are checked once every required field has a column.',
  },

  // How the file was read
  'reading.title': 'How the file was read',
  'reading.values': 'Values read',
  twoDigitYearRule: TWO_DIGIT_YEAR_RULE,
  'unread.title': 'Values not understood',
  'unread.help':
    'Rows with these values are not imported, unless you choose the value each one means for the whole file.',
  'unread.value': "{header} '{value}' in {rows}: {problem}",
  'unread.readAs': 'Read as',
  'unread.readAsLabel': "Read {header} '{value}' as",
  'unread.notUnderstood': 'Not understood: not imported',
  'unread.more': {
    one: 'and {n} more value not understood',
    other: 'and {n} more values not understood',
  },
  'status.active': 'Active',
  'status.graduated': 'Graduated',
  'status.left': 'Left',

  // The preview
  'preview.counts': 'Preview counts',
  'preview.ready': 'Ready to import',
  'preview.errors': 'With errors',
  'preview.duplicates': 'Possible duplicates',
  'preview.alreadyImported': 'Already imported from this file',
  'preview.updates': 'To update',
  'preview.unchanged': 'Already up to date',
  'errors.title': 'Rows with errors (not imported)',
  'errors.note':
    'Correct these rows in your file and choose it again, or import the other rows now.',
  'errors.what': 'What is wrong',
  'errors.row': 'Row {row}: {problems}',
  'duplicates.note': 'These rows are not imported unless you tick Import possible duplicates too.',
  'duplicates.why': 'Why',
  'duplicates.ofRow': 'Row {row} looks like row {earlier}: {same}',
  'duplicates.ofStudent': 'Row {row} looks like {student}, already in the directory: {same}',
  'duplicates.same': 'same name, date of birth and parent contact',
  name: 'Name',
  'preview.firstListed': ' The first {listed} of {rows} are listed.',
  'preview.scrollable': '{title}, scrollable',
  'nothing.alreadyImported': 'The good rows of this file have already been imported.',
  'nothing.onlyDuplicates':
    'Only possible duplicates are left: tick Import possible duplicates too to import them.',
  'nothing.allImported': 'Every good row of this file has already been imported.',
  'nothing.errors':
    'No row of this file can be imported as it is: correct the rows with errors and choose the file again.',

  // The UDISE+ portal's student sheet read back
  'portal.recognised':
    'This is the UDISE+ portal’s student sheet: its codes are read as the app’s values, and the students already here are updated rather than added again.',
  'updates.title': 'Students already here that this sheet updates',
  'updates.note':
    'Matched by admission number, or else by name and date of birth. Only the fields listed change; the rest of each record stays as it is.',
  'updates.changes': 'What changes',
  'updates.byNumber': 'Row {row} is {student} (same admission number): {fields}',
  'updates.byNameAndBirth': 'Row {row} is {student} (same name and date of birth): {fields}',
  'updates.progress': '{sent} of {total} updates sent',
  'updates.done': { one: '{n} student updated', other: '{n} students updated' },
  'updates.offline':
    'The updates are saved on this device and will be sent when the connection returns.',
  'updates.failed':
    '{failed} of the updates were refused. Open those students from the directory to check them.',

  // The import's run
  'run.stopped':
    'The import stopped before the end. The rows sent so far are saved; Resume sends the rest.',
  'run.progress': 'Import progress',
  'run.done': '{done} of {total} imported',
  'run.keepOpen': 'Keep this page open until the import ends.',
  'run.resume': 'Resume',
  'run.imported': { one: '{n} student imported', other: '{n} students imported' },
  'run.openDirectory': 'Open the Student Directory',
  'run.another': 'Import another file',
};

/**
 * The student import's texts (/students/import), and the words of its preview. Typed, not
 * inferred: the Hindi chunk's type refers back to this book.
 */
export const importMessages: MessageBook<typeof en> = defineMessages('students.import', en, {
  hi: () => import('./messages.hi').then((m) => m.hi),
});

export type ImportTexts = TranslateOf<typeof en>;

/**
 * The import's texts in English: the default of the pure functions (import-table.ts, problem-text.ts, import-plan.ts), whose tests
 * and callers without a language read English.
 */
export const englishImportTexts: ImportTexts = (key, values) =>
  formatMessage(en[key], 'en', values);
