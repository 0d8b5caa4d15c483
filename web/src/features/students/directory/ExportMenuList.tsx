import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import GridOnOutlined from '@mui/icons-material/GridOnOutlined';
import { toCsv } from '@village/model/csv';
import type { DirectoryEntry } from '@village/model/directory';
import { useToast } from '../../../components/toast';
import { CSV_MIME_TYPE, downloadFile } from '../../../lib/export/download-file';
import { exportFileName, indianToday, studentRows } from '../../../lib/export/student-rows';

/** Column widths of the workbook, in characters, in the order of REPORT_COLUMNS. */
const COLUMN_WIDTHS = [12, 24, 9, 13, 6, 20, 20, 16, 32, 36, 24, 17, 11];

/** The directory's current list as a workbook of one sheet, with the report's columns. */
export async function exportWorkbook(
  entries: readonly DirectoryEntry[],
  now: Date,
): Promise<Uint8Array> {
  // The workbook writer loads on the first Excel export, not with the directory.
  const { writeXlsx } = await import('../../../lib/spreadsheet/xlsx');
  return writeXlsx([
    {
      name: 'Students',
      rows: studentRows(entries, indianToday(now)),
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
}: ExportMenuListProps) {
  const toast = useToast();

  const save = async (kind: 'csv' | 'xlsx') => {
    onClose();
    const at = now();
    const fileName = exportFileName(organizationName, kind, at);
    try {
      // Every student the directory's search and filters match, asked of its engine now.
      const students = await entries();
      if (kind === 'csv') {
        downloadFile(toCsv(studentRows(students, indianToday(at))), fileName, CSV_MIME_TYPE);
      } else {
        const [bytes, { XLSX_MIME_TYPE }] = await Promise.all([
          exportWorkbook(students, at),
          import('../../../lib/spreadsheet/xlsx'),
        ]);
        downloadFile(bytes, fileName, XLSX_MIME_TYPE);
      }
    } catch (error) {
      console.error('Export not made', error);
      toast({
        variant: 'destructive',
        title: 'Export not downloaded',
        description:
          kind === 'xlsx'
            ? 'The Excel file could not be made. Check your connection and try again.'
            : 'The CSV file could not be made. Try again.',
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
        <ListItemText>CSV</ListItemText>
      </MenuItem>
      <MenuItem onClick={() => void save('xlsx')}>
        <ListItemIcon>
          <GridOnOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>Excel (.xlsx)</ListItemText>
      </MenuItem>
    </Menu>
  );
}
