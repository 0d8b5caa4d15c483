import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Clear from '@mui/icons-material/Clear';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FilterList from '@mui/icons-material/FilterList';
import GridView from '@mui/icons-material/GridViewOutlined';
import Search from '@mui/icons-material/Search';
import TableRows from '@mui/icons-material/TableRowsOutlined';
import { lazy, Suspense, useDeferredValue, useId, useMemo, useState } from 'react';
import {
  activeFilterCount,
  directoryMatcher,
  isFilterActive,
  sortDirectory,
  type DirectoryEntry,
  type DirectoryFilters,
  type FilterKey,
} from '@village/model/directory';
import { LEVEL_FILTER_OPTIONS } from '@village/model/filters';
import { LIMITS } from '@village/model/limits';
import { AdvancedFilters } from './AdvancedFilters';
import {
  clampPage,
  GRID_BATCH,
  sortedBy,
  withFilters,
  withoutFilter,
  withoutFilters,
  withPage,
  withRowsPerPage,
  withView,
  type DirectoryState,
} from './directory-state';
import { EmptyDirectory } from './EmptyDirectory';
import { ExportMenu } from './ExportMenu';
import { FilterChips } from './FilterChips';
import { StudentGrid } from './StudentGrid';
import { visuallyHidden } from './visually-hidden';
import { PageLoading } from '../../../components/PageLoading';
import { formatCount } from '../../../lib/format-count';

// The table view (MUI's Table, its pagination and tooltips) loads when first shown: the directory
// opens as cards, and a first visit over a slow link need not wait for a view it may never use.
const loadStudentTable = () => import('./StudentTable');
const StudentTable = lazy(() =>
  loadStudentTable().then((module) => ({ default: module.StudentTable })),
);

export interface DirectoryViewProps {
  /** Every student of the organization (the directory index, searched here in the browser). */
  entries: readonly DirectoryEntry[];
  /** Students saved on this device and not yet acknowledged by the server. */
  pendingIds?: ReadonlySet<string>;
  state: DirectoryState;
  /** `typing`: a keystroke in a text field (the URL may follow a moment later). */
  onStateChange: (next: DirectoryState, options?: { typing?: boolean }) => void;
  /** The day ages are computed on; today by default (tests pass a fixed one). */
  today?: Date;
  /** The organization's name, for the Export menu's file names; no Export menu without it. */
  exportName?: string;
}

const NO_PENDING: ReadonlySet<string> = new Set();
const ADVANCED_KEYS = ['educationLevel', 'ageRange', 'gender', 'location', 'school'] as const;

/**
 * The directory: search, level, view toggle, Advanced Filters, chips, and the matching students
 * as cards or as a table. Everything is computed from `entries` in memory: sorting happens once
 * per list and order, and each keystroke only filters the sorted list (a few milliseconds for
 * 10,000 students), at a lower priority than the typing itself (useDeferredValue).
 */
export function DirectoryView({
  entries,
  pendingIds = NO_PENDING,
  state,
  onStateChange,
  today: todayProp,
  exportName,
}: DirectoryViewProps) {
  const panelId = useId();
  const [today] = useState(() => todayProp ?? new Date());
  // Opened at first when a link or a reload brings advanced filters, so that they are seen.
  const [advancedOpen, setAdvancedOpen] = useState(() =>
    ADVANCED_KEYS.some((key) => isFilterActive(state.filters, key)),
  );

  const filters = useDeferredValue(state.filters);
  const stale = filters !== state.filters;

  // The grid is by name; the table by its chosen column. Sorted once per list and order, so
  // that a keystroke only filters. (The index comes in name order and with its search texts
  // lower-cased, in slices: lib/directory/directory-index.ts. Sorting it by name again is quick.)
  const byName = useMemo(() => sortDirectory(entries, 'name', 'asc'), [entries]);
  const sortKey = state.view === 'table' ? state.sort : 'name';
  const sortDirection = state.view === 'table' ? state.direction : 'asc';
  const ordered = useMemo(
    () =>
      sortKey === 'name' && sortDirection === 'asc'
        ? byName
        : sortDirectory(entries, sortKey, sortDirection),
    [byName, entries, sortKey, sortDirection],
  );
  const matching = useMemo(
    () => ordered.filter(directoryMatcher(filters, today)),
    [ordered, filters, today],
  );

  const activeCount = activeFilterCount(state.filters);
  const setFilters = (patch: Partial<DirectoryFilters>) => onStateChange(withFilters(state, patch));
  const typeFilters = (patch: Partial<DirectoryFilters>) =>
    onStateChange(withFilters(state, patch), { typing: true });

  const shown =
    state.view === 'grid'
      ? Math.min(matching.length, (state.page + 1) * GRID_BATCH)
      : Math.min(
          state.rowsPerPage,
          matching.length -
            clampPage(state.page, matching.length, state.rowsPerPage) * state.rowsPerPage,
        );

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
          <TextField
            size="small"
            fullWidth
            placeholder="Search by name or school..."
            value={state.filters.search}
            onChange={(event) => typeFilters({ search: event.target.value })}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && state.filters.search) setFilters({ search: '' });
            }}
            slotProps={{
              htmlInput: {
                'aria-label': 'Search students',
                inputMode: 'search',
                enterKeyHint: 'search',
                maxLength: LIMITS.school,
              },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search />
                  </InputAdornment>
                ),
                endAdornment: state.filters.search ? (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label="Clear search"
                      edge="end"
                      size="small"
                      onClick={() => setFilters({ search: '' })}
                    >
                      <Clear fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ) : undefined,
              },
            }}
          />
          <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexShrink: 0, flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label="Level"
              value={state.filters.category}
              onChange={(event) =>
                setFilters({ category: event.target.value as DirectoryFilters['category'] })
              }
              slotProps={{ select: { native: true } }}
              sx={{ flex: '1 1 150px', minWidth: 150 }}
            >
              {LEVEL_FILTER_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </TextField>
            <Button
              variant="outlined"
              startIcon={state.view === 'grid' ? <TableRows /> : <GridView />}
              // Fetched as the pointer or focus arrives, so that it is there by the click.
              onPointerEnter={() => void loadStudentTable()}
              onFocus={() => void loadStudentTable()}
              onClick={() =>
                onStateChange(withView(state, state.view === 'grid' ? 'table' : 'grid'))
              }
              sx={{ whiteSpace: 'nowrap' }}
            >
              {state.view === 'grid' ? 'Table View' : 'Grid View'}
            </Button>
          </Stack>
        </Stack>

        <Box sx={{ mt: 1.5 }}>
          <Button
            startIcon={
              <Badge color="primary" variant="dot" invisible={activeCount === 0}>
                <FilterList />
              </Badge>
            }
            endIcon={advancedOpen ? <ExpandLess /> : <ExpandMore />}
            aria-expanded={advancedOpen}
            aria-controls={panelId}
            onClick={() => setAdvancedOpen((open) => !open)}
          >
            {activeCount > 0 ? `Advanced Filters (${activeCount})` : 'Advanced Filters'}
          </Button>
        </Box>
        <Collapse in={advancedOpen} unmountOnExit>
          <AdvancedFilters
            id={panelId}
            filters={state.filters}
            onChange={setFilters}
            onType={typeFilters}
          />
        </Collapse>

        <FilterChips
          filters={state.filters}
          onRemove={(key: FilterKey) => onStateChange(withoutFilter(state, key))}
          onClearAll={() => onStateChange(withoutFilters(state))}
        />
      </Paper>

      <Box sx={{ opacity: stale ? 0.7 : 1, transition: 'opacity 120ms' }}>
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
            {matching.length > 0 ? (
              `Showing ${formatCount(shown)} of ${formatCount(matching.length)} ${
                matching.length === 1 ? 'student' : 'students'
              }`
            ) : (
              <Box component="span" sx={visuallyHidden}>
                No matching students
              </Box>
            )}
          </Typography>
          {exportName !== undefined && (
            <ExportMenu entries={matching} organizationName={exportName} />
          )}
        </Stack>
        {matching.length === 0 ? (
          <EmptyDirectory noStudents={entries.length === 0} />
        ) : state.view === 'grid' ? (
          <StudentGrid
            entries={matching}
            pendingIds={pendingIds}
            page={state.page}
            onShowMore={() => onStateChange(withPage(state, state.page + 1))}
          />
        ) : (
          <Suspense fallback={<PageLoading />}>
            <StudentTable
              entries={matching}
              pendingIds={pendingIds}
              sort={state.sort}
              direction={state.direction}
              onSort={(key) => onStateChange(sortedBy(state, key))}
              page={state.page}
              rowsPerPage={state.rowsPerPage}
              onPageChange={(page) => onStateChange(withPage(state, page))}
              onRowsPerPageChange={(rows) => onStateChange(withRowsPerPage(state, rows))}
              today={today}
            />
          </Suspense>
        )}
      </Box>
    </Stack>
  );
}
