import { collection, documentId, orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { monthKey, monthlyStatsPath } from '@village/model/paths';
import { monthlyStatsDocSchema, type MonthlyStats } from '@village/model/stats';
import { schemaConverter } from '../../../lib/data/converters';
import { LOADING, type DataState } from '../../../lib/data/state';
import { useLiveQuery } from '../../../lib/data/use-live-query';
import { db } from '../../../lib/firestore';
import { monthsBefore } from '../months';

const monthlyStatsConverter = schemaConverter(monthlyStatsDocSchema);

/** How far back the trends look for an earlier month with figures. */
export const TREND_LOOKBACK_MONTHS = 12;

/**
 * The monthlyStats documents of the year before the month of `now`, oldest first: the newest of
 * them holds last month's closing figures, or those of the last month that had any (no document
 * is written in a month without changes, so its figures are still the closing ones). At most 12
 * small documents, whatever the size of the organization. (Newest-first with a limit of 1 would
 * read one, but Firestore cannot scan document ids in descending order.)
 */
export function previousMonthsStatsQuery(orgId: string, now: Date) {
  return query(
    collection(db, monthlyStatsPath(orgId)).withConverter(monthlyStatsConverter),
    where(documentId(), '>=', monthsBefore(now, TREND_LOOKBACK_MONTHS)),
    where(documentId(), '<', monthKey(now)),
    orderBy(documentId()),
  );
}

/**
 * The figures the stat cards' trends compare with, live: ready with null when no earlier month
 * (within a year) has any. `now` decides the current month (monthKey: the functions' calendar).
 */
export function usePreviousMonthStats(orgId: string, now: Date): DataState<MonthlyStats | null> {
  const month = monthKey(now);
  // Keyed by the month: the query changes only when the month does.
  const previousQuery = useMemo(
    () => previousMonthsStatsQuery(orgId, new Date(`${month}-01T00:00:00Z`)),
    [orgId, month],
  );
  const rows = useLiveQuery(previousQuery);
  return useMemo((): DataState<MonthlyStats | null> => {
    if (rows.status !== 'ready') return rows;
    const latest = rows.data.rows.at(-1);
    // Nothing on this device yet is not "no earlier month": wait for the server's answer, so that
    // the cards do not flash "No data from last month" first.
    if (!latest && rows.fromCache) return LOADING;
    return {
      status: 'ready',
      data: latest ? { ...latest, month: latest.id } : null,
      fromCache: rows.fromCache,
    };
  }, [rows]);
}
