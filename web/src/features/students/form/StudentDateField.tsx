import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { Dayjs } from 'dayjs';
import { useState, useSyncExternalStore } from 'react';
import { formatDate } from '../../../lib/i18n/format';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { useMessages } from '../../../lib/i18n/messages';
import { studentFormMessages } from './messages';
import type * as StudentDatePickerModule from './StudentDatePicker';

/** Dates are shown in long format, e.g. "15 August 2012" (docs/product.md, "Student record"). */
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

// The calendar (@mui/x-date-pickers) is about 50 KB gzipped, a seventh of a first visit to Add
// Student over a village link, and would take the route past its 380 KB first-visit budget. So it
// is not among the parts loaded when idle (components/load-when-idle.ts): it loads when the form
// is first touched (StudentForm calls loadStudentDatePicker on the first focus or tap anywhere in
// it), so that it has usually arrived before staff reach a date, also if the link then drops;
// until then a light field of the same look shows the date.
type PickerModule = typeof StudentDatePickerModule;
let picker: PickerModule | undefined;
let loading: Promise<PickerModule> | undefined;
const listeners = new Set<() => void>();

/** Starts loading the calendar once; every StudentDateField switches to it when it arrives. */
export function loadStudentDatePicker(): Promise<PickerModule> {
  loading ??= import('./StudentDatePicker').then(
    (module) => {
      picker = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = undefined; // offline with the chunk not cached: the next touch tries again
      throw error;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** A date field: the calendar once loaded, the light stand-in before. */
export function StudentDateField(props: StudentDateFieldProps) {
  const t = useMessages(studentFormMessages);
  const { language } = useI18n();
  const loaded = useSyncExternalStore(subscribe, () => picker);
  const [wanted, setWanted] = useState<'focus' | 'open' | null>(null);
  if (loaded)
    return (
      <loaded.StudentDatePicker
        {...props}
        autoFocus={wanted === 'focus'}
        initiallyOpen={wanted === 'open'}
      />
    );

  const want = (how: 'focus' | 'open') => {
    setWanted(how);
    loadStudentDatePicker().catch(() => setWanted(null));
  };
  const { name, label, value, error, disabled } = props;
  return (
    <TextField
      name={name}
      label={label}
      // In words as the calendar's field writes them (LONG_DATE_FORMAT, in the reader's language).
      value={value?.isValid() ? formatDate(value.toDate(), language) : ''}
      fullWidth
      disabled={disabled}
      error={Boolean(error)}
      helperText={error}
      onFocus={() => want('focus')}
      slotProps={{
        htmlInput: { readOnly: true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={t('date.choose')}
                edge="end"
                disabled={disabled}
                onClick={() => want('open')}
              >
                <CalendarMonthOutlined />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
