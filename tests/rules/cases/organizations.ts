import {
  doc,
  getDoc,
  setDoc,
  serverTimestamp,
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { ATTENDANCE_WINDOW_RANGE } from '@village/model/attendance/calendar';
import { LIMITS, ORGANIZATION_QUOTA } from '@village/model/limits';
import { organizationPath, organizationQuotaPath } from '@village/model/paths';
import type { Role } from '@village/model/roles';
import { applyPatch, newMember, newOrganization, OMIT, type Patch } from '../support/data';
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
  /** Changes to the quota count the batch writes (a first organization of a new window), or
   * OMIT to write none. */
  quota?: Patch | typeof OMIT;
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
  if (options.quota !== OMIT) {
    batch.set(
      doc(db, organizationQuotaPath(uid)),
      applyPatch(firstOfWindow(orgId), options.quota ?? {}),
    );
  }
  return batch.commit();
}

/** The quota count of the first organization of a new window. */
export function firstOfWindow(orgId: string): Record<string, unknown> {
  return { windowStart: serverTimestamp(), count: 1, lastOrgId: orgId };
}

const HOUR_MS = 60 * 60 * 1000;
/** One instant for the whole run: a stored window and a batch that keeps it name the same one. */
const LOADED_AT = Date.now();
const openedAt = (hoursAgo: number) => Timestamp.fromMillis(LOADED_AT - hoursAgo * HOUR_MS);

/** A stored quota count: `count` organizations in a window opened `hoursAgo` hours ago. */
function storedQuota(count: number, hoursAgo: number) {
  return async (admin: Firestore, me: Actor | null) => {
    await setDoc(doc(admin, organizationQuotaPath(uidFor(me))), {
      windowStart: openedAt(hoursAgo),
      count,
      lastOrgId: 'earlier-org',
    });
  };
}

function createCase(
  name: string,
  expect: Expectation,
  options: CreateOptions,
  as: ActorName = 'outsider',
  rows?: RoleRow[],
  setup?: RuleCase['setup'],
): RuleCase {
  return {
    group: 'organization create',
    name,
    as,
    expect,
    collection: 'organizations',
    op: 'create',
    ...(rows ? { rows } : {}),
    ...(setup ? { setup } : {}),
    run: (db, me) => createOrganization(db, me, options),
  };
}

/**
 * A quota count stored when the batch commits, and what the batch writes: `count` in the same
 * window (`sameWindow`), or a new window (count 1 from the request time).
 */
function quotaCase(
  name: string,
  expect: Expectation,
  stored: { count: number; hoursAgo: number },
  written: { count: number; sameWindow: boolean },
): RuleCase {
  const quota = written.sameWindow
    ? { count: written.count, windowStart: openedAt(stored.hoursAgo) }
    : { count: written.count };
  const setup = storedQuota(stored.count, stored.hoursAgo);
  return createCase(name, expect, { quota }, 'outsider', undefined, setup);
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
  // The address and the academic year's start month are set afterwards, on the Settings tab.
  createCase('with an address', 'deny', { org: { address: 'Village Narela, Delhi' } }),
  createCase('with academicYearStartMonth', 'deny', { org: { academicYearStartMonth: 4 } }),
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
  // Only a verified email founds an organization: an account made with someone else's address
  // must not become a super_admin who sends invitation emails.
  createCase('founder whose email is not verified', 'deny', {}, 'ivyUnverified'),
  createCase('founder whose token has no email to verify', 'deny', {}, 'noEmail'),
  createCase(
    'founder whose token has no email, with a made-up email',
    'deny',
    { member: { email: 'phil@example.com' } },
    'noEmail',
  ),
  // At most ORGANIZATION_QUOTA.perWindow organizations in 24 hours, counted in the same batch.
  createCase('without counting it in the quota', 'deny', { quota: OMIT }),
  createCase('counted for another organization', 'deny', { quota: { lastOrgId: 'other-org' } }),
  createCase('counted as more than one', 'deny', { quota: { count: 2 } }),
  quotaCase(
    `the ${ORGANIZATION_QUOTA.perWindow}th in 24 hours`,
    'allow',
    { count: ORGANIZATION_QUOTA.perWindow - 1, hoursAgo: 5 },
    { count: ORGANIZATION_QUOTA.perWindow, sameWindow: true },
  ),
  quotaCase(
    `one more than ${ORGANIZATION_QUOTA.perWindow} in 24 hours`,
    'deny',
    { count: ORGANIZATION_QUOTA.perWindow, hoursAgo: 5 },
    { count: ORGANIZATION_QUOTA.perWindow + 1, sameWindow: true },
  ),
  quotaCase(
    'a count that does not go up by one',
    'deny',
    { count: 3, hoursAgo: 5 },
    { count: 3, sameWindow: true },
  ),
  quotaCase(
    'a new window opened while the last one is still open',
    'deny',
    { count: ORGANIZATION_QUOTA.perWindow, hoursAgo: 5 },
    { count: 1, sameWindow: false },
  ),
  quotaCase(
    'a new window once the last one has closed',
    'allow',
    { count: ORGANIZATION_QUOTA.perWindow, hoursAgo: ORGANIZATION_QUOTA.windowHours + 1 },
    { count: 1, sameWindow: false },
  ),
  {
    group: 'organization create',
    name: 'two at once from the same count: exactly one passes',
    as: 'outsider',
    expect: 'allow',
    collection: 'organizations',
    op: 'create',
    setup: storedQuota(3, 1),
    run: async (db, me) => {
      const quota = { count: 4, windowStart: openedAt(1) };
      const results = await Promise.allSettled([
        createOrganization(db, me, { orgId: 'race-one', quota }),
        createOrganization(db, me, { orgId: 'race-two', quota }),
      ]);
      const passed = results.filter((result) => result.status === 'fulfilled').length;
      if (passed !== 1) throw new Error(`${passed} of the two batches passed`);
    },
  },
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
  updateCase('address and academic year start month', 'allow', (uid) =>
    stamped(uid, { address: 'Village Narela\nDelhi 110040', academicYearStartMonth: 7 }),
  ),
  updateCase('name, description, address and start month at once', 'allow', (uid) =>
    stamped(uid, {
      name: 'Alpha School',
      description: 'Classes 1 to 8',
      address: '',
      academicYearStartMonth: 4,
    }),
  ),
  updateCase(`address of ${LIMITS.organizationAddress} characters`, 'allow', (uid) =>
    stamped(uid, { address: x(LIMITS.organizationAddress) }),
  ),
  updateCase(`address of ${LIMITS.organizationAddress + 1} characters`, 'deny', (uid) =>
    stamped(uid, { address: x(LIMITS.organizationAddress + 1) }),
  ),
  updateCase('address not a string', 'deny', (uid) => stamped(uid, { address: 42 })),
  ...[1, 12].map((month) =>
    updateCase(`academic year starting in month ${month}`, 'allow', (uid) =>
      stamped(uid, { academicYearStartMonth: month }),
    ),
  ),
  ...[0, 13, 4.5, '4', null].map((month) =>
    updateCase(`academic year starting in month ${JSON.stringify(month)}`, 'deny', (uid) =>
      stamped(uid, { academicYearStartMonth: month }),
    ),
  ),
  ...(['org_user', 'end_user'] as const).map((as) =>
    updateCase(
      `address and start month by an ${as}`,
      'deny',
      (uid) => stamped(uid, { address: 'Village Narela', academicYearStartMonth: 7 }),
      as,
    ),
  ),
  ...[ATTENDANCE_WINDOW_RANGE.min, 7, ATTENDANCE_WINDOW_RANGE.max].map((days) =>
    updateCase(`attendance window of ${days} days`, 'allow', (uid) =>
      stamped(uid, { attendanceWindowDays: days }),
    ),
  ),
  ...[-1, ATTENDANCE_WINDOW_RANGE.max + 1, 2.5, '7', null].map((days) =>
    updateCase(`attendance window of ${JSON.stringify(days)} days`, 'deny', (uid) =>
      stamped(uid, { attendanceWindowDays: days }),
    ),
  ),
  ...(['org_user', 'end_user'] as const).map((as) =>
    updateCase(
      `attendance window by an ${as}`,
      'deny',
      (uid) => stamped(uid, { attendanceWindowDays: 30 }),
      as,
    ),
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
