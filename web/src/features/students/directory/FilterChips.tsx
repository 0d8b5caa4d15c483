import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  FILTER_KEYS,
  isFilterActive,
  type DirectoryFilters,
  type FilterKey,
} from '@village/model/directory';
import { useT } from '../../../lib/i18n/I18nProvider';
import { useMessages } from '../../../lib/i18n/messages';
import { exportMessages } from '../../../lib/export/messages';
import { filterChipLabel } from './filter-labels';
import { directoryMessages } from './messages';

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
  const t = useMessages(directoryMessages);
  const core = useT();
  const details = useMessages(exportMessages);
  const active = FILTER_KEYS.filter((key) => isFilterActive(filters, key));
  if (active.length === 0) return null;
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t('chips.label')}
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 2 }}
    >
      {active.map((key) => {
        const label = filterChipLabel(filters, key, { t, core, details });
        return (
          <Chip
            key={key}
            label={label}
            // The whole chip removes the filter (click, Enter, Delete or Backspace), and says so.
            aria-label={t('chips.remove', { label })}
            onClick={() => onRemove(key)}
            onDelete={() => onRemove(key)}
            size="small"
            color="primary"
            variant="outlined"
          />
        );
      })}
      <Button size="small" onClick={onClearAll}>
        {t('chips.clearAll')}
      </Button>
    </Stack>
  );
}
