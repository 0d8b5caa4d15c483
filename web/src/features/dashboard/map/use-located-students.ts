import { useMemo } from 'react';
import type { DataState } from '../../../lib/data/state';
import { useDirectoryAnswer, type Directory } from '../../../lib/directory/use-directory';
import {
  LOCATED_STUDENTS_QUERY,
  locatedStudentsOf,
  type LocatedStudents,
} from './located-students';

/**
 * The organization's located students, asked of its directory's engine (a worker): the page never
 * unpacks the index, and receives the students with a location only.
 */
export function useLocatedStudents(directory: DataState<Directory>): DataState<LocatedStudents> {
  const answer = useDirectoryAnswer(directory, LOCATED_STUDENTS_QUERY);
  return useMemo(
    (): DataState<LocatedStudents> =>
      answer.status === 'ready' ? { ...answer, data: locatedStudentsOf(answer.data) } : answer,
    [answer],
  );
}
