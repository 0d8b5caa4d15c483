import {
  collection,
  collectionGroup,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { COLLECTIONS, organizationPath } from '@village/model/paths';
import { INVITABLE_ROLES } from '@village/model/roles';
import { invitationExpiry, newInvitation, type Patch } from '../support/data';
import { uidFor, type Expectation, type RoleRow, type RuleCase } from '../support/cases';
import { ORG_A, ORG_A_NAME, invitationPath, type ActorName } from '../support/world';

const NEW_EMAIL = 'new@example.com';
const MANAGE: RoleRow[] = ['invite, change role, remove member, revoke invite, make super_admin'];

function inviteCase(
  name: string,
  expect: Expectation,
  patch: Patch,
  options: { id?: string; email?: string; as?: ActorName; rows?: RoleRow[] } = {},
): RuleCase {
  const email = options.email ?? NEW_EMAIL;
  return {
    group: 'invitation data',
    name,
    as: options.as ?? 'super_admin',
    expect,
    collection: 'invitations',
    op: 'create',
    ...(options.rows ? { rows: options.rows } : {}),
    run: (db, me) =>
      setDoc(
        doc(db, invitationPath(ORG_A, options.id ?? email)),
        newInvitation(email, ORG_A_NAME, uidFor(me), patch),
      ),
  };
}

/** A whole fresh invitation written over an existing one (re-invite), as the app does it. */
function reinviteCase(
  name: string,
  expect: Expectation,
  email: string,
  patch: Patch = {},
  as: ActorName = 'super_admin',
): RuleCase {
  return {
    group: 'invitation updates',
    name,
    as,
    expect,
    collection: 'invitations',
    op: 'update',
    ...(expect === 'allow' ? { rows: MANAGE } : {}),
    run: (db, me) =>
      setDoc(
        doc(db, invitationPath(ORG_A, email)),
        newInvitation(email, ORG_A_NAME, uidFor(me), patch),
      ),
  };
}

function updateCase(
  name: string,
  expect: Expectation,
  email: string,
  patch: (uid: string) => Patch,
  as: ActorName = 'super_admin',
): RuleCase {
  return {
    group: 'invitation updates',
    name,
    as,
    expect,
    collection: 'invitations',
    op: 'update',
    run: (db, me) => updateDoc(doc(db, invitationPath(ORG_A, email)), { ...patch(uidFor(me)) }),
  };
}

function readCase(name: string, as: ActorName, expect: Expectation, email: string): RuleCase {
  return {
    group: 'own invitations',
    name,
    as,
    expect,
    collection: 'invitations',
    op: 'get',
    run: (db) => getDoc(doc(db, invitationPath(ORG_A, email))),
  };
}

function pendingQuery(
  name: string,
  as: ActorName,
  expect: Expectation,
  email: string | null,
  withStatus = true,
): RuleCase {
  return {
    group: 'own invitations',
    name,
    as,
    expect,
    collection: 'invitations',
    op: 'list',
    run: (db) => {
      const all = collectionGroup(db, COLLECTIONS.invitations);
      if (email === null) return getDocs(all);
      return getDocs(
        withStatus
          ? query(all, where('email', '==', email), where('status', '==', 'pending'))
          : query(all, where('email', '==', email)),
      );
    },
  };
}

export const INVITATION_CASES: RuleCase[] = [
  // Inviting: only through inviteMember. A well-formed invitation is refused like any other.
  ...INVITABLE_ROLES.map((role) =>
    inviteCase(
      `super_admin invites as ${role} (inviteMember only)`,
      'deny',
      { role },
      {
        rows: MANAGE,
      },
    ),
  ),
  inviteCase('super_admin invites as super_admin', 'deny', { role: 'super_admin' }),
  inviteCase('with a delivery state (functions only)', 'deny', { delivery: { state: 'sent' } }),
  inviteCase('already accepted by someone', 'deny', { acceptedBy: 'nora' }),
  inviteCase('super_admin of ORG_B invites to ORG_A', 'deny', {}, { as: 'bob' }),
  inviteCase('org_user invites', 'deny', {}, { as: 'org_user', rows: MANAGE }),
  inviteCase('end_user invites', 'deny', {}, { as: 'end_user', rows: MANAGE }),
  inviteCase(
    'outsider invites themselves',
    'deny',
    { role: 'org_user' },
    {
      as: 'outsider',
      email: 'nora@example.com',
      rows: MANAGE,
    },
  ),
  inviteCase('signed out, invites', 'deny', {}, { as: 'anonymous', rows: MANAGE }),
  reinviteCase('a second invitation for a pending email', 'deny', 'ivy@example.com'),

  // Revoking, re-inviting and resending: only through revokeInvitation, inviteMember and
  // resendInvitation.
  updateCase(
    'super_admin revokes a pending invitation (revokeInvitation only)',
    'deny',
    'ivy@example.com',
    () => ({ status: 'revoked' }),
  ),
  updateCase(
    'org_user revokes',
    'deny',
    'ivy@example.com',
    () => ({ status: 'revoked' }),
    'org_user',
  ),
  reinviteCase('re-invite a revoked email (inviteMember only)', 'deny', 'rex@example.com', {
    role: 'org_user',
  }),
  reinviteCase('re-invite an accepted email (member left)', 'deny', 'acc@example.com'),
  updateCase('re-invite clearing the old acceptance', 'deny', 'acc@example.com', (uid) => ({
    status: 'pending',
    invitedBy: uid,
    createdAt: serverTimestamp(),
    expiresAt: invitationExpiry(),
    acceptedBy: deleteField(),
    acceptedAt: deleteField(),
    delivery: deleteField(),
  })),
  updateCase(
    'super_admin resends by clearing the delivery (resendInvitation only)',
    'deny',
    'ivy@example.com',
    () => ({
      delivery: deleteField(),
    }),
  ),
  updateCase('super_admin queues the email again', 'deny', 'ivy@example.com', () => ({
    'delivery.state': 'queued',
  })),
  updateCase('super_admin marks the email sent', 'deny', 'ivy@example.com', () => ({
    'delivery.state': 'sent',
  })),
  updateCase('super_admin extends an expired invitation', 'deny', 'old@example.com', () => ({
    expiresAt: invitationExpiry(),
  })),
  updateCase(
    'super_admin raises a pending invitation to super_admin',
    'deny',
    'ivy@example.com',
    () => ({ role: 'super_admin' }),
  ),

  // Accepting: only through acceptInvitation (the member document half is in members.ts).
  updateCase(
    'invitee marks their invitation accepted',
    'deny',
    'ivy@example.com',
    (uid) => ({ status: 'accepted', acceptedBy: uid, acceptedAt: serverTimestamp() }),
    'ivy',
  ),
  updateCase(
    'invitee raises the role of their invitation',
    'deny',
    'ivy@example.com',
    () => ({
      role: 'super_admin',
    }),
    'ivy',
  ),
  updateCase(
    'invitee un-revokes their invitation',
    'deny',
    'rex@example.com',
    () => ({
      status: 'pending',
    }),
    'rex',
  ),
  updateCase(
    'invitee renews their expired invitation',
    'deny',
    'old@example.com',
    () => ({ expiresAt: invitationExpiry() }),
    'otto',
  ),

  // The invitee reads and lists their own invitations, nothing else.
  readCase('invitee reads own invitation', 'ivy', 'allow', 'ivy@example.com'),
  readCase('invitee, mixed-case token email', 'ivyMixedCase', 'allow', 'ivy@example.com'),
  readCase('unverified account with the same email', 'ivyUnverified', 'deny', 'ivy@example.com'),
  readCase("signed-in user reads someone else's invitation", 'outsider', 'deny', 'ivy@example.com'),
  readCase('invitee reads another invitation', 'ivy', 'deny', 'rex@example.com'),
  readCase('a token without an email', 'noEmail', 'deny', 'ivy@example.com'),
  {
    group: 'own invitations',
    name: 'invitee lists the invitations of ORG_A',
    as: 'ivy',
    expect: 'deny',
    collection: 'invitations',
    op: 'list',
    run: (db) => getDocs(collection(db, `${organizationPath(ORG_A)}/${COLLECTIONS.invitations}`)),
  },
  pendingQuery('invitee lists own pending invitations', 'ivy', 'allow', 'ivy@example.com'),
  pendingQuery('invitee, mixed-case token email', 'ivyMixedCase', 'allow', 'ivy@example.com'),
  pendingQuery('invitee lists all own invitations', 'ivy', 'allow', 'ivy@example.com', false),
  pendingQuery("someone else's pending invitations", 'outsider', 'deny', 'ivy@example.com'),
  pendingQuery("invitee lists another email's invitations", 'ivy', 'deny', 'rex@example.com'),
  pendingQuery(
    'unverified account with the same email',
    'ivyUnverified',
    'deny',
    'ivy@example.com',
  ),
  pendingQuery('every invitation of every organization', 'super_admin', 'deny', null),
  pendingQuery('signed out', 'anonymous', 'deny', 'ivy@example.com'),
  pendingQuery('a token without an email', 'noEmail', 'deny', ''),
];
