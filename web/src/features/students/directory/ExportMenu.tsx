import Button from '@mui/material/Button';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { DirectoryEntry } from '@village/model/directory';
import { DETAIL_FIELDS, type StudentDetails } from '@village/model/student-details';
import { lazy, Suspense, useId } from 'react';
import { useMenuAnchor } from '../../../components/use-menu-anchor';
import { exportMessages } from '../../../lib/export/messages';
import { reportHeaders } from '../../../lib/export/student-rows';
import { useMessages } from '../../../lib/i18n/messages';
import type { UdiseReturn } from '../udise/udise-return';
import { directoryMessages } from './messages';

const ExportMenuList = lazy(() => import('./ExportMenuList'));

export interface ExportMenuProps {
  /** How many students the directory shows now (every page): none, nothing to export. */
  count: number;
  /** Those students, in the directory's order, asked for when a file is written. */
  entries: () => Promise<readonly DirectoryEntry[]>;
  organizationName: string;
  /**
   * The students' details by document id, read when a file is written (the directory's index does
   * not hold them); a student left out has blank details. Without it, every student's are blank.
   */
  details?: (ids: readonly string[]) => Promise<ReadonlyMap<string, StudentDetails>>;
  /** The UDISE+ return of the same students: a super_admin's entry, absent for others. */
  udiseReturn?: UdiseReturn;
  /** The clock (tests fix it). */
  now?: () => Date;
}

/**
 * Export: the students the current search and filters show (all of them, not only the page on
 * screen) as CSV or Excel, with the report's columns and formula guard. The menu and the writers
 * (ExportMenuList) load when Export is first pressed, not with the directory.
 */
export function ExportMenu({
  count,
  entries,
  organizationName,
  details,
  udiseReturn,
  now = () => new Date(),
}: ExportMenuProps) {
  const menuId = useId();
  const buttonId = useId();
  const menu = useMenuAnchor();
  const t = useMessages(directoryMessages);
  // Here rather than in the menu's chunk, so that a switch of language loads the headers' book
  // with the directory's. The headers are in the reader's language; the cells keep the values as
  // stored, which the import reads back whatever the language.
  const columns = useMessages(exportMessages);
  const texts = {
    sheet: t('export.sheet'),
    headers: reportHeaders(columns),
    registerHeaders: [columns('register.section'), columns('register.admissionNumber')],
    detailHeaders: DETAIL_FIELDS.map((field) => columns(`field.${field}`)),
  };

  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        size="small"
        startIcon={<FileDownloadOutlined />}
        disabled={count === 0}
        aria-haspopup="menu"
        aria-controls={menu.anchor ? menuId : undefined}
        aria-expanded={menu.anchor ? true : undefined}
        onClick={menu.open}
        sx={{ flexShrink: 0 }}
      >
        {t('export')}
      </Button>
      {menu.everOpened && (
        <Suspense fallback={null}>
          <ExportMenuList
            anchor={menu.anchor}
            onClose={menu.close}
            menuId={menuId}
            buttonId={buttonId}
            entries={entries}
            organizationName={organizationName}
            details={details}
            udiseReturn={udiseReturn}
            now={now}
            texts={texts}
          />
        </Suspense>
      )}
    </>
  );
}
