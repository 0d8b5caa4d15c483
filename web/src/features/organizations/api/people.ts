import { collection, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import {
  invitationDocSchema,
  memberDocSchema,
  type Invitation,
  type Member,
} from '@village/model/organization';
import { invitationsPath, membersPath } from '@village/model/paths';
import { schemaConverter, type WithId } from '../../../lib/data/converters';
import type { DataState } from '../../../lib/data/state';
import { useLiveQuery, type LiveRows } from '../../../lib/data/use-live-query';
import { db } from '../../../lib/firestore';

export type MemberRow = WithId<Member>;
/** An invitation; its id is the lower-case email it was sent to. */
export type InvitationRow = WithId<Invitation>;

const memberConverter = schemaConverter(memberDocSchema);
const invitationConverter = schemaConverter(invitationDocSchema);

// An organization has tens of members, not thousands: the Users & Roles tab lists them all, live,
// so a change made by another super_admin (or by the functions) shows without a reload.

/** Every member of the organization (staff only: pass null for anyone else, nothing is asked). */
export function useMembers(orgId: string | null): DataState<LiveRows<MemberRow>> {
  const members = useMemo(
    () => (orgId ? collection(db, membersPath(orgId)).withConverter(memberConverter) : null),
    [orgId],
  );
  return useLiveQuery(members);
}

/** The pending invitations of the organization, with their delivery state (staff only). */
export function usePendingInvitations(orgId: string | null): DataState<LiveRows<InvitationRow>> {
  const invitations = useMemo(
    () =>
      orgId
        ? query(
            collection(db, invitationsPath(orgId)),
            where('status', '==', 'pending'),
          ).withConverter(invitationConverter)
        : null,
    [orgId],
  );
  return useLiveQuery(invitations);
}
