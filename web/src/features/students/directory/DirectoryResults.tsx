import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { activeFilterCount, type DirectoryEntry } from '@village/model/directory';
import { Suspense, useMemo } from 'react';
import { PageLoading } from '../../../components/PageLoading';
import { visuallyHidden } from '../../../components/visually-hidden';
import { dataErrorMessage } from '../../../lib/data/state';
import { formatCount } from '../../../lib/format-count';
import { useMessages } from '../../../lib/i18n/messages';
import type { DirectoryPageState } from '../api/use-directory';
import {
  sortedBy,
  withColumns,
  withPage,
  withRowsPerPage,
  type DirectoryState,
  type DirectoryStateChange,
} from './directory-state';
import { EmptyDirectory } from './EmptyDirectory';
import { ExportMenu, type ExportMenuProps } from './ExportMenu';
import { LazyStudentTable } from './lazy-student-table';
import { directoryMessages } from './messages';
import { StudentGrid } from './StudentGrid';
import { SharedAdmissionNumbers } from './StudentStatusChips';

interface DirectoryResultsProps {
  /** The engine's latest answer to the directory's query. */
  result: DirectoryPageState;
  state: DirectoryState;
  onStateChange: DirectoryStateChange;
  pendingIds: ReadonlySet<string>;
  today: Date;
  /** The organization's name, for the Export menu's file names; no Export menu without it. */
  exportName: string | undefined;
  exportDetails: ExportMenuProps['details'];
  udiseReturn?: ExportMenuProps['udiseReturn'];
  /** Every matching student (not only those shown), asked for when a file is written. */
  allMatching: () => Promise<readonly DirectoryEntry[]>;
}

/**
 * Below the filters: how many students match (with Export), then the students as cards or as a
 * table, or why there are none.
 */
export function DirectoryResults({
  result: { page: answer, stale, error },
  state,
  onStateChange,
  pendingIds,
  today,
  exportName,
  exportDetails,
  udiseReturn,
  allMatching,
}: DirectoryResultsProps) {
  const t = useMessages(directoryMessages);
  const matching = answer?.matching ?? 0;
  const shared = useMemo(
    () => new Set(answer?.sharedAdmissionNumbers ?? []),
    [answer?.sharedAdmissionNumbers],
  );

  return (
    // Busy while the list shown answers an older query than the one asked (or none yet).
    <Box
      aria-busy={stale || !answer}
      sx={{ opacity: stale ? 0.7 : 1, transition: 'opacity 120ms' }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 1.5, alignItems: 'center', justifyContent: 'space-between' }}
      >
        {/* One live region, there before any result, so that screen readers hear each count. */}
        <Typography
          role="status"
          variant="body2"
          color="text.secondary"
          sx={{ position: 'relative' }}
        >
          {!answer ? null : matching > 0 ? (
            t('showing', {
              count: matching,
              shown: formatCount(answer.rows.length),
              total: formatCount(matching),
            })
          ) : (
            <Box component="span" sx={visuallyHidden}>
              {t('noMatching')}
            </Box>
          )}
        </Typography>
        {exportName !== undefined && (
          <ExportMenu
            count={matching}
            entries={allMatching}
            organizationName={exportName}
            details={exportDetails}
            udiseReturn={udiseReturn}
          />
        )}
      </Stack>
      {error ? (
        <Alert severity="error">{dataErrorMessage(error)}</Alert>
      ) : !answer ? (
        // Not a second live region: the count's, above, speaks when the students come.
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
          <CircularProgress aria-label={t('loadingStudents')} />
        </Box>
      ) : matching === 0 ? (
        <EmptyDirectory
          // The hint to adjust the search whenever a search or a filter is active, even with no
          // students (docs/product.md, "Student directory").
          noStudents={
            answer.total === 0 &&
            activeFilterCount(state.filters) === 0 &&
            state.filters.search.trim() === ''
          }
        />
      ) : (
        <SharedAdmissionNumbers.Provider value={shared}>
          {state.view === 'grid' ? (
            <StudentGrid
              entries={answer.rows}
              more={answer.rows.length < matching}
              pendingIds={pendingIds}
              onShowMore={() => onStateChange(withPage(state, state.page + 1))}
            />
          ) : (
            <Suspense fallback={<PageLoading />}>
              <LazyStudentTable
                entries={answer.rows}
                count={matching}
                pendingIds={pendingIds}
                sort={state.sort}
                direction={state.direction}
                onSort={(key) => onStateChange(sortedBy(state, key))}
                page={answer.page}
                rowsPerPage={state.rowsPerPage}
                onPageChange={(page) => onStateChange(withPage(state, page))}
                onRowsPerPageChange={(rows) => onStateChange(withRowsPerPage(state, rows))}
                today={today}
                columns={state.columns}
                onColumnsChange={(columns) => onStateChange(withColumns(state, columns))}
              />
            </Suspense>
          )}
        </SharedAdmissionNumbers.Provider>
      )}
    </Box>
  );
}
