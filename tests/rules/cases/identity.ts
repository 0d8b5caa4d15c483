import {
  collectionGroup,
  doc,
  getDocFromServer,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { IDENTITY_REVEAL_MINUTES } from '@village/model/identity';
import { identityRevealPath, studentIdentityPath } from '@village/model/paths';
import { applyPatch, OMIT, type Patch } from '../support/data';
import { uidFor, type Expectation, type RuleCase } from '../support/cases';
import {
  AADHAAR,
  ACTORS,
  ORG_A,
  ORG_B,
  OTHER_AADHAAR,
  STUDENT_IN_B,
  STUDENT_WITH_ID,
  STUDENT_WITHOUT_ID,
  type Actor,
  type ActorName,
} from '../support/world';

// students/{id}/private/identity and identityReveals (docs/decisions/identity-numbers.md), beyond
// the roles matrix: what a Show must be, and what an Aadhaar number may look like.

const GROUP = 'identity numbers';
const MINUTE_MS = 60_000;

/** `me`'s record of a Show of `studentDocId` in `orgId`, `ageMs` old (rules off: a fixture). */
export async function recordShow(
  admin: Firestore,
  me: Actor | null,
  studentDocId: string,
  { orgId = ORG_A, ageMs = 0, count = 1 } = {},
): Promise<void> {
  await setDoc(doc(admin, identityRevealPath(orgId, uidFor(me), studentDocId)), {
    uid: uidFor(me),
    studentDocId,
    reason: 'show',
    at: Timestamp.fromMillis(Date.now() - ageMs),
    count,
  });
}

function readCase(
  name: string,
  as: ActorName,
  expect: Expectation,
  setup: RuleCase['setup'],
  [orgId, studentDocId]: readonly [string, string] = [ORG_A, STUDENT_WITH_ID],
): RuleCase {
  return {
    group: GROUP,
    name,
    as,
    expect,
    collection: 'identity',
    op: 'get',
    setup,
    // A client of its own (RuleCase.freshClient): a stale Show must not look fresh.
    freshClient: true,
    run: (db) => getDocFromServer(doc(db, studentIdentityPath(orgId, studentDocId))),
  };
}

/** olga (org_user) writes STUDENT_WITHOUT_ID's number: a valid document, changed by `patch`. */
function writeCase(name: string, expect: Expectation, patch: Patch): RuleCase {
  return {
    group: GROUP,
    name,
    as: 'org_user',
    expect,
    collection: 'identity',
    op: 'create',
    run: (db, me) =>
      setDoc(
        doc(db, studentIdentityPath(ORG_A, STUDENT_WITHOUT_ID)),
        applyPatch(
          { aadhaar: OTHER_AADHAAR, updatedAt: serverTimestamp(), updatedBy: uidFor(me) },
          patch,
        ),
      ),
  };
}

/** alice (super_admin), on her own record of Shows. */
const onOwnShows = (name: string, expect: Expectation, op: 'create' | 'update') =>
  ({ group: GROUP, name, as: 'super_admin', expect, collection: 'identityReveals', op }) as const;

/** alice records a first Show of STUDENT_WITHOUT_ID: a valid record, changed by `patch`. */
function showCase(name: string, expect: Expectation, patch: Patch, id = ACTORS.super_admin.uid) {
  return {
    ...onOwnShows(name, expect, 'create'),
    run: (db, me) =>
      setDoc(
        doc(db, identityRevealPath(ORG_A, id, STUDENT_WITHOUT_ID)),
        applyPatch(
          {
            uid: uidFor(me),
            studentDocId: STUDENT_WITHOUT_ID,
            reason: 'show',
            at: serverTimestamp(),
            count: 1,
          },
          patch,
        ),
      ),
  } satisfies RuleCase;
}

/** alice's record of Shows of STUDENT_WITH_ID (count 1), updated with `change`. */
function furtherShowCase(name: string, expect: Expectation, change: Record<string, unknown>) {
  return {
    ...onOwnShows(name, expect, 'update'),
    setup: (admin, me) => recordShow(admin, me, STUDENT_WITH_ID, { ageMs: 20 * MINUTE_MS }),
    run: (db, me) =>
      updateDoc(doc(db, identityRevealPath(ORG_A, uidFor(me), STUDENT_WITH_ID)), change),
  } satisfies RuleCase;
}

const stale = (IDENTITY_REVEAL_MINUTES + 1) * MINUTE_MS;

export const IDENTITY_CASES: RuleCase[] = [
  // Reading: a super_admin, with a fresh Show of this very student, by themselves.
  readCase('with no Show recorded', 'super_admin', 'deny', undefined),
  readCase(
    `with a Show older than ${IDENTITY_REVEAL_MINUTES} minutes`,
    'super_admin',
    'deny',
    (a, me) => recordShow(a, me, STUDENT_WITH_ID, { ageMs: stale }),
  ),
  readCase('with a Show of another student', 'super_admin', 'deny', (a, me) =>
    recordShow(a, me, STUDENT_WITHOUT_ID),
  ),
  readCase(
    "with another super_admin's Show",
    'sam',
    'deny',
    (a) => recordShow(a, ACTORS.bob, STUDENT_IN_B, { orgId: ORG_B }),
    [ORG_B, STUDENT_IN_B],
  ),
  readCase(
    'in another organization, with an own Show',
    'super_admin',
    'deny',
    (a, me) => recordShow(a, me, STUDENT_IN_B, { orgId: ORG_B }),
    [ORG_B, STUDENT_IN_B],
  ),
  readCase(
    'by a second super_admin, with an own Show',
    'sam',
    'allow',
    (a, me) => recordShow(a, me, STUDENT_IN_B, { orgId: ORG_B }),
    [ORG_B, STUDENT_IN_B],
  ),
  {
    group: GROUP,
    name: 'every private document, by a collection-group query',
    as: 'super_admin',
    expect: 'deny',
    collection: 'identity',
    op: 'list',
    setup: (admin, me) => recordShow(admin, me, STUDENT_WITH_ID),
    run: (db) => getDocs(collectionGroup(db, 'private')),
  },

  // Writing: the shape of a number, and who wrote it when.
  writeCase('a 28-digit enrolment ID', 'allow', { aadhaar: '1234123451234520190315142233' }),
  writeCase('a number starting with 1', 'deny', { aadhaar: `1${AADHAAR.slice(1)}` }),
  writeCase('11 digits', 'deny', { aadhaar: AADHAAR.slice(1) }),
  writeCase('with spaces', 'deny', { aadhaar: AADHAAR.replace(/(\d{4})(?=\d)/g, '$1 ') }),
  writeCase('as a number', 'deny', { aadhaar: Number(AADHAAR) }),
  writeCase('with no number', 'deny', { aadhaar: OMIT }),
  writeCase('with another field (a PAN)', 'deny', { pan: 'ABCDE1234F' }),
  // The name as per Aadhaar is in the student's identity group now (tests/rules/cases/details.ts).
  writeCase('with the name as per Aadhaar', 'deny', { nameAsPerAadhaar: 'Aarav Sharma' }),
  writeCase('in the name of another writer', 'deny', { updatedBy: ACTORS.super_admin.uid }),
  writeCase('backdated', 'deny', { updatedAt: Timestamp.fromMillis(Date.now() - MINUTE_MS) }),

  // Recording a Show: one's own, now, counted from one, for a reason of the list.
  showCase('for another super_admin', 'deny', { uid: 'bob' }, 'bob'),
  showCase("under another's record id", 'deny', {}, 'bob'),
  showCase('backdated', 'deny', { at: Timestamp.fromMillis(Date.now() - MINUTE_MS) }),
  showCase('counted from two', 'deny', { count: 2 }),
  showCase('for a reason not on the list', 'deny', { reason: 'curious' }),
  showCase('with another field', 'deny', { note: 'just looking' }),
  furtherShowCase('counted up by one', 'allow', { at: serverTimestamp(), count: 2 }),
  furtherShowCase('counted up by two', 'deny', { at: serverTimestamp(), count: 3 }),
  furtherShowCase('not counted', 'deny', { at: serverTimestamp() }),
  furtherShowCase('moved to another student', 'deny', {
    at: serverTimestamp(),
    count: 2,
    studentDocId: STUDENT_WITHOUT_ID,
  }),
  {
    group: GROUP,
    name: "a further Show on another super_admin's record",
    as: 'sam',
    expect: 'deny',
    collection: 'identityReveals',
    op: 'update',
    setup: (admin) => recordShow(admin, ACTORS.bob, STUDENT_IN_B, { orgId: ORG_B }),
    run: (db) =>
      updateDoc(doc(db, identityRevealPath(ORG_B, ACTORS.bob.uid, STUDENT_IN_B)), {
        at: serverTimestamp(),
        count: 2,
      }),
  },
];
