import type { Firestore } from 'firebase/firestore';
import type { Actor, ActorName } from './world';

export const OPS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Op = (typeof OPS)[number];

/** The collections of docs/data-contract.md, plus `other` for paths outside it. */
export const COLLECTION_NAMES = [
  'users',
  'organizations',
  'members',
  'invitations',
  'students',
  'activities',
  'monthlyStats',
  'directory',
  'audit',
  'quotas',
  'mail',
  'identity',
  'identityReveals',
  'consents',
  'years',
  'progressions',
  'certificates',
  'attendance',
  'attendanceYears',
  'attendanceMonths',
  'attendanceTotals',
  'attendanceDays',
  'attendanceClasses',
  'attendanceLate',
  'udise',
] as const;
export type CollectionName = (typeof COLLECTION_NAMES)[number] | 'other';

/**
 * The roles table of docs/product.md, "Roles", split finer (reading the organization and its
 * figures are two rows here), plus founding an organization, which the page states under the
 * table; each needs an allowed and a denied case.
 */
export const ROLE_ROWS = [
  'read organization doc',
  'dashboard figures, distribution, trends',
  'read students, map markers, activity feed',
  'create / update students, mark graduated',
  'delete students',
  'read members and invitations',
  'invite, change role, remove member, revoke invite, make super_admin',
  'edit organization name / description',
  'create a new organization',
  'leave an organization',
] as const;
export type RoleRow = (typeof ROLE_ROWS)[number];

/**
 * The rows that only the callables carry out (docs/data-contract.md, members and invitations):
 * every client write of them is refused, so their tagged cases are all denials. That the callables
 * allow them, and refuse what they must, is shown by functions/test/members.test.ts and
 * invitations.test.ts.
 */
export const CALLABLE_ROWS: readonly RoleRow[] = [
  'invite, change role, remove member, revoke invite, make super_admin',
  'leave an organization',
];

export type Expectation = 'allow' | 'deny';

export interface RuleCase {
  /** What is being checked, e.g. "roles matrix" or "student data". */
  group: string;
  name: string;
  as: ActorName;
  expect: Expectation;
  collection: CollectionName;
  op: Op;
  /** The roles table rows this case demonstrates. */
  rows?: readonly RoleRow[];
  /** Runs with the rules disabled before the attempt (extra fixtures). */
  setup?: (admin: Firestore, me: Actor | null) => Promise<void>;
  /**
   * Run on a client of its own rather than the actor's shared one, for cases that compare
   * request.time with a stored time: on the shared client, whose listen stream has been open
   * since earlier cases, the emulator judged a Show 11 minutes old as fresh, three runs in a row
   * (request.time seemingly the stream's); on a new client it never did.
   */
  freshClient?: boolean;
  /** The attempt, as `as`, with the rules on. */
  run: (db: Firestore, me: Actor | null) => Promise<unknown>;
}

export const isWrite = (op: Op) => op === 'create' || op === 'update' || op === 'delete';

/** The uid of the acting user, or a placeholder for the signed-out visitor. */
export const uidFor = (me: Actor | null) => me?.uid ?? 'nobody';
