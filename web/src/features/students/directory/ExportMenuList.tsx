import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import GridOnOutlined from '@mui/icons-material/GridOnOutlined';
import { toCsv } from '@village/model/csv';
import type { DirectoryEntry } from '@village/model/directory';
import { useToast } from '../../../components/toast';
import { useMessages } from '../../../lib/i18n/messages';
import { CSV_MIME_TYPE, downloadFile } from '../../../lib/export/download-file';
import { exportFileName, indianToday, studentRows } from '../../../lib/export/student-rows';
import { directoryMessages } from './messages';

/** Column widths of the workbook, in characters, in the order of REPORT_COLUMNS. */
const COLUMN_WIDTHS = [12, 24, 9, 13, 6, 20, 20, 16, 32, 36, 24, 17, 11];

/** The sheet's name and the column headers, in the reader's language (English by default). */
export interface ExportTexts {
  sheet: string;
  headers: readonly string[];
}

/** The directory's current list as a workbook of one sheet, with the report's columns. */
export async function exportWorkbook(
  entries: readonly DirectoryEntry[],
  now: Date,
  texts?: ExportTexts,
): Promise<Uint8Array> {
  // The workbook writer loads on the first Excel export, not with the directory.
  const { writeXlsx } = await import('../../../lib/spreadsheet/xlsx');
  return writeXlsx([
    {
      name: texts?.sheet ?? directoryMessages.en['export.sheet'],
      rows: studentRows(entries, indianToday(now), texts?.headers),
      header: true,
      columnWidths: COLUMN_WIDTHS,
    },
  ]);
}

export interface ExportMenuListProps {
  /** The Export button while the menu is open, else null. */
  anchor: HTMLElement | null;
  onClose: () => void;
  menuId: string;
  buttonId: string;
  /** The students to export, in the directory's order, asked for as a file is written. */
  entries: () => Promise<readonly DirectoryEntry[]>;
  organizationName: string;
  now: () => Date;
  /** The sheet's name and the headers, in the reader's language. */
  texts: ExportTexts;
}

/** The Export menu's choices and the exports themselves: loaded when Export is first pressed. */
export default function ExportMenuList({
  anchor,
  onClose,
  menuId,
  buttonId,
  entries,
  organizationName,
  now,
  texts,
}: ExportMenuListProps) {
  const toast = useToast();
  const t = useMessages(directoryMessages);

  const save = async (kind: 'csv' | 'xlsx') => {
    onClose();
    const at = now();
    const fileName = exportFileName(organizationName, kind, at);
    try {
      // Every student the directory's search and filters match, asked of its engine now.
      const students = await entries();
      if (kind === 'csv') {
        downloadFile(
          toCsv(studentRows(students, indianToday(at), texts.headers)),
          fileName,
          CSV_MIME_TYPE,
        );
      } else {
        const [bytes, { XLSX_MIME_TYPE }] = await Promise.all([
          exportWorkbook(students, at, texts),
          import('../../../lib/spreadsheet/xlsx'),
        ]);
        downloadFile(bytes, fileName, XLSX_MIME_TYPE);
      }
    } catch (error) {
      console.error('Export not made', error);
      toast({
        variant: 'destructive',
        title: t('export.failed'),
        description: kind === 'xlsx' ? t('export.xlsxFailed') : t('export.csvFailed'),
      });
    }
  };

  return (
    <Menu
      id={menuId}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
    >
      <MenuItem onClick={() => void save('csv')}>
        <ListItemIcon>
          <DescriptionOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('export.csv')}</ListItemText>
      </MenuItem>
      <MenuItem onClick={() => void save('xlsx')}>
        <ListItemIcon>
          <GridOnOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('export.xlsx')}</ListItemText>
      </MenuItem>
    </Menu>
  );
}
