import { useMemo } from 'react';
import type { Student } from '@village/model/student';
import type { DataState } from '../../../lib/data/state';
import { useDocument } from '../../../lib/data/use-document';
import { studentDoc } from './student-refs';

/** One student, live: ready with null when there is no such student. */
export function useStudent(orgId: string, id: string | undefined): DataState<Student | null> {
  const ref = useMemo(() => (id ? studentDoc(orgId, id) : null), [orgId, id]);
  return useDocument(ref);
}
