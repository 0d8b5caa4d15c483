import { collection, doc, getDoc, query, where } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { academicYearOf, DEFAULT_ACADEMIC_YEAR_START_MONTH } from '@village/model/academic-year';
import type { AttendanceClass } from '@village/model/attendance/register';
import {
  onClassRoll,
  rollQueryLevels,
  type RollCandidate,
  type YearClass,
} from '@village/model/attendance/totals';
import { guardianOf, rollNumberOf } from '@village/model/attendance/roll-candidate';
import { studentsPath, studentYearsPath } from '@village/model/paths';
import { sectionKey, studentYearSchema } from '@village/model/progression';
import { studentDocSchema, type Student } from '@village/model/student';
import { schemaConverter } from '../../../lib/data/converters';
import type { DataState } from '../../../lib/data/state';
import { useLiveQuery } from '../../../lib/data/use-live-query';
import { db } from '../../../lib/firestore';
import { useCurrentOrganization } from '../../../lib/session/current-organization';
import { sortRoll, type RollStudent } from './roll-order';

export type { RollStudent } from './roll-order';

const yearConverter = schemaConverter(studentYearSchema);
const studentConverter = schemaConverter(studentDocSchema);

const candidateOf = (student: Student): RollCandidate => ({
  educationLevel: student.educationLevel,
  section: student.section,
  status: student.status,
  enrollmentDate: student.enrollmentDate,
  leavingDate: student.transferCertificate?.leavingDate ?? null,
  progressedIn: student.progressedIn ?? null,
});

const rollStudentOf = (student: Student): RollStudent => ({
  id: student.id,
  name: student.name,
  rollNumber: rollNumberOf(student),
  admissionNumber: student.admissionNumber,
  guardian: guardianOf(student),
});

/** The students of one level, every status: those who left since may have been on the roll. */
function useLevelStudents(orgId: string, level: string | undefined) {
  const levelQuery = useMemo(
    () =>
      level === undefined
        ? null
        : query(
            collection(db, studentsPath(orgId)).withConverter(studentConverter),
            where('educationLevel', '==', level),
          ),
    [orgId, level],
  );
  return useLiveQuery(levelQuery, { urgent: true });
}

/**
 * The children on a class's roll on `date`: those whose class and section were these that day
 * (their year record, for a year closed for them since), admitted by then and not yet gone, in
 * roll order. The reads follow the class's size: the students of the class's level and of the
 * level it is promoted to, and the year records of those whose year has been closed since.
 */
export function useClassRoll(
  orgId: string,
  attendanceClass: AttendanceClass | null,
  date: string,
): DataState<RollStudent[]> {
  const { organization } = useCurrentOrganization();
  const startMonth = organization?.academicYearStartMonth ?? DEFAULT_ACADEMIC_YEAR_START_MONTH;
  const levels = attendanceClass ? rollQueryLevels(attendanceClass.educationLevel) : [];
  const first = useLevelStudents(orgId, levels[0]);
  const second = useLevelStudents(orgId, levels[1]);
  const startYear = academicYearOf(date, startMonth).startYear;

  // Once a class's roll has been drawn, it stays drawn while the server's answers come in.
  const drawKey = `${orgId}|${levels.join('|')}`;
  const [drawn, setDrawn] = useState<string | null>(null);

  const students = useMemo((): DataState<Student[]> => {
    if (!attendanceClass) return { status: 'loading' };
    if (first.status !== 'ready') return first;
    // The class's own level from this device, the next one not: most often a level with nobody
    // promoted into it from this class, or a link that dropped. The roll is drawn now and
    // completed when the server answers, instead of a spinner on a phone that cannot ask. Only a
    // first visit, with nothing drawn from this device, waits for both levels from the server.
    const waitForSecond =
      drawn !== drawKey &&
      !first.fromCache &&
      (second.status === 'loading' || second.status === 'error');
    if (levels.length > 1 && second.status !== 'ready' && waitForSecond) return second;
    const rows = [...first.data.rows, ...(second.status === 'ready' ? second.data.rows : [])];
    return { status: 'ready', data: rows, fromCache: first.fromCache };
  }, [attendanceClass, first, second, levels.length, drawn, drawKey]);
  if (students.status === 'ready' && drawn !== drawKey) setDrawn(drawKey);

  const closedIds = useMemo(
    () =>
      students.status === 'ready'
        ? students.data
            .filter((student) => (student.progressedIn ?? -1) >= startYear)
            .map((student) => student.id)
            .sort()
        : [],
    [students, startYear],
  );
  const yearClasses = useYearClasses(orgId, closedIds, startYear);

  return useMemo((): DataState<RollStudent[]> => {
    if (students.status !== 'ready') return students;
    if (!attendanceClass) return { status: 'loading' };
    if (yearClasses === null) return { status: 'loading' };
    const wanted = { ...attendanceClass, section: sectionKey(attendanceClass.section) };
    const roll = students.data
      .filter((student) =>
        onClassRoll(
          candidateOf(student),
          yearClasses.get(student.id) ?? null,
          wanted,
          date,
          startYear,
        ),
      )
      .map(rollStudentOf);
    return { ...students, data: sortRoll(roll) };
  }, [students, yearClasses, attendanceClass, date, startYear]);
}

/**
 * The class each of `studentIds` was in during `startYear` (their year records), once read; null
 * while reading. Read once, not live: a closed year does not change.
 */
function useYearClasses(
  orgId: string,
  studentIds: string[],
  startYear: number,
): Map<string, YearClass> | null {
  const key = `${orgId}|${startYear}|${studentIds.join(',')}`;
  const [found, setFound] = useState<{ key: string; classes: Map<string, YearClass> } | null>(null);
  useEffect(() => {
    let live = true;
    const [org, year, ids] = key.split('|') as [string, string, string];
    const idList = ids ? ids.split(',') : [];
    void Promise.all(
      idList.map(async (id) => {
        try {
          const snapshot = await getDoc(
            doc(db, studentYearsPath(org, id), year).withConverter(yearConverter),
          );
          const record = snapshot.data();
          return record ? ([id, record] as const) : null;
        } catch (error) {
          console.warn('A year record could not be read', error);
          return null;
        }
      }),
    ).then((entries) => {
      if (!live) return;
      const classes = new Map<string, YearClass>();
      for (const entry of entries)
        if (entry)
          classes.set(entry[0], {
            educationLevel: entry[1].educationLevel,
            section: entry[1].section,
          });
      setFound({ key, classes });
    });
    return () => {
      live = false;
    };
  }, [key]);
  if (studentIds.length === 0) return EMPTY_CLASSES;
  return found?.key === key ? found.classes : null;
}

const EMPTY_CLASSES = new Map<string, YearClass>();
