import { collection, limit, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { activityDocSchema, type Activity } from '@village/model/activity';
import { activitiesPath } from '@village/model/paths';
import { schemaConverter } from '../../../lib/data/converters';
import type { DataState } from '../../../lib/data/state';
import { useLiveQuery, type LiveRows } from '../../../lib/data/use-live-query';
import { db } from '../../../lib/firestore';

/** How many activities the dashboard lists (the functions keep the newest 50). */
export const RECENT_ACTIVITY_COUNT = 8;

const activityConverter = schemaConverter(activityDocSchema);

/** The newest activities of the organization's feed, newest first. */
export function recentActivitiesQuery(orgId: string) {
  return query(
    collection(db, activitiesPath(orgId)).withConverter(activityConverter),
    orderBy('at', 'desc'),
    limit(RECENT_ACTIVITY_COUNT),
  );
}

/**
 * The feed, live: a new activity shows without a reload. Pass `orgId` null to read nothing: end
 * users may not read the feed (the rules refuse it), so their dashboard does not ask.
 */
export function useRecentActivities(orgId: string | null): DataState<LiveRows<Activity>> {
  const feedQuery = useMemo(() => (orgId ? recentActivitiesQuery(orgId) : null), [orgId]);
  return useLiveQuery(feedQuery);
}
