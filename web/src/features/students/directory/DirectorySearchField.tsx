import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import { LIMITS } from '@village/model/limits';
import { useMessages } from '../../../lib/i18n/messages';
import { directoryMessages } from './messages';

interface DirectorySearchFieldProps {
  value: string;
  /** A keystroke. */
  onType: (search: string) => void;
  /** The clear button, or Escape in a filled field. */
  onClear: () => void;
}

/** The directory's search box, with a clear button once something is typed. */
export function DirectorySearchField({ value, onType, onClear }: DirectorySearchFieldProps) {
  const t = useMessages(directoryMessages);
  return (
    <TextField
      size="small"
      fullWidth
      placeholder={t('search.placeholder')}
      value={value}
      onChange={(event) => onType(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && value) onClear();
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
          endAdornment: value ? (
            <InputAdornment position="end">
              <IconButton aria-label={t('search.clear')} edge="end" size="small" onClick={onClear}>
                <Clear fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
