// Invitation emails, delivered at least once and, short of a crash in the instant between the SMTP
// server accepting a message and the function recording it, exactly once.
//
// The callables queue an email by writing `delivery: { state: 'queued', leaseExpiresAt }` in the
// transaction that creates, renews or resends the invitation. The trigger below then delivers it
// by one of two paths, never both, so that nothing is sent twice:
//  - SMTP configured: the function claims the invitation (state sending, a lease, attempts + 1),
//    sends it with nodemailer, and records sent or failed (with the error). No mail/{id} document
//    is written, so an installed Trigger Email extension cannot send it a second time.
//  - no SMTP: the message goes to the mail/{id} outbox (Trigger Email extension format) in the
//    same transaction that records state outbox; the extension (or whatever reads the outbox)
//    delivers it.
// A sender that crashes leaves its claim behind; once the lease has expired, a redelivered event
// or the sweep (every 10 minutes) queues the email again. An event that finds a live lease throws,
// so that the platform retries it later (retry: true) rather than dropping it.
import { randomUUID } from 'node:crypto';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { onSchedule } from 'firebase-functions/scheduler';
import { DELIVERY_ERRORS, isLanguage, type DeliveryState } from '@village/model/organization';
import { fillTemplate } from '@village/model/template';
import { COLLECTIONS } from '@village/model/paths';
import { isInvitableRole, type InvitableRole } from '@village/model/roles';
import { db } from './app';
import {
  invitationLink,
  invitationMessage,
  sendSmtp,
  type OutboxMail,
  type SmtpConfig,
} from './mail';
import { memberName } from './names';
import { APP_URL, SMTP_PASS, smtpConfig } from './params';
import { asCount } from './student-facts';
import { runTransaction } from './transactions';

/**
 * How long a claim holds: longer than the trigger may run (TIMEOUT_SECONDS, during which
 * nodemailer gives up on a silent server), so a live sender never loses its claim to another.
 * A queued email that no function has claimed by then is queued again by the sweep.
 */
export const LEASE_MS = 5 * 60 * 1000;
const TIMEOUT_SECONDS = 120;
/** Claims per queuing: after that many crashed or interrupted sends, the delivery fails. */
export const MAX_SEND_ATTEMPTS = 3;
const MAX_ERROR_LENGTH = 500;
/** Stuck deliveries the sweep takes per run; the next run takes the rest. */
const SWEEP_BATCH = 200;

/** The delivery of a freshly queued email (invite, resend), as the callables write it. */
export function queuedDelivery(now: Timestamp) {
  return {
    state: 'queued' satisfies DeliveryState,
    attempts: 0,
    queuedAt: now,
    leaseExpiresAt: Timestamp.fromMillis(now.toMillis() + LEASE_MS),
  };
}

/** Thrown while another sender holds a live claim: the event is retried later. */
export class DeliveryLeaseHeldError extends Error {
  constructor(path: string, until: Timestamp) {
    super(`${path}: another sender holds the delivery until ${until.toDate().toISOString()}`);
    this.name = 'DeliveryLeaseHeldError';
  }
}

function stateOf(snapshot: DocumentSnapshot): unknown {
  return snapshot.get('delivery.state');
}

function leaseOf(snapshot: DocumentSnapshot): Timestamp | undefined {
  const lease: unknown = snapshot.get('delivery.leaseExpiresAt');
  return lease instanceof Timestamp ? lease : undefined;
}

/** Claims since the last queuing by a person; absent or not a number reads as none. */
function attemptsOf(snapshot: DocumentSnapshot): number {
  return asCount(snapshot.get('delivery.attempts'));
}

/**
 * Whether a write left an email for the trigger to deliver: a pending invitation whose delivery
 * is queued, or absent (an invitation written with the Admin SDK, e.g. by a script, is sent too).
 */
export function awaitsDelivery(data: Record<string, unknown> | undefined): boolean {
  if (data?.status !== 'pending') return false;
  const delivery = data.delivery as { state?: unknown } | undefined;
  return delivery === undefined || delivery.state === 'queued';
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

// organizations/{orgId}/invitations/{email}: deliver the email of an invitation left queued by a
// callable (or the sweep). The writes of the delivery itself (sending, sent, ...) start events
// too, which end here at once.
export const onInvitationWritten = onDocumentWritten(
  {
    document: `${COLLECTIONS.organizations}/{orgId}/${COLLECTIONS.invitations}/{email}`,
    secrets: [SMTP_PASS],
    retry: true,
    timeoutSeconds: TIMEOUT_SECONDS,
  },
  async (event) => {
    const after = event.data?.after;
    if (!after?.exists || !awaitsDelivery(after.data())) return;
    const fields = { orgId: event.params.orgId, email: event.params.email, eventId: event.id };
    const smtp = smtpConfig();
    try {
      const result = await deliverInvitation(after.ref, { smtp, appUrl: APP_URL.value() });
      const log = result.outcome === 'failed' || result.outcome === 'gave up' ? 'warn' : 'info';
      logger[log]('invitation delivery', { ...fields, ...result, smtpHost: smtp?.host ?? null });
    } catch (error) {
      if (error instanceof DeliveryLeaseHeldError) {
        logger.info('invitation being sent by another instance; retrying later', fields);
      } else {
        logger.error('invitation delivery failed', { ...fields, error: String(error) });
      }
      throw error;
    }
  },
);

/**
 * Queues again every delivery stuck past its lease: claimed by a sender that never recorded an
 * outcome (it crashed, or ran out of time), or queued but never claimed (its event was lost).
 * Writing it queued starts a new event, which the trigger delivers. A stuck invitation that is no
 * longer pending is marked failed instead. Exported for the tests.
 */
export async function requeueStuckDeliveries(
  now: Timestamp = Timestamp.now(),
): Promise<{ requeued: string[]; closed: string[] }> {
  // A collection-group range on one field (index: firestore.indexes.json, fieldOverrides).
  const stuck = await db
    .collectionGroup(COLLECTIONS.invitations)
    .where('delivery.leaseExpiresAt', '<=', now)
    .orderBy('delivery.leaseExpiresAt')
    .limit(SWEEP_BATCH)
    .get();
  const requeued: string[] = [];
  const closed: string[] = [];
  for (const found of stuck.docs) {
    const action = await runTransaction(async (tx) => {
      const invitation = await tx.get(found.ref);
      const state = stateOf(invitation);
      const lease = leaseOf(invitation);
      if (
        (state !== 'queued' && state !== 'sending') ||
        !lease ||
        lease.toMillis() > now.toMillis()
      )
        return 'skip'; // delivered, or claimed again, since the query
      const status: unknown = invitation.get('status');
      if (status !== 'pending') {
        tx.update(found.ref, {
          delivery: {
            state: 'failed',
            attempts: attemptsOf(invitation),
            error:
              status === 'revoked' || status === 'accepted'
                ? DELIVERY_ERRORS[status]
                : DELIVERY_ERRORS.notPending,
          },
        });
        return 'closed';
      }
      // Attempts are kept: a delivery that keeps crashing gives up after MAX_SEND_ATTEMPTS.
      const queuedAt: unknown = invitation.get('delivery.queuedAt');
      tx.update(found.ref, {
        delivery: {
          ...queuedDelivery(Timestamp.now()),
          attempts: attemptsOf(invitation),
          ...(queuedAt instanceof Timestamp ? { queuedAt } : {}),
        },
      });
      return 'requeued';
    });
    if (action === 'requeued') requeued.push(found.ref.path);
    if (action === 'closed') closed.push(found.ref.path);
  }
  return { requeued, closed };
}

// Every 10 minutes: no invitation email stays stuck between queued and sent.
export const sweepInvitationDeliveries = onSchedule(
  { schedule: 'every 10 minutes', timeoutSeconds: 300 },
  async () => {
    const { requeued, closed } = await requeueStuckDeliveries();
    if (requeued.length || closed.length) {
      logger.warn('stuck invitation deliveries', { requeued, closed });
    }
  },
);
