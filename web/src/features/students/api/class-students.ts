import { query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import type { EducationLevel } from '@village/model/levels';
import { sectionKey } from '@village/model/progression';
import type { Student } from '@village/model/student';
import type { DataState } from '../../../lib/data/state';
import { useLiveQuery, type LiveRows } from '../../../lib/data/use-live-query';
import { studentsCollection } from './student-refs';

/** A class as offices name it: an education level and a section ('' for a class without one). */
export interface SchoolClass {
  educationLevel: EducationLevel;
  section: string;
}

/**
 * The students on the roll of one class (active, at the level, in the section), live, in no
 * particular order (the caller sorts in the reader's collation). The query reads the level's
 * active students, every section, and keeps the section's: a student saved before sections existed
 * has no section field, which an equality filter on '' would miss. So the reads are one level's
 * roll, what these screens (progression, the register list, ID cards) are about: they do not grow
 * with the organization.
 */
export function useClassStudents(
  orgId: string,
  schoolClass: SchoolClass | null,
): DataState<LiveRows<Student>> {
  const level = schoolClass?.educationLevel;
  const section = schoolClass?.section;
  const levelQuery = useMemo(
    () =>
      level === undefined
        ? null
        : query(
            studentsCollection(orgId),
            where('educationLevel', '==', level),
            where('status', '==', 'active'),
          ),
    [orgId, level],
  );
  const roll = useLiveQuery(levelQuery);
  return useMemo((): DataState<LiveRows<Student>> => {
    if (roll.status !== 'ready' || section === undefined) return roll;
    const key = sectionKey(section);
    const rows = roll.data.rows.filter((student) => sectionKey(student.section) === key);
    return { ...roll, data: { ...roll.data, rows } };
  }, [roll, section]);
}
