import { getAuth } from 'firebase-admin/auth';
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/https';
import { inviteMemberInputSchema, type InviteMemberResult } from '@village/model/callables';
import { INVITATION_TTL_DAYS } from '@village/model/limits';
import { isLanguage, type Language } from '@village/model/organization';
import { COLLECTIONS, membersPath } from '@village/model/paths';
import { db } from '../app';
import { callerPerson, recordAudit } from '../audit';
import {
  logged,
  memberRef,
  orgName,
  parseInput,
  refuse,
  requireVerifiedCaller,
  requireRole,
} from '../callable';
import { queuedDelivery } from '../invitation-delivery';
import { invitationLink } from '../mail';
import { APP_URL } from '../params';
import { runTransaction } from '../transactions';
import { invitationRef } from './pending-invitation';
import { readInvitationQuota, requirePendingRoom, spendInvitationEmail } from './quotas';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The uid of the Auth account with this email, if there is one. */
async function uidForEmail(email: string): Promise<string | undefined> {
  try {
    return (await getAuth().getUserByEmail(email)).uid;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return undefined;
    throw error;
  }
}

/**
 * The language of the caller's profile (users/{uid}), English without one: an invitation's email
 * is written in the inviter's language when their app did not send it (an older version).
 */
async function profileLanguage(tx: Transaction, uid: string): Promise<Language> {
  const language: unknown = (await tx.get(db.doc(`${COLLECTIONS.users}/${uid}`))).get('language');
  return isLanguage(language) ? language : 'en';
}

// Callable: a super_admin invites an email address as org_user or end_user, with its email in the
// language the inviter uses the app in (kept on the invitation, so a resend is in it too).
export const inviteMember = onCall(async (request): Promise<InviteMemberResult> => {
  const caller = requireVerifiedCaller(request, 'inviteMembers');
  const input = parseInput(inviteMemberInputSchema, request.data);
  const { orgId, email, role } = input;
  return logged('inviteMember', { orgId, email, role, by: caller.uid }, async () => {
    const existingUid = await uidForEmail(email);
    return runTransaction(async (tx) => {
      const { org, member: me } = await requireRole(
        tx,
        orgId,
        caller.uid,
        ['super_admin'],
        'inviteMembers',
      );
      const now = Timestamp.now();
      const quota = await readInvitationQuota(tx, orgId, caller.uid, now);
      const ref = invitationRef(orgId, email);
      const [invitation, sameEmail, sameAccount, language] = await Promise.all([
        tx.get(ref),
        tx.get(db.collection(membersPath(orgId)).where('email', '==', email).limit(1)),
        existingUid ? tx.get(memberRef(orgId, existingUid)) : Promise.resolve(undefined),
        input.language ?? profileLanguage(tx, caller.uid),
      ]);
      if (!sameEmail.empty || sameAccount?.exists) {
        throw refuse('already-exists', 'alreadyMember', { email, org: orgName(org) });
      }
      const expiresAt = Timestamp.fromMillis(now.toMillis() + INVITATION_TTL_DAYS * DAY_MS);
      const pendingUntil: unknown = invitation.get('expiresAt');
      if (
        invitation.get('status') === 'pending' &&
        pendingUntil instanceof Timestamp &&
        pendingUntil.toMillis() > now.toMillis()
      ) {
        throw refuse('already-exists', 'alreadyInvited', { email, org: orgName(org) });
      }
      // An expired pending invitation renewed in place does not add one.
      if (invitation.get('status') !== 'pending') await requirePendingRoom(tx, orgId);
      spendInvitationEmail(tx, quota, now);
      const fresh = {
        email,
        orgName: orgName(org),
        role,
        status: 'pending',
        invitedBy: caller.uid,
        language,
        createdAt: now,
        expiresAt,
        delivery: queuedDelivery(now),
      };
      if (invitation.exists) {
        // Invited again after an acceptance, a revocation or an expiry: a fresh invitation, with
        // a new email (a claim of the earlier one no longer matches, see invitation-delivery/).
        tx.update(ref, {
          ...fresh,
          acceptedBy: FieldValue.delete(),
          acceptedAt: FieldValue.delete(),
        });
      } else {
        tx.create(ref, fresh);
      }
      recordAudit(tx, orgId, {
        action: 'invited',
        actor: callerPerson(caller, me),
        target: { uid: existingUid ?? null, name: '', email },
        toRole: role,
      });
      return {
        orgId,
        email,
        role,
        status: 'pending' as const,
        expiresAt: expiresAt.toDate().toISOString(),
        link: invitationLink(APP_URL.value(), orgId),
      };
    });
  });
});
