import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import {
  attendanceCalendarSchema,
  EMPTY_CALENDAR,
  type AttendanceCalendar,
} from '@village/model/attendance/calendar';
import { attendanceYearsPath } from '@village/model/paths';
import { schemaConverter } from '../data/converters';
import type { DataState } from '../data/state';
import { useDocument } from '../data/use-document';
import { db } from '../firestore';

export const calendarConverter = schemaConverter(attendanceCalendarSchema);

export const attendanceCalendarDoc = (orgId: string, startYear: number) =>
  doc(db, attendanceYearsPath(orgId), String(startYear)).withConverter(calendarConverter);

/**
 * The working-day calendar of the academic year starting in `startYear`, live; the default one
 * (Sundays off, no holidays) when the organization has not written it.
 */
export function useAttendanceCalendar(
  orgId: string,
  startYear: number,
): DataState<AttendanceCalendar> {
  const ref = useMemo(() => attendanceCalendarDoc(orgId, startYear), [orgId, startYear]);
  const calendar = useDocument(ref);
  return useMemo(
    () =>
      calendar.status === 'ready'
        ? { ...calendar, data: calendar.data ?? EMPTY_CALENDAR }
        : calendar,
    [calendar],
  );
}
