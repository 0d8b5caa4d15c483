import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { academicYearOf } from '@village/model/academic-year';
import { dayOff, monthOfDay } from '@village/model/attendance/calendar';
import type { AttendanceClass } from '@village/model/attendance/register';
import { PageLoading } from '../../../components/PageLoading';
import { dataErrorMessage, type DataState } from '../../../lib/data/state';
import { useT } from '../../../lib/i18n/I18nProvider';
import { useCurrentOrganization } from '../../../lib/session/current-organization';
import { useAttendanceCalendar, useClosedMonths } from '../data/calendar';
import { useRegister } from '../data/registers';
import { useClassRoll } from '../data/roll';
import type { AttendanceTranslate } from '../messages';
import { DayOffNotice } from './DayOffNotice';
import { MarkingList } from './MarkingList';

export interface ClassRegisterProps {
  attendanceClass: AttendanceClass;
  className: string;
  date: string;
  startMonth: number;
  t: AttendanceTranslate;
}

function Failed({ state }: { state: DataState<unknown> }) {
  const catalog = useT();
  if (state.status === 'error')
    return <Alert severity="error">{dataErrorMessage(state.error, catalog)}</Alert>;
  return <PageLoading />;
}

/** One class on one day: no school on a day off; else its roll to mark. */
export function ClassRegister({
  attendanceClass,
  className,
  date,
  startMonth,
  t,
}: ClassRegisterProps) {
  const { orgId, role } = useCurrentOrganization();
  const startYear = academicYearOf(date, startMonth).startYear;
  const calendar = useAttendanceCalendar(orgId, startYear);
  const roll = useClassRoll(orgId, attendanceClass, date);
  const register = useRegister(orgId, date, attendanceClass);
  const closed = useClosedMonths(orgId);

  if (calendar.status !== 'ready') return <Failed state={calendar} />;
  const off = dayOff(calendar.data, date);
  if (off)
    return (
      <DayOffNotice
        calendar={calendar.data}
        date={date}
        startYear={startYear}
        reason={off.kind === 'holiday' ? off.name : null}
        canOpen={role === 'super_admin'}
        t={t}
      />
    );
  if (roll.status !== 'ready') return <Failed state={roll} />;
  if (register.status !== 'ready') return <Failed state={register} />;
  if (roll.data.length === 0)
    return <Typography color="text.secondary">{t('list.empty', { className })}</Typography>;
  return (
    <MarkingList
      // A new day or class starts with nothing unsaved.
      key={`${date}|${className}`}
      orgId={orgId}
      date={date}
      attendanceClass={attendanceClass}
      className={className}
      startMonth={startMonth}
      roll={roll.data}
      register={register.data.register}
      pending={register.data.pending}
      monthClosed={closed.status === 'ready' && closed.data.has(monthOfDay(date))}
      t={t}
    />
  );
}
