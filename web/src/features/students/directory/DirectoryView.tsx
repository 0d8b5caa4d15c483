import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { useDirectoryPage, type DirectorySource } from '../api/use-directory';
import { directoryQuery } from './directory-query';
import type { DirectoryState, DirectoryStateChange } from './directory-state';
import { DirectoryFilterPanel } from './DirectoryFilterPanel';
import { DirectoryResults } from './DirectoryResults';
import type { ExportMenuProps } from './ExportMenu';

export interface DirectoryViewProps {
  /** Every student of the organization: the directory's engine, which searches it off the page. */
  directory: DirectorySource;
  /** Students saved on this device and not yet acknowledged by the server. */
  pendingIds?: ReadonlySet<string>;
  state: DirectoryState;
  onStateChange: DirectoryStateChange;
  /** The day ages are computed on; today by default (tests pass a fixed one). */
  today?: Date;
  /** The organization's name, for the Export menu's file names; no Export menu without it. */
  exportName?: string;
  /** The students' details by document id, for the Export (ExportMenu's `details`). */
  exportDetails?: ExportMenuProps['details'];
  /** The UDISE+ return, for a super_admin (ExportMenuProps' `udiseReturn`). */
  udiseReturn?: ExportMenuProps['udiseReturn'];
}

const NO_PENDING: ReadonlySet<string> = new Set();
const NO_SECTIONS: readonly string[] = [];

/**
 * The directory: search, level, view toggle, Advanced Filters, chips, and the matching students
 * as cards or as a table. The search, filters and order run in the directory's engine, off the
 * main thread (lib/directory/directory.worker.ts); the page draws only the students it shows.
 * The fields follow every keystroke at once; the list follows when its answer comes, the last one
 * staying (dimmed) meanwhile.
 */
export function DirectoryView({
  directory,
  pendingIds = NO_PENDING,
  state,
  onStateChange,
  today: todayProp,
  exportName,
  exportDetails,
  udiseReturn,
}: DirectoryViewProps) {
  const [today] = useState(() => todayProp ?? new Date());
  const { language } = useI18n();
  const query = directoryQuery(state, today, language);
  const result = useDirectoryPage(directory, query);
  const answer = result.page;
  // Export: every matching student (not only those shown), asked for when a file is written.
  const allMatching = async () =>
    (await directory.query({ ...query, window: { kind: 'all' } })).rows;
  // Those of the class asked for only: an answer to the last class may still be shown.
  const sections =
    answer?.sections?.of === state.filters.educationLevel ? answer.sections.list : NO_SECTIONS;

  return (
    <Stack spacing={2}>
      <DirectoryFilterPanel state={state} onStateChange={onStateChange} sections={sections} />
      <DirectoryResults
        result={result}
        state={state}
        onStateChange={onStateChange}
        pendingIds={pendingIds}
        today={today}
        exportName={exportName}
        exportDetails={exportDetails}
        udiseReturn={udiseReturn}
        allMatching={allMatching}
      />
    </Stack>
  );
}
