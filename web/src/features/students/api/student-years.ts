import { collection, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { studentYearsPath } from '@village/model/paths';
import { studentYearSchema, type StudentYear } from '@village/model/progression';
import { schemaConverter, type WithId } from '../../../lib/data/converters';
import type { DataState } from '../../../lib/data/state';
import { useLiveQuery, type LiveRows } from '../../../lib/data/use-live-query';
import { db } from '../../../lib/firestore';

// A student's history, apart from the progression's callable and documents, so that
// the profile, which shows the history, does not load the year end screen's data module.

const studentYearConverter = schemaConverter(studentYearSchema);

/** A student's record of one academic year, by its id (the year's first calendar year). */
export type StudentYearRecord = WithId<StudentYear>;

/** A student's years, newest first, live: the profile's history timeline. */
export function useStudentYears(
  orgId: string,
  studentId: string,
): DataState<LiveRows<StudentYearRecord>> {
  const yearsQuery = useMemo(
    () =>
      query(
        collection(db, studentYearsPath(orgId, studentId)).withConverter(studentYearConverter),
        orderBy('startYear', 'desc'),
      ),
    [orgId, studentId],
  );
  return useLiveQuery(yearsQuery);
}
