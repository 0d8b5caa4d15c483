import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_ACADEMIC_YEAR_START_MONTH } from '@village/model/academic-year';
import { attendanceWindowOf, earliestDayToMark } from '@village/model/attendance/calendar';
import { classKeyOf, classOfKey, type AttendanceClass } from '@village/model/attendance/register';
import { dayMonthYear } from '@village/model/dates';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoading } from '../../../components/PageLoading';
import { useMessages } from '../../../lib/i18n/messages';
import { PAGE_TITLES, usePageTitle } from '../../../lib/page-titles';
import { paths } from '../../../lib/paths';
import { useAcademicYear } from '../../../lib/session/academic-year';
import { useCurrentOrganization } from '../../../lib/session/current-organization';
import { useIndianDay } from '../../../lib/session/indian-day';
import { classText } from '../class-text';
import { attendanceMessages } from '../messages';
import { ClassChooser } from './ClassChooser';
import { ClassRegister } from './ClassRegister';
import { LateMarks } from './LateMarks';
import { RefusedSaves } from './RefusedSaves';
import { rememberClass, rememberedClass } from './remembered-class';

// Only super_admins open it: the marking screen does not carry its code.
const CalendarSettings = lazy(() => import('../calendar/CalendarSettings'));

/** /attendance (staff): the roll of one class on one day; the calendar for super_admins. */
function Attendance() {
  const t = useMessages(attendanceMessages);
  const pageTitle = usePageTitle(PAGE_TITLES.attendance);
  const { orgId, role, organization } = useCurrentOrganization();
  const startMonth = organization?.academicYearStartMonth ?? DEFAULT_ACADEMIC_YEAR_START_MONTH;
  const today = useIndianDay();
  const year = useAcademicYear();
  const [searchParams] = useSearchParams();
  // A class named in the address (the dashboard's "not marked yet" links) comes first.
  const [attendanceClass, setAttendanceClass] = useState<AttendanceClass | null>(() => {
    const linked = classOfKey(searchParams.get('class') ?? '');
    if (linked) rememberClass(orgId, linked);
    return linked ?? rememberedClass(orgId);
  });
  const [date, setDate] = useState(today);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const superAdmin = role === 'super_admin';
  const windowDays = attendanceWindowOf(organization?.attendanceWindowDays);
  const earliest = superAdmin ? year.start : earliestDayToMark(today, windowDays);

  const choose = (value: AttendanceClass | null) => {
    setAttendanceClass(value);
    rememberClass(orgId, value);
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: PAGE_TITLES.attendance.maxWidth, mx: 'auto', minWidth: 0 }}>
      <PageHeader
        title={pageTitle.title}
        subtitle={pageTitle.subtitle}
        action={
          superAdmin ? (
            <Button variant="outlined" onClick={() => setCalendarOpen((open) => !open)}>
              {calendarOpen ? t('choose.hideCalendar') : t('choose.calendar')}
            </Button>
          ) : undefined
        }
      />
      {calendarOpen && (
        <Suspense fallback={<PageLoading />}>
          <CalendarSettings />
        </Suspense>
      )}
      <RefusedSaves orgId={orgId} t={t} />
      {superAdmin && (
        <LateMarks
          orgId={orgId}
          onOpen={(lateClass, lateDate) => {
            choose(lateClass);
            setDate(lateDate);
          }}
          t={t}
        />
      )}
      <Paper component="section" variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 2 }}>
          {t('choose.title')}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <ClassChooser orgId={orgId} value={attendanceClass} onChange={choose} t={t} />
          <TextField
            type="date"
            size="small"
            label={t('choose.date')}
            value={date}
            onChange={(event) => {
              const value = event.target.value;
              if (value && value >= earliest && value <= today) setDate(value);
            }}
            helperText={
              superAdmin ? undefined : t('choose.dateHelpWindow', { days: String(windowDays) })
            }
            slotProps={{ htmlInput: { min: earliest, max: today }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 180 }}
          />
        </Stack>
      </Paper>
      {attendanceClass ? (
        <>
          <Stack direction="row" sx={{ alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
            <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, flexGrow: 1 }}>
              {t('list.title', {
                className: classText(attendanceClass, t),
                date: dayMonthYear(date),
              })}
            </Typography>
            <Link
              component={RouterLink}
              to={paths.attendanceRegister(classKeyOf(attendanceClass), date.slice(0, 7))}
              underline="hover"
            >
              {t('list.monthRegister')}
            </Link>
          </Stack>
          <ClassRegister
            attendanceClass={attendanceClass}
            className={classText(attendanceClass, t)}
            date={date}
            startMonth={startMonth}
            t={t}
          />
        </>
      ) : (
        <Typography color="text.secondary">{t('choose.hint')}</Typography>
      )}
    </Stack>
  );
}

/** A new organization chosen in the switcher starts the page afresh. */
export function AttendancePage() {
  const { orgId } = useCurrentOrganization();
  return <Attendance key={orgId} />;
}

export default AttendancePage;
