// One invitation's email delivered: claimed in a transaction, then sent over SMTP by the holder of
// the claim, or put in the mail outbox, never both.
import { randomUUID } from 'node:crypto';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';
import { DELIVERY_ERRORS, isLanguage } from '@village/model/organization';
import { COLLECTIONS } from '@village/model/paths';
import { isInvitableRole, type InvitableRole } from '@village/model/roles';
import { fillTemplate } from '@village/model/template';
import { db } from '../app';
import {
  invitationLink,
  invitationMessage,
  sendSmtp,
  type OutboxMail,
  type SmtpConfig,
} from '../mail';
import { memberName } from '../names';
import { runTransaction } from '../transactions';
import { attemptsOf, LEASE_MS, leaseOf, MAX_SEND_ATTEMPTS, stateOf } from './delivery-state';

const MAX_ERROR_LENGTH = 500;

/** Thrown while another sender holds a live claim: the event is retried later. */
export class DeliveryLeaseHeldError extends Error {
  constructor(path: string, until: Timestamp) {
    super(`${path}: another sender holds the delivery until ${until.toDate().toISOString()}`);
    this.name = 'DeliveryLeaseHeldError';
  }
}

async function buildMail(
  invitation: DocumentSnapshot,
  orgId: string,
  appUrl: string,
): Promise<OutboxMail> {
  const data = invitation.data() ?? {};
  const invitedBy: unknown = data.invitedBy;
  const inviterName = typeof invitedBy === 'string' ? await memberName(orgId, invitedBy) : '';
  const expiresAt: unknown = data.expiresAt;
  return {
    to: String(data.email),
    message: invitationMessage({
      orgName: typeof data.orgName === 'string' && data.orgName ? data.orgName : orgId,
      role: data.role as InvitableRole,
      inviterName,
      link: invitationLink(appUrl, orgId),
      expiresAt: expiresAt instanceof Timestamp ? expiresAt.toDate() : new Date(),
      // Invitations from before emails had a language: English, as they were.
      language: isLanguage(data.language) ? data.language : 'en',
    }),
  };
}

export interface DeliveryOptions {
  /** The SMTP server, or undefined: the mail outbox is the delivery path. */
  smtp: SmtpConfig | undefined;
  appUrl: string;
}

export type DeliveryOutcome =
  | { outcome: 'sent'; messageId: string }
  | { outcome: 'failed'; error: string }
  | { outcome: 'outbox'; mailId: string }
  | { outcome: 'gave up'; attempts: number }
  | { outcome: 'nothing to do'; reason: string };

type Claim =
  | { kind: 'done'; result: DeliveryOutcome }
  | { kind: 'held'; until: Timestamp }
  | { kind: 'send'; mail: OutboxMail; claimId: string };

/**
 * Delivers the email of one invitation, if it still awaits delivery: queued, absent, or sending
 * under an expired lease (its sender crashed). Safe to run any number of times and concurrently:
 * one transaction claims the invitation, and only the holder of the claim sends and records the
 * outcome. Rejects with DeliveryLeaseHeldError while another sender's lease is live. Exported for
 * the tests, which run it as a redelivered event.
 */
export async function deliverInvitation(
  ref: DocumentReference,
  { smtp, appUrl }: DeliveryOptions,
): Promise<DeliveryOutcome> {
  const orgId = ref.parent.parent?.id ?? '';
  const claimId = randomUUID();
  const claim = await runTransaction(async (tx): Promise<Claim> => {
    const invitation = await tx.get(ref);
    const nothing = (reason: string): Claim => ({
      kind: 'done',
      result: { outcome: 'nothing to do', reason },
    });
    if (!invitation.exists) return nothing('no invitation');
    if (invitation.get('status') !== 'pending') return nothing('not pending');
    const state = stateOf(invitation);
    const lease = leaseOf(invitation);
    const now = Timestamp.now();
    if (state === 'sending' && lease && lease.toMillis() > now.toMillis()) {
      return { kind: 'held', until: lease };
    }
    if (state !== undefined && state !== 'queued' && state !== 'sending') {
      return nothing(`already ${String(state)}`);
    }
    const attempts = attemptsOf(invitation);
    if (typeof invitation.get('email') !== 'string' || !isInvitableRole(invitation.get('role'))) {
      tx.update(ref, {
        delivery: { state: 'failed', attempts, error: DELIVERY_ERRORS.noEmailOrRole },
      });
      return nothing('no email or role');
    }
    if (attempts >= MAX_SEND_ATTEMPTS) {
      // Each claim before was cut short (a crash, a timeout): stop, and let a person resend.
      tx.update(ref, {
        delivery: {
          state: 'failed',
          attempts,
          error: fillTemplate(DELIVERY_ERRORS.interrupted, { attempts }),
        },
      });
      return { kind: 'done', result: { outcome: 'gave up', attempts } };
    }
    const mail = await buildMail(invitation, orgId, appUrl);
    const queuedAt: unknown = invitation.get('delivery.queuedAt');
    const kept = queuedAt instanceof Timestamp ? { queuedAt } : {};
    if (!smtp) {
      const outbox = db.collection(COLLECTIONS.mail).doc();
      tx.create(outbox, mail);
      tx.update(ref, {
        delivery: { state: 'outbox', attempts: attempts + 1, ...kept, mailId: outbox.id },
      });
      return { kind: 'done', result: { outcome: 'outbox', mailId: outbox.id } };
    }
    tx.update(ref, {
      delivery: {
        state: 'sending',
        attempts: attempts + 1,
        ...kept,
        leaseExpiresAt: Timestamp.fromMillis(now.toMillis() + LEASE_MS),
        claimId,
      },
    });
    return { kind: 'send', mail, claimId };
  });

  if (claim.kind === 'held') throw new DeliveryLeaseHeldError(ref.path, claim.until);
  if (claim.kind === 'done') return claim.result;

  let outcome: DeliveryOutcome;
  let delivery: Record<string, unknown>;
  try {
    const { messageId } = await sendSmtp(smtp!, claim.mail);
    outcome = { outcome: 'sent', messageId };
    delivery = { state: 'sent', sentAt: FieldValue.serverTimestamp() };
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(
      0,
      MAX_ERROR_LENGTH,
    );
    outcome = { outcome: 'failed', error: message };
    delivery = { state: 'failed', error: message };
  }
  // Record the outcome only while the claim is still ours: a resend or a new invitation since
  // then has queued its own email, which must not be marked sent by this one.
  await runTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (current.get('delivery.claimId') !== claim.claimId) return;
    const queuedAt: unknown = current.get('delivery.queuedAt');
    tx.update(ref, {
      delivery: {
        ...delivery,
        attempts: attemptsOf(current),
        ...(queuedAt instanceof Timestamp ? { queuedAt } : {}),
      },
    });
  });
  return outcome;
}
