import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  FILTER_KEYS,
  isFilterActive,
  type DirectoryFilters,
  type FilterKey,
} from '@village/model/directory';
import { filterChipLabel } from './filter-labels';

export interface FilterChipsProps {
  filters: DirectoryFilters;
  onRemove: (key: FilterKey) => void;
  onClearAll: () => void;
}

/**
 * One removable chip per active filter, then Clear All (docs/product.md, "Student directory").
 * Nothing when none is set.
 */
export function FilterChips({ filters, onRemove, onClearAll }: FilterChipsProps) {
  const active = FILTER_KEYS.filter((key) => isFilterActive(filters, key));
  if (active.length === 0) return null;
  return (
    <Stack
      direction="row"
      role="group"
      aria-label="Active filters"
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 2 }}
    >
      {active.map((key) => {
        const label = filterChipLabel(filters, key);
        return (
          <Chip
            key={key}
            label={label}
            // The whole chip removes the filter (click, Enter, Delete or Backspace), and says so.
            aria-label={`Remove filter ${label}`}
            onClick={() => onRemove(key)}
            onDelete={() => onRemove(key)}
            size="small"
            color="primary"
            variant="outlined"
          />
        );
      })}
      <Button size="small" onClick={onClearAll}>
        Clear All
      </Button>
    </Stack>
  );
}
