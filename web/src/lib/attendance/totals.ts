import { collection, doc, documentId, getDocs, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import {
  attendanceClassesSchema,
  attendanceDaySchema,
  attendanceTotalsSchema,
  totalsIdOf,
  type AttendanceClasses,
  type AttendanceDay,
  type AttendanceTotals,
} from '@village/model/attendance/totals';
import {
  attendanceClassesDocPath,
  attendanceDaysPath,
  attendanceTotalsPath,
} from '@village/model/paths';
import { schemaConverter } from '../data/converters';
import type { DataState } from '../data/state';
import { useDocument } from '../data/use-document';
import { db } from '../firestore';

// What the functions keep from the registers, read by the attendance views: the summary of a day
// (every member), the list of classes (staff), and a child's totals of a year (staff). Every read
// parses with the model's schema; none is written from the web.

const dayConverter = schemaConverter(attendanceDaySchema);
const classesConverter = schemaConverter(attendanceClassesSchema);
const totalsConverter = schemaConverter(attendanceTotalsSchema);

export const attendanceDayDoc = (orgId: string, date: string) =>
  doc(db, attendanceDaysPath(orgId), date).withConverter(dayConverter);

export const attendanceClassesDoc = (orgId: string) =>
  doc(db, attendanceClassesDocPath(orgId)).withConverter(classesConverter);

export const attendanceTotalsDoc = (orgId: string, startYear: number, studentDocId: string) =>
  doc(db, attendanceTotalsPath(orgId), totalsIdOf(startYear, studentDocId)).withConverter(
    totalsConverter,
  );

/** The organization's attendance on `date`, live; null when no class has been taken that day. */
export function useAttendanceDay(orgId: string, date: string): DataState<AttendanceDay | null> {
  const ref = useMemo(() => attendanceDayDoc(orgId, date), [orgId, date]);
  return useDocument(ref);
}

/** The classes there are (from the active students), live. Pass null to read nothing (end users). */
export function useAttendanceClasses(orgId: string | null): DataState<AttendanceClasses | null> {
  const ref = useMemo(() => (orgId ? attendanceClassesDoc(orgId) : null), [orgId]);
  return useDocument(ref);
}

/** A child's totals of the academic year starting in `startYear`, live: one document. */
export function useAttendanceTotals(
  orgId: string,
  startYear: number,
  studentDocId: string,
): DataState<AttendanceTotals | null> {
  const ref = useMemo(
    () => attendanceTotalsDoc(orgId, startYear, studentDocId),
    [orgId, startYear, studentDocId],
  );
  return useDocument(ref);
}

/** Document ids per `in` query: Firestore's limit for `in`. */
const IN_BATCH = 30;

/**
 * The totals of a year of each of `studentDocIds` that has any, by student: one query per 30
 * children (what the year end reads for a class). Offline, what this device holds.
 */
export async function readAttendanceTotals(
  orgId: string,
  startYear: number,
  studentDocIds: readonly string[],
): Promise<Map<string, AttendanceTotals>> {
  const collectionRef = collection(db, attendanceTotalsPath(orgId)).withConverter(totalsConverter);
  const batches: string[][] = [];
  for (let start = 0; start < studentDocIds.length; start += IN_BATCH)
    batches.push(
      studentDocIds.slice(start, start + IN_BATCH).map((id) => totalsIdOf(startYear, id)),
    );
  const snapshots = await Promise.all(
    batches.map((ids) => getDocs(query(collectionRef, where(documentId(), 'in', ids)))),
  );
  const found = new Map<string, AttendanceTotals>();
  for (const snapshot of snapshots)
    for (const document of snapshot.docs) {
      const totals = document.data();
      found.set(totals.studentDocId, totals);
    }
  return found;
}
