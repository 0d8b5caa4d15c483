import { academicYearOf, DEFAULT_ACADEMIC_YEAR_START_MONTH } from '@village/model/academic-year';
import { dayOff } from '@village/model/attendance/calendar';
import { canSeeStudents } from '@village/model/roles';
import { useCurrentOrganization } from '../../lib/session/current-organization';
import { useIndianDay } from '../../lib/session/indian-day';
import { useAttendanceClasses, useAttendanceDay } from '../../lib/attendance/totals';
import { useAttendanceCalendar } from '../../lib/attendance/calendar';
import { AttendanceCardView } from './AttendanceCardView';

/**
 * The dashboard's attendance card with its reads: today's summary and the year's calendar (every
 * member), the list of classes (staff). Three documents, whatever the organization's size.
 */
export function AttendanceCard() {
  const { orgId, role, organization } = useCurrentOrganization();
  const staff = canSeeStudents(role);
  const today = useIndianDay();
  const startMonth = organization?.academicYearStartMonth ?? DEFAULT_ACADEMIC_YEAR_START_MONTH;
  const calendar = useAttendanceCalendar(orgId, academicYearOf(today, startMonth).startYear);
  const day = useAttendanceDay(orgId, today);
  const classes = useAttendanceClasses(staff ? orgId : null);
  // A calendar that cannot be read (offline, never loaded) is taken as a working day.
  const off =
    calendar.status === 'ready'
      ? dayOff(calendar.data, today)
      : calendar.status === 'loading'
        ? undefined
        : null;
  return <AttendanceCardView dayOff={off} day={day} classes={staff ? classes : null} />;
}

export default AttendanceCard;
