import {
  collection,
  doc,
  limit,
  orderBy,
  query,
  updateDoc,
  where,
  type Query,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { lateMarksSchema, type LateMarks } from '@village/model/attendance/totals';
import { attendanceLatePath } from '@village/model/paths';
import { schemaConverter, type WithId } from '../../../lib/data/converters';
import { queuedWrite, trackWrite, type QueuedWrite } from '../../../lib/data/pending-writes';
import type { DataState } from '../../../lib/data/state';
import { useLiveQuery, type LiveRows } from '../../../lib/data/use-live-query';
import { db } from '../../../lib/firestore';
import { messagesNow } from '../../../lib/i18n/messages';
import { attendanceMessages } from '../messages';

// Marks that reached the server after the organization's window, flagged by the functions
// (attendanceLate/{registerId}), for a super_admin to confirm in their own name.

export type StoredLateMarks = WithId<LateMarks>;

const lateConverter = schemaConverter(lateMarksSchema);

/** How many unconfirmed records the page reads at most: the newest first. */
export const LATE_MARKS_LIMIT = 50;

/**
 * The records nobody has confirmed yet, newest first, live. The functions write confirmedAt as
 * null (never leave it out) whenever new late marks arrive, so an equality on null finds them.
 * Pass null to read nothing (anyone but a super_admin).
 */
export function useUnconfirmedLateMarks(
  orgId: string | null,
): DataState<LiveRows<StoredLateMarks>> {
  const lateQuery = useMemo(
    (): Query<StoredLateMarks> | null =>
      orgId === null
        ? null
        : query(
            collection(db, attendanceLatePath(orgId)).withConverter(lateConverter),
            where('confirmedAt', '==', null),
            orderBy('updatedAt', 'desc'),
            limit(LATE_MARKS_LIMIT),
          ),
    [orgId],
  );
  return useLiveQuery(lateQuery);
}

function refusal(error: unknown): string {
  const t = messagesNow(attendanceMessages);
  return (error as { code?: string }).code === 'permission-denied'
    ? t('late.refused')
    : t('sync.notSaved');
}

/**
 * Confirms one record's late marks as `uid` (the only change the rules let a super_admin make to
 * it), tracked like every save until the server has it.
 */
export function confirmLateMarks(
  orgId: string,
  lateId: string,
  uid: string,
  description: string,
): QueuedWrite {
  const ref = doc(db, attendanceLatePath(orgId), lateId);
  const write = updateDoc(ref, { confirmedBy: uid, confirmedAt: Date.now() });
  return queuedWrite(trackWrite(write, description, refusal));
}
