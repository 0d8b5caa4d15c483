import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useState } from 'react';
import { ClearOnReselectDay } from './ClearOnReselectDay';
import { LONG_DATE_FORMAT, type StudentDateFieldProps } from './StudentDateField';

export interface StudentDatePickerProps extends StudentDateFieldProps {
  /** Focus the field at once: the light field stood in for it and had the focus. */
  autoFocus?: boolean;
  /** Open the calendar at once: its button was pressed on the light field. */
  initiallyOpen?: boolean;
}

/**
 * A date from a calendar (@mui/x-date-pickers), or typed in its field. Loaded on first use of the
 * form (StudentDateField says why). A typed unreal date reaches `onChange` as an invalid Dayjs.
 */
export function StudentDatePicker({
  name,
  label,
  value,
  onChange,
  maxDate,
  error,
  disabled,
  autoFocus,
  initiallyOpen = false,
}: StudentDatePickerProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={label}
        value={value}
        onChange={(next) => onChange(next)}
        format={LONG_DATE_FORMAT}
        maxDate={maxDate}
        disabled={disabled}
        autoFocus={autoFocus}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
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
    </LocalizationProvider>
  );
}
