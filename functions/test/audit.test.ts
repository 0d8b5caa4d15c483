// The audit log of people changes against the emulators: every people callable writes its entry
// in the transaction of its change (who, what, whom, when); a refused call writes none.
import { describe, expect, it } from 'vitest';
import type { AuditAction } from '@village/model/audit';
import { auditPath } from '@village/model/paths';
import { addMember, call, createOrganization, createUser, db, uniqueOrgId } from './emulator';

async function entries(orgId: string) {
  const snapshot = await db.collection(auditPath(orgId)).orderBy('at').get();
  return snapshot.docs.map((doc) => doc.data());
}

describe('audit log of people changes (functions emulator)', () => {
  it('records each change with who, what, whom and when, and nothing for a refused call', async () => {
    const orgId = uniqueOrgId('audit');
    await createOrganization(orgId, 'Audit Academy');
    const [owner, staff, viewer, invitee] = await Promise.all([
      createUser('owner'),
      createUser('staff'),
      createUser('viewer'),
      createUser('invitee'),
    ]);
    await Promise.all([
      addMember(orgId, owner, 'super_admin'),
      addMember(orgId, staff, 'org_user'),
      addMember(orgId, viewer, 'end_user'),
    ]);
    const ok = async (name: string, data: unknown, user = owner) => {
      const outcome = await call(name, data, user);
      expect(outcome.error, `${name} ${JSON.stringify(outcome.error)}`).toBeUndefined();
    };

    await ok('inviteMember', { orgId, email: invitee.email, role: 'org_user' });
    await ok('revokeInvitation', { orgId, email: invitee.email });
    await ok('inviteMember', { orgId, email: invitee.email, role: 'end_user' });
    await ok('acceptInvitation', { orgId }, invitee);
    await ok('changeMemberRole', { orgId, uid: staff.uid, role: 'end_user' });
    await ok('promoteMember', { orgId, uid: viewer.uid });
    // Refused (an end user may not change roles): no entry.
    const refused = await call(
      'changeMemberRole',
      { orgId, uid: invitee.uid, role: 'org_user' },
      staff,
    );
    expect(refused.error?.status).toBe('PERMISSION_DENIED');
    await ok('removeMember', { orgId, uid: staff.uid });
    await ok('removeMember', { orgId, uid: viewer.uid }, viewer);

    const log = await entries(orgId);
    expect(log.map((entry) => entry.action as AuditAction)).toEqual([
      'invited',
      'revoked',
      'invited',
      'joined',
      'role_changed',
      'promoted',
      'removed',
      'left',
    ]);
    const person = (user: typeof owner) => ({ uid: user.uid, name: user.name, email: user.email });
    expect(log[0]).toMatchObject({
      actor: person(owner),
      target: { uid: invitee.uid, email: invitee.email },
      toRole: 'org_user',
    });
    expect(log[1]).toMatchObject({ actor: person(owner), target: { email: invitee.email } });
    expect(log[3]).toMatchObject({
      actor: { uid: invitee.uid, email: invitee.email },
      target: { uid: invitee.uid },
      toRole: 'end_user',
    });
    expect(log[4]).toMatchObject({
      actor: person(owner),
      target: person(staff),
      fromRole: 'org_user',
      toRole: 'end_user',
    });
    expect(log[5]).toMatchObject({
      target: person(viewer),
      fromRole: 'end_user',
      toRole: 'super_admin',
    });
    expect(log[6]).toMatchObject({
      actor: person(owner),
      target: person(staff),
      fromRole: 'end_user',
    });
    expect(log[7]).toMatchObject({
      actor: person(viewer),
      target: person(viewer),
      fromRole: 'super_admin',
    });
    for (const entry of log) expect(entry.at?.toMillis()).toBeGreaterThan(Date.now() - 120_000);
  });
});
