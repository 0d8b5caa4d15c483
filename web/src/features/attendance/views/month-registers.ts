import { collection, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import type { AttendanceClass, AttendanceRegister } from '@village/model/attendance/register';
import { attendancePath } from '@village/model/paths';
import { sectionKey } from '@village/model/progression';
import { registerConverter } from '../../../lib/attendance/registers';
import type { DataState } from '../../../lib/data/state';
import { useLiveQuery, type LiveRows } from '../../../lib/data/use-live-query';
import { db } from '../../../lib/firestore';

/**
 * One class's registers of the month "YYYY-MM", live: at most one per day, so at most 31
 * documents. Live, so that the print page reads them from this device's cache when offline.
 */
export function useMonthRegisters(
  orgId: string,
  attendanceClass: AttendanceClass | null,
  month: string,
): DataState<LiveRows<AttendanceRegister & { id: string }>> {
  const level = attendanceClass?.educationLevel;
  const section = attendanceClass ? sectionKey(attendanceClass.section) : undefined;
  const monthQuery = useMemo(
    () =>
      level === undefined || section === undefined
        ? null
        : query(
            collection(db, attendancePath(orgId)).withConverter(registerConverter),
            where('educationLevel', '==', level),
            where('section', '==', section),
            where('date', '>=', `${month}-01`),
            where('date', '<=', `${month}-31`),
          ),
    [orgId, level, section, month],
  );
  return useLiveQuery(monthQuery);
}
