import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { COLLECTIONS, organizationPath } from '@village/model/paths';
import type { Role } from '@village/model/roles';
import { newMember, type Patch } from '../support/data';
import { uidFor, type Expectation, type RoleRow, type RuleCase } from '../support/cases';
import {
  ORG_A,
  ORG_B,
  ORG_C,
  invitationPath,
  memberPath,
  type Actor,
  type ActorName,
} from '../support/world';

interface AcceptOptions {
  orgId?: string;
  /** The invitation accepted (default: the one for the caller's own email). */
  email?: string;
  role: Role;
  member?: Patch;
  invitation?: Patch;
  /** Leave out one half of the batch. */
  only?: 'member' | 'invitation';
  memberUid?: string;
}

/** The batch the app commits to accept an invitation: the member document and the acceptance. */
export function acceptInvitation(db: Firestore, me: Actor | null, options: AcceptOptions) {
  const uid = uidFor(me);
  const orgId = options.orgId ?? ORG_A;
  const email = options.email ?? (me?.email ?? '').toLowerCase();
  const batch = writeBatch(db);
  if (options.only !== 'invitation') {
    batch.set(
      doc(db, memberPath(orgId, options.memberUid ?? uid)),
      newMember({ uid: options.memberUid ?? uid, email }, options.role, options.member),
    );
  }
  if (options.only !== 'member') {
    batch.update(doc(db, invitationPath(orgId, email)), {
      status: 'accepted',
      acceptedBy: uid,
      acceptedAt: serverTimestamp(),
      ...options.invitation,
    });
  }
  return batch.commit();
}

function acceptCase(
  name: string,
  as: ActorName,
  expect: Expectation,
  options: AcceptOptions,
): RuleCase {
  return {
    group: 'joining by invitation',
    name,
    as,
    expect,
    collection: 'members',
    op: 'create',
    run: (db, me) => acceptInvitation(db, me, options),
  };
}

function roleChange(
  name: string,
  as: ActorName,
  expect: Expectation,
  target: { orgId?: string; uid: string },
  patch: (uid: string) => Patch,
  rows?: RoleRow[],
): RuleCase {
  return {
    group: 'role changes',
    name,
    as,
    expect,
    collection: 'members',
    op: 'update',
    ...(rows ? { rows } : {}),
    run: (db, me) =>
      updateDoc(doc(db, memberPath(target.orgId ?? ORG_A, target.uid)), { ...patch(uidFor(me)) }),
  };
}

const toRole =
  (role: string) =>
  (uid: string): Patch => ({ role, updatedAt: serverTimestamp(), updatedBy: uid });

function removal(
  name: string,
  as: ActorName,
  expect: Expectation,
  target: { orgId?: string; uid: string },
  rows: RoleRow[],
): RuleCase {
  return {
    group: 'leaving and removing',
    name,
    as,
    expect,
    collection: 'members',
    op: 'delete',
    rows,
    run: (db) => deleteDoc(doc(db, memberPath(target.orgId ?? ORG_A, target.uid))),
  };
}

function membershipQuery(
  name: string,
  as: ActorName,
  expect: Expectation,
  uid: string | null,
): RuleCase {
  return {
    group: 'own memberships',
    name,
    as,
    expect,
    collection: 'members',
    op: 'list',
    run: (db) =>
      getDocs(
        uid === null
          ? collectionGroup(db, COLLECTIONS.members)
          : query(collectionGroup(db, COLLECTIONS.members), where('uid', '==', uid)),
      ),
  };
}

const LEAVE: RoleRow[] = ['leave an organization'];
const MANAGE: RoleRow[] = ['invite, change role, remove member, revoke invite, make super_admin'];

export const MEMBER_CASES: RuleCase[] = [
  // Joining: only through the acceptInvitation callable. The batch the app once committed is
  // refused, however well-formed, and so is every way of bending it.
  acceptCase('invitee accepts as org_user, as invited (acceptInvitation only)', 'ivy', 'deny', {
    role: 'org_user',
  }),
  acceptCase('invitee with a mixed-case email in the token', 'ivyMixedCase', 'deny', {
    role: 'org_user',
  }),
  acceptCase('invitee accepts the end_user invitation of ORG_B', 'ivy', 'deny', {
    orgId: ORG_B,
    role: 'end_user',
  }),
  acceptCase('invitee takes a lower role than invited', 'ivy', 'deny', { role: 'end_user' }),
  acceptCase('invitee takes super_admin', 'ivy', 'deny', { role: 'super_admin' }),
  acceptCase('invitee of ORG_B takes org_user', 'ivy', 'deny', {
    orgId: ORG_B,
    role: 'org_user',
  }),
  acceptCase('member document without accepting the invitation', 'ivy', 'deny', {
    role: 'org_user',
    only: 'member',
  }),
  acceptCase('accepting without creating the member document', 'ivy', 'deny', {
    role: 'org_user',
    only: 'invitation',
  }),
  acceptCase('acceptedBy someone else', 'ivy', 'deny', {
    role: 'org_user',
    invitation: { acceptedBy: 'nora' },
  }),
  acceptCase('raising the invitation role while accepting', 'ivy', 'deny', {
    role: 'super_admin',
    invitation: { role: 'super_admin' },
  }),
  acceptCase('member email other than the invited one', 'ivy', 'deny', {
    role: 'org_user',
    member: { email: 'someone@example.com' },
  }),
  acceptCase('member document for another uid', 'ivy', 'deny', {
    role: 'org_user',
    memberUid: 'zed',
  }),
  acceptCase('a member accepts an invitation to raise their own role', 'end_user', 'deny', {
    role: 'org_user',
  }),
  acceptCase('email not verified', 'ivyUnverified', 'deny', { role: 'org_user' }),
  acceptCase("someone else's invitation", 'outsider', 'deny', {
    email: 'ivy@example.com',
    role: 'org_user',
  }),
  acceptCase('expired invitation', 'otto', 'deny', { role: 'end_user' }),
  acceptCase('revoked invitation', 'rex', 'deny', { role: 'end_user' }),
  acceptCase('invitation already accepted, by another account', 'acc2', 'deny', {
    role: 'end_user',
  }),
  {
    group: 'joining by invitation',
    name: 'outsider joins as end_user without an invitation',
    as: 'outsider',
    expect: 'deny',
    collection: 'members',
    op: 'create',
    run: (db, me) =>
      setDoc(
        doc(db, memberPath(ORG_A, uidFor(me))),
        newMember({ uid: uidFor(me), email: me?.email ?? '' }, 'end_user'),
      ),
  },
  {
    group: 'joining by invitation',
    name: 'outsider makes themselves super_admin of ORG_A',
    as: 'outsider',
    expect: 'deny',
    collection: 'members',
    op: 'create',
    run: (db, me) =>
      setDoc(
        doc(db, memberPath(ORG_A, uidFor(me))),
        newMember({ uid: uidFor(me), email: me?.email ?? '' }, 'super_admin'),
      ),
  },
  {
    group: 'joining by invitation',
    name: 'super_admin adds a member directly',
    as: 'super_admin',
    expect: 'deny',
    collection: 'members',
    op: 'create',
    rows: MANAGE,
    run: (db) =>
      setDoc(
        doc(db, memberPath(ORG_A, 'zed')),
        newMember({ uid: 'zed', email: 'zed@example.com' }, 'org_user'),
      ),
  },

  // Role changes and promotion: only through changeMemberRole and promoteMember.
  roleChange(
    'super_admin makes an org_user an end_user (changeMemberRole only)',
    'super_admin',
    'deny',
    { uid: 'olga' },
    toRole('end_user'),
    MANAGE,
  ),
  roleChange(
    'super_admin makes an end_user super_admin (promoteMember only)',
    'super_admin',
    'deny',
    { uid: 'dan' },
    toRole('super_admin'),
    MANAGE,
  ),
  roleChange(
    'end_user promotes themselves to super_admin',
    'end_user',
    'deny',
    { uid: 'eve' },
    toRole('super_admin'),
    MANAGE,
  ),
  roleChange('end_user raises own role', 'end_user', 'deny', { uid: 'eve' }, toRole('org_user')),
  roleChange(
    'org_user promotes themselves to super_admin',
    'org_user',
    'deny',
    { uid: 'olga' },
    toRole('super_admin'),
    MANAGE,
  ),
  roleChange(
    'the last super_admin demotes themselves',
    'super_admin',
    'deny',
    { uid: 'alice' },
    toRole('org_user'),
  ),
  roleChange(
    'org_user demotes the last super_admin',
    'org_user',
    'deny',
    { uid: 'alice' },
    toRole('end_user'),
  ),
  roleChange(
    'demote a super_admin while another remains (changeMemberRole only)',
    'bob',
    'deny',
    { orgId: ORG_B, uid: 'sam' },
    toRole('org_user'),
    MANAGE,
  ),
  roleChange(
    'demote a super_admin, count missing',
    'carl',
    'deny',
    { orgId: ORG_C, uid: 'cora' },
    toRole('org_user'),
  ),
  roleChange(
    'outsider changes a role',
    'outsider',
    'deny',
    { uid: 'dan' },
    toRole('org_user'),
    MANAGE,
  ),
  roleChange(
    'signed out, changes a role',
    'anonymous',
    'deny',
    { uid: 'dan' },
    toRole('org_user'),
    MANAGE,
  ),
  roleChange("a member's name and email", 'super_admin', 'deny', { uid: 'dan' }, (uid) => ({
    name: 'Someone',
    email: 'someone@example.com',
    updatedAt: serverTimestamp(),
    updatedBy: uid,
  })),
  roleChange(
    'super_admin of ORG_A changes a role in ORG_B',
    'super_admin',
    'deny',
    { orgId: ORG_B, uid: 'sam' },
    toRole('end_user'),
  ),
  {
    group: 'role changes',
    name: 'both super_admins of ORG_B demote each other in one batch',
    as: 'bob',
    expect: 'deny',
    collection: 'members',
    op: 'update',
    run: (db, me) => {
      const batch = writeBatch(db);
      for (const uid of ['bob', 'sam']) {
        batch.update(doc(db, memberPath(ORG_B, uid)), { ...toRole('end_user')(uidFor(me)) });
      }
      return batch.commit();
    },
  },

  // Leaving and removing: only through removeMember, which keeps the last super_admin.
  removal('org_user leaves (removeMember only)', 'org_user', 'deny', { uid: 'olga' }, LEAVE),
  removal('end_user leaves (removeMember only)', 'end_user', 'deny', { uid: 'eve' }, LEAVE),
  removal(
    'a super_admin leaves while another remains (removeMember only)',
    'sam',
    'deny',
    { orgId: ORG_B, uid: 'sam' },
    LEAVE,
  ),
  removal('the last super_admin leaves', 'super_admin', 'deny', { uid: 'alice' }, LEAVE),
  removal(
    'a super_admin leaves, count missing',
    'carl',
    'deny',
    { orgId: ORG_C, uid: 'carl' },
    LEAVE,
  ),
  removal('outsider "leaves" (removes) a member', 'outsider', 'deny', { uid: 'dan' }, LEAVE),
  removal('signed out, "leaves" (removes) a member', 'anonymous', 'deny', { uid: 'dan' }, LEAVE),
  removal('end_user removes another member', 'end_user', 'deny', { uid: 'olga' }, MANAGE),
  removal('org_user removes another member', 'org_user', 'deny', { uid: 'dan' }, MANAGE),
  removal(
    'super_admin removes another super_admin while one remains (removeMember only)',
    'bob',
    'deny',
    { orgId: ORG_B, uid: 'sam' },
    MANAGE,
  ),
  removal('org_user removes the last super_admin', 'org_user', 'deny', { uid: 'alice' }, MANAGE),
  removal(
    'super_admin removes an org_user (removeMember only)',
    'super_admin',
    'deny',
    { uid: 'olga' },
    MANAGE,
  ),

  // Reading one's own membership, and nobody else's.
  {
    group: 'own memberships',
    name: 'end_user reads own member document (own role)',
    as: 'end_user',
    expect: 'allow',
    collection: 'members',
    op: 'get',
    run: (db, me) => getDoc(doc(db, memberPath(ORG_A, uidFor(me)))),
  },
  {
    group: 'own memberships',
    name: "end_user reads another member's document",
    as: 'end_user',
    expect: 'deny',
    collection: 'members',
    op: 'get',
    rows: ['read members and invitations'],
    run: (db) => getDoc(doc(db, memberPath(ORG_A, 'olga'))),
  },
  {
    group: 'own memberships',
    name: 'outsider checks whether they are a member of ORG_A',
    as: 'outsider',
    expect: 'allow',
    collection: 'members',
    op: 'get',
    run: (db, me) => getDoc(doc(db, memberPath(ORG_A, uidFor(me)))),
  },
  {
    group: 'own memberships',
    name: 'staff list members ordered by joinedAt',
    as: 'org_user',
    expect: 'allow',
    collection: 'members',
    op: 'list',
    rows: ['read members and invitations'],
    run: (db) =>
      getDocs(
        query(
          collection(db, `${organizationPath(ORG_A)}/${COLLECTIONS.members}`),
          orderBy('joinedAt'),
        ),
      ),
  },
  membershipQuery('end_user lists own memberships', 'end_user', 'allow', 'eve'),
  membershipQuery('super_admin lists own memberships', 'super_admin', 'allow', 'alice'),
  membershipQuery('outsider lists own (no) memberships', 'outsider', 'allow', 'nora'),
  membershipQuery("end_user lists someone else's memberships", 'end_user', 'deny', 'alice'),
  membershipQuery("super_admin lists an org_user's memberships", 'super_admin', 'deny', 'olga'),
  membershipQuery('every membership of every organization', 'super_admin', 'deny', null),
  membershipQuery('signed out', 'anonymous', 'deny', 'nobody'),
];
