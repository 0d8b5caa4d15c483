import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/https';
import { acceptInvitationInputSchema, type AcceptInvitationResult } from '@village/model/callables';
import { LIMITS } from '@village/model/limits';
import { COLLECTIONS } from '@village/model/paths';
import { isInvitableRole } from '@village/model/roles';
import { db } from '../app';
import { recordAudit } from '../audit';
import { logged, memberRef, orgName, orgRef, parseInput, refuse, requireCaller } from '../callable';
import { runTransaction } from '../transactions';
import { invitationRef, withdrawnEmail } from './pending-invitation';

// Callable: the invitee (signed in, verified email equal to the invitation's) accepts a pending,
// unexpired invitation: their member document with the invited role, and the invitation accepted,
// in one transaction.
export const acceptInvitation = onCall(async (request): Promise<AcceptInvitationResult> => {
  const caller = requireCaller(request);
  const { orgId } = parseInput(acceptInvitationInputSchema, request.data);
  if (!caller.email) {
    throw refuse('permission-denied', 'noEmailToMatch');
  }
  if (!caller.emailVerified) {
    throw refuse('permission-denied', 'verifyBeforeAccepting');
  }
  const email = caller.email;
  return logged('acceptInvitation', { orgId, email, uid: caller.uid }, () =>
    runTransaction(async (tx) => {
      const [org, invitation, member, profile] = await Promise.all([
        tx.get(orgRef(orgId)),
        tx.get(invitationRef(orgId, email)),
        tx.get(memberRef(orgId, caller.uid)),
        tx.get(db.doc(`${COLLECTIONS.users}/${caller.uid}`)),
      ]);
      if (!org.exists) throw refuse('not-found', 'organizationNotFound', { orgId });
      if (!invitation.exists) {
        throw refuse('not-found', 'noInvitation', { email, org: orgName(org) });
      }
      if (member.exists) {
        throw refuse('already-exists', 'alreadyMemberYourself', { org: orgName(org) });
      }
      const status: unknown = invitation.get('status');
      if (status === 'revoked') {
        throw refuse('failed-precondition', 'thisInvitationRevoked');
      }
      if (status !== 'pending') {
        throw refuse('failed-precondition', 'thisInvitationUsed');
      }
      const expiresAt: unknown = invitation.get('expiresAt');
      if (!(expiresAt instanceof Timestamp) || expiresAt.toMillis() <= Date.now()) {
        throw refuse('failed-precondition', 'thisInvitationExpired');
      }
      const role: unknown = invitation.get('role');
      if (!isInvitableRole(role)) {
        throw refuse('failed-precondition', 'thisInvitationNoRole');
      }
      const profileName: unknown = profile.get('displayName');
      const name =
        caller.name?.trim() ||
        (typeof profileName === 'string' ? profileName.trim() : '') ||
        email.split('@')[0]!;
      tx.create(member.ref, {
        uid: caller.uid,
        name: name.slice(0, LIMITS.personName),
        email,
        role,
        status: 'active',
        joinedAt: FieldValue.serverTimestamp(),
      });
      tx.update(invitation.ref, {
        status: 'accepted',
        acceptedBy: caller.uid,
        acceptedAt: FieldValue.serverTimestamp(),
        ...withdrawnEmail(invitation),
      });
      const joined = { uid: caller.uid, name: name.slice(0, LIMITS.personName), email };
      recordAudit(tx, orgId, { action: 'joined', actor: joined, target: joined, toRole: role });
      return { orgId, role };
    }),
  );
});
