import { toCsv } from '@village/model/csv';
import { DETAIL_FIELDS } from '@village/model/student-details';
import { IMPORT_COLUMNS } from '@village/model/import/columns';
import { importTemplateNotes, importTemplateRows } from '@village/model/import/template-rows';
import { CSV_MIME_TYPE, downloadFile } from '../../../lib/export/download-file';
import { englishImportTexts, type ImportTexts } from './messages';

export const TEMPLATE_FILE_NAME = 'student-import-template';

/** Each template column's width in characters, for the .xlsx (the CSV has none). */
const COLUMN_WIDTHS = [
  ...[22, 14, 10, 18, 18, 36, 32, 11, 11, 24, 16, 18, 16, 11, 14, 9],
  // The details' columns, as wide as their headers mostly need.
  ...DETAIL_FIELDS.map(() => 18),
];

/**
 * The template's headers in the reader's language (the import reads them back in either), and
 * the notes naming the columns the same way. The example row and the notes' descriptions stay as
 * the model writes them: the values are those the import reads.
 */
function localized(rows: string[][], t: ImportTexts, header: 'row' | 'column'): string[][] {
  const names = IMPORT_COLUMNS.map((column) => t(`field.${column.field}`));
  if (header === 'row') return [names, ...rows.slice(1)];
  return rows.map((row, index) => (index === 0 ? row : [names[index - 1]!, ...row.slice(1)]));
}

/** The template's workbook: the columns with an example row, and a second sheet of notes. */
export async function templateWorkbook(t: ImportTexts = englishImportTexts): Promise<Uint8Array> {
  const { writeXlsx } = await import('../../../lib/spreadsheet/xlsx-write');
  return writeXlsx([
    {
      name: 'Students',
      rows: localized(importTemplateRows(), t, 'row'),
      header: true,
      columnWidths: COLUMN_WIDTHS,
    },
    {
      name: 'Notes',
      rows: localized(importTemplateNotes(), t, 'column'),
      header: true,
      columnWidths: [24, 10, 90],
    },
  ]);
}

/** Downloads the template as CSV or as an Excel workbook, its headers in the language of `t`. */
export async function downloadTemplate(
  kind: 'csv' | 'xlsx',
  t: ImportTexts = englishImportTexts,
): Promise<void> {
  if (kind === 'csv') {
    downloadFile(
      toCsv(localized(importTemplateRows(), t, 'row')),
      `${TEMPLATE_FILE_NAME}.csv`,
      CSV_MIME_TYPE,
    );
    return;
  }
  const { XLSX_MIME_TYPE } = await import('../../../lib/spreadsheet/xlsx-write');
  downloadFile(await templateWorkbook(t), `${TEMPLATE_FILE_NAME}.xlsx`, XLSX_MIME_TYPE);
}
