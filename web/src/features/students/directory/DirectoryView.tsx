import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
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
import { lazy, Suspense, useId, useState } from 'react';
import {
  activeFilterCount,
  FILTER_KEYS,
  isFilterActive,
  type DirectoryFilters,
  type FilterKey,
} from '@village/model/directory';
import { ALL, LEVEL_FILTER_OPTIONS } from '@village/model/filters';
import { LIMITS } from '@village/model/limits';
import { AdvancedFilters } from './AdvancedFilters';
import {
  GRID_BATCH,
  sortedBy,
  withColumns,
  withFilters,
  withoutFilter,
  withoutFilters,
  withPage,
  withRowsPerPage,
  withView,
  type DirectoryState,
} from './directory-state';
import { EmptyDirectory } from './EmptyDirectory';
import { ExportMenu, type ExportMenuProps } from './ExportMenu';
import { FilterChips } from './FilterChips';
import { StudentGrid } from './StudentGrid';
import { visuallyHidden } from '../../../components/visually-hidden';
import { PageLoading } from '../../../components/PageLoading';
import { dataErrorMessage } from '../../../lib/data/state';
import { formatCount } from '../../../lib/format-count';
import { useMessages } from '../../../lib/i18n/messages';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { directoryMessages } from './messages';
import type { DirectoryQuery } from '../../../lib/directory/directory-engine';
import { useDirectoryPage, type DirectorySource } from '../api/use-directory';

// The table view (MUI's Table, its pagination and tooltips) loads when first shown: the directory
// opens as cards, and a first visit over a slow link need not wait for a view it may never use.
const loadStudentTable = () => import('./StudentTable');
const StudentTable = lazy(() =>
  loadStudentTable().then((module) => ({ default: module.StudentTable })),
);

export interface DirectoryViewProps {
  /** Every student of the organization: the directory's engine, which searches it off the page. */
  directory: DirectorySource;
  /** Students saved on this device and not yet acknowledged by the server. */
  pendingIds?: ReadonlySet<string>;
  state: DirectoryState;
  /** `typing`: a keystroke in a text field (the URL may follow a moment later). */
  onStateChange: (next: DirectoryState, options?: { typing?: boolean }) => void;
  /** The day ages are computed on; today by default (tests pass a fixed one). */
  today?: Date;
  /** The organization's name, for the Export menu's file names; no Export menu without it. */
  exportName?: string;
  /** The students' details by document id, for the Export (ExportMenu's `details`). */
  exportDetails?: ExportMenuProps['details'];
}

const NO_PENDING: ReadonlySet<string> = new Set();
// The filters of the Advanced Filters panel: all but the level category, which is on the page.
const ADVANCED_KEYS = FILTER_KEYS.filter(
  (key): key is Exclude<FilterKey, 'category'> => key !== 'category',
);
const NO_SECTIONS: readonly string[] = [];

/** What the directory asks its engine for: the state's filters, order and window. */
function directoryQuery(state: DirectoryState, today: Date, language: string): DirectoryQuery {
  const table = state.view === 'table';
  return {
    filters: state.filters,
    // The grid is by name; the table by its chosen column.
    sort: table ? state.sort : 'name',
    direction: table ? state.direction : 'asc',
    todayMs: today.getTime(),
    language,
    // The Section filter's choices: the sections of the class chosen.
    sectionsOf: state.filters.educationLevel === ALL ? undefined : state.filters.educationLevel,
    window: table
      ? { kind: 'page', page: state.page, size: state.rowsPerPage }
      : { kind: 'first', count: (state.page + 1) * GRID_BATCH },
  };
}

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
}: DirectoryViewProps) {
  const panelId = useId();
  const t = useMessages(directoryMessages);
  const [today] = useState(() => todayProp ?? new Date());
  // Opened at first when a link or a reload brings advanced filters, so that they are seen.
  const [advancedOpen, setAdvancedOpen] = useState(() =>
    ADVANCED_KEYS.some((key) => isFilterActive(state.filters, key)),
  );

  const { language } = useI18n();
  const query = directoryQuery(state, today, language);
  const { page: answer, stale, error } = useDirectoryPage(directory, query);
  // Export: every matching student (not only those shown), asked for when a file is written.
  const allMatching = async () =>
    (await directory.query({ ...query, window: { kind: 'all' } })).rows;

  const activeCount = activeFilterCount(state.filters);
  const setFilters = (patch: Partial<DirectoryFilters>) => onStateChange(withFilters(state, patch));
  const typeFilters = (patch: Partial<DirectoryFilters>) =>
    onStateChange(withFilters(state, patch), { typing: true });

  const matching = answer?.matching ?? 0;
  // Those of the class asked for only: an answer to the last class may still be shown.
  const sections =
    answer?.sections?.of === state.filters.educationLevel ? answer.sections.list : NO_SECTIONS;

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
          <TextField
            size="small"
            fullWidth
            placeholder={t('search.placeholder')}
            value={state.filters.search}
            onChange={(event) => typeFilters({ search: event.target.value })}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && state.filters.search) setFilters({ search: '' });
            }}
            slotProps={{
              htmlInput: {
                'aria-label': t('search.label'),
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
                      aria-label={t('search.clear')}
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
              label={t('level')}
              value={state.filters.category}
              onChange={(event) =>
                setFilters({ category: event.target.value as DirectoryFilters['category'] })
              }
              slotProps={{ select: { native: true } }}
              sx={{ flex: '1 1 150px', minWidth: 150 }}
            >
              {LEVEL_FILTER_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(`level.${option.value}`)}
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
              {state.view === 'grid' ? t('view.table') : t('view.grid')}
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
            {activeCount > 0 ? t('advancedCount', { count: activeCount }) : t('advanced')}
          </Button>
        </Box>
        <Collapse in={advancedOpen} unmountOnExit>
          <AdvancedFilters
            id={panelId}
            filters={state.filters}
            sections={sections}
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

      {/* Busy while the list shown answers an older query than the one asked (or none yet). */}
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
              answer.total === 0 && activeCount === 0 && state.filters.search.trim() === ''
            }
          />
        ) : state.view === 'grid' ? (
          <StudentGrid
            entries={answer.rows}
            more={answer.rows.length < matching}
            pendingIds={pendingIds}
            onShowMore={() => onStateChange(withPage(state, state.page + 1))}
          />
        ) : (
          <Suspense fallback={<PageLoading />}>
            <StudentTable
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
      </Box>
    </Stack>
  );
}
