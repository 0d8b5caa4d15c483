import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { monthKey, monthlyStatsPath } from '@village/model/paths';
import { monthlyStatsDocSchema, type MonthlyStats } from '@village/model/stats';
import { schemaConverter } from '../../../lib/data/converters';
import { LOADING, type DataState } from '../../../lib/data/state';
import { useLiveQuery } from '../../../lib/data/use-live-query';
import { db } from '../../../lib/firestore';

const monthlyStatsConverter = schemaConverter(monthlyStatsDocSchema);

/**
 * The newest monthlyStats document before the month of `now`: last month's closing figures, or
 * those of the last month that had any (no document is written in a month without changes, so its
 * figures are still the closing ones). One document, whatever the size or age of the organization.
 */
export function previousMonthStatsQuery(orgId: string, now: Date) {
  return query(
    collection(db, monthlyStatsPath(orgId)).withConverter(monthlyStatsConverter),
    where('month', '<', monthKey(now)),
    orderBy('month', 'desc'),
    limit(1),
  );
}

/**
 * The figures the stat cards' trends compare with, live: ready with null when no earlier month has
 * any. `now` decides the current month (monthKey: India's calendar, as the functions count).
 */
export function usePreviousMonthStats(orgId: string, now: Date): DataState<MonthlyStats | null> {
  const month = monthKey(now);
  // Keyed by the month: the query changes only when the month does.
  const previousQuery = useMemo(
    () => previousMonthStatsQuery(orgId, new Date(`${month}-15T00:00:00Z`)),
    [orgId, month],
  );
  const rows = useLiveQuery(previousQuery);
  return useMemo((): DataState<MonthlyStats | null> => {
    if (rows.status !== 'ready') return rows;
    const latest = rows.data.rows[0];
    // Nothing on this device yet is not "no earlier month": wait for the server's answer, so that
    // the cards do not flash "No data from last month" first.
    if (!latest && rows.fromCache) return LOADING;
    return { status: 'ready', data: latest ?? null, fromCache: rows.fromCache };
  }, [rows]);
}
