import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  type Firestore,
} from 'firebase/firestore';
import { udiseSettingsPath } from '@village/model/paths';
import { udiseSettingsInputSchema } from '@village/model/udise-settings';
import { OPS, uidFor, type RuleCase } from '../support/cases';
import { MATRIX_ROLES, ORG_A, type Actor, type MatrixRole } from '../support/world';

// The school's UDISE+ settings (organizations/{orgId}/udise/settings): staff read them for the
// UDISE+ return; super_admins write them, whole, in the model's shape; nobody deletes them.

const PATH = udiseSettingsPath(ORG_A);
const SETTINGS = {
  code: '09876543210',
  codes: { motherTongue: { hindi: 42 }, minorityGroup: { jain: 6 } },
};

/** The settings as the fixtures hold them. */
export async function seedUdise(admin: Firestore): Promise<void> {
  await setDoc(doc(admin, PATH), { ...SETTINGS, updatedAt: null, updatedBy: 'alice' });
}

const stamped = (me: Actor | null, data: Record<string, unknown> = SETTINGS) => ({
  ...data,
  updatedAt: serverTimestamp(),
  updatedBy: uidFor(me),
});

const READERS: readonly MatrixRole[] = ['super_admin', 'org_user'];
const WRITERS: readonly MatrixRole[] = ['super_admin'];

function attempt(op: (typeof OPS)[number]) {
  return (db: Firestore, me: Actor | null): Promise<unknown> => {
    switch (op) {
      case 'get':
        return getDoc(doc(db, PATH));
      case 'list':
        return getDocs(collection(db, PATH.slice(0, PATH.lastIndexOf('/'))));
      case 'create':
        return setDoc(doc(db, PATH), stamped(me));
      case 'update':
        return setDoc(doc(db, PATH), stamped(me, { ...SETTINGS, code: '09876543211' }));
      case 'delete':
        return deleteDoc(doc(db, PATH));
    }
  };
}

const MATRIX: RuleCase[] = MATRIX_ROLES.flatMap((role) =>
  OPS.map((op): RuleCase => ({
    group: 'udise settings: roles',
    name: `udise settings (${op})`,
    as: role,
    expect: (op === 'get' ? READERS : op === 'create' || op === 'update' ? WRITERS : []).includes(
      role,
    )
      ? 'allow'
      : 'deny',
    collection: 'udise',
    op,
    // A create is of an organization that has no settings yet.
    setup: op === 'create' ? (admin) => deleteDoc(doc(admin, PATH)) : undefined,
    run: attempt(op),
  })),
);

/** A super_admin's save of these settings (valid in the model or not: the rules judge). */
const save =
  (data: Record<string, unknown>) =>
  (db: Firestore, me: Actor | null): Promise<unknown> =>
    setDoc(doc(db, PATH), stamped(me, data));

const VALID = [
  { name: 'no code yet, no office codes', data: { code: '', codes: {} } },
  { name: 'every mother tongue and the conflicting codes', data: SETTINGS },
];
const INVALID = [
  { name: 'a code of 10 digits', data: { ...SETTINGS, code: '0987654321' } },
  { name: 'a code with a letter', data: { ...SETTINGS, code: '0987654321A' } },
  { name: 'a code as a number', data: { ...SETTINGS, code: 9876543210 } },
  { name: 'a table no source leaves open', data: { code: '', codes: { gender: { male: 1 } } } },
  { name: 'a value settled already', data: { code: '', codes: { minorityGroup: { muslim: 9 } } } },
  {
    name: 'a language the app does not know',
    data: { code: '', codes: { motherTongue: { klingon: 5 } } },
  },
  { name: 'a code of 0', data: { code: '', codes: { stream: { arts: 0 } } } },
  { name: 'a code over 999', data: { code: '', codes: { motherTongue: { urdu: 1000 } } } },
  { name: 'a code as text', data: { code: '', codes: { minorityGroup: { parsi: '5' } } } },
  { name: 'a field of its own', data: { ...SETTINGS, management: 1 } },
];

const SHAPE: RuleCase[] = [
  ...VALID.map(({ name, data }): RuleCase => ({
    group: 'udise settings: shape',
    name: `accepts ${name}`,
    as: 'super_admin',
    expect: 'allow',
    collection: 'udise',
    op: 'update',
    run: save(data),
  })),
  ...INVALID.map(({ name, data }): RuleCase => ({
    group: 'udise settings: shape',
    name: `refuses ${name}`,
    as: 'super_admin',
    expect: 'deny',
    collection: 'udise',
    op: 'update',
    run: save(data),
  })),
  {
    group: 'udise settings: shape',
    name: 'refuses a document other than settings',
    as: 'super_admin',
    expect: 'deny',
    collection: 'udise',
    op: 'create',
    run: (db, me) => setDoc(doc(db, `${PATH.slice(0, PATH.lastIndexOf('/'))}/other`), stamped(me)),
  },
  {
    group: 'udise settings: shape',
    name: 'refuses settings signed as another user',
    as: 'super_admin',
    expect: 'deny',
    collection: 'udise',
    op: 'update',
    run: (db) =>
      setDoc(doc(db, PATH), { ...SETTINGS, updatedAt: serverTimestamp(), updatedBy: 'olga' }),
  },
];

export const UDISE_CASES: RuleCase[] = [...MATRIX, ...SHAPE];

/** The shapes above as the model judges them: the rules and the model agree. */
export const UDISE_SHAPES = { valid: VALID, invalid: INVALID, schema: udiseSettingsInputSchema };
