import {
  collection,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { LIMITS } from '@village/model/limits';
import { COLLECTIONS, organizationPath } from '@village/model/paths';
import { applyPatch, OMIT, type Patch } from '../support/data';
import { uidFor, type Expectation, type RuleCase } from '../support/cases';
import { ORG_A, uidOf, type Actor, type ActorName } from '../support/world';

const profilePath = (uid: string) => `${COLLECTIONS.users}/${uid}`;
const profile = (me: Actor | null, patch: Patch = {}) =>
  applyPatch(
    {
      displayName: 'Nora Devi',
      email: me?.email ?? 'nobody@example.com',
      createdAt: serverTimestamp(),
    },
    patch,
  );

function profileCase(name: string, expect: Expectation, patch: Patch): RuleCase {
  return {
    group: 'user profile',
    name,
    as: 'outsider',
    expect,
    collection: 'users',
    op: 'create',
    run: (db, me) => setDoc(doc(db, profilePath(uidFor(me))), profile(me, patch)),
  };
}

const seedOwnProfile = async (admin: Firestore, me: Actor | null) => {
  await setDoc(doc(admin, profilePath(uidFor(me))), {
    displayName: 'Nora',
    email: me?.email ?? '',
    createdAt: Timestamp.fromMillis(Date.now() - 60_000),
  });
};

function pathCase(name: string, as: ActorName, op: RuleCase['op'], run: RuleCase['run']): RuleCase {
  return { group: 'server-only paths', name, as, expect: 'deny', collection: 'other', op, run };
}

const counterEvent = `${organizationPath(ORG_A)}/counterEvents/evt-1`;

export const OTHER_CASES: RuleCase[] = [
  profileCase('with photoURL and lastOrgId', 'allow', {
    photoURL: 'https://example.com/me.png',
    lastOrgId: ORG_A,
  }),
  profileCase(`photoURL over ${LIMITS.photoURL} characters`, 'deny', {
    photoURL: `https://example.com/${'x'.repeat(LIMITS.photoURL)}`,
  }),
  profileCase(`displayName over ${LIMITS.personName} characters`, 'deny', {
    displayName: 'x'.repeat(LIMITS.personName + 1),
  }),
  profileCase(`email over ${LIMITS.email} characters`, 'deny', {
    email: `${'x'.repeat(LIMITS.email)}@example.com`,
  }),
  profileCase('without displayName', 'deny', { displayName: OMIT }),
  profileCase('lastOrgId not a string', 'deny', { lastOrgId: 42 }),
  profileCase('with an unknown field (role)', 'deny', { role: 'super_admin' }),
  profileCase('createdAt in the past', 'deny', { createdAt: Timestamp.fromMillis(0) }),
  profileCase('with language hi', 'allow', { language: 'hi' }),
  profileCase('with language en', 'allow', { language: 'en' }),
  profileCase('with a language other than en or hi', 'deny', { language: 'fr' }),
  profileCase('with language not a string', 'deny', { language: 1 }),
  {
    group: 'user profile',
    name: 'change own createdAt',
    as: 'outsider',
    expect: 'deny',
    collection: 'users',
    op: 'update',
    setup: seedOwnProfile,
    run: (db, me) => updateDoc(doc(db, profilePath(uidFor(me))), { createdAt: serverTimestamp() }),
  },
  {
    group: 'user profile',
    name: 'change own display name',
    as: 'outsider',
    expect: 'allow',
    collection: 'users',
    op: 'update',
    setup: seedOwnProfile,
    run: (db, me) => updateDoc(doc(db, profilePath(uidFor(me))), { displayName: 'Nora D.' }),
  },
  {
    group: 'user profile',
    name: `own display name over ${LIMITS.personName} characters`,
    as: 'outsider',
    expect: 'deny',
    collection: 'users',
    op: 'update',
    setup: seedOwnProfile,
    run: (db, me) =>
      updateDoc(doc(db, profilePath(uidFor(me))), {
        displayName: 'x'.repeat(LIMITS.personName + 1),
      }),
  },
  {
    group: 'user profile',
    name: 'choose own language (hi)',
    as: 'outsider',
    expect: 'allow',
    collection: 'users',
    op: 'update',
    setup: seedOwnProfile,
    run: (db, me) => updateDoc(doc(db, profilePath(uidFor(me))), { language: 'hi' }),
  },
  {
    group: 'user profile',
    name: 'set own language to an unknown value',
    as: 'outsider',
    expect: 'deny',
    collection: 'users',
    op: 'update',
    setup: seedOwnProfile,
    run: (db, me) => updateDoc(doc(db, profilePath(uidFor(me))), { language: 'hindi' }),
  },
  {
    group: 'user profile',
    name: 'set own language to null',
    as: 'outsider',
    expect: 'deny',
    collection: 'users',
    op: 'update',
    setup: seedOwnProfile,
    run: (db, me) => updateDoc(doc(db, profilePath(uidFor(me))), { language: null }),
  },
  {
    group: 'user profile',
    name: "set someone else's language",
    as: 'super_admin',
    expect: 'deny',
    collection: 'users',
    op: 'update',
    // dan's profile exists (world.ts): only the rules can refuse this.
    run: (db) => updateDoc(doc(db, profilePath(uidOf('dan'))), { language: 'hi' }),
  },
  {
    group: 'user profile',
    name: "read someone else's profile",
    as: 'org_user',
    expect: 'deny',
    collection: 'users',
    op: 'get',
    run: (db) => getDoc(doc(db, profilePath('dan'))),
  },
  {
    group: 'user profile',
    name: "write someone else's profile",
    as: 'super_admin',
    expect: 'deny',
    collection: 'users',
    op: 'update',
    run: (db) => updateDoc(doc(db, profilePath('dan')), { displayName: 'Hacked' }),
  },
  {
    group: 'user profile',
    name: 'create a profile for someone else',
    as: 'outsider',
    expect: 'deny',
    collection: 'users',
    op: 'create',
    run: (db, me) => setDoc(doc(db, profilePath('zed')), profile(me)),
  },

  pathCase('read the counter event ledger', 'super_admin', 'get', (db) =>
    getDoc(doc(db, counterEvent)),
  ),
  pathCase('list the counter event ledger', 'super_admin', 'list', (db) =>
    getDocs(collection(db, `${organizationPath(ORG_A)}/counterEvents`)),
  ),
  pathCase('forge a counter event', 'super_admin', 'create', (db) =>
    setDoc(doc(db, `${organizationPath(ORG_A)}/counterEvents/evt-2`), { at: serverTimestamp() }),
  ),
  pathCase('read the fold lease', 'super_admin', 'get', (db) =>
    getDoc(doc(db, `${organizationPath(ORG_A)}/private/fold`)),
  ),
  pathCase('take the fold lease', 'super_admin', 'create', (db) =>
    setDoc(doc(db, `${organizationPath(ORG_A)}/private/fold`), { holder: 'me', until: null }),
  ),
  pathCase('ask for a reconcile by request document', 'super_admin', 'create', (db) =>
    setDoc(doc(db, `${organizationPath(ORG_A)}/reconcileRequests/r1`), { requestedAt: null }),
  ),
  pathCase('write an unknown subcollection of the organization', 'super_admin', 'create', (db) =>
    setDoc(doc(db, `${organizationPath(ORG_A)}/notes/n1`), { text: 'hello' }),
  ),
  pathCase('read an unknown top-level collection', 'super_admin', 'get', (db) =>
    getDoc(doc(db, 'settings/global')),
  ),
  pathCase('write an unknown top-level collection', 'outsider', 'create', (db) =>
    setDoc(doc(db, 'settings/global'), { open: true }),
  ),
];
