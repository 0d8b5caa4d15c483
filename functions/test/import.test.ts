// The importStudents callable over HTTP, as the web's import page calls it, against the emulators:
// batches that write the students, number them, count them and list them at once; one "N students
// imported" activity instead of one per student; batches sent again (a dropped connection) that
// create nothing twice; refusals that write nothing; and an imported student's later edits and
// deletion counted by the student trigger as any other's.
//
// The expected counters are recounted here from the student documents, independently of the
// functions' arithmetic.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { ImportStudentsInput, ImportStudentsResult } from '@village/model/callables';
import { unpackDirectoryEntry } from '@village/model/directory';
import { categoryForLevel, type EducationLevel } from '@village/model/levels';
import {
  activitiesPath,
  directoryPath,
  organizationPath,
  studentsPath,
} from '@village/model/paths';
import {
  addMember,
  call,
  createUser,
  db,
  eventually,
  staffedOrganization,
  studentEventsSettled,
  uniqueId,
  uniqueOrgId,
  type TestUser,
} from './emulator';
import { expectedCounters, storedCounters, studentsOf } from './counter-truth';
import { reconcileCounters } from '../src/reconcile';
import { RECONCILE_HOLDER } from '../src/counter-fold';

type ImportRow = ImportStudentsInput['rows'][number];

const LEVELS: readonly EducationLevel[] = [
  '1st Standard',
  '4th Standard',
  '7th Standard',
  '10th Standard',
  '12th Standard',
  'B.Sc',
  'MBA',
];
const SCHOOLS = [
  'Govt. Primary School, Jaunti',
  'Sarvodaya Vidyalaya, Bawana',
  ' sarvodaya  vidyalaya, BAWANA', // the same school, spelled differently
  'Delhi Rural University',
];

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** One spreadsheet row, as the web sends it after checking it (row 1 is the header). */
function rowOf(row: number, overrides: Partial<ImportRow['student']> = {}): ImportRow {
  return {
    row,
    student: {
      name: `Imported Student ${row}`,
      dateOfBirth: `201${row % 10}-0${1 + (row % 9)}-1${row % 10}`,
      gender: row % 2 === 0 ? 'female' : 'male',
      educationLevel: LEVELS[row % LEVELS.length] as EducationLevel,
      course: '',
      school: SCHOOLS[row % SCHOOLS.length] as string,
      address: `House ${row}, Bawana`,
      location: row % 3 === 0 ? { lat: 28.79, lng: 77.04 } : null,
      parentName: `Parent ${row}`,
      parentContact: '98765 43210',
      parentOccupation: 'Farmer',
      enrollmentDate: '2024-04-01',
      status: row % 9 === 0 ? 'graduated' : 'active',
      ...overrides,
    },
  };
}

/** Rows `from` to `to` of a file. */
const rowsOf = (from: number, to: number) => range(from, to).map((row) => rowOf(row));

/** A student staff added through the app (counted and numbered by the student trigger). */
function addedStudent(index: number, uid: string): DocumentData {
  const level = LEVELS[index % LEVELS.length] as EducationLevel;
  const now = new Date();
  return {
    name: `Added Student ${index}`,
    dateOfBirth: null,
    gender: null,
    educationLevel: level,
    course: '',
    category: categoryForLevel(level),
    school: SCHOOLS[index % SCHOOLS.length],
    address: '',
    location: null,
    parentName: '',
    parentContact: '',
    parentOccupation: '',
    enrollmentDate: null,
    status: 'active',
    createdAt: now,
    createdBy: uid,
    updatedAt: now,
    updatedBy: uid,
  };
}

/** The counters equal a recount of the student documents as they are now (counter-truth.ts). */
async function expectExactCounters(orgId: string): Promise<void> {
  const students = (await studentsOf(orgId)).map((doc) => doc.data());
  expect(await storedCounters(orgId)).toEqual(expectedCounters(students));
}

/** Every student counted once: on the roll, or as graduated or left. */
async function countedStudents(orgId: string): Promise<number> {
  const org = await db.doc(organizationPath(orgId)).get();
  return ['studentCount', 'graduatedCount', 'leftCount']
    .map((field) => org.get(field) as number)
    .reduce((sum, count) => sum + count, 0);
}

/** Waits until the trigger has recorded `events` student events and folded them all. */
async function settled(orgId: string, events: number): Promise<void> {
  expect(await studentEventsSettled(orgId, events)).toEqual({ recorded: events, pending: 0 });
}

function importStudents(orgId: string, importId: string, rows: ImportRow[], user?: TestUser) {
  return call<ImportStudentsResult>('importStudents', { orgId, importId, rows }, user);
}

/** An organization with a super_admin and an org_user (staff both), and a fresh import id. */
async function organization(name: string) {
  return {
    ...(await staffedOrganization('import', name)),
    importId: uniqueId('imp').replace(/-/g, '_'),
  };
}

const importedDocId = (importId: string, row: number) => `import-${importId}-${row}`;

async function importedStudents(orgId: string, importId: string) {
  const docs = (await db.collection(studentsPath(orgId)).get()).docs;
  return docs.filter((doc) => doc.id.startsWith(`import-${importId}-`));
}

/** Every directory line of the organization, by student document id. */
async function directoryLines(orgId: string): Promise<Record<string, string>> {
  const shards = await db.collection(directoryPath(orgId)).get();
  return Object.assign({}, ...shards.docs.map((doc) => doc.get('entries') ?? {})) as Record<
    string,
    string
  >;
}

describe('importStudents (functions emulator)', () => {
  it('writes batches with studentIds, exact counters, directory lines and one activity', async () => {
    const { orgId, staff, importId } = await organization('Import Valley School');
    // Three students added through the app first: the import counts on top of them.
    const students = db.collection(studentsPath(orgId));
    await Promise.all(
      [1, 2, 3].map((i) => students.doc(`added-${i}`).create(addedStudent(i, staff.uid))),
    );
    await settled(orgId, 3);

    // Two batches of one import, as the page sends them: counted by the time each call returns.
    const first = await importStudents(orgId, importId, rowsOf(2, 41), staff);
    expect(first).toEqual({ result: { created: 40, alreadyImported: 0, importedSoFar: 40 } });
    await expectExactCounters(orgId);
    const second = await importStudents(orgId, importId, rowsOf(42, 81), staff);
    expect(second).toEqual({ result: { created: 40, alreadyImported: 0, importedSoFar: 80 } });
    await expectExactCounters(orgId);
    expect(await countedStudents(orgId)).toBe(83);

    // One document per row, at import-{importId}-{row}, as the row said, numbered after the
    // students already there, no number twice.
    const imported = await importedStudents(orgId, importId);
    expect(imported.map((doc) => doc.id).sort()).toEqual(
      range(2, 81)
        .map((row) => importedDocId(importId, row))
        .sort(),
    );
    for (const doc of imported) {
      const row = Number(doc.id.slice(doc.id.lastIndexOf('-') + 1));
      const { student } = rowOf(row);
      expect(doc.data()).toMatchObject({
        name: student.name,
        educationLevel: student.educationLevel,
        category: categoryForLevel(student.educationLevel as EducationLevel),
        school: student.school.trim(), // the schema trims text
        parentContact: '+919876543210',
        status: student.status,
        createdBy: staff.uid,
        updatedBy: staff.uid,
      });
    }
    const all = (await students.get()).docs;
    const studentIds = all.map((doc) => doc.get('studentId') as unknown);
    expect(studentIds.filter((id) => !/^IVS-\d{4}$/.test(String(id)))).toEqual([]);
    expect(new Set(studentIds).size).toBe(83);
    expect(
      imported.map((doc) => doc.get('studentId') as string).filter((id) => id <= 'IVS-0003'),
    ).toEqual([]);

    // Listed in the directory by the same transaction.
    const lines = await directoryLines(orgId);
    for (const doc of imported) {
      expect(lines[doc.id], doc.id).toBeDefined();
      expect(unpackDirectoryEntry(doc.id, lines[doc.id]!)).toMatchObject({
        name: doc.get('name'),
        studentId: doc.get('studentId'),
        educationLevel: doc.get('educationLevel'),
        school: doc.get('school'),
      });
    }

    // One activity for the whole import.
    const feed = db.collection(activitiesPath(orgId));
    expect((await feed.doc(`import-${importId}`).get()).data()).toMatchObject({
      type: 'import',
      action: 'Students imported',
      student: '80 students imported',
      studentRef: '',
      count: 80,
      by: staff.uid,
      byName: staff.name,
    });

    // The student trigger runs for every imported student too, and must neither count them
    // again nor add an activity per student. A student added after the import is queued behind
    // their events: once it is counted and numbered, they have run.
    await students.doc('added-after').create(addedStudent(4, staff.uid));
    await settled(orgId, 4);
    const numbered = await eventually(
      async () => (await students.doc('added-after').get()).get('studentId') as unknown,
      (id) => typeof id === 'string',
    );
    expect(numbered).toMatch(/^IVS-\d{4}$/);
    await expectExactCounters(orgId);
    const activities = (await feed.get()).docs;
    expect(activities.filter((doc) => String(doc.get('studentRef')).startsWith('import-'))).toEqual(
      [],
    );
    expect(activities.map((doc) => doc.get('type') as string).sort()).toEqual([
      'add',
      'add',
      'add',
      'add',
      'import',
    ]);
  }, 180_000);

  it('creates nothing twice when a batch is sent again, overlaps, or races itself', async () => {
    const { orgId, staff, importId } = await organization('Resume Public School');
    const batch = rowsOf(2, 31);
    expect((await importStudents(orgId, importId, batch, staff)).result).toEqual({
      created: 30,
      alreadyImported: 0,
      importedSoFar: 30,
    });
    const counters = await storedCounters(orgId);
    const stored = async () =>
      Object.fromEntries(
        (await importedStudents(orgId, importId)).map((doc) => [
          doc.id,
          { studentId: doc.get('studentId') as unknown, updateTime: doc.updateTime.toMillis() },
        ]),
      );
    const before = await stored();

    // The same batch again (the answer was lost): nothing written.
    expect((await importStudents(orgId, importId, batch, staff)).result).toEqual({
      created: 0,
      alreadyImported: 30,
      importedSoFar: 30,
    });
    expect(await storedCounters(orgId)).toEqual(counters);
    expect(await stored()).toEqual(before);

    // A batch half of old rows (whatever they now say) and half new: only the new are written.
    const overlap = range(17, 46).map((row) =>
      row <= 31 ? rowOf(row, { name: `Changed ${row}`, educationLevel: 'Ph.D' }) : rowOf(row),
    );
    expect((await importStudents(orgId, importId, overlap, staff)).result).toEqual({
      created: 15,
      alreadyImported: 15,
      importedSoFar: 45,
    });
    await expectExactCounters(orgId);
    const afterOverlap = await stored();
    expect(Object.keys(afterOverlap)).toHaveLength(45);
    for (const [docId, version] of Object.entries(before)) {
      expect(afterOverlap[docId], docId).toEqual(version);
    }
    expect(
      (await db.doc(`${studentsPath(orgId)}/${importedDocId(importId, 20)}`).get()).data(),
    ).toMatchObject({ name: 'Imported Student 20' });

    // The same new batch twice at once (a retry while the first call was still running): the
    // rows are written once, by one of the two calls.
    const raced = rowsOf(47, 66);
    const outcomes = await Promise.all([
      importStudents(orgId, importId, raced, staff),
      importStudents(orgId, importId, raced, staff),
    ]);
    expect(outcomes.map((outcome) => outcome.error)).toEqual([undefined, undefined]);
    expect(outcomes.map((outcome) => outcome.result!.created).sort()).toEqual([0, 20]);
    await expectExactCounters(orgId);
    expect((await importedStudents(orgId, importId)).length).toBe(65);
    const studentIds = (await importedStudents(orgId, importId)).map((doc) => doc.get('studentId'));
    expect(new Set(studentIds).size).toBe(65);
    expect((await db.doc(`${activitiesPath(orgId)}/import-${importId}`).get()).get('student')).toBe(
      '65 students imported',
    );
    expect(await countedStudents(orgId)).toBe(65);
  }, 180_000);

  it('counts an import and students added meanwhile exactly once each, numbering all apart', async () => {
    const { orgId, staff, importId } = await organization('Busy Import School');
    const students = db.collection(studentsPath(orgId));
    // 60 students added through the app (counted and numbered by the trigger's folds) while two
    // batches of one import (counted and numbered in their own transactions) arrive at once.
    const added = Promise.all(
      range(1, 60).map((i) => students.doc(`added-${i}`).create(addedStudent(i, staff.uid))),
    );
    const outcomes = await Promise.all([
      importStudents(orgId, importId, rowsOf(2, 101), staff),
      importStudents(orgId, importId, rowsOf(102, 201), staff),
    ]);
    await added;
    expect(outcomes.map((outcome) => outcome.error)).toEqual([undefined, undefined]);
    expect(outcomes.map((outcome) => outcome.result?.created)).toEqual([100, 100]);
    expect(outcomes.map((outcome) => outcome.result?.importedSoFar).sort()).toEqual([100, 200]);

    await settled(orgId, 60);
    const all = (await students.get()).docs;
    expect(all).toHaveLength(260);
    await expectExactCounters(orgId);
    const studentIds = all.map((doc) => doc.get('studentId') as unknown);
    expect(studentIds.filter((id) => !/^BIS-\d{4}$/.test(String(id)))).toEqual([]);
    expect(new Set(studentIds).size).toBe(260);
    expect((await db.doc(`${activitiesPath(orgId)}/import-${importId}`).get()).get('student')).toBe(
      '200 students imported',
    );

    // A full recount agrees, once the directory and member triggers have caught up.
    const listed = await eventually(
      async () => {
        const lines = await directoryLines(orgId);
        return all.filter(
          (doc) =>
            lines[doc.id] !== undefined &&
            unpackDirectoryEntry(doc.id, lines[doc.id]!).studentId === doc.get('studentId'),
        ).length;
      },
      (count) => count === 260,
      { timeoutMs: 120_000 },
    );
    expect(listed).toBe(260);
    const members = await eventually(
      async () => (await db.doc(organizationPath(orgId)).get()).get('userCount') as unknown,
      (count) => count === 2,
    );
    expect(members).toBe(2);
    expect((await reconcileCounters(orgId)).changes).toEqual([]);
  }, 180_000);

  it('refuses non-staff, strangers, bad rows and a reconcile in progress, writing nothing', async () => {
    const { orgId, staff, importId } = await organization('Refusal High School');
    const [endUser, stranger] = await Promise.all([createUser('end'), createUser('stranger')]);
    await addMember(orgId, endUser, 'end_user');
    const good = rowsOf(2, 6);
    const refused = async (
      rows: unknown,
      user: TestUser | undefined,
      status: string,
      message?: RegExp,
      org = orgId,
    ) => {
      const outcome = await call('importStudents', { orgId: org, importId, rows }, user);
      expect(outcome.result).toBeUndefined();
      expect(outcome.error?.status).toBe(status);
      if (message) expect(outcome.error?.message).toMatch(message);
    };

    await refused(good, endUser, 'PERMISSION_DENIED', /Only a .* can import students/);
    await refused(good, stranger, 'PERMISSION_DENIED', /not a member/);
    await refused(good, undefined, 'UNAUTHENTICATED');
    await refused(good, staff, 'NOT_FOUND', undefined, uniqueOrgId('missing'));
    // One bad row spoils the batch: nothing of it is written.
    await refused(
      [...good, rowOf(7, { educationLevel: '13th Standard' as EducationLevel })],
      staff,
      'INVALID_ARGUMENT',
      /rows\.5\.student\.educationLevel/,
    );
    await refused(
      [rowOf(8, { dateOfBirth: '2010-02-31' }), ...good],
      staff,
      'INVALID_ARGUMENT',
      /rows\.0\.student\.dateOfBirth: Not a real date/,
    );
    await refused(rowsOf(2, 202), staff, 'INVALID_ARGUMENT', /At most 200 rows/);
    await refused([...good, rowOf(4)], staff, 'INVALID_ARGUMENT', /a row number is repeated/);
    // An APAAR ID needs a parent's consent on record, which a new student does not have.
    const apaar = (row: number) => {
      const base = rowOf(row);
      return { ...base, student: { ...base.student, identity: { apaarId: '123456789012' } } };
    };
    await refused(
      [...good, apaar(9), apaar(11)],
      staff,
      'INVALID_ARGUMENT',
      /APAAR ID is saved only with a parent’s consent.*\(rows 9, 11\)/,
    );
    await refused([], staff, 'INVALID_ARGUMENT');
    expect(
      (await call('importStudents', { orgId, importId: 'short', rows: good }, staff)).error?.status,
    ).toBe('INVALID_ARGUMENT');

    // While a reconcile holds the counters, a batch is refused (the page sends it again later).
    const lease = db.doc(`${organizationPath(orgId)}/private/fold`);
    await lease.set({
      holder: `${RECONCILE_HOLDER}test`,
      until: Timestamp.fromMillis(Date.now() + 120_000),
    });
    await refused(good, staff, 'UNAVAILABLE', /The counters are being checked right now/);

    const nothing = async () => ({
      students: (await db.collection(studentsPath(orgId)).count().get()).data().count,
      directory: (await db.collection(directoryPath(orgId)).count().get()).data().count,
      activities: (await db.collection(activitiesPath(orgId)).count().get()).data().count,
      studentCount: (await db.doc(organizationPath(orgId)).get()).get('studentCount') as unknown,
    });
    expect(await nothing()).toEqual({
      students: 0,
      directory: 0,
      activities: 0,
      studentCount: undefined,
    });

    // Once the reconcile is done, the same batch goes through.
    await lease.set({ holder: null, until: null });
    expect((await importStudents(orgId, importId, good, staff)).result).toEqual({
      created: 5,
      alreadyImported: 0,
      importedSoFar: 5,
    });
    await expectExactCounters(orgId);
  });

  it('refuses admission numbers another student or another row holds, writing nothing', async () => {
    const { orgId, staff, importId } = await organization('Admission Register School');
    const students = db.collection(studentsPath(orgId));
    await students
      .doc('added-1')
      .create({ ...addedStudent(1, staff.uid), section: 'A', admissionNumber: 'ADM117' });
    const refused = async (rows: ImportRow[], message: RegExp, id = importId) => {
      const outcome = await importStudents(orgId, id, rows, staff);
      expect(outcome.result).toBeUndefined();
      expect(outcome.error?.status).toBe('ALREADY_EXISTS');
      expect(outcome.error?.message).toMatch(message);
      expect(outcome.error?.message).toMatch(/Nothing of this batch was imported\.$/);
    };
    const numbered = (from: number, to: number, numbers: Record<number, string>) =>
      range(from, to).map((row) =>
        rowOf(row, { admissionNumber: numbers[row] ?? `${1000 + row}`, section: 'B' }),
      );

    // Held by a student already there, however the file writes it (case and spaces).
    await refused(
      numbered(2, 6, { 3: ' adm 117 ' }),
      /Row 3: Admission No\. ADM117 is already used by Added Student 1/,
    );
    // Twice in the batch.
    await refused(
      numbered(2, 6, { 4: '55', 6: '5 5' }),
      /Row 6: Admission No\. 55 is also in row 4/,
    );
    expect(await importedStudents(orgId, importId)).toEqual([]);

    // Unique numbers go through, stored as their keys; the same batch again is no clash with
    // itself, nor a batch overlapping it.
    const good = numbered(2, 6, { 2: 'adm 2019/2' });
    expect((await importStudents(orgId, importId, good, staff)).result).toMatchObject({
      created: 5,
    });
    expect((await importStudents(orgId, importId, good, staff)).result).toMatchObject({
      created: 0,
      alreadyImported: 5,
    });
    expect((await importStudents(orgId, importId, numbered(5, 8, {}), staff)).result).toMatchObject(
      { created: 2, alreadyImported: 2 },
    );
    const row2 = await db.doc(`${studentsPath(orgId)}/${importedDocId(importId, 2)}`).get();
    expect(row2.data()).toMatchObject({ admissionNumber: 'ADM2019/2', section: 'B' });

    // Another import (or another batch) giving an imported number again is refused.
    await refused(
      [rowOf(2, { admissionNumber: '1003' })],
      /Row 2: Admission No\. 1003 is already used by Imported Student 3 \([A-Z]+-\d{4}\)/,
      `${importId}_again`,
    );
  }, 180_000);

  it("counts an imported student's later edits and deletion through the trigger", async () => {
    const { orgId, staff, importId } = await organization('Edited Imports School');
    const rows = range(2, 11).map((row) => rowOf(row, { educationLevel: '4th Standard' }));
    expect((await importStudents(orgId, importId, rows, staff)).result?.created).toBe(10);
    await expectExactCounters(orgId);
    const org = db.doc(organizationPath(orgId));
    // Row 9 came in graduated: counted apart, not in its level.
    expect((await org.get()).get('levels')).toEqual({ '4th Standard': 9 });
    expect((await org.get()).get('graduatedCount')).toBe(1);

    // An edit: another level (another category) and another school.
    const edited = db.doc(`${studentsPath(orgId)}/${importedDocId(importId, 2)}`);
    await edited.update({
      educationLevel: 'B.Sc',
      category: categoryForLevel('B.Sc'),
      school: 'Alipur College of Agriculture',
      updatedAt: new Date(),
      updatedBy: staff.uid,
    });
    await settled(orgId, 1);
    expect((await org.get()).get('levels')).toEqual({ '4th Standard': 8, 'B.Sc': 1 });
    await expectExactCounters(orgId);
    const update = (await db.collection(activitiesPath(orgId)).get()).docs.filter(
      (doc) => doc.get('type') === 'update',
    );
    expect(update.map((doc) => doc.data())).toMatchObject([
      { studentRef: edited.id, student: 'Imported Student 2', by: staff.uid },
    ]);

    // A deletion.
    await db.doc(`${studentsPath(orgId)}/${importedDocId(importId, 3)}`).delete();
    await settled(orgId, 2);
    expect((await org.get()).get('studentCount')).toBe(8);
    expect((await org.get()).get('levels')).toEqual({ '4th Standard': 7, 'B.Sc': 1 });
    await expectExactCounters(orgId);

    // The import and the trigger agree with a full recount (once the directory trigger has
    // dropped the deleted student's line and the member trigger has counted the members).
    const listed = await eventually(
      async () => Object.keys(await directoryLines(orgId)).length,
      (count) => count === 9,
    );
    expect(listed).toBe(9);
    const members = await eventually(
      async () => (await org.get()).get('userCount') as unknown,
      (count) => count === 2,
    );
    expect(members).toBe(2);
    expect((await reconcileCounters(orgId)).changes).toEqual([]);
    await expectExactCounters(orgId);
  }, 180_000);
});
