import { doc, GeoPoint, Timestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { INVITATION_TTL_DAYS } from '@village/model/limits';
import { directoryShardId, directorySourceOf, packDirectoryEntry } from '@village/model/directory';
import { verhoeffCheckDigit } from '@village/model/identity';
import {
  COLLECTIONS,
  directoryPath,
  directoryShardsPath,
  monthKey,
  organizationPath,
  studentConsentPath,
  studentIdentityPath,
} from '@village/model/paths';
import type { Role } from '@village/model/roles';
import { plainStudent } from './data';

/** The rules tests run in their own project, so that they never see the app's emulator data. */
export const PROJECT_ID = 'demo-village-rules';

/** alice (super_admin, the only one), olga (org_user), eve and dan (end_user). */
export const ORG_A = 'org-alpha';
export const ORG_A_NAME = 'Alpha Public School';
/** bob and sam, two super_admins (superAdminCount 2). */
export const ORG_B = 'org-beta';
/** carl and cora, two super_admin documents but no superAdminCount yet (read as 1). */
export const ORG_C = 'org-gamma';

export const STUDENT_WITH_ID = 'student-1';
export const STUDENT_WITHOUT_ID = 'student-2';
export const STUDENT_IN_B = 'student-b1';

export interface Actor {
  uid: string;
  email: string;
  verified: boolean;
}

const person = (uid: string, email = `${uid}@example.com`, verified = true): Actor => ({
  uid,
  email,
  verified,
});

/** Everyone a case can act as; `anonymous` is the signed-out visitor. */
export const ACTORS = {
  super_admin: person('alice'),
  org_user: person('olga'),
  end_user: person('eve'),
  outsider: person('nora'),
  anonymous: null,
  /** Invited to ORG_A as org_user and to ORG_B as end_user (pending). */
  ivy: person('ivy'),
  /** The same invitee, with the address spelled in mixed case in the token. */
  ivyMixedCase: person('ivy', 'Ivy@Example.COM'),
  /** An email/password account claiming ivy's address, not verified. */
  ivyUnverified: person('ivy-unverified', 'ivy@example.com', false),
  /** Invited to ORG_A, but the invitation has expired. */
  otto: person('otto', 'old@example.com'),
  /** Invited to ORG_A, but the invitation was revoked. */
  rex: person('rex'),
  /** Another account with the address of an invitation already accepted. */
  acc2: person('acc2', 'acc@example.com'),
  /** A token that claims a verified email but carries none (e.g. a phone sign-in). */
  noEmail: person('phil', '', true),
  dan: person('dan'),
  bob: person('bob'),
  sam: person('sam'),
  carl: person('carl'),
  cora: person('cora'),
} as const satisfies Record<string, Actor | null>;

export type ActorName = keyof typeof ACTORS;

/** The five kinds of caller of the roles table. */
export const MATRIX_ROLES = [
  'super_admin',
  'org_user',
  'end_user',
  'outsider',
  'anonymous',
] as const;
export type MatrixRole = (typeof MATRIX_ROLES)[number];

export function actor(name: ActorName): Actor | null {
  return ACTORS[name];
}

export function uidOf(name: ActorName): string {
  return ACTORS[name]?.uid ?? 'nobody';
}

export const DAY_MS = 24 * 60 * 60 * 1000;
export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * DAY_MS;

const ORG_MEMBERS: ReadonlyArray<[orgId: string, who: ActorName, role: Role]> = [
  [ORG_A, 'super_admin', 'super_admin'],
  [ORG_A, 'org_user', 'org_user'],
  [ORG_A, 'end_user', 'end_user'],
  [ORG_A, 'dan', 'end_user'],
  [ORG_B, 'bob', 'super_admin'],
  [ORG_B, 'sam', 'super_admin'],
  [ORG_C, 'carl', 'super_admin'],
  [ORG_C, 'cora', 'super_admin'],
];

export function memberPath(orgId: string, uid: string): string {
  return `${organizationPath(orgId)}/${COLLECTIONS.members}/${uid}`;
}

export function invitationPath(orgId: string, email: string): string {
  return `${organizationPath(orgId)}/${COLLECTIONS.invitations}/${email}`;
}

export function studentPath(orgId: string, id: string): string {
  return `${organizationPath(orgId)}/${COLLECTIONS.students}/${id}`;
}

/** Aadhaar numbers with their Verhoeff check digit: one seeded, one to write. */
export const AADHAAR = `23456789012${verhoeffCheckDigit('23456789012')}`;
export const OTHER_AADHAAR = `98765432109${verhoeffCheckDigit('98765432109')}`;

/** The directory shard that holds a student's line (organizations/{orgId}/directory/{shardId}). */
/** An entry of ORG_A's audit log. */
export const AUDIT_ENTRY = 'audit-1';

export function directoryShardPath(orgId: string, studentDocId: string): string {
  return `${directoryPath(orgId)}/${directoryShardId(studentDocId)}`;
}

/** The index grown to 64 shards, beside the first (model/src/directory.ts). */
export const GROWN_SHARDS = 64;

/** The shard of a student's line in the grown index (directory/shards-64/shards/{shardId}). */
export function grownShardPath(orgId: string, studentDocId: string): string {
  return `${directoryShardsPath(orgId, GROWN_SHARDS)}/${directoryShardId(studentDocId, GROWN_SHARDS)}`;
}

/** Writes the fixtures with the rules disabled (the caller passes that context's Firestore). */
export async function seedWorld(db: Firestore): Promise<void> {
  const now = Date.now();
  const at = (offsetMs: number) => Timestamp.fromMillis(now + offsetMs);
  const batch = writeBatch(db);
  const set = (path: string, data: Record<string, unknown>) => batch.set(doc(db, path), data);
  const counters = {
    studentCount: 2,
    userCount: 4,
    stats: { primary: 1, secondary: 1, higher: 0, recentAdditions: 2, schools: 1 },
    statsMonth: monthKey(new Date(now)),
  };

  set(organizationPath(ORG_A), {
    name: ORG_A_NAME,
    description: 'A village school',
    createdAt: at(-30 * DAY_MS),
    createdBy: uidOf('super_admin'),
    ...counters,
    superAdminCount: 1,
  });
  set(organizationPath(ORG_B), {
    name: 'Beta University',
    description: '',
    createdAt: at(-30 * DAY_MS),
    createdBy: uidOf('bob'),
    ...counters,
    userCount: 2,
    superAdminCount: 2,
  });
  // No counters at all: the functions have not run for this one yet.
  set(organizationPath(ORG_C), {
    name: 'Gamma Academy',
    description: '',
    createdAt: at(-DAY_MS),
    createdBy: uidOf('carl'),
  });

  for (const [orgId, who, role] of ORG_MEMBERS) {
    const member = ACTORS[who];
    if (!member) continue;
    set(memberPath(orgId, member.uid), {
      uid: member.uid,
      name: member.uid,
      email: member.email,
      role,
      status: 'active',
      joinedAt: at(-DAY_MS),
    });
  }

  const invitation = (orgId: string, email: string, role: Role, extra: Record<string, unknown>) =>
    set(invitationPath(orgId, email), {
      email,
      orgName: orgId === ORG_A ? ORG_A_NAME : 'Beta University',
      role,
      status: 'pending',
      invitedBy: orgId === ORG_A ? uidOf('super_admin') : uidOf('bob'),
      createdAt: at(-DAY_MS),
      expiresAt: at(INVITATION_TTL_MS - DAY_MS),
      delivery: { state: 'skipped' },
      ...extra,
    });
  invitation(ORG_A, 'ivy@example.com', 'org_user', {});
  invitation(ORG_B, 'ivy@example.com', 'end_user', {});
  invitation(ORG_A, 'old@example.com', 'end_user', {
    createdAt: at(-20 * DAY_MS),
    expiresAt: at(-6 * DAY_MS),
  });
  invitation(ORG_A, 'rex@example.com', 'end_user', { status: 'revoked' });
  // eve is already an end_user of ORG_A: accepting this must not raise her role.
  invitation(ORG_A, 'eve@example.com', 'org_user', {});
  invitation(ORG_A, 'acc@example.com', 'end_user', {
    status: 'accepted',
    acceptedBy: 'acc',
    acceptedAt: at(-DAY_MS / 2),
  });

  // Each student with its line in the directory index, as the functions keep it.
  const shards = new Map<string, Record<string, string>>();
  // A student with an Aadhaar number keeps its last four digits and the name as per Aadhaar in
  // its identity group; the number itself is in private/identity, below.
  const identity = {
    nameAsPerAadhaar: 'Aarav Sharma',
    aadhaarLastFour: AADHAAR.slice(-4),
    aadhaarKind: 'aadhaar',
  };
  const stored = (orgId: string, id: string, studentId: string | null, level: string) => {
    const { location, ...student } = plainStudent({
      educationLevel: level,
      identity: id === STUDENT_WITHOUT_ID ? {} : identity,
    });
    set(studentPath(orgId, id), {
      ...student,
      location: location ? new GeoPoint(location.lat, location.lng) : null,
      ...(studentId ? { studentId } : {}),
      createdAt: at(-DAY_MS),
      createdBy: uidOf('org_user'),
      updatedAt: at(-DAY_MS),
      updatedBy: uidOf('org_user'),
    });
    // In the first index and in the grown one (as while the functions double it).
    for (const shard of [directoryShardPath(orgId, id), grownShardPath(orgId, id)]) {
      shards.set(shard, {
        ...shards.get(shard),
        [id]: packDirectoryEntry(
          directorySourceOf({ ...student, studentId, location, updatedAt: new Date(now - DAY_MS) }),
        ),
      });
    }
  };
  stored(ORG_A, STUDENT_WITH_ID, 'ALP-0001', '3rd Standard');
  stored(ORG_A, STUDENT_WITHOUT_ID, null, '8th Standard');
  stored(ORG_B, STUDENT_IN_B, 'BET-0001', 'B.Sc');
  for (const [path, entries] of shards) set(path, { entries, updatedAt: at(-DAY_MS) });
  // The Aadhaar numbers of two students, kept apart (docs/decisions/identity-numbers.md).
  for (const [orgId, id] of [
    [ORG_A, STUDENT_WITH_ID],
    [ORG_B, STUDENT_IN_B],
  ] as const)
    set(studentIdentityPath(orgId, id), {
      aadhaar: AADHAAR,
      updatedAt: at(-DAY_MS),
      updatedBy: uidOf('org_user'),
    });

  // The parent's consent to an APAAR ID for the first student (model/src/consent.ts).
  set(studentConsentPath(ORG_A, STUDENT_WITH_ID), {
    apaar: {
      givenBy: 'Sunita Sharma',
      relation: 'mother',
      givenOn: new Date(now - 30 * DAY_MS).toISOString().slice(0, 10),
    },
    updatedAt: at(-DAY_MS),
    updatedBy: uidOf('org_user'),
  });

  set(`${organizationPath(ORG_A)}/${COLLECTIONS.activities}/act-1`, {
    type: 'add',
    action: 'New student added',
    student: 'Aarav Sharma',
    studentRef: STUDENT_WITH_ID,
    at: at(-DAY_MS),
    by: uidOf('org_user'),
    byName: 'olga',
  });
  for (const orgId of [ORG_A, ORG_B]) {
    set(`${organizationPath(orgId)}/${COLLECTIONS.monthlyStats}/${monthKey(new Date(now))}`, {
      total: 2,
      primary: 1,
      secondary: 1,
      higher: 0,
      added: 2,
      updatedAt: at(0),
    });
  }
  set(`${organizationPath(ORG_A)}/counterEvents/evt-1`, { at: at(0), expireAt: at(DAY_MS) });
  set(`${organizationPath(ORG_A)}/${COLLECTIONS.audit}/${AUDIT_ENTRY}`, {
    action: 'role_changed',
    actor: { uid: uidOf('super_admin'), name: 'alice', email: 'alice@example.com' },
    target: { uid: uidOf('org_user'), name: 'olga', email: 'olga@example.com' },
    fromRole: 'end_user',
    toRole: 'org_user',
    at: at(-DAY_MS),
  });
  set(`${COLLECTIONS.users}/${uidOf('dan')}`, {
    displayName: 'Dan',
    email: 'dan@example.com',
    createdAt: at(-DAY_MS),
  });
  set(`${COLLECTIONS.mail}/mail-1`, {
    to: 'ivy@example.com',
    message: { subject: 'You are invited', text: 'Join Alpha Public School', html: '<p>Join</p>' },
  });
  await batch.commit();
}
