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
import { STREAMS } from '@village/model/udise-school';
import { CODES_TO_SETTLE, udiseSettingsInputSchema } from '@village/model/udise-settings';
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

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const COURSES = ['Retail', 'IT-ITES', 'खुदरा बिक्री', ...[...'1234567'].map((n) => `Course ${n}`)];
/** A school of classes 9 to 12, whatever else it sets. */
const SENIOR = { code: '', codes: {}, lowestClass: 9, highestClass: 12 };

const VALID = [
  { name: 'no code yet, no office codes', data: { code: '', codes: {} } },
  { name: 'every mother tongue and the conflicting codes', data: SETTINGS },
  { name: 'a table with no code yet', data: { code: '', codes: { motherTongue: {} } } },
  {
    name: "the office's code for the RTE",
    data: { code: '', codes: { admittedUnder: { rte: 1 } } },
  },
  {
    // The most the rules evaluate: every office code, every class with sections, every list full.
    name: 'every code, every class with sections, every stream, 10 courses',
    data: {
      code: '09876543210',
      codes: Object.fromEntries(
        Object.entries(CODES_TO_SETTLE).map(([table, values]) => [
          table,
          Object.fromEntries(values.map((value, index) => [value, index + 1])),
        ]),
      ),
      management: 'privateUnaided',
      lowestClass: 1,
      highestClass: 12,
      sections: {
        ...Object.fromEntries([...Array(12).keys()].map((n) => [n + 1, 'A'])),
        '12': LETTERS,
      },
      streams: STREAMS,
      vocationalCourses: [...COURSES.slice(1), 'x'.repeat(60)],
    },
  },
  {
    name: 'one class, nothing else',
    data: { code: '', codes: {}, lowestClass: 6, highestClass: 6 },
  },
  { name: 'a management type alone', data: { code: '', codes: {}, management: 'localBody' } },
  { name: 'courses alone', data: { code: '', codes: {}, vocationalCourses: ['Retail'] } },
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
  {
    name: 'a code as text beside one as a number',
    data: { code: '', codes: { motherTongue: { hindi: 42, urdu: '43' } } },
  },
  { name: 'two codes in one text', data: { code: '', codes: { stream: { arts: '1,2' } } } },
  { name: 'a code of 4.5', data: { code: '', codes: { stream: { arts: 4.5 } } } },
  { name: 'a negative code', data: { code: '', codes: { stream: { arts: -4 } } } },
  { name: 'a code as yes', data: { code: '', codes: { stream: { arts: true } } } },
  { name: 'a code as a list', data: { code: '', codes: { stream: { arts: [1] } } } },
  { name: 'a field of its own', data: { ...SETTINGS, board: 'CBSE' } },
  { name: 'an RTE code of 0', data: { code: '', codes: { admittedUnder: { rte: 0 } } } },
  {
    name: 'an admission kind no source leaves open',
    data: { code: '', codes: { admittedUnder: { ews: 2 } } },
  },
  // Management type
  { name: 'an unknown management type', data: { ...SENIOR, management: 'trust' } },
  { name: 'a management type as its code', data: { ...SENIOR, management: 5 } },
  // Lowest and highest class
  { name: 'a lowest class alone', data: { code: '', codes: {}, lowestClass: 1 } },
  { name: 'a highest class alone', data: { code: '', codes: {}, highestClass: 12 } },
  { name: 'a class of 0', data: { ...SENIOR, lowestClass: 0 } },
  { name: 'a class of 13', data: { ...SENIOR, highestClass: 13 } },
  { name: 'a class as text', data: { ...SENIOR, lowestClass: '9' } },
  { name: 'a class of 9.5', data: { ...SENIOR, lowestClass: 9.5 } },
  {
    name: 'the lowest class above the highest',
    data: { ...SENIOR, lowestClass: 12, highestClass: 9 },
  },
  // Sections
  { name: 'sections without classes', data: { code: '', codes: {}, sections: { '9': 'A' } } },
  { name: 'sections of class 13', data: { ...SENIOR, sections: { '13': 'A' } } },
  { name: 'sections of class 0', data: { ...SENIOR, sections: { '0': 'A' } } },
  { name: 'no class in the sections', data: { ...SENIOR, sections: {} } },
  { name: 'a class with no section', data: { ...SENIOR, sections: { '9': 'A', '10': '' } } },
  { name: 'sections as a number', data: { ...SENIOR, sections: { '9': 1 } } },
  { name: 'a lower-case section', data: { ...SENIOR, sections: { '9': 'Ab' } } },
  { name: 'a section repeated', data: { ...SENIOR, sections: { '9': 'A', '10': 'ABA' } } },
  { name: 'sections out of order', data: { ...SENIOR, sections: { '9': 'BA' } } },
  { name: 'sections with a comma', data: { ...SENIOR, sections: { '9': 'A,B' } } },
  { name: 'sections with a space', data: { ...SENIOR, sections: { '9': 'A B' } } },
  // Streams
  { name: 'an unknown stream', data: { ...SENIOR, streams: ['science', 'humanities'] } },
  { name: 'a stream repeated', data: { ...SENIOR, streams: ['arts', 'arts'] } },
  { name: 'an empty list of streams', data: { ...SENIOR, streams: [] } },
  { name: 'a stream as text', data: { ...SENIOR, streams: 'arts' } },
  { name: 'streams without classes', data: { code: '', codes: {}, streams: ['arts'] } },
  {
    name: 'streams in a school up to class X',
    data: { ...SENIOR, highestClass: 10, streams: ['arts'] },
  },
  // Vocational courses
  { name: 'eleven courses', data: { ...SENIOR, vocationalCourses: [...COURSES, 'Tourism'] } },
  { name: 'a course of 61 characters', data: { ...SENIOR, vocationalCourses: ['x'.repeat(61)] } },
  { name: 'an empty course', data: { ...SENIOR, vocationalCourses: ['Retail', ''] } },
  { name: 'a course on two lines', data: { ...SENIOR, vocationalCourses: ['Retail\nTourism'] } },
  { name: 'a course as a number', data: { ...SENIOR, vocationalCourses: [61] } },
  { name: 'a course repeated', data: { ...SENIOR, vocationalCourses: ['Retail', 'Retail'] } },
  { name: 'courses as text', data: { ...SENIOR, vocationalCourses: 'Retail' } },
  { name: 'an empty list of courses', data: { ...SENIOR, vocationalCourses: [] } },
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

// What the model takes in another form and stores as the rules want (letters as a list become
// "AB"): the rules see only the stored form.
const STORED_FORM_ONLY = [
  { name: 'sections as a list of letters', data: { ...SENIOR, sections: { '9': ['A', 'B'] } } },
];

export const UDISE_CASES: RuleCase[] = [
  ...MATRIX,
  ...SHAPE,
  ...STORED_FORM_ONLY.map(({ name, data }): RuleCase => ({
    group: 'udise settings: shape',
    name: `refuses ${name}`,
    as: 'super_admin',
    expect: 'deny',
    collection: 'udise',
    op: 'update',
    run: save(data),
  })),
];

/** The shapes above as the model judges them: the rules and the model agree. */
export const UDISE_SHAPES = { valid: VALID, invalid: INVALID, schema: udiseSettingsInputSchema };
