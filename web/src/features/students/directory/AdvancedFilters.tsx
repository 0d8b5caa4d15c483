import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { DirectoryFilters } from '@village/model/directory';
import { ALL } from '@village/model/filters';
import { LIMITS } from '@village/model/limits';
import { useT } from '../../../lib/i18n/I18nProvider';
import { useMessages } from '../../../lib/i18n/messages';
import { exportMessages } from '../../../lib/export/messages';
import {
  ageRangeOptions,
  cwsnOptions,
  educationLevelOptions,
  genderOptions,
  sectionOptions,
  socialCategoryOptions,
  type FilterOption,
} from './filter-labels';
import { directoryMessages } from './messages';

export interface AdvancedFiltersProps {
  id: string;
  filters: DirectoryFilters;
  /** The sections the chosen class has in the index (none while no class is chosen). */
  sections: readonly string[];
  onChange: (patch: Partial<DirectoryFilters>) => void;
  /** A keystroke in the location or school field. */
  onType: (patch: Partial<DirectoryFilters>) => void;
}

function SelectFilter({
  label,
  value,
  options,
  onChange,
  disabled,
  helperText,
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
  helperText?: string;
}) {
  // Native selects: the phone's own picker, light to render and easy to use with a thumb.
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      helperText={helperText}
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

/**
 * The collapsible panel: education level (the class) and its section, age range, gender, social
 * category, CWSN, location and school.
 */
export function AdvancedFilters({ id, filters, sections, onChange, onType }: AdvancedFiltersProps) {
  const t = useMessages(directoryMessages);
  const texts = { t, core: useT(), details: useMessages(exportMessages) };
  // A section means something within a class: chosen once the class is (a link may bring one alone).
  const noClass = filters.educationLevel === ALL;
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
        label={t('filter.section')}
        value={filters.section}
        options={sectionOptions(sections, filters.section, texts)}
        onChange={(section) => onChange({ section })}
        disabled={noClass && filters.section === ''}
        helperText={noClass ? t('filter.sectionHint') : undefined}
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
      <SelectFilter
        label={texts.details('field.socialCategory')}
        value={filters.socialCategory}
        options={socialCategoryOptions(texts)}
        onChange={(value) =>
          onChange({ socialCategory: value as DirectoryFilters['socialCategory'] })
        }
      />
      <SelectFilter
        label={texts.details('field.cwsn')}
        value={filters.cwsn}
        options={cwsnOptions(texts)}
        onChange={(value) => onChange({ cwsn: value as DirectoryFilters['cwsn'] })}
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
