// Invitations: the callables that create, revoke, resend and accept them. They are the only writers
// of invitations (the rules refuse client writes). Creating, renewing or resending an invitation
// queues its email in the same transaction; invitation-delivery.ts sends it.
import { getAuth } from 'firebase-admin/auth';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { onCall, type HttpsError } from 'firebase-functions/https';
import {
  acceptInvitationInputSchema,
  inviteMemberInputSchema,
  resendInvitationInputSchema,
  revokeInvitationInputSchema,
  type AcceptInvitationResult,
  type InviteMemberResult,
  type ResendInvitationResult,
} from '@village/model/callables';
import {
  DELIVERY_STATES,
  isDeliveryInFlight,
  isLanguage,
  type DeliveryState,
  type Language,
} from '@village/model/organization';
import { INVITATION_QUOTAS, INVITATION_TTL_DAYS, LIMITS } from '@village/model/limits';
import {
  COLLECTIONS,
  invitationQuotaPath,
  invitationsPath,
  membersPath,
} from '@village/model/paths';
import type { RefusalAction } from '@village/model/refusals';
import { isInvitableRole } from '@village/model/roles';
import { todayIso } from '@village/model/student';
import { db } from './app';
import { callerPerson, recordAudit } from './audit';
import {
  logged,
  memberRef,
  orgName,
  orgRef,
  parseInput,
  refuse,
  requireCaller,
  requireVerifiedCaller,
  requireRole,
} from './callable';
import { queuedDelivery } from './invitation-delivery';
import { invitationLink } from './mail';
import { APP_URL } from './params';
import { runTransaction } from './transactions';

const DAY_MS = 24 * 60 * 60 * 1000;

const invitationRef = (orgId: string, email: string) =>
  db.doc(`${invitationsPath(orgId)}/${email}`);

function isDeliveryState(value: unknown): value is DeliveryState {
  return (DELIVERY_STATES as readonly unknown[]).includes(value);
}

interface InvitationQuota {
  ref: DocumentReference;
  day: string;
  sent: number;
}

/**
 * The organization's invitation emails of the day (India's). Every send reads this one document
 * in its transaction and writes it (spendInvitationEmail), so sends in parallel run one after the
 * other, each seeing the ones before, and cannot pass the quotas together; a new invitation reads
 * it before it counts the pending ones, for the same reason.
 */
async function readInvitationQuota(
  tx: Transaction,
  orgId: string,
  now: Timestamp,
): Promise<InvitationQuota> {
  const ref = db.doc(invitationQuotaPath(orgId));
  const quota = await tx.get(ref);
  const day = todayIso(now.toDate());
  return { ref, day, sent: quota.get('day') === day ? Number(quota.get('emails') ?? 0) : 0 };
}

/** Counts one email against the day's quota, or refuses past it (resource-exhausted). Writes:
 * after the transaction's reads. */
function spendInvitationEmail(tx: Transaction, quota: InvitationQuota, now: Timestamp) {
  if (quota.sent >= INVITATION_QUOTAS.emailsPerDay) {
    throw refuse('resource-exhausted', 'emailsPerDay', {
      count: INVITATION_QUOTAS.emailsPerDay,
    });
  }
  tx.set(quota.ref, { day: quota.day, emails: quota.sent + 1, updatedAt: now });
}

/** Refuses a new invitation while the organization has INVITATION_QUOTAS.pending pending. */
async function requirePendingRoom(tx: Transaction, orgId: string): Promise<void> {
  const pending = await tx.get(
    db.collection(invitationsPath(orgId)).where('status', '==', 'pending').count(),
  );
  if (pending.data().count >= INVITATION_QUOTAS.pending) {
    throw refuse('resource-exhausted', 'pendingInvitations', { count: INVITATION_QUOTAS.pending });
  }
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
      const quota = await readInvitationQuota(tx, orgId, now);
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
        // a new email (a claim of the earlier one no longer matches, see invitation-delivery.ts).
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

/** The refusal for an invitation that is no longer pending. */
function notPending(email: string, status: unknown): HttpsError {
  const key =
    status === 'accepted'
      ? 'alreadyAccepted'
      : status === 'revoked'
        ? 'invitationRevoked'
        : 'invitationNotPending';
  return refuse('failed-precondition', key, { email });
}

/**
 * The pending invitation of `email` to the organization, read in the transaction after checking
 * that the caller is its super_admin; otherwise the refusal the user sees.
 */
async function pendingInvitation(
  tx: Transaction,
  orgId: string,
  email: string,
  callerUid: string,
  action: RefusalAction,
): Promise<{ invitation: DocumentSnapshot; me: DocumentSnapshot }> {
  const { org, member: me } = await requireRole(tx, orgId, callerUid, ['super_admin'], action);
  const invitation = await tx.get(invitationRef(orgId, email));
  if (!invitation.exists) {
    throw refuse('not-found', 'noInvitation', { email, org: orgName(org) });
  }
  const status: unknown = invitation.get('status');
  if (status !== 'pending') throw notPending(email, status);
  return { invitation, me };
}

/**
 * An email still queued when its invitation stops being pending is not sent (skipped); one being
 * sent goes on and records its outcome.
 */
function withdrawnEmail(invitation: DocumentSnapshot): Record<string, unknown> {
  return invitation.get('delivery.state') === 'queued'
    ? {
        delivery: {
          state: 'skipped',
          attempts: invitation.get('delivery.attempts') ?? 0,
        },
      }
    : {};
}

// Callable: a super_admin revokes a pending invitation; it can no longer be accepted.
export const revokeInvitation = onCall(
  async (request): Promise<{ orgId: string; email: string }> => {
    const caller = requireVerifiedCaller(request, 'revokeInvitations');
    const { orgId, email } = parseInput(revokeInvitationInputSchema, request.data);
    return logged('revokeInvitation', { orgId, email, by: caller.uid }, () =>
      runTransaction(async (tx) => {
        const { invitation, me } = await pendingInvitation(
          tx,
          orgId,
          email,
          caller.uid,
          'revokeInvitations',
        );
        tx.update(invitation.ref, { status: 'revoked', ...withdrawnEmail(invitation) });
        const role: unknown = invitation.get('role');
        recordAudit(tx, orgId, {
          action: 'revoked',
          actor: callerPerson(caller, me),
          target: { uid: null, name: '', email },
          ...(isInvitableRole(role) ? { fromRole: role } : {}),
        });
        return { orgId, email };
      }),
    );
  },
);

// Callable: a super_admin sends the email of a pending, unexpired invitation again (after a failed
// delivery, or when the invitee lost it): its delivery is queued anew, a new attempt, in the same
// transaction that checks it; the trigger sends it. Refused while the email is still on its way.
export const resendInvitation = onCall(async (request): Promise<ResendInvitationResult> => {
  const caller = requireVerifiedCaller(request, 'resendInvitations');
  const { orgId, email } = parseInput(resendInvitationInputSchema, request.data);
  return logged('resendInvitation', { orgId, email, by: caller.uid }, () =>
    runTransaction(async (tx) => {
      const { invitation } = await pendingInvitation(
        tx,
        orgId,
        email,
        caller.uid,
        'resendInvitations',
      );
      const now = Timestamp.now();
      const quota = await readInvitationQuota(tx, orgId, now);
      const expiresAt: unknown = invitation.get('expiresAt');
      if (!(expiresAt instanceof Timestamp) || expiresAt.toMillis() <= now.toMillis()) {
        throw refuse('failed-precondition', 'invitationExpired', { email });
      }
      const state: unknown = invitation.get('delivery.state');
      const lease: unknown = invitation.get('delivery.leaseExpiresAt');
      const delivery = isDeliveryState(state)
        ? { state, ...(lease instanceof Timestamp ? { leaseExpiresAt: lease.toDate() } : {}) }
        : undefined;
      if (isDeliveryInFlight(delivery, now.toDate())) {
        throw refuse('failed-precondition', 'emailOnItsWay', { email });
      }
      spendInvitationEmail(tx, quota, now);
      tx.update(invitation.ref, { delivery: queuedDelivery(now) });
      return { orgId, email };
    }),
  );
});

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
