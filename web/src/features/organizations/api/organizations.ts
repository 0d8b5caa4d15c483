import {
  collection,
  collectionGroup,
  doc,
  onSnapshot,
  query,
  serverTimestamp,
  Timestamp,
  where,
  writeBatch,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import type { User } from 'firebase/auth';
import { organizationInputSchema, type OrganizationInput } from '@village/model/organization';
import { COLLECTIONS, membersPath, organizationPath } from '@village/model/paths';
import { isRole, type InvitableRole, type Role } from '@village/model/roles';
import { db } from '../../../lib/firestore';

/** One of the user's organizations, as the switcher and the selection page show it. */
export interface Membership {
  orgId: string;
  role: Role;
}

export interface OrganizationSummary {
  id: string;
  name: string;
  description: string;
  studentCount: number;
  userCount: number;
  createdAt: Date | undefined;
}

export interface PendingInvitation {
  orgId: string;
  orgName: string;
  email: string;
  role: InvitableRole;
  expiresAt: Date | undefined;
}

const toDate = (value: unknown) => (value instanceof Timestamp ? value.toDate() : undefined);
const toNumber = (value: unknown) => (typeof value === 'number' ? value : 0);
const toText = (value: unknown) => (typeof value === 'string' ? value : '');

const organizationConverter: FirestoreDataConverter<OrganizationSummary> = {
  toFirestore: () => {
    throw new Error('organizations are written with createOrganization');
  },
  fromFirestore: (snapshot: QueryDocumentSnapshot<DocumentData>) => {
    const data = snapshot.data({ serverTimestamps: 'estimate' });
    return {
      id: snapshot.id,
      name: toText(data.name),
      description: toText(data.description),
      studentCount: toNumber(data.studentCount),
      userCount: toNumber(data.userCount),
      createdAt: toDate(data.createdAt),
    };
  },
};

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
    query(collectionGroup(db, COLLECTIONS.members), where('uid', '==', uid)),
    (snapshot) =>
      onChange(
        snapshot.docs.flatMap((member) => {
          const role: unknown = member.get('role');
          return isRole(role) ? [{ orgId: orgIdOf(member), role }] : [];
        }),
      ),
    onError,
  );
}

export function watchOrganization(
  orgId: string,
  onChange: (organization: OrganizationSummary | undefined) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    doc(db, organizationPath(orgId)).withConverter(organizationConverter),
    (snapshot) => onChange(snapshot.data()),
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
    ),
    (snapshot) =>
      onChange(
        snapshot.docs.map((invitation) => ({
          orgId: orgIdOf(invitation),
          orgName: toText(invitation.get('orgName')),
          email: toText(invitation.get('email')),
          role: invitation.get('role') === 'org_user' ? 'org_user' : 'end_user',
          expiresAt: toDate(invitation.get('expiresAt')),
        })),
      ),
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
  if (invitation.expiresAt && invitation.expiresAt.getTime() < Date.now()) {
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
