import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FilterList from '@mui/icons-material/FilterList';
import GridView from '@mui/icons-material/GridViewOutlined';
import TableRows from '@mui/icons-material/TableRowsOutlined';
import { useId, useState } from 'react';
import {
  activeFilterCount,
  FILTER_KEYS,
  isFilterActive,
  type DirectoryFilters,
  type FilterKey,
} from '@village/model/directory';
import { LEVEL_FILTER_OPTIONS } from '@village/model/filters';
import { useMessages } from '../../../lib/i18n/messages';
import { AdvancedFilters } from './AdvancedFilters';
import {
  withFilters,
  withoutFilter,
  withoutFilters,
  withView,
  type DirectoryState,
  type DirectoryStateChange,
} from './directory-state';
import { DirectorySearchField } from './DirectorySearchField';
import { FilterChips } from './FilterChips';
import { loadStudentTable } from './lazy-student-table';
import { directoryMessages } from './messages';

// The filters of the Advanced Filters panel: all but the level category, which is on the page.
const ADVANCED_KEYS = FILTER_KEYS.filter(
  (key): key is Exclude<FilterKey, 'category'> => key !== 'category',
);

interface DirectoryFilterPanelProps {
  state: DirectoryState;
  onStateChange: DirectoryStateChange;
  /** The Section filter's choices: the sections of the class chosen. */
  sections: readonly string[];
}

/** Above the students: search, level, the view toggle, Advanced Filters and the filters' chips. */
export function DirectoryFilterPanel({
  state,
  onStateChange,
  sections,
}: DirectoryFilterPanelProps) {
  const panelId = useId();
  const t = useMessages(directoryMessages);
  // Opened at first when a link or a reload brings advanced filters, so that they are seen.
  const [advancedOpen, setAdvancedOpen] = useState(() =>
    ADVANCED_KEYS.some((key) => isFilterActive(state.filters, key)),
  );
  const activeCount = activeFilterCount(state.filters);
  const setFilters = (patch: Partial<DirectoryFilters>) => onStateChange(withFilters(state, patch));
  const typeFilters = (patch: Partial<DirectoryFilters>) =>
    onStateChange(withFilters(state, patch), { typing: true });

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
        <DirectorySearchField
          value={state.filters.search}
          onType={(search) => typeFilters({ search })}
          onClear={() => setFilters({ search: '' })}
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
            onClick={() => onStateChange(withView(state, state.view === 'grid' ? 'table' : 'grid'))}
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
  );
}
