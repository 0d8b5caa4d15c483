import {
  collection,
  collectionGroup,
  doc,
  onSnapshot,
  query,
  serverTimestamp,
  where,
  writeBatch,
  type QueryDocumentSnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import type { User } from 'firebase/auth';
import {
  invitationDocSchema,
  memberDocSchema,
  organizationDocSchema,
  organizationInputSchema,
  type Organization,
  type OrganizationInput,
} from '@village/model/organization';
import { COLLECTIONS, membersPath, organizationPath } from '@village/model/paths';
import type { InvitableRole, Role } from '@village/model/roles';
import { schemaConverter } from '../../../lib/data/converters';
import { noteServerReads } from '../../../lib/data/read-meter';
import { db } from '../../../lib/firestore';
import type { Membership } from '../../../lib/session/current-organization';

export interface PendingInvitation {
  orgId: string;
  orgName: string;
  email: string;
  role: InvitableRole;
  expiresAt: Date;
}

const organizationConverter = schemaConverter(organizationDocSchema);
const invitationConverter = schemaConverter(invitationDocSchema);

/** The parent organization of a member or invitation document found by a group query. */
const orgIdOf = (snapshot: QueryDocumentSnapshot) => snapshot.ref.parent.parent?.id ?? '';

/**
 * The user's memberships across organizations, live: a removed member loses the organization at
 * once. One small document per organization the user belongs to.
 */
export function watchMemberships(
  uid: string,
  onChange: (memberships: Membership[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    query(collectionGroup(db, COLLECTIONS.members), where('uid', '==', uid)).withConverter(
      schemaConverter(memberDocSchema),
    ),
    (snapshot) => {
      try {
        onChange(
          snapshot.docs.map((member) => ({ orgId: orgIdOf(member), role: member.data().role })),
        );
      } catch (error) {
        onError(error as Error);
      }
    },
    onError,
  );
}

export function watchOrganization(
  orgId: string,
  onChange: (organization: Organization | undefined) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    doc(db, organizationPath(orgId)).withConverter(organizationConverter),
    (snapshot) => {
      if (!snapshot.metadata.fromCache) noteServerReads(1);
      try {
        onChange(snapshot.data());
      } catch (error) {
        onError(error as Error);
      }
    },
    onError,
  );
}

/** Pending invitations for the user's verified email (the rules require it verified). */
export function watchPendingInvitations(
  email: string,
  onChange: (invitations: PendingInvitation[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    query(
      collectionGroup(db, COLLECTIONS.invitations),
      where('email', '==', email.toLowerCase()),
      where('status', '==', 'pending'),
    ).withConverter(invitationConverter),
    (snapshot) => {
      try {
        onChange(
          snapshot.docs.map((document) => {
            const invitation = document.data();
            return {
              orgId: orgIdOf(document),
              orgName: invitation.orgName,
              email: invitation.email,
              role: invitation.role,
              expiresAt: invitation.expiresAt,
            };
          }),
        );
      } catch (error) {
        onError(error as Error);
      }
    },
    onError,
  );
}

function memberFields(user: User, role: Role) {
  return {
    uid: user.uid,
    name: (user.displayName || user.email || 'Member').slice(0, 100),
    email: (user.email ?? '').toLowerCase(),
    role,
    status: 'active',
    joinedAt: serverTimestamp(),
  };
}

/** Creates the organization and makes its creator its first super_admin, in one write. */
export async function createOrganization(user: User, input: OrganizationInput): Promise<string> {
  const { name, description } = organizationInputSchema.parse(input);
  const orgRef = doc(collection(db, COLLECTIONS.organizations));
  const batch = writeBatch(db);
  batch.set(orgRef, { name, description, createdAt: serverTimestamp(), createdBy: user.uid });
  batch.set(doc(db, membersPath(orgRef.id), user.uid), memberFields(user, 'super_admin'));
  await batch.commit();
  return orgRef.id;
}

/** Joins with the invited role and marks the invitation accepted, in one write. */
export async function acceptInvitation(user: User, invitation: PendingInvitation): Promise<void> {
  if (invitation.expiresAt.getTime() < Date.now()) {
    throw new Error('This invitation has expired. Ask the organization to invite you again.');
  }
  const batch = writeBatch(db);
  batch.update(
    doc(db, organizationPath(invitation.orgId), COLLECTIONS.invitations, invitation.email),
    {
      status: 'accepted',
      acceptedBy: user.uid,
      acceptedAt: serverTimestamp(),
    },
  );
  batch.set(doc(db, membersPath(invitation.orgId), user.uid), memberFields(user, invitation.role));
  await batch.commit();
}
