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
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { LIMITS } from '@village/model/limits';
import { COLLECTIONS, organizationPath } from '@village/model/paths';
import { INVITABLE_ROLES } from '@village/model/roles';
import { invitationExpiry, newInvitation, OMIT, type Patch } from '../support/data';
import { uidFor, type Expectation, type RoleRow, type RuleCase } from '../support/cases';
import { ORG_A, ORG_A_NAME, invitationPath, type ActorName } from '../support/world';

const NEW_EMAIL = 'new@example.com';
const MANAGE: RoleRow[] = ['invite, change role, remove member, revoke invite'];

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

const past = () => Timestamp.fromMillis(Date.now() - 60_000);
const longEmail = `${'a'.repeat(LIMITS.email - 'example.com'.length)}@example.com`;

export const INVITATION_CASES: RuleCase[] = [
  ...INVITABLE_ROLES.map((role) => inviteCase(`role ${role}`, 'allow', { role }, { rows: MANAGE })),
  inviteCase('role super_admin', 'deny', { role: 'super_admin' }),
  inviteCase('unknown role', 'deny', { role: 'admin' }),
  inviteCase('status accepted', 'deny', { status: 'accepted' }),
  inviteCase('invitedBy someone else', 'deny', { invitedBy: 'olga' }),
  inviteCase('document id other than the email', 'deny', {}, { id: 'other@example.com' }),
  inviteCase('email not lower-case', 'deny', {}, { email: 'New@Example.com' }),
  inviteCase('not an email', 'deny', {}, { email: 'not-an-email' }),
  inviteCase(`email over ${LIMITS.email} characters`, 'deny', {}, { email: longEmail }),
  inviteCase('expiresAt 30 days ahead', 'deny', { expiresAt: invitationExpiry(30) }),
  inviteCase('expiresAt in the past', 'deny', { expiresAt: past() }),
  inviteCase('expiresAt as text', 'deny', { expiresAt: '2099-01-01' }),
  inviteCase('without expiresAt', 'deny', { expiresAt: OMIT }),
  inviteCase('createdAt in the past', 'deny', { createdAt: past() }),
  inviteCase('orgName not the organization name', 'deny', { orgName: 'Free Laptops Ltd' }),
  inviteCase('with a delivery state (functions only)', 'deny', { delivery: { state: 'sent' } }),
  inviteCase('already accepted by someone', 'deny', { acceptedBy: 'nora' }),
  inviteCase('super_admin of ORG_B invites to ORG_A', 'deny', {}, { as: 'bob' }),
  inviteCase('org_user invites', 'deny', {}, { as: 'org_user', rows: MANAGE }),
  inviteCase('end_user invites', 'deny', {}, { as: 'end_user', rows: MANAGE }),
  reinviteCase('a second invitation for a pending email', 'deny', 'ivy@example.com'),

  // Revoke and re-invite.
  updateCase('revoke an accepted invitation', 'deny', 'acc@example.com', () => ({
    status: 'revoked',
  })),
  updateCase('revoke and change the role', 'deny', 'ivy@example.com', () => ({
    status: 'revoked',
    role: 'end_user',
  })),
  updateCase(
    'org_user revokes',
    'deny',
    'ivy@example.com',
    () => ({ status: 'revoked' }),
    'org_user',
  ),
  reinviteCase('re-invite a revoked email', 'allow', 'rex@example.com', { role: 'org_user' }),
  reinviteCase('re-invite an accepted email (member left)', 'allow', 'acc@example.com'),
  reinviteCase('re-invite as super_admin', 'deny', 'rex@example.com', { role: 'super_admin' }),
  reinviteCase('re-invite with a stale createdAt', 'deny', 'rex@example.com', {
    createdAt: past(),
  }),
  reinviteCase('re-invite with a delivery state', 'deny', 'rex@example.com', {
    delivery: { state: 'sent' },
  }),
  reinviteCase('org_user re-invites', 'deny', 'rex@example.com', {}, 'org_user'),
  reinviteCase('re-invite with an extra field', 'deny', 'rex@example.com', { note: 'hi' }),
  updateCase('re-invite keeping the old acceptance', 'deny', 'acc@example.com', (uid) => ({
    status: 'pending',
    invitedBy: uid,
    createdAt: serverTimestamp(),
    expiresAt: invitationExpiry(),
  })),
  updateCase('re-invite clearing the old acceptance', 'allow', 'acc@example.com', (uid) => ({
    status: 'pending',
    invitedBy: uid,
    createdAt: serverTimestamp(),
    expiresAt: invitationExpiry(),
    acceptedBy: deleteField(),
    acceptedAt: deleteField(),
    delivery: deleteField(),
  })),
  updateCase('super_admin sets the delivery state', 'deny', 'ivy@example.com', () => ({
    'delivery.state': 'sent',
  })),
  updateCase('super_admin extends an expired invitation', 'deny', 'old@example.com', () => ({
    expiresAt: invitationExpiry(),
  })),
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
