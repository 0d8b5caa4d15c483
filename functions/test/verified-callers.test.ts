// People callables against the emulators: a caller whose email is not verified manages nobody.
// Anyone can make an account with someone else's address; such an account must not send our
// invitation emails or change who belongs to an organization. Leaving needs no check.
import { describe, expect, it } from 'vitest';
import { invitationsPath, membersPath } from '@village/model/paths';
import { Timestamp } from 'firebase-admin/firestore';
import { addMember, call, createOrganization, createUser, db, uniqueOrgId } from './emulator';

describe('people callables and unverified callers (functions emulator)', () => {
  it('refuse every people change from an unverified super_admin, and write nothing', async () => {
    const orgId = uniqueOrgId('unverified');
    await createOrganization(orgId, 'Unverified Academy');
    const [owner, staff, viewer] = await Promise.all([
      createUser('owner', { verified: false }),
      createUser('staff'),
      createUser('viewer', { verified: false }),
    ]);
    await Promise.all([
      addMember(orgId, owner, 'super_admin'),
      addMember(orgId, staff, 'org_user'),
      addMember(orgId, viewer, 'end_user'),
    ]);
    const pending = 'pending-invitee@example.com';
    await db.doc(`${invitationsPath(orgId)}/${pending}`).set({
      email: pending,
      orgName: 'Unverified Academy',
      role: 'end_user',
      status: 'pending',
      invitedBy: staff.uid,
      createdAt: Timestamp.now(),
      expiresAt: Timestamp.fromMillis(Date.now() + 86_400_000),
      delivery: { state: 'failed', attempts: 1 },
    });

    const attempts: [string, unknown, string][] = [
      ['inviteMember', { orgId, email: 'new@example.com', role: 'org_user' }, 'invite members'],
      ['revokeInvitation', { orgId, email: pending }, 'revoke invitations'],
      ['resendInvitation', { orgId, email: pending }, 'resend invitations'],
      ['changeMemberRole', { orgId, uid: staff.uid, role: 'end_user' }, 'change roles'],
      ['promoteMember', { orgId, uid: staff.uid }, 'promote members'],
      ['removeMember', { orgId, uid: staff.uid }, 'remove members'],
    ];
    for (const [name, data, action] of attempts) {
      const outcome = await call(name, data, owner);
      expect(outcome.error?.status, name).toBe('FAILED_PRECONDITION');
      expect(outcome.error?.message, name).toBe(
        `Verify your email address to ${action}: open the link we sent you, or use Resend verification email on Select Organization.`,
      );
    }
    // Nothing changed: no new invitation, the pending one as it was, the staff member as they were.
    expect((await db.doc(`${invitationsPath(orgId)}/new@example.com`).get()).exists).toBe(false);
    const stillPending = await db.doc(`${invitationsPath(orgId)}/${pending}`).get();
    expect(stillPending.get('status')).toBe('pending');
    expect(stillPending.get('delivery.state')).toBe('failed');
    expect((await db.doc(`${membersPath(orgId)}/${staff.uid}`).get()).get('role')).toBe('org_user');

    // Leaving takes access away from the caller alone: allowed without a verified email.
    const left = await call('removeMember', { orgId, uid: viewer.uid }, viewer);
    expect(left.error).toBeUndefined();
    expect((await db.doc(`${membersPath(orgId)}/${viewer.uid}`).get()).exists).toBe(false);
  });
});
