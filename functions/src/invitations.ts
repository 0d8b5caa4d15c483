// Invitations: the callables that create, revoke and accept them, and the trigger that emails an
// invitation whenever one becomes pending, whoever wrote it (the inviteMember callable, or a
// super_admin's direct write that the rules allow). The email always goes to the mail outbox
// (Trigger Email extension format); with SMTP configured it is also sent with nodemailer, and
// the invitation's `delivery` records queued → sent | failed (with the error), or skipped
// without SMTP.
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { HttpsError, onCall } from 'firebase-functions/https';
import {
  acceptInvitationInputSchema,
  inviteMemberInputSchema,
  revokeInvitationInputSchema,
  type AcceptInvitationResult,
  type InviteMemberResult,
} from '@village/model/callables';
import { INVITATION_TTL_DAYS, LIMITS } from '@village/model/limits';
import { COLLECTIONS, invitationsPath, membersPath } from '@village/model/paths';
import { INVITABLE_ROLES, type InvitableRole } from '@village/model/roles';
import { db } from './app';
import {
  logged,
  memberRef,
  orgName,
  orgRef,
  parseInput,
  requireCaller,
  requireRole,
} from './callable';
import { invitationLink, invitationMessage, sendSmtp, type OutboxMail } from './mail';
import { memberName } from './names';
import { APP_URL, SMTP_PASS, smtpConfig } from './params';
import { runTransaction } from './transactions';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_ERROR_LENGTH = 500;

const invitationRef = (orgId: string, email: string) =>
  db.doc(`${invitationsPath(orgId)}/${email}`);

function isInvitableRole(value: unknown): value is InvitableRole {
  return (INVITABLE_ROLES as readonly unknown[]).includes(value);
}

/** The uid of the Auth account with this email, if there is one. */
async function uidForEmail(email: string): Promise<string | undefined> {
  try {
    return (await getAuth().getUserByEmail(email)).uid;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return undefined;
    throw error;
  }
}

// Callable: a super_admin invites an email address as org_user or end_user.
export const inviteMember = onCall(async (request): Promise<InviteMemberResult> => {
  const caller = requireCaller(request);
  const input = parseInput(inviteMemberInputSchema, request.data);
  const { orgId, email, role } = input;
  return logged('inviteMember', { orgId, email, role, by: caller.uid }, async () => {
    const existingUid = await uidForEmail(email);
    return runTransaction(async (tx) => {
      const { org } = await requireRole(tx, orgId, caller.uid, ['super_admin'], 'invite members');
      const ref = invitationRef(orgId, email);
      const [invitation, sameEmail, sameAccount] = await Promise.all([
        tx.get(ref),
        tx.get(db.collection(membersPath(orgId)).where('email', '==', email).limit(1)),
        existingUid ? tx.get(memberRef(orgId, existingUid)) : Promise.resolve(undefined),
      ]);
      if (!sameEmail.empty || sameAccount?.exists) {
        throw new HttpsError('already-exists', `${email} is already a member of ${orgName(org)}.`);
      }
      const now = Timestamp.now();
      const expiresAt = Timestamp.fromMillis(now.toMillis() + INVITATION_TTL_DAYS * DAY_MS);
      const pendingUntil: unknown = invitation.get('expiresAt');
      if (
        invitation.get('status') === 'pending' &&
        pendingUntil instanceof Timestamp &&
        pendingUntil.toMillis() > now.toMillis()
      ) {
        throw new HttpsError(
          'already-exists',
          `An invitation for ${email} to ${orgName(org)} is already pending.`,
        );
      }
      const fresh = {
        email,
        orgName: orgName(org),
        role,
        status: 'pending',
        invitedBy: caller.uid,
        createdAt: now,
        expiresAt,
      };
      if (invitation.exists) {
        // Invited again after an acceptance, a revocation or an expiry: a fresh invitation.
        tx.update(ref, {
          ...fresh,
          acceptedBy: FieldValue.delete(),
          acceptedAt: FieldValue.delete(),
          delivery: FieldValue.delete(),
        });
      } else {
        tx.create(ref, fresh);
      }
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

// Callable: a super_admin revokes a pending invitation; it can no longer be accepted.
export const revokeInvitation = onCall(
  async (request): Promise<{ orgId: string; email: string }> => {
    const caller = requireCaller(request);
    const { orgId, email } = parseInput(revokeInvitationInputSchema, request.data);
    return logged('revokeInvitation', { orgId, email, by: caller.uid }, () =>
      runTransaction(async (tx) => {
        const { org } = await requireRole(
          tx,
          orgId,
          caller.uid,
          ['super_admin'],
          'revoke invitations',
        );
        const invitation = await tx.get(invitationRef(orgId, email));
        if (!invitation.exists) {
          throw new HttpsError(
            'not-found',
            `There is no invitation for ${email} to ${orgName(org)}.`,
          );
        }
        const status: unknown = invitation.get('status');
        if (status !== 'pending') {
          throw new HttpsError(
            'failed-precondition',
            `The invitation for ${email} is ${String(status)}, not pending.`,
          );
        }
        tx.update(invitation.ref, { status: 'revoked' });
        return { orgId, email };
      }),
    );
  },
);

// Callable: the invitee (signed in, verified email equal to the invitation's) accepts a pending,
// unexpired invitation: their member document with the invited role, and the invitation accepted,
// in one transaction.
export const acceptInvitation = onCall(async (request): Promise<AcceptInvitationResult> => {
  const caller = requireCaller(request);
  const { orgId } = parseInput(acceptInvitationInputSchema, request.data);
  if (!caller.email) {
    throw new HttpsError('permission-denied', 'Your account has no email address to match.');
  }
  if (!caller.emailVerified) {
    throw new HttpsError(
      'permission-denied',
      'Verify your email address before accepting an invitation.',
    );
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
      if (!org.exists) throw new HttpsError('not-found', `Organization ${orgId} was not found.`);
      if (!invitation.exists) {
        throw new HttpsError(
          'not-found',
          `There is no invitation for ${email} to ${orgName(org)}.`,
        );
      }
      if (member.exists) {
        throw new HttpsError('already-exists', `You are already a member of ${orgName(org)}.`);
      }
      const status: unknown = invitation.get('status');
      if (status === 'revoked') {
        throw new HttpsError('failed-precondition', 'This invitation was revoked.');
      }
      if (status !== 'pending') {
        throw new HttpsError('failed-precondition', 'This invitation was already used.');
      }
      const expiresAt: unknown = invitation.get('expiresAt');
      if (!(expiresAt instanceof Timestamp) || expiresAt.toMillis() <= Date.now()) {
        throw new HttpsError(
          'failed-precondition',
          'This invitation has expired: ask for a new one.',
        );
      }
      const role: unknown = invitation.get('role');
      if (!isInvitableRole(role)) {
        throw new HttpsError('failed-precondition', 'This invitation has no valid role.');
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
      });
      return { orgId, role };
    }),
  );
});

function sameTime(a: unknown, b: unknown): boolean {
  return a instanceof Timestamp && b instanceof Timestamp && a.isEqual(b);
}

// organizations/{orgId}/invitations/{email}: email an invitation that has become pending (created,
// or invited again: the rules make a re-invite clear `delivery`). One transaction claims the
// invitation (delivery: queued or skipped) and writes the outbox message, so a redelivered event
// finds the claim and sends nothing twice.
export const onInvitationWritten = onDocumentWritten(
  {
    document: `${COLLECTIONS.organizations}/{orgId}/${COLLECTIONS.invitations}/{email}`,
    secrets: [SMTP_PASS],
    retry: true,
  },
  async (event) => {
    const after = event.data?.after;
    if (!after?.exists) return;
    const { orgId } = event.params;
    const data = after.data() ?? {};
    if (data.status !== 'pending' || data.delivery !== undefined) return;
    const email: unknown = data.email;
    const createdAt: unknown = data.createdAt;
    const fields = { orgId, email, eventId: event.id };
    if (typeof email !== 'string' || !isInvitableRole(data.role)) {
      logger.warn('invitation not sent: no email or role', fields);
      return;
    }

    const inviterName =
      typeof data.invitedBy === 'string' ? await memberName(orgId, data.invitedBy) : '';
    const expiresAt =
      data.expiresAt instanceof Timestamp ? data.expiresAt.toDate() : new Date(Date.now());
    const mail: OutboxMail = {
      to: email,
      message: invitationMessage({
        orgName: typeof data.orgName === 'string' && data.orgName ? data.orgName : orgId,
        role: data.role,
        inviterName,
        link: invitationLink(APP_URL.value(), orgId),
        expiresAt,
      }),
    };
    const smtp = smtpConfig();
    const ref = after.ref;

    const mailId = await runTransaction(async (tx) => {
      const current = await tx.get(ref);
      if (
        current.get('status') !== 'pending' ||
        current.get('delivery') !== undefined ||
        !sameTime(current.get('createdAt'), createdAt)
      ) {
        return undefined; // already claimed, or changed since: that write's own event handles it
      }
      const outbox = db.collection(COLLECTIONS.mail).doc();
      tx.create(outbox, mail);
      tx.update(ref, { delivery: { state: smtp ? 'queued' : 'skipped' } });
      return outbox.id;
    });
    if (!mailId) {
      logger.info('invitation already handled', fields);
      return;
    }
    if (!smtp) {
      logger.info('invitation written to the mail outbox (no SMTP configured)', {
        ...fields,
        mailId,
      });
      return;
    }

    let delivery: Record<string, unknown>;
    try {
      const { messageId } = await sendSmtp(smtp, mail);
      delivery = { state: 'sent', sentAt: FieldValue.serverTimestamp() };
      logger.info('invitation sent', { ...fields, mailId, messageId, smtpHost: smtp.host });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      delivery = { state: 'failed', error: message.slice(0, MAX_ERROR_LENGTH) };
      logger.warn('invitation email failed', {
        ...fields,
        mailId,
        smtpHost: smtp.host,
        error: message,
      });
    }
    // Record the outcome, unless the invitation was renewed meanwhile (its own event sends again).
    await runTransaction(async (tx) => {
      const current = await tx.get(ref);
      if (
        current.get('delivery.state') === 'queued' &&
        sameTime(current.get('createdAt'), createdAt)
      ) {
        tx.update(ref, { delivery });
      }
    });
  },
);
