import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFAULT_ACADEMIC_YEAR_START_MONTH } from '@village/model/academic-year';
import {
  rteShortfalls,
  workingDaysOfYear,
  type AttendanceCalendar,
} from '@village/model/attendance/calendar';
import { PageLoading } from '../../../components/PageLoading';
import { dataErrorMessage } from '../../../lib/data/state';
import { useT } from '../../../lib/i18n/I18nProvider';
import { useMessages } from '../../../lib/i18n/messages';
import { useAcademicYear } from '../../../lib/session/academic-year';
import { useSignedInUser } from '../../../lib/session/auth-state';
import { useCurrentOrganization } from '../../../lib/session/current-organization';
import { saveCalendar, useAttendanceCalendar } from '../data/calendar';
import { attendanceMessages } from '../messages';
import { HolidayList } from './HolidayList';
import { MonthList } from './MonthList';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;

/**
 * The working-day calendar of this academic year (super_admins): weekly days off, holidays and
 * vacations, the year's working days against the RTE's minimum, and the months to close.
 */
export function CalendarSettings() {
  const t = useMessages(attendanceMessages);
  const catalog = useT();
  const { orgId, organization } = useCurrentOrganization();
  const user = useSignedInUser();
  const year = useAcademicYear();
  const startMonth = organization?.academicYearStartMonth ?? DEFAULT_ACADEMIC_YEAR_START_MONTH;
  const calendar = useAttendanceCalendar(orgId, year.startYear);
  if (calendar.status === 'error')
    return <Alert severity="error">{dataErrorMessage(calendar.error, catalog)}</Alert>;
  if (calendar.status !== 'ready') return <PageLoading />;

  const save = (next: AttendanceCalendar) => saveCalendar(orgId, user.uid, year.startYear, next);
  const workingDays = workingDaysOfYear(calendar.data, year.startYear, startMonth).length;
  const shortfalls = rteShortfalls(workingDays);

  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
          {t('calendar.title', { year: year.label })}
        </Typography>
        <Typography sx={{ fontWeight: 600 }} role="status">
          {t('calendar.workingDays', { count: workingDays, n: String(workingDays) })}
        </Typography>
        {shortfalls.map((short) => (
          <Alert key={short.classes} severity="warning">
            {t('calendar.rteShort', { minimum: String(short.minimum), classes: short.classes })}
          </Alert>
        ))}
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
            {t('calendar.weeklyOff')}
          </Typography>
          <FormGroup row>
            {WEEKDAYS.map((day) => (
              <FormControlLabel
                key={day}
                label={t(`weekday.${day}`)}
                control={
                  <Checkbox
                    checked={calendar.data.weeklyOff.includes(day)}
                    onChange={(event) =>
                      save({
                        ...calendar.data,
                        weeklyOff: event.target.checked
                          ? [...calendar.data.weeklyOff, day].sort()
                          : calendar.data.weeklyOff.filter((off) => off !== day),
                      })
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </fieldset>
        <HolidayList calendar={calendar.data} year={year} onSave={save} t={t} />
        <MonthList orgId={orgId} uid={user.uid} year={year} t={t} />
      </Stack>
    </Paper>
  );
}

export default CalendarSettings;
