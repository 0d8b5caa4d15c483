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
  /** The choices offered, where fewer than the table's (a main impairment: those ticked). */
  options?: readonly string[];
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
  options,
  disabled,
  t,
}: DetailFieldProps) {
  const label = t(`field.${field}`);
  const choices =
    spec.kind === 'choice' || spec.kind === 'multi'
      ? DETAIL_CHOICE_TABLES[spec.table].filter(
          (option) => options === undefined || options.includes(option.value),
        )
      : [];
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
          {choices.map((option) => (
            // Some choices are long (a scholarship's name): they wrap on a phone's width.
            <MenuItem key={option.value} value={option.value} sx={{ whiteSpace: 'normal' }}>
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
            {choices.map((option) => (
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
          {(error ?? hint) !== undefined && <FormHelperText>{error ?? hint}</FormHelperText>}
        </FormControl>
      );
    }
    case 'number': {
      const { unit } = spec;
      // Rupees before the amount (₹ 12000), other units after it; an id has none.
      const adornment = unit && (
        <InputAdornment position={unit === 'rupees' ? 'start' : 'end'}>
          {unit === '%' ? '%' : t(`unit.${unit}`)}
        </InputAdornment>
      );
      return (
        <TextField
          {...common}
          value={value === undefined || value === null ? '' : String(value)}
          onChange={(event) => onChange(event.target.value)}
          slotProps={{
            htmlInput: { inputMode: spec.integer ? 'numeric' : 'decimal', maxLength: 6 },
            input:
              unit === 'rupees'
                ? { startAdornment: adornment }
                : unit
                  ? { endAdornment: adornment }
                  : {},
          }}
        />
      );
    }
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
