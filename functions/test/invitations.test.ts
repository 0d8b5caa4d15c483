// Invitations against the emulators: the callables' checks, the email (to the mail outbox always,
// and over real SMTP to a local server this test starts on the port that
// functions/.env.demo-village-education names), acceptance, revocation and expiry.
import { Timestamp } from 'firebase-admin/firestore';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, invitationsPath, membersPath, organizationPath } from '@village/model/paths';
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

const SMTP_PORT = 2525; // functions/.env.demo-village-education
const APP_URL = 'http://127.0.0.1:5000/village-education/';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server that keeps every message it receives. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(SMTP_PORT, '127.0.0.1', () => resolve());
  });
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Undoes quoted-printable soft line breaks and escapes, enough to read an ASCII message body. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const invitation = (orgId: string, email: string) => db.doc(`${invitationsPath(orgId)}/${email}`);

async function outbox(to: string) {
  return (await db.collection(COLLECTIONS.mail).where('to', '==', to).get()).docs.map((doc) =>
    doc.data(),
  );
}

async function delivery(orgId: string, email: string) {
  return eventually(
    async () => (await invitation(orgId, email).get()).get('delivery'),
    (value) => value?.state === 'sent' || value?.state === 'failed' || value?.state === 'skipped',
  );
}

describe('invitations (functions emulator)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  afterAll(async () => smtp?.close());

  it('invites by email: checks, the mail outbox, real SMTP delivery, and failure without a server', async () => {
    const orgId = uniqueOrgId('invite');
    await createOrganization(orgId, 'Invitation Academy');
    const [owner, staff] = await Promise.all([createUser('owner'), createUser('staff')]);
    await addMember(orgId, owner, 'super_admin');
    await addMember(orgId, staff, 'org_user');

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
    await refused({ orgId, email: 'a@example.com', role: 'end_user' }, staff, 'PERMISSION_DENIED');
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
    ).toMatch(/already a member/);
    expect((await db.collection(invitationsPath(orgId)).get()).size).toBe(0);

    // No SMTP server listening: the invitation is pending, the outbox has the message, and the
    // delivery is recorded as failed with the error.
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
    const failed = await delivery(orgId, unlucky);
    expect(failed.state).toBe('failed');
    expect(failed.error).toMatch(/ECONNREFUSED|connect/i);
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
    const [queued] = await outbox(unlucky);
    expect(queued?.message.subject).toBe(
      "You're invited to join Invitation Academy on Village Education",
    );
    expect(queued?.message.text).toContain(`${APP_URL}organization-selection?invitation=${orgId}`);
    expect(
      await refused({ orgId, email: unlucky, role: 'org_user' }, owner, 'ALREADY_EXISTS'),
    ).toMatch(/already pending/);

    // With the local SMTP server: the message arrives, with its link, and the delivery is sent.
    smtp = await startSmtpServer();
    const lucky = `lucky-${orgId}@example.com`;
    const second = await call('inviteMember', { orgId, email: lucky, role: 'org_user' }, owner);
    expect(second.error).toBeUndefined();
    const sent = await delivery(orgId, lucky);
    expect(sent.state).toBe('sent');
    expect(sent.sentAt).toBeInstanceOf(Timestamp);
    const message = smtp.received.find((mail) => mail.to.includes(lucky));
    expect(message).toBeDefined();
    expect(message!.from).toBe('no-reply@village-education.test');
    const body = decodeQuotedPrintable(message!.raw);
    expect(body).toMatch(
      /^Subject: You're invited to join Invitation Academy on Village Education/m,
    );
    expect(body).toMatch(new RegExp(`^To: ${lucky}`, 'm'));
    expect(body).toContain(`${APP_URL}organization-selection?invitation=${orgId}`);
    expect(body).toContain(`href="${APP_URL}organization-selection?invitation=${orgId}"`);
    expect(body).toContain('Test owner has invited you to join Invitation Academy');
    expect(body).toContain('as Organization User');
    expect(await outbox(lucky)).toHaveLength(1);
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

    // Revoked: unusable. Only a super_admin revokes, only a pending invitation.
    const late = await createUser('late');
    await call('inviteMember', { orgId, email: late.email, role: 'end_user' }, owner);
    expect(
      (await call('revokeInvitation', { orgId, email: late.email }, invitee)).error?.status,
    ).toBe('PERMISSION_DENIED');
    expect(await call('revokeInvitation', { orgId, email: late.email }, owner)).toEqual({
      result: { orgId, email: late.email },
    });
    expect(
      (await call('revokeInvitation', { orgId, email: late.email }, owner)).error?.status,
    ).toBe('FAILED_PRECONDITION');
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
    await invitation(orgId, late.email).update({
      expiresAt: Timestamp.fromMillis(Date.now() - 1000),
    });
    expect((await accept(late)).error).toMatchObject({ status: 'FAILED_PRECONDITION' });
    expect(await db.doc(`${membersPath(orgId)}/${late.uid}`).get()).toHaveProperty('exists', false);
  });
});
