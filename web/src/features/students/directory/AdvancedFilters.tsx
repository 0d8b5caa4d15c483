import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { DirectoryFilters } from '@village/model/directory';
import { LIMITS } from '@village/model/limits';
import {
  AGE_RANGE_OPTIONS,
  EDUCATION_LEVEL_OPTIONS,
  GENDER_OPTIONS,
  type FilterOption,
} from './filter-labels';

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
  return (
    <Box
      id={id}
      role="group"
      aria-label="Advanced filters"
      sx={{
        display: 'grid',
        gap: 2,
        pt: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
      }}
    >
      <SelectFilter
        label="Education Level"
        value={filters.educationLevel}
        options={EDUCATION_LEVEL_OPTIONS}
        onChange={(value) =>
          onChange({ educationLevel: value as DirectoryFilters['educationLevel'] })
        }
      />
      <SelectFilter
        label="Age Range"
        value={filters.ageRange}
        options={AGE_RANGE_OPTIONS}
        onChange={(ageRange) => onChange({ ageRange })}
      />
      <SelectFilter
        label="Gender"
        value={filters.gender}
        options={GENDER_OPTIONS}
        onChange={(value) => onChange({ gender: value as DirectoryFilters['gender'] })}
      />
      <TextField
        size="small"
        label="Location"
        placeholder="Village or area"
        value={filters.location}
        onChange={(event) => onType({ location: event.target.value })}
        slotProps={{ htmlInput: { maxLength: LIMITS.address } }}
      />
      <TextField
        size="small"
        label="School"
        placeholder="Part of the school name"
        value={filters.school}
        onChange={(event) => onType({ school: event.target.value })}
        slotProps={{ htmlInput: { maxLength: LIMITS.school } }}
      />
    </Box>
  );
}
