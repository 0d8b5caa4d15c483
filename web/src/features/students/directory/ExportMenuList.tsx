import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import GridOnOutlined from '@mui/icons-material/GridOnOutlined';
import { toCsv } from '@village/model/csv';
import type { DirectoryEntry } from '@village/model/directory';
import { DETAIL_FIELDS, type StudentDetails } from '@village/model/student-details';
import { useToast } from '../../../components/toast';
import { useMessages } from '../../../lib/i18n/messages';
import { CSV_MIME_TYPE, downloadFile } from '../../../lib/export/download-file';
import {
  DETAIL_COLUMNS,
  exportFileName,
  indianToday,
  studentRows,
  type ExportDetails,
} from '../../../lib/export/student-rows';
import { udiseMessages } from '../udise/messages';
import type { UdiseReturn } from '../udise/udise-return';
import { directoryMessages } from './messages';

/** Column widths of the workbook, in characters: REPORT_COLUMNS', the register's, the details'. */
const COLUMN_WIDTHS = [
  ...[12, 24, 9, 13, 6, 20, 20, 16, 32, 36, 24, 17, 11],
  ...[8, 14],
  ...DETAIL_FIELDS.map(() => 18),
];

/** The sheet's name and the column headers, in the reader's language (English by default). */
export interface ExportTexts {
  sheet: string;
  headers: readonly string[];
  /** The section's and admission number's headers (EXPORT_REGISTER_COLUMNS in the reader's). */
  registerHeaders: readonly string[];
  /** The details' headers (DETAIL_COLUMNS in the reader's language). */
  detailHeaders: readonly string[];
}

type DetailsReader = (ids: readonly string[]) => Promise<ReadonlyMap<string, StudentDetails>>;

/**
 * The exported students' details, by id: what `read` answers, or none when there is no reader or
 * it fails (a student's details are then blank: the export is never refused for them).
 */
export async function exportDetails(
  entries: readonly DirectoryEntry[],
  read: DetailsReader | undefined,
  headers: readonly string[] = DETAIL_COLUMNS,
): Promise<ExportDetails> {
  let byId: ReadonlyMap<string, StudentDetails> = new Map();
  if (read) {
    try {
      byId = await read(entries.map((entry) => entry.id));
    } catch (error) {
      console.warn('Student details not read for the export', error);
    }
  }
  return { headers, byId };
}

/**
 * The directory's current list as a workbook of one sheet, with the report's columns and, when
 * given, the students' details.
 */
export async function exportWorkbook(
  entries: readonly DirectoryEntry[],
  now: Date,
  texts?: ExportTexts,
  details?: ExportDetails,
): Promise<Uint8Array> {
  // The workbook writer loads on the first Excel export, not with the directory.
  const { writeXlsx } = await import('../../../lib/spreadsheet/xlsx-write');
  return writeXlsx([
    {
      name: texts?.sheet ?? directoryMessages.en['export.sheet'],
      rows: studentRows(entries, indianToday(now), texts?.headers, details),
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
  /** The students' details by id, read as a file is written (ExportMenu's `details`). */
  details?: DetailsReader;
  udiseReturn?: UdiseReturn;
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
  details,
  udiseReturn,
  now,
  texts,
}: ExportMenuListProps) {
  const toast = useToast();
  const t = useMessages(directoryMessages);
  const u = useMessages(udiseMessages);

  const saveUdiseReturn = async (makeReturn: UdiseReturn) => {
    onClose();
    try {
      const students = await entries();
      await makeReturn(students, u, now());
    } catch (error) {
      console.error('UDISE+ return not made', error);
      toast({ variant: 'destructive', title: u('failed'), description: u('failedDetail') });
    }
  };

  const save = async (kind: 'csv' | 'xlsx') => {
    onClose();
    const at = now();
    const fileName = exportFileName(organizationName, kind, at);
    try {
      // Every student the directory's search and filters match, asked of its engine now.
      const students = await entries();
      // Their details from their documents, read now: the directory's index does not hold them.
      const withDetails = {
        ...(await exportDetails(students, details, texts.detailHeaders)),
        registerHeaders: texts.registerHeaders,
      };
      if (kind === 'csv') {
        downloadFile(
          toCsv(studentRows(students, indianToday(at), texts.headers, withDetails)),
          fileName,
          CSV_MIME_TYPE,
        );
      } else {
        const [bytes, { XLSX_MIME_TYPE }] = await Promise.all([
          exportWorkbook(students, at, texts, withDetails),
          import('../../../lib/spreadsheet/xlsx-write'),
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
      {udiseReturn && (
        <MenuItem onClick={() => void saveUdiseReturn(udiseReturn)}>
          <ListItemIcon>
            <AssignmentOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{u('menu')}</ListItemText>
        </MenuItem>
      )}
    </Menu>
  );
}
