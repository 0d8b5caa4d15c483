// Invitations against the emulators: the callables' checks, the email over real SMTP to a local
// server this test starts on the port that functions/.env.demo-village-education names (and no
// mail outbox document while SMTP is configured), a visible failure and Resend, a crash between
// queued and sent recovered by a redelivered event or the sweep, acceptance, revocation, expiry.
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, invitationsPath, membersPath, organizationPath } from '@village/model/paths';
import {
  DeliveryLeaseHeldError,
  deliverInvitation,
  LEASE_MS,
  MAX_SEND_ATTEMPTS,
  requeueStuckDeliveries,
} from '../src/invitation-delivery';
import type { SmtpConfig } from '../src/mail';
import { holdSmtpPort, SMTP_CAPTURE_PORT, startSmtpCapture } from '../../scripts/smtp-capture.mjs';
import {
  addMember,
  call,
  createOrganization,
  createUser,
  db,
  eventually,
  uniqueOrgId,
  type TestUser,
} from './emulator';

const APP_URL = 'http://127.0.0.1:5000/village-education/';
/** The SMTP settings of functions/.env.demo-village-education, for the worker run in this process. */
const SMTP: SmtpConfig = {
  host: '127.0.0.1',
  port: SMTP_CAPTURE_PORT,
  secure: false,
  user: '',
  pass: '',
  from: 'Village Education <no-reply@village-education.test>',
};
const DONE = ['sent', 'failed', 'outbox', 'skipped'];

const invitation = (orgId: string, email: string) => db.doc(`${invitationsPath(orgId)}/${email}`);

async function outbox(to: string) {
  return (await db.collection(COLLECTIONS.mail).where('to', '==', to).get()).docs.map((doc) =>
    doc.data(),
  );
}

/** The delivery once it has settled: sent, failed, outbox or skipped. */
async function settled(ref: DocumentReference) {
  return eventually(
    async () => (await ref.get()).get('delivery'),
    (value) => DONE.includes(value?.state),
  );
}

let capture: Awaited<ReturnType<typeof startSmtpCapture>> | undefined;
/** The local SMTP server, started on first use: the first test needs the port closed a while. */
async function smtpServer() {
  capture ??= await startSmtpCapture();
  return capture;
}
const mailsTo = (email: string) => (capture?.messages ?? []).filter((m) => m.to.includes(email));

/** An organization with a super_admin and an org_user. */
async function organization(label: string, name: string) {
  const orgId = uniqueOrgId(label);
  await createOrganization(orgId, name);
  const [owner, staff] = await Promise.all([createUser('owner'), createUser('staff')]);
  await addMember(orgId, owner, 'super_admin');
  await addMember(orgId, staff, 'org_user');
  return { orgId, owner, staff };
}

/**
 * A pending invitation written as a crashed sender left it: claimed (sending), its lease as given.
 * The trigger leaves such a write alone (it delivers queued ones), as after a real crash.
 */
async function stuckInvitation(
  orgId: string,
  email: string,
  {
    leaseMs,
    attempts = 1,
    status = 'pending',
  }: { leaseMs: number; attempts?: number; status?: string },
) {
  const now = Date.now();
  const ref = invitation(orgId, email);
  await ref.set({
    email,
    orgName: 'Crash Academy',
    role: 'end_user',
    status,
    invitedBy: 'nobody',
    createdAt: Timestamp.fromMillis(now),
    expiresAt: Timestamp.fromMillis(now + 14 * 24 * 60 * 60 * 1000),
    delivery: {
      state: 'sending',
      attempts,
      queuedAt: Timestamp.fromMillis(now - LEASE_MS),
      leaseExpiresAt: Timestamp.fromMillis(now + leaseMs),
      claimId: 'crashed-sender',
    },
  });
  return ref;
}

describe('invitations (functions emulator)', () => {
  // The port to this file alone: a browser test beside it sends to the same port (holdSmtpPort).
  let releasePort: (() => void) | undefined;
  beforeAll(async () => {
    releasePort = await holdSmtpPort();
  }, 300_000);
  afterAll(async () => {
    await capture?.close();
    releasePort?.();
  });

  it('invites by email: checks, a visible failure without a server, then Resend and real SMTP delivery, no outbox document', async () => {
    const { orgId, owner, staff } = await organization('invite', 'Invitation Academy');

    const refused = async (data: unknown, user: TestUser | undefined, status: string) => {
      const outcome = await call('inviteMember', data, user);
      expect(outcome.error?.status, JSON.stringify(data)).toBe(status);
      expect(outcome.error?.message).toBeTruthy();
      return outcome.error!.message;
    };
    await refused(
      { orgId, email: 'a@example.com', role: 'end_user' },
      undefined,
      'UNAUTHENTICATED',
    );
    expect(
      await refused({ orgId, email: 'not-an-email', role: 'end_user' }, owner, 'INVALID_ARGUMENT'),
    ).toMatch(/email/);
    await refused(
      { orgId, email: 'a@example.com', role: 'super_admin' },
      owner,
      'INVALID_ARGUMENT',
    );
    await refused({ email: 'a@example.com', role: 'end_user' }, owner, 'INVALID_ARGUMENT');
    await refused(null, owner, 'INVALID_ARGUMENT');
    expect(
      await refused(
        { orgId, email: 'a@example.com', role: 'end_user' },
        staff,
        'PERMISSION_DENIED',
      ),
    ).toBe('Only a Super Admin can invite members in Invitation Academy.');
    await refused(
      { orgId: uniqueOrgId('missing'), email: 'a@example.com', role: 'end_user' },
      owner,
      'NOT_FOUND',
    );
    expect(
      await refused(
        { orgId, email: staff.email.toUpperCase(), role: 'end_user' },
        owner,
        'ALREADY_EXISTS',
      ),
    ).toBe(`${staff.email} is already a member of Invitation Academy.`);
    expect((await db.collection(invitationsPath(orgId)).get()).size).toBe(0);

    // No SMTP server listening yet: the invitation is pending and its delivery failed, with the
    // error. SMTP is configured, so nothing went to the mail outbox.
    const unlucky = `unlucky-${orgId}@example.com`;
    const first = await call<{ link: string; status: string; role: string }>(
      'inviteMember',
      { orgId, email: `  ${unlucky.toUpperCase()} `, role: 'end_user' },
      owner,
    );
    expect(first.error).toBeUndefined();
    expect(first.result).toMatchObject({
      email: unlucky,
      role: 'end_user',
      status: 'pending',
      link: `${APP_URL}organization-selection?invitation=${orgId}`,
    });
    const failed = await settled(invitation(orgId, unlucky));
    expect(failed).toMatchObject({ state: 'failed', attempts: 1 });
    expect(failed.error).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.leaseExpiresAt).toBeUndefined();
    const stored = (await invitation(orgId, unlucky).get()).data()!;
    expect(stored).toMatchObject({
      email: unlucky,
      orgName: 'Invitation Academy',
      role: 'end_user',
      status: 'pending',
      invitedBy: owner.uid,
    });
    expect(stored.expiresAt.toMillis() - stored.createdAt.toMillis()).toBe(
      14 * 24 * 60 * 60 * 1000,
    );
    expect(await outbox(unlucky)).toEqual([]);
    expect(
      await refused({ orgId, email: unlucky, role: 'org_user' }, owner, 'ALREADY_EXISTS'),
    ).toBe(`An invitation for ${unlucky} to Invitation Academy is already pending.`);

    // Resend: only a super_admin, only an invitation there is.
    const resend = (email: string, user: TestUser) =>
      call<{ orgId: string; email: string }>('resendInvitation', { orgId, email }, user);
    expect((await resend(unlucky, staff)).error).toEqual({
      status: 'PERMISSION_DENIED',
      message: 'Only a Super Admin can resend invitations in Invitation Academy.',
    });
    expect((await resend('nobody@example.com', owner)).error).toEqual({
      status: 'NOT_FOUND',
      message: 'There is no invitation for nobody@example.com to Invitation Academy.',
    });

    // With the local SMTP server up, Resend sends it: exactly one message, with its link.
    await smtpServer();
    expect(await resend(unlucky, owner)).toEqual({ result: { orgId, email: unlucky } });
    const resent = await settled(invitation(orgId, unlucky));
    expect(resent).toMatchObject({ state: 'sent', attempts: 1 });
    expect(resent.sentAt).toBeInstanceOf(Timestamp);
    expect(resent.error).toBeUndefined();
    expect(mailsTo(unlucky)).toHaveLength(1);
    expect(await outbox(unlucky)).toEqual([]);

    // A new invitation arrives with everything the invitee needs.
    const lucky = `lucky-${orgId}@example.com`;
    const second = await call('inviteMember', { orgId, email: lucky, role: 'org_user' }, owner);
    expect(second.error).toBeUndefined();
    const sent = await settled(invitation(orgId, lucky));
    expect(sent.state).toBe('sent');
    const [message, ...more] = mailsTo(lucky);
    expect(more).toEqual([]);
    expect(message!.from).toBe('no-reply@village-education.test');
    expect(message!.subject).toBe("You're invited to join Invitation Academy on Village Education");
    expect(message!.link).toBe(`${APP_URL}organization-selection?invitation=${orgId}`);
    expect(message!.text).toContain('Test owner has invited you to join Invitation Academy');
    expect(message!.text).toContain('as Organization User');
    // The HTML part, quoted-printable: '=' is written =3D, and long lines are broken with '='.
    expect(message!.raw.replace(/=\r?\n/g, '')).toContain(
      `href=3D"${APP_URL}organization-selection?invitation=3D${orgId}"`,
    );
    expect(await outbox(lucky)).toEqual([]);

    // The same event delivered again (at-least-once) finds the email sent and sends nothing.
    expect(
      await deliverInvitation(invitation(orgId, lucky), { smtp: SMTP, appUrl: APP_URL }),
    ).toEqual({ outcome: 'nothing to do', reason: 'already sent' });
    expect(mailsTo(lucky)).toHaveLength(1);
  });

  it("writes the email in the inviter's language, and says a refusal's key for the web", async () => {
    const { orgId, owner } = await organization('hindi', 'Gyan Jyoti Vidyalaya');
    await smtpServer();
    const email = `hindi-${orgId}@example.com`;
    const invite = (to: string, language?: string) =>
      call('inviteMember', { orgId, email: to, role: 'end_user', language }, owner);
    expect((await invite(email, 'hi')).error).toBeUndefined();
    expect((await settled(invitation(orgId, email))).state).toBe('sent');
    expect((await invitation(orgId, email).get()).get('language')).toBe('hi');
    const [message] = mailsTo(email);
    expect(message!.subject).toBe('Village Education पर Gyan Jyoti Vidyalaya से जुड़ने का आमंत्रण');
    expect(message!.text).toContain('सामान्य उपयोगकर्ता के रूप में जुड़ने के लिए आमंत्रित किया है।');

    // An app that sends no language: the inviter's profile says it.
    await db.doc(`${COLLECTIONS.users}/${owner.uid}`).set({ language: 'hi' }, { merge: true });
    const other = `profile-${orgId}@example.com`;
    expect((await invite(other)).error).toBeUndefined();
    expect((await invitation(orgId, other).get()).get('language')).toBe('hi');

    const again = await invite(email);
    expect(again.error).toEqual({
      status: 'ALREADY_EXISTS',
      message: `An invitation for ${email} to Gyan Jyoti Vidyalaya is already pending.`,
    });
    expect(again.errorDetails).toEqual({
      message: 'alreadyInvited',
      values: { email, org: 'Gyan Jyoti Vidyalaya' },
    });
  });

  it('refuses a resend that is not needed or not possible, with a message for the user', async () => {
    const { orgId, owner } = await organization('resend', 'Resend School');
    await smtpServer();
    const resend = (email: string) => call('resendInvitation', { orgId, email }, owner);

    // Being sent right now (a live claim): a resend would only send it twice.
    const busy = `busy-${orgId}@example.com`;
    await stuckInvitation(orgId, busy, { leaseMs: LEASE_MS });
    expect((await resend(busy)).error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: `The invitation email to ${busy} is already on its way.`,
    });

    const gone = `gone-${orgId}@example.com`;
    await call('inviteMember', { orgId, email: gone, role: 'end_user' }, owner);
    expect((await call('revokeInvitation', { orgId, email: gone }, owner)).error).toBeUndefined();
    expect((await resend(gone)).error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: `The invitation for ${gone} has been revoked.`,
    });

    const late = `late-${orgId}@example.com`;
    await call('inviteMember', { orgId, email: late, role: 'end_user' }, owner);
    await settled(invitation(orgId, late));
    await invitation(orgId, late).update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    expect((await resend(late)).error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: `The invitation for ${late} has expired: invite them again.`,
    });
    expect(mailsTo(late)).toHaveLength(1);
  });

  it('recovers a delivery whose sender crashed between queued and sent: once, never twice', async () => {
    const { orgId } = await organization('crash', 'Crash Academy');
    await smtpServer();
    const options = { smtp: SMTP, appUrl: APP_URL };

    // A redelivered event while the claim is live: it throws, so that the platform retries it.
    const held = `held-${orgId}@example.com`;
    const heldRef = await stuckInvitation(orgId, held, { leaseMs: LEASE_MS });
    await expect(deliverInvitation(heldRef, options)).rejects.toBeInstanceOf(
      DeliveryLeaseHeldError,
    );
    expect((await heldRef.get()).get('delivery.state')).toBe('sending');
    expect(mailsTo(held)).toEqual([]);

    // Once the lease has expired, the redelivered event claims it and sends it, once.
    const expired = `expired-${orgId}@example.com`;
    const expiredRef = await stuckInvitation(orgId, expired, { leaseMs: -1000 });
    expect(await deliverInvitation(expiredRef, options)).toMatchObject({ outcome: 'sent' });
    expect((await expiredRef.get()).get('delivery')).toMatchObject({ state: 'sent', attempts: 2 });
    expect(await deliverInvitation(expiredRef, options)).toEqual({
      outcome: 'nothing to do',
      reason: 'already sent',
    });
    expect(mailsTo(expired)).toHaveLength(1);

    // The sweep: a stuck delivery nobody retries is queued again, and the trigger sends it.
    const swept = `swept-${orgId}@example.com`;
    const sweptRef = await stuckInvitation(orgId, swept, { leaseMs: -1000 });
    const revoked = `revoked-${orgId}@example.com`;
    const revokedRef = await stuckInvitation(orgId, revoked, { leaseMs: -1000, status: 'revoked' });
    const { requeued, closed } = await requeueStuckDeliveries();
    expect(requeued).toContain(sweptRef.path);
    expect(closed).toContain(revokedRef.path);
    expect(await settled(sweptRef)).toMatchObject({ state: 'sent', attempts: 2 });
    expect(mailsTo(swept)).toHaveLength(1);
    expect((await revokedRef.get()).get('delivery')).toMatchObject({
      state: 'failed',
      error: 'Not sent: the invitation is revoked.',
    });
    expect(mailsTo(revoked)).toEqual([]);
    // Swept again, nothing is stuck any more.
    const again = await requeueStuckDeliveries();
    expect(again.requeued).not.toContain(sweptRef.path);

    // A delivery that keeps being cut short gives up, visibly, rather than looping for ever.
    const doomed = `doomed-${orgId}@example.com`;
    const doomedRef = await stuckInvitation(orgId, doomed, {
      leaseMs: -1000,
      attempts: MAX_SEND_ATTEMPTS,
    });
    expect(await deliverInvitation(doomedRef, options)).toEqual({
      outcome: 'gave up',
      attempts: MAX_SEND_ATTEMPTS,
    });
    expect((await doomedRef.get()).get('delivery')).toMatchObject({
      state: 'failed',
      error: `Not sent after ${MAX_SEND_ATTEMPTS} interrupted attempts.`,
    });
    expect(mailsTo(doomed)).toEqual([]);
  });

  it('without SMTP, writes the message to the mail outbox instead, once', async () => {
    const { orgId } = await organization('outbox', 'Outbox School');
    const email = `outbox-${orgId}@example.com`;
    const ref = await stuckInvitation(orgId, email, { leaseMs: -1000 });
    const options = { smtp: undefined, appUrl: APP_URL };
    const result = await deliverInvitation(ref, options);
    expect(result).toMatchObject({ outcome: 'outbox' });
    const delivery = (await ref.get()).get('delivery');
    expect(delivery).toMatchObject({ state: 'outbox', attempts: 2 });
    const mails = await outbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.message.subject).toBe(
      "You're invited to join Crash Academy on Village Education",
    );
    expect(mails[0]!.message.text).toContain(
      `${APP_URL}organization-selection?invitation=${orgId}`,
    );
    expect((await db.doc(`${COLLECTIONS.mail}/${delivery.mailId}`).get()).get('to')).toBe(email);
    expect(await deliverInvitation(ref, options)).toEqual({
      outcome: 'nothing to do',
      reason: 'already outbox',
    });
    expect(await outbox(email)).toHaveLength(1);
    expect(mailsTo(email)).toEqual([]);
  });

  it('accepts only for the verified, matching, pending and unexpired invitation; revokes', async () => {
    const orgId = uniqueOrgId('accept');
    await createOrganization(orgId, 'Acceptance School');
    const owner = await createUser('owner');
    await addMember(orgId, owner, 'super_admin');
    const invitee = await createUser('invitee');
    const unverified = await createUser('unverified', { verified: false });
    const stranger = await createUser('stranger');
    for (const user of [invitee, unverified]) {
      const invited = await call(
        'inviteMember',
        { orgId, email: user.email, role: 'org_user' },
        owner,
      );
      expect(invited.error).toBeUndefined();
    }

    const accept = (user: TestUser | undefined, data: unknown = { orgId }) =>
      call<{ orgId: string; role: string }>('acceptInvitation', data, user);
    expect((await accept(undefined)).error?.status).toBe('UNAUTHENTICATED');
    expect((await accept(invitee, { orgId: 7 })).error?.status).toBe('INVALID_ARGUMENT');
    expect((await accept(unverified)).error).toMatchObject({ status: 'PERMISSION_DENIED' });
    expect((await accept(stranger)).error?.status).toBe('NOT_FOUND');
    expect((await accept(invitee, { orgId: uniqueOrgId('missing') })).error?.status).toBe(
      'NOT_FOUND',
    );
    expect(await db.doc(`${membersPath(orgId)}/${unverified.uid}`).get()).toHaveProperty(
      'exists',
      false,
    );

    // The invitee accepts: member with the invited role, invitation accepted, userCount exact.
    expect(await accept(invitee)).toEqual({ result: { orgId, role: 'org_user' } });
    const member = (await db.doc(`${membersPath(orgId)}/${invitee.uid}`).get()).data();
    expect(member).toMatchObject({
      uid: invitee.uid,
      name: invitee.name,
      email: invitee.email,
      role: 'org_user',
      status: 'active',
    });
    expect(member?.joinedAt).toBeInstanceOf(Timestamp);
    expect((await invitation(orgId, invitee.email).get()).data()).toMatchObject({
      status: 'accepted',
      acceptedBy: invitee.uid,
    });
    expect((await accept(invitee)).error?.status).toBe('ALREADY_EXISTS');
    const userCount = await eventually(
      async () => (await db.doc(organizationPath(orgId)).get()).get('userCount'),
      (count) => count === 2,
    );
    expect(userCount).toBe(2);
    // Invited again while a member: refused.
    expect(
      (await call('inviteMember', { orgId, email: invitee.email, role: 'end_user' }, owner)).error,
    ).toEqual({
      status: 'ALREADY_EXISTS',
      message: `${invitee.email} is already a member of Acceptance School.`,
    });

    // Revoked: unusable. Only a super_admin revokes, only a pending invitation.
    const late = await createUser('late');
    await call('inviteMember', { orgId, email: late.email, role: 'end_user' }, owner);
    expect(
      (await call('revokeInvitation', { orgId, email: late.email }, invitee)).error?.status,
    ).toBe('PERMISSION_DENIED');
    expect(await call('revokeInvitation', { orgId, email: late.email }, owner)).toEqual({
      result: { orgId, email: late.email },
    });
    expect((await call('revokeInvitation', { orgId, email: late.email }, owner)).error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: `The invitation for ${late.email} has been revoked.`,
    });
    expect(
      (await call('revokeInvitation', { orgId, email: 'nobody@example.com' }, owner)).error?.status,
    ).toBe('NOT_FOUND');
    expect((await accept(late)).error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'This invitation was revoked.',
    });

    // Invited again after the revocation, but expired before acceptance.
    expect(
      (await call('inviteMember', { orgId, email: late.email, role: 'end_user' }, owner)).result,
    ).toMatchObject({
      status: 'pending',
    });
    await settled(invitation(orgId, late.email));
    await invitation(orgId, late.email).update({
      expiresAt: Timestamp.fromMillis(Date.now() - 1000),
    });
    expect((await accept(late)).error).toMatchObject({ status: 'FAILED_PRECONDITION' });
    expect(await db.doc(`${membersPath(orgId)}/${late.uid}`).get()).toHaveProperty('exists', false);
  });
});
