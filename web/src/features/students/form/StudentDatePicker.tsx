import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { Dayjs } from 'dayjs';
import { ClearOnReselectDay } from './ClearOnReselectDay';

/** SPEC.md §3: dates are shown in long date format, e.g. "15 August 2012". */
export const LONG_DATE_FORMAT = 'D MMMM YYYY';

export interface StudentDateFieldProps {
  name: string;
  label: string;
  value: Dayjs | null;
  onChange: (value: Dayjs | null) => void;
  maxDate?: Dayjs;
  error?: string;
  disabled?: boolean;
}

/**
 * A date from a calendar (@mui/x-date-pickers), or typed in its field. Needs the form's
 * LocalizationProvider. A typed unreal date reaches `onChange` as an invalid Dayjs.
 */
export function StudentDateField({
  name,
  label,
  value,
  onChange,
  maxDate,
  error,
  disabled,
}: StudentDateFieldProps) {
  return (
    <DatePicker
      label={label}
      value={value}
      onChange={(next) => onChange(next)}
      format={LONG_DATE_FORMAT}
      maxDate={maxDate}
      disabled={disabled}
      slots={{ day: ClearOnReselectDay }}
      slotProps={{
        textField: {
          name,
          fullWidth: true,
          // Left undefined without a message, so that the picker still flags an out-of-range date.
          error: error ? true : undefined,
          helperText: error,
        },
        // "5 August 2010", not the field's default "05 August 2010" (a field prop, not the picker's).
        field: { clearable: true, shouldRespectLeadingZeros: true },
      }}
    />
  );
}
