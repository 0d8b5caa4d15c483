import { collection, deleteDoc, doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { useMemo } from 'react';
import {
  attendanceCalendarSchema,
  closedMonthSchema,
  EMPTY_CALENDAR,
  type AttendanceCalendar,
} from '@village/model/attendance/calendar';
import type { AttendanceClasses } from '@village/model/attendance/totals';
import { attendanceMonthsPath, attendanceYearsPath } from '@village/model/paths';
import { attendanceCalendarDoc } from '../../../lib/attendance/calendar';
import { attendanceClassesDoc } from '../../../lib/attendance/totals';
import { schemaConverter } from '../../../lib/data/converters';
import { queuedWrite, trackWrite, type QueuedWrite } from '../../../lib/data/pending-writes';
import type { DataState } from '../../../lib/data/state';
import { useDocument, useDocumentView } from '../../../lib/data/use-document';
import { useLiveQuery } from '../../../lib/data/use-live-query';
import { db } from '../../../lib/firestore';
import { messagesNow } from '../../../lib/i18n/messages';
import { attendanceMessages } from '../messages';
import { MARKING_READ } from './marking-read';

const closedMonthConverter = schemaConverter(closedMonthSchema);

function refusal(error: unknown): string {
  const t = messagesNow(attendanceMessages);
  return (error as { code?: string }).code === 'permission-denied'
    ? t('calendar.refused')
    : t('sync.notSaved');
}

/** The working-day calendar of the academic year starting in `startYear`; no document: the default. */
export function useAttendanceCalendar(
  orgId: string,
  startYear: number,
): DataState<AttendanceCalendar> {
  const ref = useMemo(() => attendanceCalendarDoc(orgId, startYear), [orgId, startYear]);
  // Not on this device: the default calendar, so that marking never waits for it.
  const state = useDocumentView(ref, MARKING_READ);
  return useMemo((): DataState<AttendanceCalendar> => {
    if (state.status !== 'ready') return state;
    const stored = state.data.data;
    return {
      ...state,
      data: stored
        ? { weeklyOff: stored.weeklyOff, holidays: stored.holidays, openedDays: stored.openedDays }
        : EMPTY_CALENDAR,
    };
  }, [state]);
}

/** A super_admin saves the year's whole calendar. */
export function saveCalendar(
  orgId: string,
  uid: string,
  startYear: number,
  calendar: AttendanceCalendar,
): QueuedWrite {
  const parsed = attendanceCalendarSchema.parse(calendar);
  const write = setDoc(doc(db, attendanceYearsPath(orgId), String(startYear)), {
    ...parsed,
    updatedAt: serverTimestamp(),
    updatedBy: uid,
  });
  return queuedWrite(trackWrite(write, String(startYear), refusal));
}

/** The organization's closed months ("2026-11"), live. */
export function useClosedMonths(orgId: string): DataState<ReadonlySet<string>> {
  const monthsQuery = useMemo(
    () => collection(db, attendanceMonthsPath(orgId)).withConverter(closedMonthConverter),
    [orgId],
  );
  const state = useLiveQuery(monthsQuery);
  return useMemo((): DataState<ReadonlySet<string>> => {
    if (state.status !== 'ready') return state;
    return { ...state, data: new Set(state.data.rows.map((row) => row.id)) };
  }, [state]);
}

/** A super_admin closes a month: the rules refuse every mark of its days from then on. */
export function closeMonth(orgId: string, uid: string, month: string): QueuedWrite {
  const write = setDoc(doc(db, attendanceMonthsPath(orgId), month), {
    closedBy: uid,
    closedAt: Date.now(),
  });
  return queuedWrite(trackWrite(write, month, refusal));
}

export function reopenMonth(orgId: string, month: string): QueuedWrite {
  const write = deleteDoc(doc(db, attendanceMonthsPath(orgId), month));
  return queuedWrite(trackWrite(write, month, refusal));
}

/** The classes there are (from the active students' levels and sections; kept by the functions). */
export function useAttendanceClasses(orgId: string): DataState<AttendanceClasses | null> {
  const ref = useMemo(() => attendanceClassesDoc(orgId), [orgId]);
  return useDocument(ref);
}
