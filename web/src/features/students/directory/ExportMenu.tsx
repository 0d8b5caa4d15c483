import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import GridOnOutlined from '@mui/icons-material/GridOnOutlined';
import { toCsv } from '@village/model/csv';
import type { DirectoryEntry } from '@village/model/directory';
import { useId, useState } from 'react';
import { useToast } from '../../../components/toast';
import { CSV_MIME_TYPE, downloadFile } from '../../../lib/export/download-file';
import { exportFileName, indianToday, studentRows } from '../../../lib/export/student-rows';

export interface ExportMenuProps {
  /** The students the directory shows now (every page), in its order. */
  entries: readonly DirectoryEntry[];
  organizationName: string;
  /** The clock (tests fix it). */
  now?: () => Date;
}

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

/**
 * Export: the students the current search and filters show (all of them, not only the page on
 * screen) as CSV or Excel, with the report's columns and formula guard.
 */
export function ExportMenu({ entries, organizationName, now = () => new Date() }: ExportMenuProps) {
  const toast = useToast();
  const menuId = useId();
  const buttonId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const save = async (kind: 'csv' | 'xlsx') => {
    setAnchor(null);
    const at = now();
    const fileName = exportFileName(organizationName, kind, at);
    try {
      if (kind === 'csv') {
        downloadFile(toCsv(studentRows(entries, indianToday(at))), fileName, CSV_MIME_TYPE);
      } else {
        const [bytes, { XLSX_MIME_TYPE }] = await Promise.all([
          exportWorkbook(entries, at),
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
    <>
      <Button
        id={buttonId}
        variant="outlined"
        size="small"
        startIcon={<FileDownloadOutlined />}
        disabled={entries.length === 0}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ flexShrink: 0 }}
      >
        Export
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
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
    </>
  );
}
