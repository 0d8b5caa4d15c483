import { doc, getDoc, getDocFromCache, type DocumentReference } from 'firebase/firestore';
import * as z from 'zod/mini';
import type { AcademicYear } from '@village/model/academic-year';
import type { EducationLevel } from '@village/model/levels';
import { attendanceTotalsSchema, totalsIdOf } from '@village/model/attendance/totals';
import { IN_QUERY_MAX_VALUES } from '@village/model/limits';
import { attendanceTotalsPath, COLLECTIONS, studentYearsPath } from '@village/model/paths';
import { studentYearSchema } from '@village/model/progression';
import type { Student } from '@village/model/student';
import {
  previousYearOf,
  wantsAttendedDays,
  type UdisePreviousYear,
  type YearRecordFacts,
} from '@village/model/udise-previous-year';
import { parseDocument, schemaConverter } from '../../../lib/data/converters';
import { DOCUMENT_ID, readOnce } from '../../../lib/data/read-once';
import { db } from '../../../lib/firestore';
import { timed, UDISE_TIMING } from '../udise/udise-timing';
import { idChunks } from './student-details';

// What the school's records say of its students' previous academic year, for the UDISE+ return:
// each student's year record (students/{id}/years/{startYear}) and, where it has no days
// attended, the attendance totals of that year (attendanceTotals/{startYear}_{id}). The records of
// a whole roll are one query, not a read a student: a hundred reads took the return from 4 s to 48
// (docs/imports-exports.md). Each query is read once from the server (readOnce); offline, what
// this device holds; what cannot be read leaves those columns empty rather than fail.

const yearConverter = schemaConverter(studentYearSchema);
// Each child's totals hold every day of the year: only what the return writes is checked.
const attendedSchema = z.pick(attendanceTotalsSchema, { studentDocId: true, attended: true });

/**
 * Totals wanted for at most this many students are read by id, in a few `in` queries; for more,
 * the year's whole set in one query (a year of days each: heavier, but one request).
 */
const ATTENDED_BY_ID_MAX = 5 * IN_QUERY_MAX_VALUES;

/**
 * The year records of one year of this organization's students who went on to these levels
 * (`nextLevel`: a return of one class reads that class's), by student: one query.
 */
async function readYearRecords(
  orgId: string,
  startYear: number,
  levels: readonly EducationLevel[],
): Promise<Map<string, YearRecordFacts>> {
  const found = new Map<string, YearRecordFacts>();
  // An `in` filter needs a value: no level, nothing to read.
  if (levels.length === 0) return found;
  // A collection-group query: the rules let staff list the records naming their organization.
  const records = await readOnce({
    collection: COLLECTIONS.years,
    group: true,
    where: [
      ['orgId', '==', orgId],
      ['startYear', '==', startYear],
      ['nextLevel', 'in', [...levels]],
    ],
  });
  for (const record of records ?? []) {
    // students/{studentDocId}/years/{startYear}
    const studentDocId = record.ref.path.split('/').at(-3);
    try {
      if (studentDocId) found.set(studentDocId, parseDocument(studentYearSchema, record));
    } catch (error) {
      // An invalid record: the student's previous-year columns stay as if it were not there.
      console.warn('Year record not read for the return', record.ref.path, error);
    }
  }
  return found;
}

/** One year record, server or this device's copy; undefined when neither has it. */
async function readYearRecord<T extends YearRecordFacts>(
  ref: DocumentReference<T>,
): Promise<T | undefined> {
  try {
    const snapshot = navigator.onLine
      ? await getDoc(ref).catch(() => getDocFromCache(ref))
      : await getDocFromCache(ref);
    return snapshot.exists() ? snapshot.data() : undefined;
  } catch {
    return undefined;
  }
}

/** Days attended (the totals' `attended`) in a year, by student, and whether all were read. */
interface Attended {
  days: Map<string, number>;
  /** The year's whole set was read: no other student has totals. */
  wholeYear: boolean;
}

/** The totals of a year of these students, those that have them. */
async function readAttended(
  orgId: string,
  startYear: number,
  studentDocIds: readonly string[],
): Promise<Attended> {
  const days = new Map<string, number>();
  if (studentDocIds.length === 0) return { days, wholeYear: false };
  const totals = attendanceTotalsPath(orgId);
  const wholeYear = studentDocIds.length > ATTENDED_BY_ID_MAX;
  const queries = wholeYear
    ? [{ collection: totals, where: [['startYear', '==', startYear]] as const }]
    : idChunks(studentDocIds).map((chunk) => ({
        collection: totals,
        where: [[DOCUMENT_ID, 'in', chunk.map((id) => totalsIdOf(startYear, id))]] as const,
      }));
  for (const read of await Promise.all(queries.map(readOnce)))
    for (const entry of read ?? []) {
      try {
        const { studentDocId, attended } = parseDocument(attendedSchema, entry);
        days.set(studentDocId, attended);
      } catch (error) {
        console.warn('Attendance totals not read for the return', entry.ref.path, error);
      }
    }
  return { days, wholeYear };
}

/**
 * What the records say of the year before `session` (the one being filed) of each of these
 * students (on the roll in `levels`) that has any, by student: the year record first, and the
 * days attended from the attendance totals where the record has none. The records, and the
 * totals of those without days, are read while the students (`reading`) still are; the totals of
 * students with no record (admitted before the session: usually none), after.
 */
export async function readPreviousYears(
  orgId: string,
  session: Pick<AcademicYear, 'startYear' | 'start'>,
  levels: readonly EducationLevel[],
  reading: Promise<ReadonlyMap<string, Pick<Student, 'progressedIn' | 'enrollmentDate'>>>,
): Promise<Map<string, UdisePreviousYear>> {
  const startYear = session.startYear - 1;
  const listing = timed(UDISE_TIMING.yearRecords, readYearRecords(orgId, startYear, levels));
  const withoutDays = listing.then(async (listed) => {
    const ids = [...listed].filter(([, record]) => record.daysAttended === null).map(([id]) => id);
    const attended = await timed(UDISE_TIMING.attended, readAttended(orgId, startYear, ids));
    return { ...attended, asked: new Set(ids) };
  });
  const [records, students, first] = await Promise.all([listing, reading, withoutDays]);
  // A record made before records carried orgId, or of a student whose class was changed after
  // the year end, is not listed: read those one by one, only for the students whose year was
  // closed then (progressedIn), so that none is read for nothing.
  const unlisted = [...students].filter(
    ([id, student]) => !records.has(id) && (student.progressedIn ?? -1) >= startYear,
  );
  await Promise.all(
    unlisted.map(async ([id]) => {
      const ref = doc(db, studentYearsPath(orgId, id), String(startYear)).withConverter(
        yearConverter,
      );
      const record = await readYearRecord(ref);
      if (record) records.set(id, record);
    }),
  );
  const more = first.wholeYear
    ? []
    : [...students]
        .filter(([id, student]) => wantsAttendedDays(student, records.get(id), session.start))
        .map(([id]) => id)
        .filter((id) => !first.asked.has(id));
  const attended = new Map([...first.days, ...(await readAttended(orgId, startYear, more)).days]);
  const previousYears = new Map<string, UdisePreviousYear>();
  for (const id of students.keys()) {
    const days = attended.get(id);
    const year = previousYearOf(
      records.get(id),
      days === undefined ? undefined : { attended: days },
    );
    if (year) previousYears.set(id, year);
  }
  return previousYears;
}
