import { collection, limit, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { auditEntryDocSchema, type AuditEntry } from '@village/model/audit';
import { auditPath } from '@village/model/paths';
import { schemaConverter, type WithId } from '../../../lib/data/converters';
import type { DataState } from '../../../lib/data/state';
import { useLiveQuery, type LiveRows } from '../../../lib/data/use-live-query';
import { db } from '../../../lib/firestore';

export type AuditRow = WithId<AuditEntry>;

const auditConverter = schemaConverter(auditEntryDocSchema);

/**
 * The newest `count` entries of the organization's audit log, newest first, live (super_admins
 * only: pass null for anyone else, nothing is asked). The History section asks for a page more at
 * a time, so what it reads grows with what the user asks to see, not with the log.
 */
export function useAuditLog(orgId: string | null, count: number): DataState<LiveRows<AuditRow>> {
  const entries = useMemo(
    () =>
      orgId
        ? query(
            collection(db, auditPath(orgId)),
            orderBy('at', 'desc'),
            limit(count),
          ).withConverter(auditConverter)
        : null,
    [orgId, count],
  );
  return useLiveQuery(entries);
}
