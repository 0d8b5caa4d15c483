import {
  doc,
  getDoc,
  serverTimestamp,
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { LIMITS } from '@village/model/limits';
import { organizationPath } from '@village/model/paths';
import type { Role } from '@village/model/roles';
import { newMember, newOrganization, OMIT, type Patch } from '../support/data';
import { uidFor, type Expectation, type RoleRow, type RuleCase } from '../support/cases';
import { ORG_A, ORG_B, memberPath, type Actor, type ActorName } from '../support/world';

const x = (length: number) => 'x'.repeat(length);

interface CreateOptions {
  orgId?: string;
  org?: Patch;
  member?: Patch;
  role?: Role;
  /** Leave out one half of the batch. */
  only?: 'organization' | 'member';
  /** Whose member document the batch creates (default: the caller's). */
  memberUid?: string;
}

/** The batch the app commits to create an organization: the org and its first super_admin. */
export function createOrganization(db: Firestore, me: Actor | null, options: CreateOptions = {}) {
  const uid = uidFor(me);
  const orgId = options.orgId ?? `new-org-${uid}`;
  const memberUid = options.memberUid ?? uid;
  const batch = writeBatch(db);
  if (options.only !== 'member') {
    batch.set(doc(db, organizationPath(orgId)), newOrganization(uid, options.org));
  }
  if (options.only !== 'organization') {
    batch.set(
      doc(db, memberPath(orgId, memberUid)),
      newMember(
        { uid: memberUid, email: me?.email ?? 'nobody@example.com' },
        options.role ?? 'super_admin',
        options.member,
      ),
    );
  }
  return batch.commit();
}

function createCase(
  name: string,
  expect: Expectation,
  options: CreateOptions,
  as: ActorName = 'outsider',
  rows?: RoleRow[],
): RuleCase {
  return {
    group: 'organization create',
    name,
    as,
    expect,
    collection: 'organizations',
    op: 'create',
    ...(rows ? { rows } : {}),
    run: (db, me) => createOrganization(db, me, options),
  };
}

function updateCase(
  name: string,
  expect: Expectation,
  patch: (uid: string) => Patch,
  as: ActorName = 'super_admin',
  orgId = ORG_A,
): RuleCase {
  return {
    group: 'organization update',
    name,
    as,
    expect,
    collection: 'organizations',
    op: 'update',
    run: (db, me) => updateDoc(doc(db, organizationPath(orgId)), { ...patch(uidFor(me)) }),
  };
}

const stamped = (uid: string, patch: Patch): Patch => ({
  updatedAt: serverTimestamp(),
  updatedBy: uid,
  ...patch,
});

export const ORGANIZATION_CASES: RuleCase[] = [
  createCase(`name of ${LIMITS.organizationName} characters`, 'allow', {
    org: { name: x(LIMITS.organizationName) },
  }),
  createCase(`name of ${LIMITS.organizationName + 1} characters`, 'deny', {
    org: { name: x(LIMITS.organizationName + 1) },
  }),
  createCase('blank name', 'deny', { org: { name: '' } }),
  createCase('untrimmed name', 'deny', { org: { name: ' Sunrise ' } }),
  createCase('name not a string', 'deny', { org: { name: 42 } }),
  createCase(`description of ${LIMITS.organizationDescription} characters`, 'allow', {
    org: { description: x(LIMITS.organizationDescription) },
  }),
  createCase(`description of ${LIMITS.organizationDescription + 1} characters`, 'deny', {
    org: { description: x(LIMITS.organizationDescription + 1) },
  }),
  createCase('without description', 'deny', { org: { description: OMIT } }),
  createCase('createdBy someone else', 'deny', { org: { createdBy: 'alice' } }),
  createCase('createdAt in the past', 'deny', {
    org: { createdAt: Timestamp.fromMillis(Date.now() - 60_000) },
  }),
  createCase('with counters (studentCount)', 'deny', { org: { studentCount: 5000 } }),
  createCase('with superAdminCount', 'deny', { org: { superAdminCount: 9 } }),
  createCase('with stats', 'deny', {
    org: { stats: { primary: 1, secondary: 0, higher: 0, recentAdditions: 1, schools: 1 } },
  }),
  createCase(
    'without its super_admin member document',
    'deny',
    { only: 'organization' },
    'outsider',
    ['create a new organization'],
  ),
  createCase('member document alone, organization not created', 'deny', { only: 'member' }),
  createCase('creator joins as org_user', 'deny', { role: 'org_user' }),
  createCase('creator joins as end_user', 'deny', { role: 'end_user' }),
  createCase('member document for someone else', 'deny', { memberUid: 'dan' }),
  createCase('member document with another uid field', 'deny', { member: { uid: 'dan' } }),
  createCase('member document with an extra field', 'deny', { member: { verified: true } }),
  createCase('member status other than active', 'deny', { member: { status: 'pending' } }),
  createCase('member joinedAt in the past', 'deny', {
    member: { joinedAt: Timestamp.fromMillis(Date.now() - 60_000) },
  }),
  // The founder's member document carries the email of their sign-in token, lower-case.
  createCase('founder member email other than the token email', 'deny', {
    member: { email: 'someone@example.com' },
  }),
  createCase('founder member email not lower-cased', 'deny', {
    member: { email: 'Nora@Example.com' },
  }),
  createCase('founder member email empty while the token has one', 'deny', {
    member: { email: '' },
  }),
  createCase(
    'founder with a mixed-case token email, stored lower-case',
    'allow',
    {},
    'ivyMixedCase',
  ),
  createCase('founder whose token has no email, stored empty', 'allow', {}, 'noEmail'),
  createCase(
    'founder whose token has no email, with a made-up email',
    'deny',
    { member: { email: 'phil@example.com' } },
    'noEmail',
  ),
  createCase('over an existing organization (joins ORG_A as super_admin)', 'deny', {
    orgId: ORG_A,
  }),
  createCase('a member of ORG_A founds another organization', 'allow', {}, 'end_user', [
    'create a new organization',
  ]),

  updateCase('name and description', 'allow', (uid) =>
    stamped(uid, { name: 'Alpha School', description: '' }),
  ),
  updateCase(`name of ${LIMITS.organizationName + 1} characters`, 'deny', (uid) =>
    stamped(uid, { name: x(LIMITS.organizationName + 1) }),
  ),
  updateCase('blank name', 'deny', (uid) => stamped(uid, { name: '' })),
  updateCase('without updatedAt/updatedBy', 'deny', () => ({ name: 'Alpha School' })),
  updateCase('updatedAt not the server time', 'deny', (uid) =>
    stamped(uid, { name: 'Alpha', updatedAt: Timestamp.fromMillis(Date.now() - 60_000) }),
  ),
  updateCase('updatedBy someone else', 'deny', (uid) =>
    stamped(uid, { name: 'Alpha', updatedBy: 'olga' }),
  ),
  updateCase('studentCount', 'deny', (uid) => stamped(uid, { studentCount: 0 })),
  updateCase('userCount', 'deny', (uid) => stamped(uid, { userCount: 1 })),
  updateCase('superAdminCount (to get round the last super_admin guard)', 'deny', (uid) =>
    stamped(uid, { superAdminCount: 2 }),
  ),
  updateCase('stats.primary', 'deny', (uid) => stamped(uid, { 'stats.primary': 100 })),
  updateCase('statsMonth', 'deny', (uid) => stamped(uid, { statsMonth: '2020-01' })),
  updateCase('createdBy', 'deny', (uid) => stamped(uid, { createdBy: 'olga', name: 'Alpha' })),
  updateCase('createdAt', 'deny', (uid) => stamped(uid, { createdAt: serverTimestamp() })),
  updateCase(
    'name of another organization',
    'deny',
    (uid) => stamped(uid, { name: 'Taken over' }),
    'super_admin',
    ORG_B,
  ),
  {
    group: 'cross organization',
    name: 'read another organization',
    as: 'super_admin',
    expect: 'deny',
    collection: 'organizations',
    op: 'get',
    rows: ['read organization doc'],
    run: (db) => getDoc(doc(db, organizationPath(ORG_B))),
  },
  {
    group: 'cross organization',
    name: 'super_admin of ORG_B renames its own organization',
    as: 'bob',
    expect: 'allow',
    collection: 'organizations',
    op: 'update',
    rows: ['edit organization name / description'],
    run: (db, me) =>
      updateDoc(doc(db, organizationPath(ORG_B)), stamped(uidFor(me), { name: 'Beta' })),
  },
];
