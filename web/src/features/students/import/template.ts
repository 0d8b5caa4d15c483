import { toCsv } from '@village/model/csv';
import { importTemplateNotes, importTemplateRows } from '@village/model/student-import';
import { CSV_MIME_TYPE, downloadFile } from '../../../lib/export/download-file';

export const TEMPLATE_FILE_NAME = 'student-import-template';

/** Each template column's width in characters, for the .xlsx (the CSV has none). */
const COLUMN_WIDTHS = [22, 14, 10, 18, 18, 36, 32, 11, 11, 24, 16, 18, 16, 11, 14, 9];

/** The template's workbook: the columns with an example row, and a second sheet of notes. */
export async function templateWorkbook(): Promise<Uint8Array> {
  const { writeXlsx } = await import('../../../lib/spreadsheet/xlsx');
  return writeXlsx([
    { name: 'Students', rows: importTemplateRows(), header: true, columnWidths: COLUMN_WIDTHS },
    { name: 'Notes', rows: importTemplateNotes(), header: true, columnWidths: [24, 10, 90] },
  ]);
}

/** Downloads the template as CSV or as an Excel workbook. */
export async function downloadTemplate(kind: 'csv' | 'xlsx'): Promise<void> {
  if (kind === 'csv') {
    downloadFile(toCsv(importTemplateRows()), `${TEMPLATE_FILE_NAME}.csv`, CSV_MIME_TYPE);
    return;
  }
  const { XLSX_MIME_TYPE } = await import('../../../lib/spreadsheet/xlsx');
  downloadFile(await templateWorkbook(), `${TEMPLATE_FILE_NAME}.xlsx`, XLSX_MIME_TYPE);
}
