import {
  collection,
  collectionGroup,
  doc,
  getDocFromServer,
  onSnapshot,
  query,
  serverTimestamp,
  Timestamp,
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
import {
  COLLECTIONS,
  membersPath,
  organizationPath,
  organizationQuotaPath,
} from '@village/model/paths';
import type { InvitableRole, Role } from '@village/model/roles';
import { LIMITS, ORGANIZATION_QUOTA } from '@village/model/limits';
import {
  CALLABLES,
  type AcceptInvitationInput,
  type AcceptInvitationResult,
} from '@village/model/callables';
import { schemaConverter } from '../../../lib/data/converters';
import { noteServerReads } from '../../../lib/data/read-meter';
import { db } from '../../../lib/firestore';
import { OrganizationQuotaError } from './organization-quota';
import { callFunction } from '../../../lib/functions';
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

/**
 * Asks again for the invitations after the rules refused them, this many times with a growing
 * pause: right after "I've verified", Firestore may still send the token from before the email was
 * verified for a moment, the rules refuse the list, and a refused listener ends for good.
 */
const INVITATION_RETRIES = 5;
const INVITATION_RETRY_STEP_MS = 500;

/** Pending invitations for the user's verified email (the rules require it verified). */
export function watchPendingInvitations(
  email: string,
  onChange: (invitations: PendingInvitation[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  let stopListening: Unsubscribe = () => undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let retries = 0;
  const listen = () => {
    stopListening = onSnapshot(
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
      (error) => {
        if (error.code === 'permission-denied' && retries < INVITATION_RETRIES) {
          retries += 1;
          retry = setTimeout(listen, retries * INVITATION_RETRY_STEP_MS);
          return;
        }
        onError(error);
      },
    );
  };
  listen();
  return () => {
    clearTimeout(retry);
    stopListening();
  };
}

/**
 * The founder's member document, written by the client in the organization's creation batch. Its
 * email is the sign-in token's, lower-cased, as the rules check; every other member document is
 * written by the functions (acceptInvitation).
 */
function founderFields(user: User) {
  return {
    uid: user.uid,
    name: (user.displayName || user.email || 'Member').slice(0, LIMITS.personName),
    email: (user.email ?? '').toLowerCase(),
    role: 'super_admin' satisfies Role,
    status: 'active',
    joinedAt: serverTimestamp(),
  };
}

/** Creates the organization and makes its creator its first super_admin, in one write. */
const WINDOW_MS = ORGANIZATION_QUOTA.windowHours * 60 * 60 * 1000;

/**
 * Creates the organization with its founder as super_admin, and counts it in the founder's quota,
 * in one batch (firestore.rules check all three). The count is read from the server first: the
 * rules compare it with what is stored when the batch commits, so a stale copy would be refused.
 */
export async function createOrganization(user: User, input: OrganizationInput): Promise<string> {
  const { name, description } = organizationInputSchema.parse(input);
  const quotaRef = doc(db, organizationQuotaPath(user.uid));
  const quota = await getDocFromServer(quotaRef);
  noteServerReads(1);
  const windowStart: unknown = quota.get('windowStart');
  const open = windowStart instanceof Timestamp && Date.now() < windowStart.toMillis() + WINDOW_MS;
  const count = open ? Number(quota.get('count') ?? 0) + 1 : 1;
  if (count > ORGANIZATION_QUOTA.perWindow) throw new OrganizationQuotaError();
  const orgRef = doc(collection(db, COLLECTIONS.organizations));
  const batch = writeBatch(db);
  batch.set(orgRef, { name, description, createdAt: serverTimestamp(), createdBy: user.uid });
  batch.set(doc(db, membersPath(orgRef.id), user.uid), founderFields(user));
  batch.set(quotaRef, {
    windowStart: open ? windowStart : serverTimestamp(),
    count,
    lastOrgId: orgRef.id,
  });
  await batch.commit();
  return orgRef.id;
}

/**
 * Joins with the invited role: the acceptInvitation callable checks the invitation against the
 * verified email of the sign-in token and writes the member document. Rejects with the server's
 * message (revoked, expired, already a member, offline...).
 */
export async function acceptInvitation(orgId: string): Promise<AcceptInvitationResult> {
  return callFunction<AcceptInvitationInput, AcceptInvitationResult>(CALLABLES.acceptInvitation, {
    orgId,
  });
}
