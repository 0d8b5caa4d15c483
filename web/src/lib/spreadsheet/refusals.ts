/**
 * Why the spreadsheet reader refuses a file, in English; `{name}` is the file's name. One table
 * (the reader's modules and its worker use it), so that the import can say each in the reader's
 * language, its English being these very texts.
 */
/* eslint-disable village/no-literal-text -- the English, which the import's book says in each language */
export const SPREADSHEET_REFUSALS = {
  empty: 'The file is empty.',
  notOpened: 'The file could not be opened. Choose it again.',
  ods: 'OpenDocument (.ods) files cannot be read here. Save the sheet as .xlsx or CSV and choose it again.',
  xls: 'Old Excel files (.xls) cannot be read here. Save the sheet as .xlsx or CSV and choose it again.',
  notSpreadsheet: '"{name}" is not a CSV or Excel (.xlsx) file. Choose a .csv or .xlsx file.',
  unclosedQuote:
    'This CSV file could not be read: a quoted cell is not closed. Save it again from your spreadsheet program.',
  workbookTooLarge: 'This workbook is too large to read here. Split it into smaller files.',
  notWorkbook:
    'This file could not be read as an Excel workbook (.xlsx). Open it in your spreadsheet program and save it again as .xlsx or CSV.',
} as const;
