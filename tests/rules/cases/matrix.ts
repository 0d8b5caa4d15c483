import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocFromServer,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import {
  directoryPath,
  directoryShardsPath,
  identityRevealPath,
  invitationQuotaPath,
  inviterQuotaPath,
  monthKey,
  organizationPath,
  organizationQuotaPath,
  studentConsentPath,
  studentIdentityPath,
} from '@village/model/paths';
import { COLLECTIONS } from '@village/model/paths';
import {
  newInvitation,
  newMember,
  newOrganization,
  newStudent,
  studentChange,
} from '../support/data';
import {
  uidFor,
  type CollectionName,
  type Op,
  type RoleRow,
  type RuleCase,
} from '../support/cases';
import { indianDay } from './consent';
import { recordShow } from './identity';
import {
  ACTORS,
  MATRIX_ROLES,
  OTHER_AADHAAR,
  ORG_A,
  ORG_A_NAME,
  AUDIT_ENTRY,
  STUDENT_WITH_ID,
  STUDENT_WITHOUT_ID,
  directoryShardPath,
  grownShardPath,
  GROWN_SHARDS,
  invitationPath,
  memberPath,
  studentPath,
  type Actor,
  type MatrixRole,
} from '../support/world';
import { firstOfWindow } from './organizations';

interface MatrixEntry {
  collection: Exclude<CollectionName, 'other'>;
  op: Op;
  /** What the operation does, for the test name. */
  what: string;
  /** The callers that may do it; every other caller of MATRIX_ROLES is denied. */
  allow: readonly MatrixRole[];
  rows?: readonly RoleRow[];
  setup?: (admin: Firestore, me: Actor | null) => Promise<void>;
  freshClient?: boolean;
  run: (db: Firestore, me: Actor | null) => Promise<unknown>;
}

const MEMBERS = ['super_admin', 'org_user', 'end_user'] as const;
const STAFF = ['super_admin', 'org_user'] as const;
const SIGNED_IN = ['super_admin', 'org_user', 'end_user', 'outsider'] as const;
const SUPER_ADMIN = ['super_admin'] as const;
const NOBODY = [] as const;
/** Callables only (acceptInvitation, changeMemberRole, promoteMember, removeMember, ...). */
const MANAGE: RoleRow[] = ['invite, change role, remove member, revoke invite, make super_admin'];

const orgA = organizationPath(ORG_A);
const sub = (name: string) => `${orgA}/${name}`;
const MONTH = monthKey(new Date());
/** An end_user of ORG_A who is not one of the acting roles. */
const DAN = 'dan';
const IVY_EMAIL = 'ivy@example.com';

const ownProfile = (me: Actor | null) => `${COLLECTIONS.users}/${uidFor(me)}`;
const seedProfile = async (admin: Firestore, me: Actor | null) => {
  await setDoc(doc(admin, ownProfile(me)), {
    displayName: 'Me',
    email: me?.email ?? 'nobody@example.com',
    createdAt: serverTimestamp(),
  });
};

const seedInviterQuota = (admin: Firestore, me: Actor | null) =>
  setDoc(doc(admin, inviterQuotaPath(uidFor(me))), { day: '2026-11-25', emails: 50 });
const seedInvitationQuota = async (admin: Firestore) => {
  await setDoc(doc(admin, invitationQuotaPath(ORG_A)), {
    day: '2026-11-25',
    emails: 49,
    updatedAt: serverTimestamp(),
  });
};

/** Every collection x operation, with the callers the roles table lets through. */
const ENTRIES: MatrixEntry[] = [
  // users/{uid}: the owner's own profile.
  {
    collection: 'users',
    op: 'get',
    what: 'own profile',
    allow: SIGNED_IN,
    setup: seedProfile,
    run: (db, me) => getDoc(doc(db, ownProfile(me))),
  },
  {
    collection: 'users',
    op: 'list',
    what: 'all profiles',
    allow: NOBODY,
    run: (db) => getDocs(collection(db, COLLECTIONS.users)),
  },
  {
    collection: 'users',
    op: 'create',
    what: 'own profile',
    allow: SIGNED_IN,
    run: (db, me) =>
      setDoc(doc(db, ownProfile(me)), {
        displayName: 'Me',
        email: me?.email ?? 'nobody@example.com',
        photoURL: null,
        createdAt: serverTimestamp(),
        lastOrgId: null,
      }),
  },
  {
    collection: 'users',
    op: 'update',
    what: 'own profile (lastOrgId)',
    allow: SIGNED_IN,
    setup: seedProfile,
    run: (db, me) => updateDoc(doc(db, ownProfile(me)), { lastOrgId: ORG_A }),
  },
  {
    collection: 'users',
    op: 'delete',
    what: 'own profile',
    allow: SIGNED_IN,
    setup: seedProfile,
    run: (db, me) => deleteDoc(doc(db, ownProfile(me))),
  },

  // organizations/{orgId}
  {
    collection: 'organizations',
    op: 'get',
    what: 'the organization (name, counters, stats)',
    allow: MEMBERS,
    rows: ['read organization doc'],
    run: (db) => getDoc(doc(db, orgA)),
  },
  {
    collection: 'organizations',
    op: 'list',
    what: 'every organization',
    allow: NOBODY,
    rows: ['read organization doc'],
    run: (db) => getDocs(collection(db, COLLECTIONS.organizations)),
  },
  {
    collection: 'organizations',
    op: 'create',
    what: 'a new organization with themselves as super_admin',
    allow: SIGNED_IN,
    rows: ['create a new organization'],
    run: (db, me) => {
      const orgId = `new-org-${uidFor(me)}`;
      const batch = writeBatch(db);
      batch.set(doc(db, organizationPath(orgId)), newOrganization(uidFor(me)));
      batch.set(
        doc(db, memberPath(orgId, uidFor(me))),
        newMember({ uid: uidFor(me), email: me?.email ?? 'nobody@example.com' }, 'super_admin'),
      );
      batch.set(doc(db, organizationQuotaPath(uidFor(me))), firstOfWindow(orgId));
      return batch.commit();
    },
  },
  {
    collection: 'organizations',
    op: 'update',
    what: 'name and description',
    allow: SUPER_ADMIN,
    rows: ['edit organization name / description'],
    run: (db, me) =>
      updateDoc(doc(db, orgA), {
        name: 'Alpha Public School, Narela',
        description: 'Renamed',
        updatedAt: serverTimestamp(),
        updatedBy: uidFor(me),
      }),
  },
  {
    collection: 'organizations',
    op: 'delete',
    what: 'the organization',
    allow: NOBODY,
    run: (db) => deleteDoc(doc(db, orgA)),
  },

  // organizations/{orgId}/members/{uid}
  {
    collection: 'members',
    op: 'get',
    what: "another member's document",
    allow: STAFF,
    rows: ['read members and invitations'],
    run: (db) => getDoc(doc(db, memberPath(ORG_A, DAN))),
  },
  {
    collection: 'members',
    op: 'list',
    what: 'all members',
    allow: STAFF,
    rows: ['read members and invitations'],
    run: (db) => getDocs(collection(db, sub(COLLECTIONS.members))),
  },
  {
    collection: 'members',
    op: 'create',
    what: 'a member for someone, without an invitation',
    allow: NOBODY,
    rows: MANAGE,
    run: (db) =>
      setDoc(
        doc(db, memberPath(ORG_A, 'zed')),
        newMember({ uid: 'zed', email: 'zed@example.com' }, 'end_user'),
      ),
  },
  {
    collection: 'members',
    op: 'update',
    what: "another member's role to org_user (changeMemberRole only)",
    allow: NOBODY,
    rows: MANAGE,
    run: (db, me) =>
      updateDoc(doc(db, memberPath(ORG_A, DAN)), {
        role: 'org_user',
        updatedAt: serverTimestamp(),
        updatedBy: uidFor(me),
      }),
  },
  {
    collection: 'members',
    op: 'delete',
    what: 'another member (removeMember only)',
    allow: NOBODY,
    rows: MANAGE,
    run: (db) => deleteDoc(doc(db, memberPath(ORG_A, DAN))),
  },

  // organizations/{orgId}/invitations/{email}
  {
    collection: 'invitations',
    op: 'get',
    what: "someone's pending invitation",
    allow: STAFF,
    rows: ['read members and invitations'],
    run: (db) => getDoc(doc(db, invitationPath(ORG_A, IVY_EMAIL))),
  },
  {
    collection: 'invitations',
    op: 'list',
    what: 'all invitations',
    allow: STAFF,
    rows: ['read members and invitations'],
    run: (db) => getDocs(collection(db, sub(COLLECTIONS.invitations))),
  },
  {
    collection: 'invitations',
    op: 'create',
    what: 'an invitation (inviteMember only)',
    allow: NOBODY,
    rows: MANAGE,
    run: (db, me) =>
      setDoc(
        doc(db, invitationPath(ORG_A, 'new@example.com')),
        newInvitation('new@example.com', ORG_A_NAME, uidFor(me)),
      ),
  },
  {
    collection: 'invitations',
    op: 'update',
    what: 'a pending invitation to revoked (revokeInvitation only)',
    allow: NOBODY,
    rows: MANAGE,
    run: (db) => updateDoc(doc(db, invitationPath(ORG_A, IVY_EMAIL)), { status: 'revoked' }),
  },
  {
    collection: 'invitations',
    op: 'delete',
    what: 'an invitation',
    allow: NOBODY,
    run: (db) => deleteDoc(doc(db, invitationPath(ORG_A, IVY_EMAIL))),
  },

  // organizations/{orgId}/students/{id}
  {
    collection: 'students',
    op: 'get',
    what: 'a student',
    allow: STAFF,
    rows: ['read students, map markers, activity feed'],
    run: (db) => getDoc(doc(db, studentPath(ORG_A, STUDENT_WITH_ID))),
  },
  {
    collection: 'students',
    op: 'list',
    what: 'the students (directory, map markers)',
    allow: STAFF,
    rows: ['read students, map markers, activity feed'],
    run: (db) => getDocs(collection(db, sub(COLLECTIONS.students))),
  },
  {
    collection: 'students',
    op: 'create',
    what: 'a student',
    allow: STAFF,
    rows: ['create / update students, mark graduated'],
    run: (db, me) => setDoc(doc(db, studentPath(ORG_A, 'new-student')), newStudent(uidFor(me))),
  },
  {
    collection: 'students',
    op: 'update',
    what: 'a student to graduated',
    allow: STAFF,
    rows: ['create / update students, mark graduated'],
    run: (db, me) =>
      updateDoc(
        doc(db, studentPath(ORG_A, STUDENT_WITH_ID)),
        studentChange(uidFor(me), { status: 'graduated' }),
      ),
  },
  {
    collection: 'students',
    op: 'delete',
    what: 'a student',
    allow: SUPER_ADMIN,
    rows: ['delete students'],
    run: (db) => deleteDoc(doc(db, studentPath(ORG_A, STUDENT_WITH_ID))),
  },

  // organizations/{orgId}/activities/{id}: functions only write.
  {
    collection: 'activities',
    op: 'get',
    what: 'an activity',
    allow: STAFF,
    rows: ['read students, map markers, activity feed'],
    run: (db) => getDoc(doc(db, sub(`${COLLECTIONS.activities}/act-1`))),
  },
  {
    collection: 'activities',
    op: 'list',
    what: 'the activity feed',
    allow: STAFF,
    rows: ['read students, map markers, activity feed'],
    run: (db) => getDocs(collection(db, sub(COLLECTIONS.activities))),
  },
  {
    collection: 'activities',
    op: 'create',
    what: 'an activity',
    allow: NOBODY,
    run: (db, me) =>
      setDoc(doc(db, sub(`${COLLECTIONS.activities}/act-2`)), {
        type: 'add',
        action: 'New student added',
        student: 'Fake',
        studentRef: STUDENT_WITH_ID,
        at: serverTimestamp(),
        by: uidFor(me),
        byName: 'me',
      }),
  },
  {
    collection: 'activities',
    op: 'update',
    what: 'an activity',
    allow: NOBODY,
    run: (db) => updateDoc(doc(db, sub(`${COLLECTIONS.activities}/act-1`)), { student: 'Other' }),
  },
  {
    collection: 'activities',
    op: 'delete',
    what: 'an activity',
    allow: NOBODY,
    run: (db) => deleteDoc(doc(db, sub(`${COLLECTIONS.activities}/act-1`))),
  },

  // organizations/{orgId}/monthlyStats/{YYYY-MM}: functions only write.
  {
    collection: 'monthlyStats',
    op: 'get',
    what: "this month's figures",
    allow: MEMBERS,
    rows: ['dashboard figures, distribution, trends'],
    run: (db) => getDoc(doc(db, sub(`${COLLECTIONS.monthlyStats}/${MONTH}`))),
  },
  {
    collection: 'monthlyStats',
    op: 'list',
    what: 'the monthly trend figures',
    allow: MEMBERS,
    rows: ['dashboard figures, distribution, trends'],
    run: (db) => getDocs(collection(db, sub(COLLECTIONS.monthlyStats))),
  },
  {
    collection: 'monthlyStats',
    op: 'create',
    what: 'a month',
    allow: NOBODY,
    run: (db) =>
      setDoc(doc(db, sub(`${COLLECTIONS.monthlyStats}/2020-01`)), {
        total: 1,
        primary: 1,
        secondary: 0,
        higher: 0,
        added: 1,
        updatedAt: serverTimestamp(),
      }),
  },
  {
    collection: 'monthlyStats',
    op: 'update',
    what: "this month's figures",
    allow: NOBODY,
    run: (db) => updateDoc(doc(db, sub(`${COLLECTIONS.monthlyStats}/${MONTH}`)), { total: 999 }),
  },
  {
    collection: 'monthlyStats',
    op: 'delete',
    what: 'a month',
    allow: NOBODY,
    run: (db) => deleteDoc(doc(db, sub(`${COLLECTIONS.monthlyStats}/${MONTH}`))),
  },

  // organizations/{orgId}/directory/{shardId}: the student directory index, functions only write.
  {
    collection: 'directory',
    op: 'get',
    what: 'the directory shard of a student',
    allow: STAFF,
    rows: ['read students, map markers, activity feed'],
    run: (db) => getDoc(doc(db, directoryShardPath(ORG_A, STUDENT_WITH_ID))),
  },
  {
    collection: 'directory',
    op: 'list',
    what: 'the directory (every shard)',
    allow: STAFF,
    rows: ['read students, map markers, activity feed'],
    run: (db) => getDocs(collection(db, directoryPath(ORG_A))),
  },
  {
    collection: 'directory',
    op: 'create',
    what: 'a directory shard',
    allow: NOBODY,
    run: (db) =>
      setDoc(doc(db, `${directoryPath(ORG_A)}/shard-99`), {
        entries: { forged: 'made up' },
        updatedAt: serverTimestamp(),
      }),
  },
  {
    collection: 'directory',
    op: 'update',
    what: "a student's line in its shard",
    allow: NOBODY,
    run: (db) =>
      updateDoc(doc(db, directoryShardPath(ORG_A, STUDENT_WITH_ID)), {
        [`entries.${STUDENT_WITH_ID}`]: 'made up',
      }),
  },
  {
    collection: 'directory',
    op: 'delete',
    what: 'a directory shard',
    allow: NOBODY,
    run: (db) => deleteDoc(doc(db, directoryShardPath(ORG_A, STUDENT_WITH_ID))),
  },
  // The index grown past 32 shards: directory/shards-{count}/shards/{shardId}, the same rules.
  {
    collection: 'directory',
    op: 'get',
    what: 'the grown directory shard of a student',
    allow: STAFF,
    rows: ['read students, map markers, activity feed'],
    run: (db) => getDoc(doc(db, grownShardPath(ORG_A, STUDENT_WITH_ID))),
  },
  {
    collection: 'directory',
    op: 'list',
    what: 'the grown directory (every shard)',
    allow: STAFF,
    rows: ['read students, map markers, activity feed'],
    run: (db) => getDocs(collection(db, directoryShardsPath(ORG_A, GROWN_SHARDS))),
  },
  {
    collection: 'directory',
    op: 'create',
    what: 'a grown directory shard',
    allow: NOBODY,
    run: (db) =>
      setDoc(doc(db, `${directoryShardsPath(ORG_A, GROWN_SHARDS)}/shard-99`), {
        entries: { forged: 'made up' },
        updatedAt: serverTimestamp(),
      }),
  },
  {
    collection: 'directory',
    op: 'update',
    what: "a student's line in its grown shard",
    allow: NOBODY,
    run: (db) =>
      updateDoc(doc(db, grownShardPath(ORG_A, STUDENT_WITH_ID)), {
        [`entries.${STUDENT_WITH_ID}`]: 'made up',
      }),
  },
  {
    collection: 'directory',
    op: 'delete',
    what: 'a grown directory shard',
    allow: NOBODY,
    run: (db) => deleteDoc(doc(db, grownShardPath(ORG_A, STUDENT_WITH_ID))),
  },

  // organizations/{orgId}/audit/{id}: the log of people changes; the callables write it and only
  // super_admins read it (who changed whom is not for the other roles).
  {
    collection: 'audit',
    op: 'get',
    what: 'an entry of the audit log',
    allow: SUPER_ADMIN,
    run: (db) => getDoc(doc(db, sub(`${COLLECTIONS.audit}/${AUDIT_ENTRY}`))),
  },
  {
    collection: 'audit',
    op: 'list',
    what: 'the audit log',
    allow: SUPER_ADMIN,
    run: (db) => getDocs(collection(db, sub(COLLECTIONS.audit))),
  },
  {
    collection: 'audit',
    op: 'create',
    what: 'a forged audit entry',
    allow: NOBODY,
    run: (db, me) =>
      setDoc(doc(db, sub(`${COLLECTIONS.audit}/forged`)), {
        action: 'removed',
        actor: { uid: uidFor(me), name: 'me', email: 'me@example.com' },
        target: { uid: 'dan', name: 'Dan', email: 'dan@example.com' },
        fromRole: 'end_user',
        toRole: null,
        at: serverTimestamp(),
      }),
  },
  {
    collection: 'audit',
    op: 'update',
    what: 'an audit entry, to rewrite who did it',
    allow: NOBODY,
    run: (db) =>
      updateDoc(doc(db, sub(`${COLLECTIONS.audit}/${AUDIT_ENTRY}`)), {
        'actor.name': 'someone else',
      }),
  },
  {
    collection: 'audit',
    op: 'delete',
    what: 'an audit entry',
    allow: NOBODY,
    run: (db) => deleteDoc(doc(db, sub(`${COLLECTIONS.audit}/${AUDIT_ENTRY}`))),
  },

  // quotas: users/{uid}/quotas/organizations counts the organizations a user created (written
  // only in the batch that creates one, see organizations.ts); organizations/{orgId}/quotas/
  // invitations and users/{uid}/quotas/invitations count the day's invitation emails of the
  // organization and of the inviter, functions only. Nobody resets a count.
  {
    collection: 'quotas',
    op: 'get',
    what: 'their own count of organizations created',
    allow: SIGNED_IN,
    setup: (admin, me) =>
      setDoc(doc(admin, organizationQuotaPath(uidFor(me))), firstOfWindow(ORG_A)),
    run: (db, me) => getDoc(doc(db, organizationQuotaPath(uidFor(me)))),
  },
  {
    collection: 'quotas',
    op: 'get',
    what: "the organization's count of invitation emails",
    allow: NOBODY,
    setup: seedInvitationQuota,
    run: (db) => getDoc(doc(db, invitationQuotaPath(ORG_A))),
  },
  {
    collection: 'quotas',
    op: 'create',
    what: 'their own count of invitation emails, forged',
    allow: NOBODY,
    run: (db, me) =>
      setDoc(doc(db, inviterQuotaPath(uidFor(me))), { day: '2026-11-25', emails: 0 }),
  },
  {
    collection: 'quotas',
    op: 'update',
    what: 'their own count of invitation emails, reset',
    allow: NOBODY,
    setup: seedInviterQuota,
    run: (db, me) => updateDoc(doc(db, inviterQuotaPath(uidFor(me))), { emails: 0 }),
  },
  {
    collection: 'quotas',
    op: 'delete',
    what: 'their own count of invitation emails',
    allow: NOBODY,
    setup: seedInviterQuota,
    run: (db, me) => deleteDoc(doc(db, inviterQuotaPath(uidFor(me)))),
  },
  {
    collection: 'quotas',
    op: 'list',
    what: "the organization's quotas",
    allow: NOBODY,
    run: (db) => getDocs(collection(db, sub(COLLECTIONS.quotas))),
  },
  {
    collection: 'quotas',
    op: 'create',
    what: "the organization's count of invitation emails, forged",
    allow: NOBODY,
    run: (db) => setDoc(doc(db, invitationQuotaPath(ORG_A)), { day: 'today', emails: 0 }),
  },
  {
    collection: 'quotas',
    op: 'update',
    what: "the organization's count of invitation emails, reset",
    allow: NOBODY,
    setup: seedInvitationQuota,
    run: (db) => updateDoc(doc(db, invitationQuotaPath(ORG_A)), { emails: 0 }),
  },
  {
    collection: 'quotas',
    op: 'delete',
    what: "the organization's count of invitation emails",
    allow: NOBODY,
    setup: seedInvitationQuota,
    run: (db) => deleteDoc(doc(db, invitationQuotaPath(ORG_A))),
  },
  {
    collection: 'quotas',
    op: 'delete',
    what: 'their own count of organizations created, to start afresh',
    allow: NOBODY,
    setup: (admin, me) =>
      setDoc(doc(admin, organizationQuotaPath(uidFor(me))), firstOfWindow(ORG_A)),
    run: (db, me) => deleteDoc(doc(db, organizationQuotaPath(uidFor(me)))),
  },

  // mail/{id}: the outbox, functions only.
  {
    collection: 'mail',
    op: 'get',
    what: 'an outbox message',
    allow: NOBODY,
    run: (db) => getDoc(doc(db, `${COLLECTIONS.mail}/mail-1`)),
  },
  {
    collection: 'mail',
    op: 'list',
    what: 'the outbox',
    allow: NOBODY,
    run: (db) => getDocs(collection(db, COLLECTIONS.mail)),
  },
  {
    collection: 'mail',
    op: 'create',
    what: 'an outbox message',
    allow: NOBODY,
    run: (db) =>
      setDoc(doc(db, `${COLLECTIONS.mail}/mail-2`), {
        to: 'victim@example.com',
        message: { subject: 'Reset your password', text: 'phishing', html: '' },
      }),
  },
  {
    collection: 'mail',
    op: 'update',
    what: 'an outbox message',
    allow: NOBODY,
    run: (db) => updateDoc(doc(db, `${COLLECTIONS.mail}/mail-1`), { to: 'other@example.com' }),
  },
  {
    collection: 'mail',
    op: 'delete',
    what: 'an outbox message',
    allow: NOBODY,
    run: (db) => deleteDoc(doc(db, `${COLLECTIONS.mail}/mail-1`)),
  },

  // students/{id}/private/identity: the Aadhaar number (docs/decisions/identity-numbers.md).
  // No client reads or writes it, whatever its role: the callables setAadhaar and revealAadhaar
  // do, so that the number never lands in a device's offline cache. A Show recorded as the old
  // clients did before reading opens nothing any more (the setup records one for every caller).
  {
    collection: 'identity',
    op: 'get',
    what: "a student's Aadhaar number, even after recording a Show",
    allow: NOBODY,
    setup: (admin, me) => recordShow(admin, me, STUDENT_WITH_ID),
    freshClient: true,
    run: (db) => getDocFromServer(doc(db, studentIdentityPath(ORG_A, STUDENT_WITH_ID))),
  },
  {
    collection: 'identity',
    op: 'list',
    what: "a student's private documents",
    allow: NOBODY,
    run: (db) => getDocs(collection(db, `${studentPath(ORG_A, STUDENT_WITH_ID)}/private`)),
  },
  {
    collection: 'identity',
    op: 'create',
    what: "a student's Aadhaar number",
    allow: NOBODY,
    run: (db, me) =>
      setDoc(doc(db, studentIdentityPath(ORG_A, STUDENT_WITHOUT_ID)), {
        aadhaar: OTHER_AADHAAR,
        updatedAt: serverTimestamp(),
        updatedBy: uidFor(me),
      }),
  },
  {
    collection: 'identity',
    op: 'update',
    what: "a student's Aadhaar number, corrected",
    allow: NOBODY,
    run: (db, me) =>
      updateDoc(doc(db, studentIdentityPath(ORG_A, STUDENT_WITH_ID)), {
        aadhaar: OTHER_AADHAAR,
        updatedAt: serverTimestamp(),
        updatedBy: uidFor(me),
      }),
  },
  {
    collection: 'identity',
    op: 'delete',
    what: "a student's Aadhaar number",
    allow: NOBODY,
    run: (db) => deleteDoc(doc(db, studentIdentityPath(ORG_A, STUDENT_WITH_ID))),
  },

  // students/{id}/consents/current: the parent's consents (model/src/consent.ts). Staff keep
  // them; nobody lists them across students; a super_admin deletes them (and the functions, with
  // the student).
  {
    collection: 'consents',
    op: 'get',
    what: "a student's consents",
    allow: STAFF,
    run: (db) => getDoc(doc(db, studentConsentPath(ORG_A, STUDENT_WITH_ID))),
  },
  {
    collection: 'consents',
    op: 'list',
    what: "every student's consents, by a collection-group query",
    allow: NOBODY,
    run: (db) => getDocs(collectionGroup(db, COLLECTIONS.consents)),
  },
  {
    collection: 'consents',
    op: 'create',
    what: "a student's first consent",
    allow: STAFF,
    run: (db, me) =>
      setDoc(doc(db, studentConsentPath(ORG_A, STUDENT_WITHOUT_ID)), {
        photos: { givenBy: 'Rajesh Sharma', relation: 'father', givenOn: indianDay(-10) },
        updatedAt: serverTimestamp(),
        updatedBy: uidFor(me),
      }),
  },
  {
    collection: 'consents',
    op: 'update',
    what: "a student's consent, withdrawn",
    allow: STAFF,
    run: (db, me) =>
      updateDoc(doc(db, studentConsentPath(ORG_A, STUDENT_WITH_ID)), {
        'apaar.withdrawnOn': indianDay(-1),
        updatedAt: serverTimestamp(),
        updatedBy: uidFor(me),
      }),
  },
  {
    collection: 'consents',
    op: 'delete',
    what: "a student's consents",
    allow: SUPER_ADMIN,
    run: (db) => deleteDoc(doc(db, studentConsentPath(ORG_A, STUDENT_WITH_ID))),
  },

  // identityReveals/{uid}_{studentDocId}: a member's record of uses of a student's number,
  // written by the Aadhaar callables only; super_admins read them.
  {
    collection: 'identityReveals',
    op: 'get',
    what: "a super_admin's record of Shows",
    allow: SUPER_ADMIN,
    setup: (admin) => recordShow(admin, ACTORS.super_admin, STUDENT_WITH_ID),
    run: (db) =>
      getDoc(doc(db, identityRevealPath(ORG_A, ACTORS.super_admin.uid, STUDENT_WITH_ID))),
  },
  {
    collection: 'identityReveals',
    op: 'list',
    what: 'the records of Shows',
    allow: SUPER_ADMIN,
    run: (db) => getDocs(collection(db, sub(COLLECTIONS.identityReveals))),
  },
  {
    collection: 'identityReveals',
    op: 'create',
    what: 'a first Show of a student, own',
    allow: NOBODY,
    run: (db, me) =>
      setDoc(doc(db, identityRevealPath(ORG_A, uidFor(me), STUDENT_WITHOUT_ID)), {
        uid: uidFor(me),
        studentDocId: STUDENT_WITHOUT_ID,
        reason: 'show',
        at: serverTimestamp(),
        count: 1,
      }),
  },
  {
    collection: 'identityReveals',
    op: 'update',
    what: 'a further Show of a student, own',
    allow: NOBODY,
    setup: (admin, me) => recordShow(admin, me, STUDENT_WITH_ID),
    run: (db, me) =>
      updateDoc(doc(db, identityRevealPath(ORG_A, uidFor(me), STUDENT_WITH_ID)), {
        reason: 'export',
        at: serverTimestamp(),
        count: 2,
      }),
  },
  {
    collection: 'identityReveals',
    op: 'delete',
    what: 'a record of Shows',
    allow: NOBODY,
    setup: (admin) => recordShow(admin, ACTORS.super_admin, STUDENT_WITH_ID),
    run: (db) =>
      deleteDoc(doc(db, identityRevealPath(ORG_A, ACTORS.super_admin.uid, STUDENT_WITH_ID))),
  },
];

/** Role x collection x operation: 5 x 14 x 5 cases. */
export const MATRIX_CASES: RuleCase[] = ENTRIES.flatMap((entry) =>
  MATRIX_ROLES.map((role): RuleCase => {
    const { allow, what, ...rest } = entry;
    return {
      ...rest,
      group: 'roles matrix',
      name: `${entry.op} ${what}`,
      as: role,
      expect: allow.includes(role) ? 'allow' : 'deny',
    };
  }),
);
