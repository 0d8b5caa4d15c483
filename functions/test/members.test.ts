// Members against the emulators: exact userCount / superAdminCount, role changes and removals
// through the callables, the last super_admin guard, and access lost at once on removal.
import { describe, expect, it } from 'vitest';
import { membersPath, organizationPath } from '@village/model/paths';
import { LEDGER_COLLECTION } from '../src/ledger';
import { processMemberWrite } from '../src/members';
import { reconcileCounters } from '../src/reconcile';
import {
  addMember,
  call,
  createOrganization,
  createUser,
  db,
  eventually,
  readAsUser,
  uniqueOrgId,
  type TestUser,
} from './emulator';
import { Timestamp } from 'firebase-admin/firestore';

async function counts(orgId: string) {
  const org = await db.doc(organizationPath(orgId)).get();
  return { userCount: org.get('userCount'), superAdminCount: org.get('superAdminCount') };
}

async function settledCounts(
  orgId: string,
  expected: { userCount: number; superAdminCount: number },
) {
  return eventually(
    () => counts(orgId),
    (value) => JSON.stringify(value) === JSON.stringify(expected),
  );
}

/**
 * Waits until the trigger has processed `events` member writes (each leaves one ledger entry):
 * counts read after that are final, not a value passed on the way.
 */
async function memberEventsProcessed(orgId: string, events: number) {
  const ledger = db
    .collection(`${organizationPath(orgId)}/${LEDGER_COLLECTION}`)
    .where('kind', '==', 'member');
  const processed = await eventually(
    async () => (await ledger.count().get()).data().count,
    (count) => count >= events,
    { timeoutMs: 120_000 },
  );
  expect(processed).toBe(events);
}

const roleOf = async (orgId: string, uid: string) =>
  (await db.doc(`${membersPath(orgId)}/${uid}`).get()).get('role') as string | undefined;

describe('members (functions emulator)', () => {
  it('keeps userCount and superAdminCount exact; a redelivered member event changes nothing', async () => {
    const orgId = uniqueOrgId('members');
    await createOrganization(orgId, 'Members School');
    const people = Array.from({ length: 12 }, (_, i) => ({
      uid: `m${i}`,
      email: `m${i}@example.com`,
      name: `Member ${i}`,
    }));
    await Promise.all(
      people.map((person, i) =>
        addMember(orgId, person, i < 3 ? 'super_admin' : i % 2 ? 'org_user' : 'end_user'),
      ),
    );
    await Promise.all(
      people.slice(8).map((p) => db.doc(`${membersPath(orgId)}/${p.uid}`).delete()),
    );
    await db.doc(`${membersPath(orgId)}/m2`).update({ role: 'org_user' });
    // 12 joins, 4 removals and 1 role change that moves a counter: every event processed.
    await memberEventsProcessed(orgId, 17);
    expect(await counts(orgId)).toEqual({ userCount: 8, superAdminCount: 2 });

    const write = {
      eventId: uniqueOrgId('member-event'),
      orgId,
      uid: 'ghost',
      beforeRole: null,
      afterRole: 'super_admin',
      writeTime: Timestamp.now(),
    };
    expect(await processMemberWrite(write)).toEqual({ applied: true, counted: true });
    expect(await processMemberWrite(write)).toEqual({ applied: false, reason: 'duplicate event' });
    expect(await counts(orgId)).toEqual({ userCount: 9, superAdminCount: 3 });
  });

  it('keeps member counts exact when members change during a reconcile', async () => {
    const orgId = uniqueOrgId('members-reconcile');
    await createOrganization(orgId, 'Reconcile Members School');
    const person = (i: number) => ({ uid: `r${i}`, email: `r${i}@example.com`, name: `R ${i}` });
    await Promise.all(
      [0, 1, 2].map((i) => addMember(orgId, person(i), i ? 'org_user' : 'super_admin')),
    );
    await memberEventsProcessed(orgId, 3);
    expect(await counts(orgId)).toEqual({ userCount: 3, superAdminCount: 1 });
    // Another counter drifted, so the reconcile writes the organization's counters.
    await db.doc(organizationPath(orgId)).update({ studentCount: 7 });

    await reconcileCounters(orgId, undefined, {
      afterSnapshot: async () => {
        // After the reconcile's snapshot: one member joins and is counted by the trigger before the
        // reconcile writes (the write must not put back the snapshot's 3)...
        await addMember(orgId, person(3), 'org_user');
        await memberEventsProcessed(orgId, 4);
        expect(await counts(orgId)).toEqual({ userCount: 4, superAdminCount: 1 });
        // ...and another joins whose trigger may run before or after the write (never counted twice).
        await addMember(orgId, person(4), 'super_admin');
      },
    });
    await memberEventsProcessed(orgId, 5);
    expect(await counts(orgId)).toEqual({ userCount: 5, superAdminCount: 2 });
    expect((await db.doc(organizationPath(orgId)).get()).get('studentCount')).toBe(0);
    // Settled: a second reconcile finds nothing to repair.
    expect((await reconcileCounters(orgId)).changes).toEqual([]);
  });

  it('changes roles and removes members through the callables, guarding the last super_admin', async () => {
    const orgId = uniqueOrgId('roles');
    await createOrganization(orgId, 'Roles Academy');
    const [owner, second, staff, viewer, outsider] = await Promise.all(
      ['owner', 'second', 'staff', 'viewer', 'outsider'].map((label) => createUser(label)),
    );
    const join = (user: TestUser, role: Parameters<typeof addMember>[2]) =>
      addMember(orgId, user, role);
    await Promise.all([
      join(owner!, 'super_admin'),
      join(second!, 'super_admin'),
      join(staff!, 'org_user'),
      join(viewer!, 'end_user'),
    ]);
    await settledCounts(orgId, { userCount: 4, superAdminCount: 2 });

    // Bad input and the wrong caller get clear errors and change nothing.
    const refused = async (data: unknown, user: TestUser | undefined, status: string) => {
      const outcome = await call('changeMemberRole', data, user);
      expect(outcome.error?.status, JSON.stringify(data)).toBe(status);
      expect(outcome.error?.message).toBeTruthy();
    };
    await refused({ orgId, uid: staff!.uid, role: 'end_user' }, undefined, 'UNAUTHENTICATED');
    await refused({ orgId, uid: staff!.uid, role: 'super_admin' }, owner, 'INVALID_ARGUMENT');
    await refused({ orgId, uid: staff!.uid }, owner, 'INVALID_ARGUMENT');
    await refused({ orgId: '', uid: staff!.uid, role: 'end_user' }, owner, 'INVALID_ARGUMENT');
    await refused('not an object', owner, 'INVALID_ARGUMENT');
    await refused({ orgId, uid: viewer!.uid, role: 'org_user' }, staff, 'PERMISSION_DENIED');
    await refused({ orgId, uid: staff!.uid, role: 'end_user' }, outsider, 'PERMISSION_DENIED');
    await refused({ orgId, uid: owner!.uid, role: 'org_user' }, owner, 'PERMISSION_DENIED');
    await refused({ orgId, uid: 'nobody', role: 'org_user' }, owner, 'NOT_FOUND');
    await refused(
      { orgId: uniqueOrgId('missing'), uid: staff!.uid, role: 'end_user' },
      owner,
      'NOT_FOUND',
    );
    expect(await roleOf(orgId, staff!.uid)).toBe('org_user');

    // A super_admin changes roles, and demotes the other super_admin while two remain.
    const changed = await call(
      'changeMemberRole',
      { orgId, uid: viewer!.uid, role: 'org_user' },
      owner,
    );
    expect(changed).toEqual({
      result: { orgId, uid: viewer!.uid, role: 'org_user', previousRole: 'end_user' },
    });
    const demoted = await call(
      'changeMemberRole',
      { orgId, uid: second!.uid, role: 'end_user' },
      owner,
    );
    expect(demoted.result).toMatchObject({ role: 'end_user', previousRole: 'super_admin' });
    await settledCounts(orgId, { userCount: 4, superAdminCount: 1 });

    // Now the owner is the last super_admin: they can neither leave nor be removed or demoted.
    const leave = await call('removeMember', { orgId, uid: owner!.uid }, owner);
    expect(leave.error).toEqual({
      status: 'FAILED_PRECONDITION',
      message:
        'You are the last Super Admin of Roles Academy: make another member a Super Admin before you leave.',
    });
    expect(
      (await call('changeMemberRole', { orgId, uid: owner!.uid, role: 'org_user' }, owner)).error,
    ).toEqual({ status: 'PERMISSION_DENIED', message: 'You cannot change your own role.' });
    expect(
      (await call('changeMemberRole', { orgId, uid: owner!.uid, role: 'end_user' }, second)).error,
    ).toEqual({
      status: 'PERMISSION_DENIED',
      message: 'Only a Super Admin can change roles in Roles Academy.',
    });
    expect((await call('removeMember', { orgId, uid: owner!.uid }, staff)).error).toEqual({
      status: 'PERMISSION_DENIED',
      message: 'Only a Super Admin can remove members in Roles Academy.',
    });
    expect(await roleOf(orgId, owner!.uid)).toBe('super_admin');

    // A removed member loses access at once: the rules read the member document.
    expect(await readAsUser(organizationPath(orgId), staff!)).toBe(200);
    const removed = await call('removeMember', { orgId, uid: staff!.uid }, owner);
    expect(removed).toEqual({ result: { orgId, uid: staff!.uid, removedRole: 'org_user' } });
    expect(await readAsUser(organizationPath(orgId), staff!)).toBe(403);
    expect(await readAsUser(`${organizationPath(orgId)}/students/any`, staff!)).toBe(403);
    expect((await call('removeMember', { orgId, uid: staff!.uid }, owner)).error?.status).toBe(
      'NOT_FOUND',
    );
    // An end_user cannot remove others, but may leave.
    expect((await call('removeMember', { orgId, uid: viewer!.uid }, second)).error?.status).toBe(
      'PERMISSION_DENIED',
    );
    expect((await call('removeMember', { orgId, uid: second!.uid }, second)).result).toMatchObject({
      removedRole: 'end_user',
    });
    expect(await settledCounts(orgId, { userCount: 2, superAdminCount: 1 })).toEqual({
      userCount: 2,
      superAdminCount: 1,
    });
  });

  it('promotes a member to super_admin, so that the founder can hand over and leave', async () => {
    const orgId = uniqueOrgId('promote');
    await createOrganization(orgId, 'Handover School');
    const [founder, heir, viewer, outsider] = await Promise.all(
      ['founder', 'heir', 'viewer', 'outsider'].map((label) => createUser(label)),
    );
    await Promise.all([
      addMember(orgId, founder!, 'super_admin'),
      addMember(orgId, heir!, 'org_user'),
      addMember(orgId, viewer!, 'end_user'),
    ]);
    await settledCounts(orgId, { userCount: 3, superAdminCount: 1 });
    const promote = (uid: string, user: TestUser | undefined) =>
      call<{ orgId: string; uid: string; previousRole: string }>(
        'promoteMember',
        { orgId, uid },
        user,
      );

    expect((await promote(heir!.uid, undefined)).error?.status).toBe('UNAUTHENTICATED');
    expect((await call('promoteMember', { orgId }, founder)).error?.status).toBe(
      'INVALID_ARGUMENT',
    );
    expect((await promote(viewer!.uid, heir)).error).toEqual({
      status: 'PERMISSION_DENIED',
      message: 'Only a Super Admin can make members Super Admin in Handover School.',
    });
    expect((await promote(heir!.uid, outsider)).error).toEqual({
      status: 'PERMISSION_DENIED',
      message: 'You are not a member of Handover School.',
    });
    expect((await promote(founder!.uid, founder)).error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: 'You are already a Super Admin of Handover School.',
    });
    expect((await promote('nobody', founder)).error).toEqual({
      status: 'NOT_FOUND',
      message: 'That user is not a member of Handover School.',
    });
    expect(await roleOf(orgId, heir!.uid)).toBe('org_user');

    expect(await promote(heir!.uid, founder)).toEqual({
      result: { orgId, uid: heir!.uid, previousRole: 'org_user' },
    });
    expect(await roleOf(orgId, heir!.uid)).toBe('super_admin');
    expect((await promote(heir!.uid, founder)).error).toEqual({
      status: 'ALREADY_EXISTS',
      message: `${heir!.name} is already a Super Admin of Handover School.`,
    });
    await settledCounts(orgId, { userCount: 3, superAdminCount: 2 });

    // The role pickers offer only org_user and end_user: no promotion through changeMemberRole.
    expect(
      (await call('changeMemberRole', { orgId, uid: viewer!.uid, role: 'super_admin' }, founder))
        .error?.status,
    ).toBe('INVALID_ARGUMENT');

    // Handed over: the founder leaves; the heir, now the last super_admin, cannot.
    expect((await call('removeMember', { orgId, uid: founder!.uid }, founder)).result).toEqual({
      orgId,
      uid: founder!.uid,
      removedRole: 'super_admin',
    });
    expect((await call('removeMember', { orgId, uid: heir!.uid }, heir)).error?.status).toBe(
      'FAILED_PRECONDITION',
    );
    expect(await settledCounts(orgId, { userCount: 2, superAdminCount: 1 })).toEqual({
      userCount: 2,
      superAdminCount: 1,
    });
  });

  it('never loses the last super_admin to two changes at once', async () => {
    const orgId = uniqueOrgId('race');
    await createOrganization(orgId, 'Race Academy');
    const [a, b, c, d] = await Promise.all(['a', 'b', 'c', 'd'].map((label) => createUser(label)));
    const superAdmins = async () =>
      (await db.collection(membersPath(orgId)).where('role', '==', 'super_admin').get()).size;

    // Two super_admins demote each other at the same moment: one of them must be refused.
    await Promise.all([addMember(orgId, a!, 'super_admin'), addMember(orgId, b!, 'super_admin')]);
    const demotions = await Promise.all([
      call('changeMemberRole', { orgId, uid: b!.uid, role: 'org_user' }, a),
      call('changeMemberRole', { orgId, uid: a!.uid, role: 'org_user' }, b),
    ]);
    expect(demotions.filter((outcome) => outcome.result).length).toBe(1);
    expect(demotions.filter((outcome) => outcome.error).length).toBe(1);
    expect(await superAdmins()).toBe(1);

    // Two super_admins both leave at the same moment: one stays.
    await addMember(orgId, c!, 'super_admin');
    const survivor = (await roleOf(orgId, a!.uid)) === 'super_admin' ? a! : b!;
    const leaving = await Promise.all([
      call('removeMember', { orgId, uid: survivor.uid }, survivor),
      call('removeMember', { orgId, uid: c!.uid }, c),
    ]);
    expect(leaving.filter((outcome) => outcome.result).length).toBe(1);
    const refusal = leaving.find((outcome) => outcome.error)?.error;
    expect(refusal?.status).toBe('FAILED_PRECONDITION');
    expect(refusal?.message).toMatch(/^You are the last Super Admin of Race Academy/);
    expect(await superAdmins()).toBe(1);

    // One removes the other while that one removes the first: one stays.
    const [remaining] = (
      await db.collection(membersPath(orgId)).where('role', '==', 'super_admin').get()
    ).docs;
    await addMember(orgId, d!, 'super_admin');
    const first = [a!, b!, c!].find((user) => user.uid === remaining!.id)!;
    const removals = await Promise.all([
      call('removeMember', { orgId, uid: d!.uid }, first),
      call('removeMember', { orgId, uid: first.uid }, d),
    ]);
    expect(removals.filter((outcome) => outcome.result).length).toBe(1);
    expect(await superAdmins()).toBe(1);
  });
});
