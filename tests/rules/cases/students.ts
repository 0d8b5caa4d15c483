import {
  collection,
  collectionGroup,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  GeoPoint,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { GENDERS } from '@village/model/filters';
import { CATEGORIES, categoryForLevel, EDUCATION_LEVELS } from '@village/model/levels';
import { LIMITS } from '@village/model/limits';
import {
  COLLECTIONS,
  directoryPath,
  directoryShardsPath,
  organizationPath,
} from '@village/model/paths';
import { todayIso } from '@village/model/dates';
import { STUDENT_STATUSES, storedStudentSchema } from '@village/model/student';
import { newStudent, OMIT, studentChange, type Patch } from '../support/data';
import { uidFor, type Expectation, type RuleCase } from '../support/cases';
import {
  ORG_A,
  ORG_B,
  STUDENT_IN_B,
  STUDENT_WITH_ID,
  STUDENT_WITHOUT_ID,
  DAY_MS,
  directoryShardPath,
  GROWN_SHARDS,
  studentPath,
  type ActorName,
} from '../support/world';

const x = (length: number) => 'x'.repeat(length);

/** Today in India and the days either side of it ("YYYY-MM-DD"), as the model counts them. */
const indianDay = (offsetDays: number) => todayIso(new Date(Date.now() + offsetDays * DAY_MS));

/** One field of a new student set to one value, and whether the rules should accept it. */
export interface StudentFieldCase {
  field: string;
  value: unknown;
  expect: Expectation;
  /**
   * False where the rules are deliberately stricter than storedStudentSchema; 'input' where only
   * the form's schema (studentInputSchema) carries the check, e.g. no date of birth in the future.
   */
  modelAgrees?: boolean | 'input';
}

const bounded = (field: string, max: number): StudentFieldCase[] => [
  { field, value: x(max), expect: 'allow' },
  { field, value: x(max + 1), expect: 'deny' },
  { field, value: null, expect: 'deny' },
  { field, value: 7, expect: 'deny' },
];

/** Values of the fields storedStudentSchema describes, each checked against the model too. */
export const STUDENT_FIELD_CASES: StudentFieldCase[] = [
  ...bounded('name', LIMITS.personName),
  { field: 'name', value: '', expect: 'deny' },
  // The form trims, so a blank name never comes from the app; the stored schema alone allows it.
  { field: 'name', value: '   ', expect: 'deny', modelAgrees: false },
  ...bounded('school', LIMITS.school),
  { field: 'school', value: '', expect: 'deny' },
  { field: 'school', value: ' ', expect: 'deny', modelAgrees: false },
  ...bounded('course', LIMITS.course),
  { field: 'course', value: '', expect: 'allow' },
  ...bounded('address', LIMITS.address),
  { field: 'address', value: '', expect: 'allow' },
  ...bounded('parentName', LIMITS.personName),
  ...bounded('parentOccupation', LIMITS.occupation),
  ...GENDERS.map((gender): StudentFieldCase => ({
    field: 'gender',
    value: gender,
    expect: 'allow',
  })),
  { field: 'gender', value: null, expect: 'allow' },
  { field: 'gender', value: 'unknown', expect: 'deny' },
  { field: 'gender', value: 'Male', expect: 'deny' },
  ...STUDENT_STATUSES.map((status): StudentFieldCase => ({
    field: 'status',
    value: status,
    expect: 'allow',
  })),
  { field: 'status', value: 'expelled', expect: 'deny' },
  { field: 'status', value: null, expect: 'deny' },
  { field: 'parentContact', value: '', expect: 'allow' },
  { field: 'parentContact', value: '+919876543210', expect: 'allow' },
  { field: 'parentContact', value: '+916000000000', expect: 'allow' },
  { field: 'parentContact', value: '9876543210', expect: 'deny' },
  { field: 'parentContact', value: '+915876543210', expect: 'deny' },
  { field: 'parentContact', value: '+91987654321', expect: 'deny' },
  { field: 'parentContact', value: '+9198765432101', expect: 'deny' },
  { field: 'parentContact', value: '+91 98765 43210', expect: 'deny' },
  { field: 'parentContact', value: null, expect: 'deny' },
  { field: 'dateOfBirth', value: null, expect: 'allow' },
  { field: 'dateOfBirth', value: '2016-02-29', expect: 'allow' },
  { field: 'dateOfBirth', value: '2015-13-01', expect: 'deny' },
  { field: 'dateOfBirth', value: '2015-00-10', expect: 'deny' },
  { field: 'dateOfBirth', value: '2015-01-32', expect: 'deny' },
  { field: 'dateOfBirth', value: '15-01-01', expect: 'deny' },
  { field: 'dateOfBirth', value: '2015-1-1', expect: 'deny' },
  { field: 'dateOfBirth', value: '2015-01-01T00:00', expect: 'deny' },
  // Real calendar dates only: the days of each month, February's 29th in leap years, from 1900.
  { field: 'dateOfBirth', value: '2023-02-31', expect: 'deny' },
  { field: 'dateOfBirth', value: '2023-02-29', expect: 'deny' },
  { field: 'dateOfBirth', value: '2024-02-29', expect: 'allow' },
  { field: 'dateOfBirth', value: '2000-02-29', expect: 'allow' },
  { field: 'dateOfBirth', value: '1900-02-29', expect: 'deny' },
  { field: 'dateOfBirth', value: '2023-04-31', expect: 'deny' },
  { field: 'dateOfBirth', value: '2023-04-30', expect: 'allow' },
  { field: 'dateOfBirth', value: '2023-09-09', expect: 'allow' },
  { field: 'dateOfBirth', value: '2023-12-31', expect: 'allow' },
  { field: 'dateOfBirth', value: '1899-12-31', expect: 'deny' },
  { field: 'dateOfBirth', value: '1900-01-01', expect: 'allow' },
  // Not after today in India (UTC + 05:30); the stored schema does not know the date.
  { field: 'dateOfBirth', value: indianDay(0), expect: 'allow' },
  { field: 'dateOfBirth', value: indianDay(1), expect: 'deny', modelAgrees: 'input' },
  { field: 'dateOfBirth', value: '2999-01-01', expect: 'deny', modelAgrees: 'input' },
  { field: 'dateOfBirth', value: 20150101, expect: 'deny' },
  { field: 'enrollmentDate', value: null, expect: 'allow' },
  { field: 'enrollmentDate', value: '2024-06-01', expect: 'allow' },
  { field: 'enrollmentDate', value: 'yesterday', expect: 'deny' },
  { field: 'enrollmentDate', value: '2023-02-31', expect: 'deny' },
  { field: 'enrollmentDate', value: '2023-02-29', expect: 'deny' },
  { field: 'enrollmentDate', value: '2024-02-29', expect: 'allow' },
  { field: 'enrollmentDate', value: '1899-12-31', expect: 'deny' },
  // An enrolment may be planned: only the date of birth may not be in the future.
  { field: 'enrollmentDate', value: indianDay(30), expect: 'allow' },
  { field: 'educationLevel', value: '13th Standard', expect: 'deny' },
  { field: 'educationLevel', value: null, expect: 'deny' },
  { field: 'category', value: 'tertiary', expect: 'deny' },
  // Added later: optional (older documents lack them), text within their limits.
  ...bounded('section', LIMITS.section),
  { field: 'section', value: '', expect: 'allow' },
  // The admission number as the model stores it (admissionNumberKey): upper case, no spaces.
  { field: 'admissionNumber', value: 'X'.repeat(LIMITS.admissionNumber), expect: 'allow' },
  { field: 'admissionNumber', value: 'X'.repeat(LIMITS.admissionNumber + 1), expect: 'deny' },
  { field: 'admissionNumber', value: '', expect: 'allow' },
  { field: 'admissionNumber', value: 'ADM-2019/12.A', expect: 'allow' },
  { field: 'admissionNumber', value: 'adm12', expect: 'deny' },
  { field: 'admissionNumber', value: 'ADM 12', expect: 'deny' },
  { field: 'admissionNumber', value: 'ADM#12', expect: 'deny' },
  { field: 'admissionNumber', value: null, expect: 'deny' },
  { field: 'admissionNumber', value: 1234, expect: 'deny' },
];

/** The keys storedStudentSchema requires (studentId is optional: a function assigns it). */
export const REQUIRED_STUDENT_KEYS = Object.entries(storedStudentSchema.shape)
  .filter(([, schema]) => !schema.safeParse(undefined).success)
  .map(([key]) => key);

const NEW_ID = 'new-student';

function createCase(
  name: string,
  expect: Expectation,
  patch: Patch,
  as: ActorName = 'org_user',
  group = 'student data',
): RuleCase {
  return {
    group,
    name,
    as,
    expect,
    collection: 'students',
    op: 'create',
    run: (db, me) => setDoc(doc(db, studentPath(ORG_A, NEW_ID)), newStudent(uidFor(me), patch)),
  };
}

function updateCase(
  name: string,
  expect: Expectation,
  patch: (uid: string) => Patch,
  id = STUDENT_WITH_ID,
  as: ActorName = 'org_user',
): RuleCase {
  return {
    group: 'student data',
    name,
    as,
    expect,
    collection: 'students',
    op: 'update',
    run: (db, me) => updateDoc(doc(db, studentPath(ORG_A, id)), { ...patch(uidFor(me)) }),
  };
}

const display = (value: unknown) => {
  const text = typeof value === 'string' ? `'${value}'` : JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 24)}… (${String(text.length)} chars)` : text;
};

const past = () => Timestamp.fromMillis(Date.now() - 60_000);

export const STUDENT_CASES: RuleCase[] = [
  // Every field value, one at a time.
  ...STUDENT_FIELD_CASES.map(({ field, value, expect }) =>
    createCase(`${field} = ${display(value)}`, expect, { [field]: value }),
  ),

  // Every required key, left out one at a time; unknown keys refused.
  ...REQUIRED_STUDENT_KEYS.map((key) =>
    createCase(`without required ${key}`, 'deny', { [key]: OMIT }),
  ),
  createCase('without createdAt', 'deny', { createdAt: OMIT }),
  createCase('without updatedAt', 'deny', { updatedAt: OMIT }),
  createCase('with an unknown field (age)', 'deny', { age: 9 }),
  createCase('with a functions field (studentCount)', 'deny', { studentCount: 1 }),
  createCase('with search tokens (no longer stored)', 'deny', { searchTokens: ['aarav'] }),
  createCase('with a studentId (assigned by a function)', 'deny', { studentId: 'ALP-9999' }),
  createCase('with studentId null', 'deny', { studentId: null }),
  // Ids "import-…" belong to the spreadsheet import (functions only), which counts their create.
  {
    group: 'escalation',
    name: 'staff create a student under an import id (would escape the counters)',
    as: 'super_admin',
    expect: 'deny',
    collection: 'students',
    op: 'create',
    run: (db, me) =>
      setDoc(doc(db, studentPath(ORG_A, 'import-abcdef12-2')), newStudent(uidFor(me), {})),
  },

  // location: a GeoPoint, null, or left out.
  createCase('location null', 'allow', { location: null }),
  createCase('without location', 'allow', { location: OMIT }),
  // section and admissionNumber: optional, as older documents lack them.
  createCase('without section and admissionNumber', 'allow', {
    section: OMIT,
    admissionNumber: OMIT,
  }),
  createCase('location as a {lat, lng} map', 'deny', { location: { lat: 28.6, lng: 77.2 } }),
  createCase('location as text', 'deny', { location: 'Narela' }),

  // Timestamps and authorship.
  createCase('createdAt not the server time', 'deny', { createdAt: past() }),
  createCase('updatedAt not the server time', 'deny', { updatedAt: past() }),
  createCase('createdBy someone else', 'deny', { createdBy: 'alice' }),
  createCase('updatedBy someone else', 'deny', { updatedBy: 'alice' }),
  createCase('by super_admin', 'allow', {}, 'super_admin'),

  // Updates: immutable fields, stamps, validation of the merged document.
  updateCase('name', 'allow', (uid) => studentChange(uid, { name: 'Aarav Kumar Sharma' })),
  updateCase('date of birth to an unreal date', 'deny', (uid) =>
    studentChange(uid, { dateOfBirth: '2015-02-30' }),
  ),
  updateCase('date of birth to tomorrow in India', 'deny', (uid) =>
    studentChange(uid, { dateOfBirth: indianDay(1) }),
  ),
  updateCase('level with its category', 'allow', (uid) =>
    studentChange(uid, { educationLevel: '8th Standard', category: 'secondary' }),
  ),
  updateCase('level without its category', 'deny', (uid) =>
    studentChange(uid, { educationLevel: '8th Standard' }),
  ),
  updateCase(
    'a student before its studentId is assigned',
    'allow',
    (uid) => studentChange(uid, { parentOccupation: 'Teacher' }),
    STUDENT_WITHOUT_ID,
  ),
  // Partial edits, as the edit form writes them (only the changed fields, the derived category
  // with its level, and the stamps): the rules judge the document the update leaves.
  updateCase('partial edit: one field and the stamps', 'allow', (uid) =>
    studentChange(uid, { parentOccupation: 'Teacher' }),
  ),
  updateCase('partial edit: section and admission number', 'allow', (uid) =>
    studentChange(uid, { section: 'B', admissionNumber: 'ADM2019/12' }),
  ),
  updateCase('admission number not in its stored form', 'deny', (uid) =>
    studentChange(uid, { admissionNumber: 'adm 2019/12' }),
  ),
  updateCase('section too long', 'deny', (uid) =>
    studentChange(uid, { section: x(LIMITS.section + 1) }),
  ),
  updateCase('admission number as a number', 'deny', (uid) =>
    studentChange(uid, { admissionNumber: 201912 }),
  ),
  updateCase('partial edit: location to a GeoPoint', 'allow', (uid) =>
    studentChange(uid, { location: new GeoPoint(28.7, 77.1) }),
  ),
  updateCase('partial edit: location cleared', 'allow', (uid) =>
    studentChange(uid, { location: null, dateOfBirth: null, gender: null }),
  ),
  updateCase('partial edit: location as a {lat, lng} map', 'deny', (uid) =>
    studentChange(uid, { location: { lat: 28.7, lng: 77.1 } }),
  ),
  updateCase('partial edit: a blank school', 'deny', (uid) => studentChange(uid, { school: ' ' })),
  updateCase('partial edit: an unformatted phone beside a valid field', 'deny', (uid) =>
    studentChange(uid, { parentName: 'Sunita Devi', parentContact: '98765 43210' }),
  ),
  updateCase('partial edit: category alone, not the stored level', 'deny', (uid) =>
    studentChange(uid, { category: 'higher' }),
  ),
  updateCase('partial edit: a status that does not exist', 'deny', (uid) =>
    studentChange(uid, { status: 'expelled' }),
  ),
  updateCase('createdAt', 'deny', (uid) => studentChange(uid, { createdAt: serverTimestamp() })),
  updateCase('createdBy', 'deny', (uid) => studentChange(uid, { createdBy: 'alice' })),
  updateCase('studentId', 'deny', (uid) => studentChange(uid, { studentId: 'ALP-0002' })),
  updateCase('studentId removed', 'deny', (uid) =>
    studentChange(uid, { studentId: deleteField() }),
  ),
  updateCase(
    'studentId set by a client',
    'deny',
    (uid) => studentChange(uid, { studentId: 'ALP-0002' }),
    STUDENT_WITHOUT_ID,
  ),
  updateCase('without updatedAt/updatedBy', 'deny', () => ({ status: 'graduated' })),
  updateCase('updatedAt not the server time', 'deny', (uid) =>
    studentChange(uid, { updatedAt: past() }),
  ),
  updateCase('updatedBy someone else', 'deny', (uid) =>
    studentChange(uid, { updatedBy: `${uid}-not` }),
  ),
  updateCase('an unknown field', 'deny', (uid) => studentChange(uid, { notes: 'hello' })),
  updateCase('name too long', 'deny', (uid) =>
    studentChange(uid, { name: x(LIMITS.personName + 1) }),
  ),
  updateCase('parentContact unformatted', 'deny', (uid) =>
    studentChange(uid, { parentContact: '98765 43210' }),
  ),
  updateCase('required name removed', 'deny', (uid) => studentChange(uid, { name: deleteField() })),
  updateCase(
    'by super_admin',
    'allow',
    (uid) => studentChange(uid, { address: 'New address' }),
    STUDENT_WITH_ID,
    'super_admin',
  ),
  updateCase(
    'by end_user, even valid',
    'deny',
    (uid) => studentChange(uid, { address: 'New address' }),
    STUDENT_WITH_ID,
    'end_user',
  ),
];

/** Each of the 26 levels with its own category, and with each of the other two. */
export const LEVEL_CASES: RuleCase[] = EDUCATION_LEVELS.flatMap((level) =>
  CATEGORIES.map((category) =>
    createCase(
      `${level} as ${category}`,
      categoryForLevel(level) === category ? 'allow' : 'deny',
      { educationLevel: level, category },
      'org_user',
      'level and category',
    ),
  ),
);

const studentsOf = (orgId: string) => `${organizationPath(orgId)}/${COLLECTIONS.students}`;

/** No student data reaches an end_user or an outsider, by document or by any query. */
export const PRIVACY_CASES: RuleCase[] = [
  ...(['end_user', 'outsider', 'anonymous'] as const).flatMap((as): RuleCase[] => [
    {
      group: 'student privacy',
      name: 'query by category, ordered by name',
      as,
      expect: 'deny',
      collection: 'students',
      op: 'list',
      run: (db) =>
        getDocs(
          query(
            collection(db, studentsOf(ORG_A)),
            where('category', '==', 'primary'),
            orderBy('name'),
          ),
        ),
    },
    {
      group: 'student privacy',
      name: 'query by category, limit 1',
      as,
      expect: 'deny',
      collection: 'students',
      op: 'list',
      run: (db) =>
        getDocs(
          query(collection(db, studentsOf(ORG_A)), where('category', '==', 'primary'), limit(1)),
        ),
    },
    {
      group: 'student privacy',
      name: 'the most recently updated students (the app query)',
      as,
      expect: 'deny',
      collection: 'students',
      op: 'list',
      run: (db) =>
        getDocs(query(collection(db, studentsOf(ORG_A)), orderBy('updatedAt', 'desc'), limit(20))),
    },
    {
      group: 'student privacy',
      name: 'the directory index',
      as,
      expect: 'deny',
      collection: 'directory',
      op: 'list',
      run: (db) => getDocs(collection(db, directoryPath(ORG_A))),
    },
    {
      group: 'student privacy',
      name: 'the grown directory index',
      as,
      expect: 'deny',
      collection: 'directory',
      op: 'list',
      run: (db) => getDocs(collection(db, directoryShardsPath(ORG_A, GROWN_SHARDS))),
    },
  ]),
  {
    group: 'student privacy',
    name: 'staff run the app query: the most recently updated students',
    as: 'org_user',
    expect: 'allow',
    collection: 'students',
    op: 'list',
    run: (db) =>
      getDocs(query(collection(db, studentsOf(ORG_A)), orderBy('updatedAt', 'desc'), limit(20))),
  },
  {
    group: 'student privacy',
    name: 'collection group query over every directory',
    as: 'super_admin',
    expect: 'deny',
    collection: 'directory',
    op: 'list',
    run: (db) => getDocs(query(collectionGroup(db, COLLECTIONS.directory), limit(5))),
  },
  {
    group: 'student privacy',
    name: 'collection group query over every organization',
    as: 'super_admin',
    expect: 'deny',
    collection: 'students',
    op: 'list',
    run: (db) => getDocs(query(collectionGroup(db, COLLECTIONS.students), limit(5))),
  },
  {
    group: 'cross organization',
    name: "another organization's students (staff of ORG_A)",
    as: 'super_admin',
    expect: 'deny',
    collection: 'students',
    op: 'list',
    run: (db) => getDocs(collection(db, studentsOf(ORG_B))),
  },
  {
    group: 'cross organization',
    name: "another organization's student document",
    as: 'org_user',
    expect: 'deny',
    collection: 'students',
    op: 'get',
    run: (db) => getDoc(doc(db, studentPath(ORG_B, STUDENT_IN_B))),
  },
  {
    group: 'cross organization',
    name: "another organization's directory shard",
    as: 'org_user',
    expect: 'deny',
    collection: 'directory',
    op: 'get',
    run: (db) => getDoc(doc(db, directoryShardPath(ORG_B, STUDENT_IN_B))),
  },
  {
    group: 'cross organization',
    name: "another organization's directory (staff of ORG_A)",
    as: 'super_admin',
    expect: 'deny',
    collection: 'directory',
    op: 'list',
    run: (db) => getDocs(collection(db, directoryPath(ORG_B))),
  },
  {
    group: 'cross organization',
    name: "another organization's grown directory (staff of ORG_A)",
    as: 'super_admin',
    expect: 'deny',
    collection: 'directory',
    op: 'list',
    run: (db) => getDocs(collection(db, directoryShardsPath(ORG_B, GROWN_SHARDS))),
  },
  {
    group: 'student privacy',
    name: 'collection group query over every grown directory',
    as: 'super_admin',
    expect: 'deny',
    collection: 'directory',
    op: 'list',
    run: (db) => getDocs(query(collectionGroup(db, COLLECTIONS.shards), limit(5))),
  },
  {
    group: 'cross organization',
    name: 'create a student in another organization',
    as: 'super_admin',
    expect: 'deny',
    collection: 'students',
    op: 'create',
    run: (db, me) => setDoc(doc(db, studentPath(ORG_B, NEW_ID)), newStudent(uidFor(me))),
  },
  {
    group: 'cross organization',
    name: 'delete a student of another organization',
    as: 'super_admin',
    expect: 'deny',
    collection: 'students',
    op: 'delete',
    run: (db) => deleteDoc(doc(db, studentPath(ORG_B, STUDENT_IN_B))),
  },
  {
    group: 'cross organization',
    name: 'super_admin of ORG_B deletes a student of its own organization',
    as: 'bob',
    expect: 'allow',
    collection: 'students',
    op: 'delete',
    rows: ['delete students'],
    run: (db) => deleteDoc(doc(db, studentPath(ORG_B, STUDENT_IN_B))),
  },
];
