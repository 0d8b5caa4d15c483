import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AcademicYear } from '@village/model/academic-year';
import {
  CALENDAR_MAX_HOLIDAYS,
  HOLIDAY_NAME_MAX,
  holidaySchema,
  type AttendanceCalendar,
} from '@village/model/attendance/calendar';
import { dayMonthYear } from '@village/model/dates';
import { useState } from 'react';
import type { AttendanceTranslate } from '../messages';

/** The year's holidays and vacations, in order, with a form to add one (a day or a range). */
export function HolidayList({
  calendar,
  year,
  onSave,
  t,
}: {
  calendar: AttendanceCalendar;
  year: AcademicYear;
  onSave: (calendar: AttendanceCalendar) => void;
  t: AttendanceTranslate;
}) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [name, setName] = useState('');
  const candidate = holidaySchema.safeParse({ from, to: to || from, name });
  const valid =
    candidate.success &&
    candidate.data.from >= year.start &&
    candidate.data.to <= year.end &&
    calendar.holidays.length < CALENDAR_MAX_HOLIDAYS;
  const holidays = [...calendar.holidays].sort((a, b) => a.from.localeCompare(b.from));

  return (
    <Box component="section">
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        {t('calendar.holidays')}
      </Typography>
      {holidays.length === 0 ? (
        <Typography color="text.secondary">{t('calendar.noHolidays')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {holidays.map((holiday) => (
            <Box
              component="li"
              key={`${holiday.from}-${holiday.name}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
            >
              <Typography sx={{ flexGrow: 1 }}>
                {holiday.name} —{' '}
                {holiday.from === holiday.to
                  ? dayMonthYear(holiday.from)
                  : t('calendar.holidayRange', {
                      from: dayMonthYear(holiday.from),
                      to: dayMonthYear(holiday.to),
                    })}
              </Typography>
              <IconButton
                aria-label={t('calendar.remove', { name: holiday.name })}
                onClick={() =>
                  onSave({
                    ...calendar,
                    holidays: calendar.holidays.filter((entry) => entry !== holiday),
                  })
                }
              >
                <DeleteOutline />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mt: 1 }}
        onSubmit={(event) => {
          event.preventDefault();
          if (!valid || !candidate.success) return;
          onSave({ ...calendar, holidays: [...calendar.holidays, candidate.data] });
          setFrom('');
          setTo('');
          setName('');
        }}
      >
        <TextField
          type="date"
          size="small"
          label={t('calendar.from')}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          slotProps={{
            htmlInput: { min: year.start, max: year.end },
            inputLabel: { shrink: true },
          }}
        />
        <TextField
          type="date"
          size="small"
          label={t('calendar.to')}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          slotProps={{
            htmlInput: { min: from || year.start, max: year.end },
            inputLabel: { shrink: true },
          }}
        />
        <TextField
          size="small"
          label={t('calendar.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: HOLIDAY_NAME_MAX } }}
        />
        <Button type="submit" variant="outlined" disabled={!valid}>
          {t('calendar.add')}
        </Button>
      </Stack>
    </Box>
  );
}
