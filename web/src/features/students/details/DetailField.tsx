import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DETAIL_CHOICE_TABLES,
  type DetailFieldKey,
  type DetailFieldSpec,
  type DetailGroupName,
} from '@village/model/student-details';
import type { TranslateOf } from '../../../lib/i18n/messages';
import { FULL_ROW } from '../components/form-grid';
import { PHONE_MAX_LENGTH, PHONE_PLACEHOLDER } from '../components/phone-input';
import type { StudentDetailTexts } from './messages';

type OptionKey = keyof StudentDetailTexts & string;

interface DetailFieldProps {
  group: DetailGroupName;
  field: DetailFieldKey;
  spec: DetailFieldSpec;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  /** Said under the field when there is no error. */
  hint?: string;
  disabled?: boolean;
  t: TranslateOf<StudentDetailTexts>;
}

/**
 * One field of a "More details" group, drawn as its spec in the model's table says: a choice, a
 * yes or no, a set of checkboxes, a number with its unit, or text (plain, phone or email).
 */
export function DetailField({
  group,
  field,
  spec,
  value,
  onChange,
  error,
  hint,
  disabled,
  t,
}: DetailFieldProps) {
  const label = t(`field.${field}`);
  const common = {
    name: `${group}.${field}`,
    label,
    error: error !== undefined,
    helperText: error ?? hint ?? (field === 'stream' ? t('stream.hint') : undefined),
    disabled,
    fullWidth: true,
  };
  switch (spec.kind) {
    case 'choice':
      return (
        <TextField
          {...common}
          select
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        >
          <MenuItem value="">
            <em>{t('notRecorded')}</em>
          </MenuItem>
          {DETAIL_CHOICE_TABLES[spec.table].map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {t(`option.${spec.table}.${option.value}` as OptionKey)}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'yesNo':
      return (
        <TextField
          {...common}
          select
          value={value === true ? 'yes' : value === false ? 'no' : ''}
          onChange={(event) =>
            onChange(event.target.value === '' ? null : event.target.value === 'yes')
          }
        >
          <MenuItem value="">
            <em>{t('notRecorded')}</em>
          </MenuItem>
          <MenuItem value="yes">{t('yes')}</MenuItem>
          <MenuItem value="no">{t('no')}</MenuItem>
        </TextField>
      );
    case 'multi': {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      return (
        <FormControl
          component="fieldset"
          error={error !== undefined}
          disabled={disabled}
          sx={FULL_ROW}
        >
          <FormLabel component="legend">{label}</FormLabel>
          <FormGroup
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {DETAIL_CHOICE_TABLES[spec.table].map((option) => (
              <FormControlLabel
                key={option.value}
                label={t(`option.${spec.table}.${option.value}` as OptionKey)}
                control={
                  <Checkbox
                    name={`${group}.${field}`}
                    value={option.value}
                    checked={chosen.includes(option.value)}
                    onChange={(event) =>
                      onChange(
                        event.target.checked
                          ? [...chosen, option.value]
                          : chosen.filter((item) => item !== option.value),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          {error !== undefined && <FormHelperText>{error}</FormHelperText>}
        </FormControl>
      );
    }
    case 'number':
      return (
        <TextField
          {...common}
          value={value === undefined || value === null ? '' : String(value)}
          onChange={(event) => onChange(event.target.value)}
          slotProps={{
            htmlInput: { inputMode: spec.integer ? 'numeric' : 'decimal', maxLength: 6 },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  {spec.unit === '%' ? '%' : t(`unit.${spec.unit}`)}
                </InputAdornment>
              ),
            },
          }}
        />
      );
    default: {
      const typed = typeof value === 'string' ? value : '';
      const kind = spec.kind;
      return (
        <TextField
          {...common}
          value={typed}
          onChange={(event) => onChange(event.target.value)}
          type={kind === 'email' ? 'email' : kind === 'phone' ? 'tel' : 'text'}
          autoComplete="off"
          placeholder={kind === 'phone' ? PHONE_PLACEHOLDER : undefined}
          slotProps={{
            htmlInput: {
              // A number typed as printed ("1234 5678 9012") is longer than it is stored.
              maxLength:
                kind === 'text'
                  ? spec.normalize
                    ? spec.max * 2
                    : spec.max
                  : kind === 'phone'
                    ? PHONE_MAX_LENGTH
                    : 254,
              ...(kind === 'text' && spec.inputMode ? { inputMode: spec.inputMode } : {}),
              ...(kind === 'phone' ? { inputMode: 'tel' } : {}),
            },
          }}
        />
      );
    }
  }
}
