import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { DirectoryFilters } from '@village/model/directory';
import { LIMITS } from '@village/model/limits';
import { useT } from '../../../lib/i18n/I18nProvider';
import { useMessages } from '../../../lib/i18n/messages';
import {
  ageRangeOptions,
  educationLevelOptions,
  genderOptions,
  type FilterOption,
} from './filter-labels';
import { directoryMessages } from './messages';

export interface AdvancedFiltersProps {
  id: string;
  filters: DirectoryFilters;
  onChange: (patch: Partial<DirectoryFilters>) => void;
  /** A keystroke in the location or school field. */
  onType: (patch: Partial<DirectoryFilters>) => void;
}

function SelectFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}) {
  // Native selects: the phone's own picker, light to render and easy to use with a thumb.
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/** The collapsible panel: education level, age range, gender, location and school. */
export function AdvancedFilters({ id, filters, onChange, onType }: AdvancedFiltersProps) {
  const t = useMessages(directoryMessages);
  const texts = { t, core: useT() };
  return (
    <Box
      id={id}
      role="group"
      aria-label={t('filters.label')}
      sx={{
        display: 'grid',
        gap: 2,
        pt: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
      }}
    >
      <SelectFilter
        label={t('filter.educationLevel')}
        value={filters.educationLevel}
        options={educationLevelOptions(texts)}
        onChange={(value) =>
          onChange({ educationLevel: value as DirectoryFilters['educationLevel'] })
        }
      />
      <SelectFilter
        label={t('filter.ageRange')}
        value={filters.ageRange}
        options={ageRangeOptions(texts)}
        onChange={(ageRange) => onChange({ ageRange })}
      />
      <SelectFilter
        label={t('filter.gender')}
        value={filters.gender}
        options={genderOptions(texts)}
        onChange={(value) => onChange({ gender: value as DirectoryFilters['gender'] })}
      />
      <TextField
        size="small"
        label={t('filter.location')}
        placeholder={t('filter.locationPlaceholder')}
        value={filters.location}
        onChange={(event) => onType({ location: event.target.value })}
        slotProps={{ htmlInput: { maxLength: LIMITS.address } }}
      />
      <TextField
        size="small"
        label={t('filter.school')}
        placeholder={t('filter.schoolPlaceholder')}
        value={filters.school}
        onChange={(event) => onType({ school: event.target.value })}
        slotProps={{ htmlInput: { maxLength: LIMITS.school } }}
      />
    </Box>
  );
}
