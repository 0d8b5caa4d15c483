import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TablePagination from '@mui/material/TablePagination';
import type { DirectoryEntry, SortDirection, SortKey } from '@village/model/directory';
import { useMessages } from '../../../lib/i18n/messages';
import { ROWS_PER_PAGE_OPTIONS, type OptionalColumn, type RowsPerPage } from './directory-state';
import { directoryMessages } from './messages';
import { ColumnsMenu } from './table/ColumnsMenu';
import { StudentRow } from './table/StudentRow';
import { StudentTableHead } from './table/StudentTableHead';

// DirectoryView loads this module lazily; its parts in table/ are imported from here only, so
// they come with it.

export interface StudentTableProps {
  /** The rows of the page shown, already in the table's order. */
  entries: readonly DirectoryEntry[];
  /** How many students match (every page). */
  count: number;
  pendingIds: ReadonlySet<string>;
  sort: SortKey;
  direction: SortDirection;
  onSort: (key: SortKey) => void;
  /** The page shown (0-based), one that has rows. */
  page: number;
  rowsPerPage: RowsPerPage;
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rowsPerPage: RowsPerPage) => void;
  today: Date;
  /** The optional columns shown (Columns), in the table's order. */
  columns: readonly OptionalColumn[];
  onColumnsChange: (columns: OptionalColumn[]) => void;
}

/** The Table View: sortable columns, a page of rows at a time, scrolling sideways on a phone. */
export function StudentTable({
  entries,
  count,
  pendingIds,
  sort,
  direction,
  onSort,
  page,
  rowsPerPage,
  onPageChange,
  onRowsPerPageChange,
  today,
  columns,
  onColumnsChange,
}: StudentTableProps) {
  const t = useMessages(directoryMessages);
  return (
    <Paper variant="outlined">
      <Stack direction="row" sx={{ justifyContent: 'flex-end', px: 1, pt: 0.5 }}>
        <ColumnsMenu columns={columns} onChange={onColumnsChange} />
      </Stack>
      {/* Relative: the columns' screen-reader texts (absolute) must scroll with the table, not
          widen the page. */}
      <TableContainer sx={{ overflowX: 'auto', position: 'relative' }}>
        <Table
          size="small"
          aria-label={t('students')}
          // Each optional column shown widens the table (it scrolls sideways on a phone).
          sx={{ minWidth: 960 + 120 * columns.length }}
        >
          <StudentTableHead sort={sort} direction={direction} onSort={onSort} columns={columns} />
          <TableBody>
            {entries.map((entry) => (
              <StudentRow
                key={entry.id}
                entry={entry}
                pending={pendingIds.has(entry.id)}
                today={today}
                columns={columns}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={count}
        page={page}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[...ROWS_PER_PAGE_OPTIONS]}
        labelRowsPerPage={t('pagination.rowsPerPage')}
        labelDisplayedRows={({ from, to, count: all }) =>
          t('pagination.displayed', { from, to, count: all })
        }
        getItemAriaLabel={(type) => t(`pagination.${type}`)}
        onPageChange={(_event, next) => onPageChange(next)}
        onRowsPerPageChange={(event) => {
          const value = Number(event.target.value);
          const option = ROWS_PER_PAGE_OPTIONS.find((rows) => rows === value);
          if (option) onRowsPerPageChange(option);
        }}
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 1 } }}
      />
    </Paper>
  );
}
