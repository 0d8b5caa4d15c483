import { collection, doc, getDoc, query, where } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import type { AttendanceClass } from '@village/model/attendance/register';
import { rollNumberOf } from '@village/model/attendance/roll-candidate';
import { rollQueryLevels, type YearClass } from '@village/model/attendance/totals';
import { studentsPath, studentYearsPath } from '@village/model/paths';
import { studentYearSchema } from '@village/model/progression';
import { studentDocSchema } from '@village/model/student';
import { schemaConverter } from '../../../../lib/data/converters';
import type { DataState } from '../../../../lib/data/state';
import { useLiveQuery } from '../../../../lib/data/use-live-query';
import { db } from '../../../../lib/firestore';
import type { RegisterChild } from './register-grid';

const studentConverter = schemaConverter(studentDocSchema);
const yearConverter = schemaConverter(studentYearSchema);

/** The class a student was in during `startYear`, from their year record (null if none). */
async function yearClassOf(
  orgId: string,
  studentDocId: string,
  startYear: number,
): Promise<YearClass | null> {
  try {
    const snapshot = await getDoc(
      doc(db, studentYearsPath(orgId, studentDocId), String(startYear)).withConverter(
        yearConverter,
      ),
    );
    const year = snapshot.data();
    return year ? { educationLevel: year.educationLevel, section: year.section } : null;
  } catch {
    // Offline and never read here: the child is left off the closed year's roll.
    return null;
  }
}

/**
 * Who may have been on a class's roll in the academic year `startYear`: the students of the class's
 * level and of the level a year end promotes to (those promoted since), each with their class that
 * year when their year record says it. The grid keeps those on the roll each day (onClassRoll).
 * Reads follow the class's size: its levels' students, and a year record for each student whose
 * year has been closed since.
 */
export function useRollCandidates(
  orgId: string,
  attendanceClass: AttendanceClass | null,
  startYear: number,
): DataState<RegisterChild[]> {
  const level = attendanceClass?.educationLevel;
  const studentsQuery = useMemo(
    () =>
      level === undefined
        ? null
        : query(
            collection(db, studentsPath(orgId)).withConverter(studentConverter),
            where('educationLevel', 'in', rollQueryLevels(level)),
          ),
    [orgId, level],
  );
  const students = useLiveQuery(studentsQuery);
  const [yearClasses, setYearClasses] = useState<{
    key: string;
    classes: Map<string, YearClass | null>;
  } | null>(null);

  const closedIds = useMemo(
    () =>
      students.status === 'ready'
        ? students.data.rows
            .filter((student) => (student.progressedIn ?? -Infinity) >= startYear)
            .map((student) => student.id)
        : null,
    [students, startYear],
  );
  const key = closedIds ? `${orgId}:${startYear}:${closedIds.join(',')}` : null;
  useEffect(() => {
    if (!closedIds || key === null) return;
    let live = true;
    void Promise.all(closedIds.map((id) => yearClassOf(orgId, id, startYear))).then((found) => {
      if (live)
        setYearClasses({
          key,
          classes: new Map(closedIds.map((id, index) => [id, found[index]!])),
        });
    });
    return () => {
      live = false;
    };
    // closedIds is the same list whenever key is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return useMemo((): DataState<RegisterChild[]> => {
    if (students.status !== 'ready') return students;
    if (!yearClasses || yearClasses.key !== key) return { status: 'loading' };
    const children = students.data.rows.map((student): RegisterChild => ({
      id: student.id,
      name: student.name,
      rollNumber: rollNumberOf(student),
      educationLevel: student.educationLevel,
      section: student.section,
      status: student.status,
      enrollmentDate: student.enrollmentDate,
      leavingDate: null,
      progressedIn: student.progressedIn ?? null,
      yearClass: yearClasses.classes.get(student.id) ?? null,
    }));
    return { status: 'ready', data: children, fromCache: students.fromCache };
  }, [students, yearClasses, key]);
}
