import {
  collection,
  collectionGroup,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import type { TransferCertificateRecord } from '@village/model/certificates';
import {
  certificateCounterPath,
  certificateRegisterPath,
  COLLECTIONS,
  organizationPath,
  progressionsPath,
  studentYearsPath,
} from '@village/model/paths';
import { newStudent, studentChange, type Patch } from '../support/data';
import { uidFor, type CollectionName, type Op, type RuleCase } from '../support/cases';
import {
  MATRIX_ROLES,
  ORG_A,
  ORG_B,
  STUDENT_IN_B,
  STUDENT_WITH_ID,
  studentPath,
  type ActorName,
  type MatrixRole,
} from '../support/world';

// The year-end progression and the transfer certificates, beyond the student rules:
// students/{id}/years/{y} and progressions/{id} are read by staff and written by applyProgression
// only; private/certificates (the last TC number) by issueTransferCertificate only, and the
// register of TCs (certificates/{number}) read by staff and written by it only; end_users see
// none of it. A client may not set or change the student's progressedIn, transferCertificate or
// admissionNumberSharedWith (a repeated admission number's mark).

const GROUP = 'progression and certificates';
const YEAR = '2026';
const PROGRESSION = '2026_7th Standard_A';

const YEAR_RECORD = {
  orgId: ORG_A,
  year: '2026-27',
  startYear: 2026,
  educationLevel: '7th Standard',
  section: 'A',
  outcome: 'promoted',
  marks: null,
  daysAttended: null,
  nextLevel: '8th Standard',
  recordedBy: 'alice',
};
const PROGRESSION_DOC = {
  educationLevel: '7th Standard',
  section: 'A',
  startYear: 2026,
  year: '2026-27',
  counts: { promoted: 1 },
  applied: 1,
  closed: false,
};
const TC: TransferCertificateRecord = {
  leavingDate: '2027-03-31',
  reasonForLeaving: 'Family moved',
  conduct: 'Good',
  qualifiedForPromotion: 'yes',
  number: 1,
  issuedOn: '2027-03-31',
  issuedBy: 'alice',
  copies: 0,
};

const yearPath = `${studentYearsPath(ORG_A, STUDENT_WITH_ID)}/${YEAR}`;
const yearPathInB = `${studentYearsPath(ORG_B, STUDENT_IN_B)}/${YEAR}`;
const progressionPath = `${progressionsPath(ORG_A)}/${PROGRESSION}`;
const certificatesPath = certificateCounterPath(ORG_A);
const registerPath = `${certificateRegisterPath(ORG_A)}/1`;
const REGISTER_LINE = {
  number: 1,
  studentDocId: STUDENT_WITH_ID,
  studentName: 'Asha',
  issuedOn: '2027-03-31',
  copies: 0,
};

/** The four documents, as the functions leave them. */
async function seedProgression(admin: Firestore): Promise<void> {
  await Promise.all([
    setDoc(doc(admin, yearPath), YEAR_RECORD),
    setDoc(doc(admin, progressionPath), PROGRESSION_DOC),
    setDoc(doc(admin, certificatesPath), { last: 1 }),
    setDoc(doc(admin, registerPath), REGISTER_LINE),
  ]);
}

interface Target {
  collection: CollectionName;
  path: string;
  data: Record<string, unknown>;
  /** The roles that may read it (get and list); nobody writes it. */
  readers: readonly MatrixRole[];
  /** What the cases call it, when not its collection's name. */
  label?: string;
}

const TARGETS: readonly Target[] = [
  { collection: 'years', path: yearPath, data: YEAR_RECORD, readers: ['super_admin', 'org_user'] },
  {
    collection: 'progressions',
    path: progressionPath,
    data: PROGRESSION_DOC,
    readers: ['super_admin', 'org_user'],
  },
  { collection: 'certificates', path: certificatesPath, data: { last: 2 }, readers: [] },
  {
    collection: 'certificates',
    label: 'the register of TCs',
    path: registerPath,
    data: { ...REGISTER_LINE, copies: 1 },
    readers: ['super_admin', 'org_user'],
  },
];

function attempt(db: Firestore, target: Target, op: Op): Promise<unknown> {
  const ref = doc(db, target.path);
  switch (op) {
    case 'get':
      return getDoc(ref);
    case 'list':
      return getDocs(collection(db, target.path.slice(0, target.path.lastIndexOf('/'))));
    case 'create':
      return setDoc(doc(db, `${target.path}-new`), target.data);
    case 'update':
      return updateDoc(ref, target.data);
    case 'delete':
      return deleteDoc(ref);
  }
}

/** Every role x operation on each: staff read years, progressions and the register, no more. */
const MATRIX: RuleCase[] = TARGETS.flatMap((target) =>
  MATRIX_ROLES.flatMap((role) =>
    (['get', 'list', 'create', 'update', 'delete'] as const).map((op): RuleCase => ({
      group: GROUP,
      name: `${target.label ?? target.collection} (${op === 'create' ? 'a new one' : 'as the functions left it'})`,
      as: role,
      expect: (op === 'get' || op === 'list') && target.readers.includes(role) ? 'allow' : 'deny',
      collection: target.collection,
      op,
      setup: seedProgression,
      run: (db) => attempt(db, target, op),
    })),
  ),
);

/** A student written by a client with the functions-only fields: `patch` set as it says. */
function studentCase(
  name: string,
  expect: 'allow' | 'deny',
  op: 'create' | 'update',
  patch: (uid: string) => Patch,
  { as = 'org_user', stored = {} }: { as?: ActorName; stored?: Patch } = {},
): RuleCase {
  return {
    group: GROUP,
    name,
    as,
    expect,
    collection: 'students',
    op,
    setup: async (admin) => {
      if (Object.keys(stored).length > 0)
        await updateDoc(doc(admin, studentPath(ORG_A, STUDENT_WITH_ID)), { ...stored });
    },
    run: (db, me) =>
      op === 'create'
        ? setDoc(
            doc(db, studentPath(ORG_A, 'new-student-progressed')),
            newStudent(uidFor(me), patch(uidFor(me))),
          )
        : updateDoc(doc(db, studentPath(ORG_A, STUDENT_WITH_ID)), { ...patch(uidFor(me)) }),
  };
}

const PROGRESSED = { progressedIn: 2026, transferCertificate: TC, status: 'left' };
const SHARED = { admissionNumberSharedWith: [{ id: 'other', name: 'Other', studentId: null }] };

const STUDENT_FIELDS: RuleCase[] = [
  studentCase('a new student with progressedIn', 'deny', 'create', () => ({ progressedIn: 2026 })),
  studentCase('a new student with a transferCertificate', 'deny', 'create', () => ({
    transferCertificate: TC,
  })),
  studentCase(
    'a new student with a TC, by a super_admin',
    'deny',
    'create',
    () => ({ transferCertificate: TC, status: 'left' }),
    { as: 'super_admin' },
  ),
  studentCase('a new student with status left', 'allow', 'create', () => ({ status: 'left' })),
  studentCase('progressedIn set by a client', 'deny', 'update', (uid) =>
    studentChange(uid, { progressedIn: 2026 }),
  ),
  studentCase('a transferCertificate set by a client', 'deny', 'update', (uid) =>
    studentChange(uid, { transferCertificate: TC, status: 'left' }),
  ),
  studentCase(
    "a TC's number changed by a client",
    'deny',
    'update',
    (uid) => studentChange(uid, { 'transferCertificate.number': 7 }),
    { stored: PROGRESSED },
  ),
  studentCase(
    "a TC's copies counted by a client",
    'deny',
    'update',
    (uid) => studentChange(uid, { 'transferCertificate.copies': 1 }),
    { stored: PROGRESSED, as: 'super_admin' },
  ),
  studentCase(
    'progressedIn changed by a client',
    'deny',
    'update',
    (uid) => studentChange(uid, { progressedIn: 2025 }),
    { stored: PROGRESSED },
  ),
  studentCase(
    'progressedIn removed by a client',
    'deny',
    'update',
    (uid) => studentChange(uid, { progressedIn: deleteField() }),
    { stored: PROGRESSED },
  ),
  studentCase(
    'the TC removed by a client',
    'deny',
    'update',
    (uid) => studentChange(uid, { transferCertificate: deleteField() }),
    { stored: PROGRESSED },
  ),
  // A repeated admission number's mark is the functions' alone; an edit keeps it as stored.
  studentCase('a new student marked as sharing its number', 'deny', 'create', () => SHARED),
  studentCase('a mark of a shared number set by a client', 'deny', 'update', (uid) =>
    studentChange(uid, SHARED),
  ),
  studentCase(
    'a mark of a shared number removed by a client',
    'deny',
    'update',
    (uid) => studentChange(uid, { admissionNumberSharedWith: deleteField() }),
    { stored: SHARED, as: 'super_admin' },
  ),
  studentCase(
    'an edit of a student whose number is shared',
    'allow',
    'update',
    (uid) => studentChange(uid, { parentOccupation: 'Teacher' }),
    { stored: SHARED },
  ),
  // An edit of a progressed student keeps the functions' fields as they are stored.
  studentCase(
    'an edit of a student who progressed and has a TC',
    'allow',
    'update',
    (uid) => studentChange(uid, { parentOccupation: 'Teacher' }),
    { stored: PROGRESSED },
  ),
  studentCase(
    'a student who left taken back on the roll',
    'allow',
    'update',
    (uid) => studentChange(uid, { status: 'active' }),
    { stored: PROGRESSED },
  ),
];

/** End_users read none of it; an outsider nothing of the organization's private documents. */
const OTHER: RuleCase[] = [
  {
    group: GROUP,
    name: "the organization's private documents listed",
    as: 'super_admin',
    expect: 'deny',
    collection: 'certificates',
    op: 'list',
    setup: seedProgression,
    run: (db) => getDocs(collection(db, `${organizationPath(ORG_A)}/private`)),
  },
  {
    group: GROUP,
    name: "the register's line read after its student is deleted",
    as: 'super_admin',
    expect: 'allow',
    collection: 'certificates',
    op: 'get',
    setup: seedProgression,
    run: async (db) => {
      await deleteDoc(doc(db, studentPath(ORG_A, STUDENT_WITH_ID)));
      const line = await getDoc(doc(db, registerPath));
      if (line.get('number') !== 1) throw new Error('the register lost the line');
    },
  },
];

/** A year's records of every student of an organization, as the UDISE+ return lists them. */
function yearsListed(
  name: string,
  as: ActorName,
  expect: 'allow' | 'deny',
  orgId: string | null,
): RuleCase {
  return {
    group: GROUP,
    name,
    as,
    expect,
    collection: 'years',
    op: 'list',
    setup: async (admin) => {
      await seedProgression(admin);
      await setDoc(doc(admin, yearPathInB), { ...YEAR_RECORD, orgId: ORG_B });
    },
    run: async (db) => {
      const years = collectionGroup(db, COLLECTIONS.years);
      const listed = await getDocs(
        orgId === null
          ? query(years, where('startYear', '==', 2026))
          : query(
              years,
              where('orgId', '==', orgId),
              where('startYear', '==', 2026),
              where('nextLevel', 'in', ['8th Standard']),
            ),
      );
      // Allowed, the query answers with the organization's records and no other's.
      if (listed.empty) throw new Error('the organization’s year record was not listed');
      if (listed.docs.some((record) => !record.ref.path.startsWith(organizationPath(orgId ?? ''))))
        throw new Error('another organization’s year record was listed');
    },
  };
}

/**
 * The collection-group read of the UDISE+ return: staff list their organization's records of a
 * year by its orgId; end_users, outsiders, another organization's staff and a query that does
 * not name the organization are refused.
 */
const YEARS_LISTED: RuleCase[] = [
  yearsListed("an organization's year records, by its super_admin", 'super_admin', 'allow', ORG_A),
  yearsListed("an organization's year records, by its org_user", 'org_user', 'allow', ORG_A),
  yearsListed("an organization's year records, by its end_user", 'end_user', 'deny', ORG_A),
  yearsListed("an organization's year records, by an outsider", 'outsider', 'deny', ORG_A),
  yearsListed("an organization's year records, signed out", 'anonymous', 'deny', ORG_A),
  yearsListed("another organization's year records, by staff", 'org_user', 'deny', ORG_B),
  yearsListed("an organization's year records, by another's super_admin", 'bob', 'deny', ORG_A),
  yearsListed('every organization’s year records, not naming one', 'super_admin', 'deny', null),
  {
    group: GROUP,
    name: "a student's years listed by an end_user, naming the organization",
    as: 'end_user',
    expect: 'deny',
    collection: 'years',
    op: 'list',
    setup: seedProgression,
    run: (db) =>
      getDocs(
        query(
          collection(db, studentYearsPath(ORG_A, STUDENT_WITH_ID)),
          where('orgId', '==', ORG_A),
        ),
      ),
  },
];

export const PROGRESSION_CASES: RuleCase[] = [
  ...MATRIX,
  ...STUDENT_FIELDS,
  ...OTHER,
  ...YEARS_LISTED,
];
