import type { Activity } from '@village/model/activity';
import { useMemo } from 'react';
import type { DataState } from '../../../lib/data/state';
import type { LiveRows } from '../../../lib/data/use-live-query';
import { everyStudentQuery } from '../../../lib/directory/directory-engine';
import { useDirectoryAnswer, type Directory } from '../../../lib/directory/use-directory';

/**
 * Which of the activities' students still exist, asked of the directory's engine (only those few
 * ids cross from its worker); null while unknown (no directory, or its answer on its way).
 */
export function useExistingStudentIds(
  directory: DataState<Directory>,
  activities: DataState<LiveRows<Activity>>,
): ReadonlySet<string> | null {
  const rows = activities.status === 'ready' ? activities.data.rows : null;
  const query = useMemo(() => {
    if (!rows) return null;
    // Sorted and once each: the same students make the same query, which is not asked again.
    const ids = [...new Set(rows.map((row) => row.studentRef).filter((id) => id !== ''))].sort();
    return everyStudentQuery({ kind: 'all' }, { ids });
  }, [rows]);
  const answer = useDirectoryAnswer(directory, query);
  const page = answer.status === 'ready' ? answer.data : null;
  return useMemo(() => (page ? new Set(page.rows.map((row) => row.id)) : null), [page]);
}
