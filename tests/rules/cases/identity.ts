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
import { identityRevealPath, studentIdentityPath } from '@village/model/paths';
import { applyPatch, type Patch } from '../support/data';
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
// the roles matrix: no client reads or writes the number, nor records its uses, however it asks;
// the callables setAadhaar and revealAadhaar do both (functions/test/aadhaar.test.ts).

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

/** `as` writes STUDENT_WITHOUT_ID's number: a document the old rules allowed, changed by `patch`. */
function writeCase(name: string, as: ActorName, patch: Patch = {}): RuleCase {
  return {
    group: GROUP,
    name,
    as,
    expect: 'deny',
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

export const IDENTITY_CASES: RuleCase[] = [
  // Reading: nobody through Firestore, not even a super_admin with a fresh Show of this very
  // student, as the old clients recorded it (revealAadhaar reads it now, on the server).
  readCase('with no Show recorded', 'super_admin', 'deny', undefined),
  readCase('with a fresh Show of this student', 'super_admin', 'deny', (a, me) =>
    recordShow(a, me, STUDENT_WITH_ID),
  ),
  readCase(
    'by a second super_admin, with an own Show',
    'sam',
    'deny',
    (a, me) => recordShow(a, me, STUDENT_IN_B, { orgId: ORG_B }),
    [ORG_B, STUDENT_IN_B],
  ),
  readCase(
    'in another organization, with an own Show',
    'super_admin',
    'deny',
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

  // Writing: nobody through Firestore (setAadhaar writes it, on the server), whatever the shape.
  writeCase('a valid Aadhaar number, by staff', 'org_user'),
  writeCase('a valid Aadhaar number, by a super_admin', 'super_admin'),
  writeCase('a 28-digit enrolment ID', 'org_user', { aadhaar: '1234123451234520190315142233' }),
  writeCase('a number starting with 1', 'org_user', { aadhaar: `1${AADHAAR.slice(1)}` }),
  writeCase('with spaces', 'super_admin', { aadhaar: AADHAAR.replace(/(\d{4})(?=\d)/g, '$1 ') }),

  // The records of uses are written by the callables, in the transaction of each use.
  showCase('a first Show, own', 'deny', {}),
  showCase('for another super_admin', 'deny', { uid: 'bob' }, 'bob'),
  furtherShowCase('counted up by one', 'deny', { at: serverTimestamp(), count: 2 }),
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
