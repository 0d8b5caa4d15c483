import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import { useMemo, useState } from 'react';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { useMessages, type TranslateOf } from '../../../lib/i18n/messages';
import { studentFormMessages, type StudentFormTexts } from './messages';
import { pickerLocale } from './picker-locale';
import { ClearOnReselectDay } from './ClearOnReselectDay';
import { LONG_DATE_FORMAT, type StudentDateFieldProps } from './StudentDateField';

export interface StudentDatePickerProps extends StudentDateFieldProps {
  /** Focus the field at once: the light field stood in for it and had the focus. */
  autoFocus?: boolean;
  /** Open the calendar at once: its button was pressed on the light field. */
  initiallyOpen?: boolean;
}

/** The calendar's own texts in the reader's language (the date picker's; no time or range). */
function localeTextOf(
  t: TranslateOf<StudentFormTexts>,
  cancel: string,
): Partial<PickersLocaleText> {
  return {
    previousMonth: t('picker.previousMonth'),
    nextMonth: t('picker.nextMonth'),
    openPreviousView: t('picker.openPreviousView'),
    openNextView: t('picker.openNextView'),
    calendarViewSwitchingButtonAriaLabel: (view) =>
      view === 'year' ? t('picker.toCalendarView') : t('picker.toYearView'),
    cancelButtonLabel: cancel,
    clearButtonLabel: t('picker.clear'),
    okButtonLabel: t('picker.ok'),
    todayButtonLabel: t('picker.today'),
    nextStepButtonLabel: t('picker.next'),
    datePickerToolbarTitle: t('picker.toolbarTitle'),
    openDatePickerDialogue: (date) => (date ? t('picker.chosen', { date }) : t('date.choose')),
    fieldClearLabel: t('picker.clear'),
    dateTableLabel: t('picker.dateTable'),
    fieldYearPlaceholder: () => t('picker.year'),
    fieldMonthPlaceholder: () => t('picker.month'),
    fieldDayPlaceholder: () => t('picker.day'),
    year: t('picker.year'),
    month: t('picker.month'),
    day: t('picker.day'),
    empty: t('picker.empty'),
  };
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
  const t = useMessages(studentFormMessages);
  const { language, t: tCore } = useI18n();
  // English keeps the picker's own texts and dayjs's English names.
  const localeText = useMemo(
    () => (language === 'en' ? undefined : localeTextOf(t, tCore('common.cancel'))),
    [language, t, tCore],
  );
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={pickerLocale(language)}
      localeText={localeText}
    >
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
