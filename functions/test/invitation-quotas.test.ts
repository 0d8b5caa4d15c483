// Invitation quotas against the emulators: per organization at most
// INVITATION_QUOTAS.emailsPerDay invitation emails a day, sends and resends together, and at most
// INVITATION_QUOTAS.pending invitations pending. Counted in the transactions that write the
// invitations, so calls made at the same moment cannot pass them together.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { INVITATION_QUOTAS } from '@village/model/limits';
import { invitationQuotaPath, invitationsPath, inviterQuotaPath } from '@village/model/paths';
import { todayIso } from '@village/model/dates';
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

const indiaDay = (millis: number) => todayIso(new Date(millis));

async function organizationWithOwner(label: string): Promise<{ orgId: string; owner: TestUser }> {
  const orgId = uniqueOrgId(label);
  await createOrganization(orgId, `${label} Academy`);
  const owner = await createUser('owner');
  await addMember(orgId, owner, 'super_admin');
  return { orgId, owner };
}

const quota = (orgId: string) => db.doc(invitationQuotaPath(orgId));
const invitationCount = async (orgId: string) =>
  (await db.collection(invitationsPath(orgId)).count().get()).data().count;

describe('invitation quotas (functions emulator)', () => {
  it('lets no more invitation emails through in a day than the quota, even all at once', async () => {
    const { orgId, owner } = await organizationWithOwner('quota');
    const left = 5;
    await quota(orgId).set({
      day: indiaDay(Date.now()),
      emails: INVITATION_QUOTAS.emailsPerDay - left,
    });
    const emails = Array.from({ length: 2 * left }, (_, i) => `quota-${i}-${orgId}@example.com`);
    const outcomes = await Promise.all(
      emails.map((email) => call('inviteMember', { orgId, email, role: 'end_user' }, owner)),
    );
    const refused = outcomes.filter((outcome) => outcome.error);
    expect(outcomes.filter((outcome) => outcome.result)).toHaveLength(left);
    expect(refused).toHaveLength(left);
    for (const outcome of refused) {
      expect(outcome.error?.status).toBe('RESOURCE_EXHAUSTED');
      expect(outcome.error?.message).toBe(
        `This organization has sent ${INVITATION_QUOTAS.emailsPerDay} invitation emails today, the most allowed in a day. Try again tomorrow.`,
      );
    }
    expect((await quota(orgId).get()).get('emails')).toBe(INVITATION_QUOTAS.emailsPerDay);
    expect(await invitationCount(orgId)).toBe(left);

    // A resend is an email too: refused once the day's quota is spent (after the first email has
    // settled, sent or failed, so that the resend is not refused as still on its way).
    const invited = (await db.collection(invitationsPath(orgId)).limit(1).get()).docs[0]!;
    const settled = await eventually(
      async () => (await invited.ref.get()).get('delivery.state') as string,
      (state) => state === 'sent' || state === 'failed',
    );
    const resend = await call('resendInvitation', { orgId, email: invited.id }, owner);
    expect(resend.error?.status).toBe('RESOURCE_EXHAUSTED');
    expect((await invited.ref.get()).get('delivery.state')).toBe(settled);
  });

  it('counts one inviter across all their organizations: a new one does not add a day of emails', async () => {
    const first = await organizationWithOwner('inviter-a');
    const secondId = uniqueOrgId('inviter-b');
    await createOrganization(secondId, 'inviter-b Academy');
    await addMember(secondId, first.owner, 'super_admin');
    const inviter = db.doc(inviterQuotaPath(first.owner.uid));
    await inviter.set({
      day: indiaDay(Date.now()),
      emails: INVITATION_QUOTAS.emailsPerInviterPerDay - 1,
    });
    const invite = (orgId: string, label: string) =>
      call(
        'inviteMember',
        { orgId, email: `${label}-${orgId}@example.com`, role: 'end_user' },
        first.owner,
      );
    expect((await invite(first.orgId, 'last')).error).toBeUndefined();
    const refused = await invite(secondId, 'over');
    expect(refused.error?.status).toBe('RESOURCE_EXHAUSTED');
    expect(refused.error?.message).toBe(
      `You have sent ${INVITATION_QUOTAS.emailsPerInviterPerDay} invitation emails today across your organizations, the most allowed in a day. Try again tomorrow.`,
    );
    // The second organization had sent none: its own quota is untouched, nothing was written.
    expect((await quota(secondId).get()).exists).toBe(false);
    expect(await invitationCount(secondId)).toBe(0);
    expect((await inviter.get()).get('emails')).toBe(INVITATION_QUOTAS.emailsPerInviterPerDay);
    // Another super_admin of that organization still may: the limit is the inviter's.
    const colleague = await createUser('colleague');
    await addMember(secondId, colleague, 'super_admin');
    const byColleague = await call(
      'inviteMember',
      { orgId: secondId, email: `colleague-${secondId}@example.com`, role: 'end_user' },
      colleague,
    );
    expect(byColleague.error).toBeUndefined();
  });

  it("starts each day afresh (India's day)", async () => {
    const { orgId, owner } = await organizationWithOwner('tomorrow');
    await quota(orgId).set({
      day: indiaDay(Date.now() - 24 * 60 * 60 * 1000),
      emails: INVITATION_QUOTAS.emailsPerDay,
    });
    const email = `fresh-${orgId}@example.com`;
    const outcome = await call('inviteMember', { orgId, email, role: 'org_user' }, owner);
    expect(outcome.error).toBeUndefined();
    const today = await quota(orgId).get();
    expect(today.get('day')).toBe(indiaDay(Date.now()));
    expect(today.get('emails')).toBe(1);
  });

  it('refuses a new invitation while the pending ones are at the cap; a revoke makes room', async () => {
    const { orgId, owner } = await organizationWithOwner('pending');
    const now = Date.now();
    const pending = Array.from(
      { length: INVITATION_QUOTAS.pending },
      (_, i) => `pending-${i}@example.com`,
    );
    // Written as already delivered: the delivery trigger leaves them alone.
    for (let start = 0; start < pending.length; start += 250) {
      const batch = db.batch();
      for (const email of pending.slice(start, start + 250)) {
        batch.set(db.doc(`${invitationsPath(orgId)}/${email}`), {
          email,
          orgName: 'pending Academy',
          role: 'end_user',
          status: 'pending',
          invitedBy: owner.uid,
          createdAt: Timestamp.fromMillis(now),
          expiresAt: Timestamp.fromMillis(now + 86_400_000),
          delivery: { state: 'sent', attempts: 1 },
        });
      }
      await batch.commit();
    }
    const email = `one-more-${orgId}@example.com`;
    const refused = await call('inviteMember', { orgId, email, role: 'end_user' }, owner);
    expect(refused.error?.status).toBe('RESOURCE_EXHAUSTED');
    expect(refused.error?.message).toBe(
      `This organization has ${INVITATION_QUOTAS.pending} pending invitations, the most allowed. Revoke the ones no longer needed, then try again.`,
    );
    expect((await db.doc(`${invitationsPath(orgId)}/${email}`).get()).exists).toBe(false);

    expect((await call('revokeInvitation', { orgId, email: pending[0] }, owner)).error).toBe(
      undefined,
    );
    const admitted = await call('inviteMember', { orgId, email, role: 'end_user' }, owner);
    expect(admitted.error).toBeUndefined();
  });
});
