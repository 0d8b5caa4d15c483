// Counters at scale, on the emulators WITH the Cloud Functions. Run by `npm run bench`
// (scripts/bench.mjs); prints figures, asserts nothing about speed.
//  1. The sample data, as `npm start` loads it: the time from the end of the load to exact
//     counters in every organization (the load's own reconcile, seed/src/count-all.ts).
//  2. A 10,000-student spreadsheet import through the importStudents callable, in batches of
//     IMPORT_BATCH_SIZE one after another, as the web's import page sends them: the time until
//     every batch is written, and until the organization's counters equal a count of its students.
import { EDUCATION_LEVELS } from '@village/model/levels';
import { organizationPath, studentsPath } from '@village/model/paths';
import { studentInputSchema } from '@village/model/student';
import { IMPORT_BATCH_SIZE } from '@village/model/limits';
import { countAllOrganizations } from '@village/seed/count-all';
import { generateSampleData, generateStudents } from '@village/seed/generate';
import { checkCounters, loadSampleData } from '@village/seed/load';
import { auth, callCallable, db, seconds, signedInToken, until } from './emulated-office';

const STUDENTS = Number(process.env.BENCH_IMPORT_STUDENTS ?? 10_000);
const ORG_ID = 'bench-import-academy';
const UID = 'bench-importer';
const EMAIL = 'importer@village.test';
const PASSWORD = 'village-bench';

async function sampleData() {
  const data = generateSampleData();
  const started = Date.now();
  await loadSampleData(db, auth, data);
  const loaded = Date.now();
  await countAllOrganizations(db);
  const orgIds = data.organizations.map((org) => org.id);
  await until(async () =>
    (await checkCounters(db, orgIds)).every(
      (check) => check.studentCount === check.expectedStudents,
    ),
  );
  return { students: data.students.length, loadMs: loaded - started, exactMs: Date.now() - loaded };
}

async function importStudents() {
  const token = await signedInToken({ uid: UID, email: EMAIL, password: PASSWORD });
  await db.doc(organizationPath(ORG_ID)).set({
    name: 'Bench Import Academy',
    description: '',
    createdAt: new Date(),
    createdBy: UID,
  });
  await db.doc(`${organizationPath(ORG_ID)}/members/${UID}`).set({
    uid: UID,
    name: 'Bench Importer',
    email: EMAIL,
    role: 'org_user',
    status: 'active',
    joinedAt: new Date(),
  });
  // The rows as the web sends them: the model's input, validated as the page does.
  const rows = generateStudents({ orgId: ORG_ID, count: STUDENTS, seed: 11 }).map(
    (student, index) => ({ row: index + 2, student: studentInputSchema.parse(student) }),
  );
  const importId = `bench${Date.now()}`;
  const started = Date.now();
  for (let start = 0; start < rows.length; start += IMPORT_BATCH_SIZE) {
    await callCallable('importStudents', token, {
      orgId: ORG_ID,
      importId,
      rows: rows.slice(start, start + IMPORT_BATCH_SIZE),
    });
  }
  const writtenMs = Date.now() - started;
  const org = db.doc(organizationPath(ORG_ID));
  await until(async () => {
    const [snapshot, counted] = await Promise.all([
      org.get(),
      db.collection(studentsPath(ORG_ID)).count().get(),
    ]);
    const levels = (snapshot.get('levels') ?? {}) as Record<string, number>;
    const levelSum = EDUCATION_LEVELS.reduce((sum, level) => sum + (levels[level] ?? 0), 0);
    const total = counted.data().count;
    return total === STUDENTS && snapshot.get('studentCount') === total && levelSum === total;
  });
  return { writtenMs, exactMs: Date.now() - started };
}

const sample = await sampleData();
const imported = await importStudents();
console.log('\nCounters at scale (functions emulator, this machine)');
console.log('| measure | figure | goal |');
console.log('| --- | ---: | ---: |');
console.log(
  `| sample data (${sample.students.toLocaleString('en-IN')} students): load | ${seconds(sample.loadMs)} | |`,
);
console.log(`| sample data: end of load to exact counters | ${seconds(sample.exactMs)} | ≤ 30 s |`);
console.log(
  `| import of ${STUDENTS.toLocaleString('en-IN')} students (${Math.ceil(STUDENTS / IMPORT_BATCH_SIZE)} calls): written | ${seconds(imported.writtenMs)} | ≤ 120 s |`,
);
console.log(`| import: start to exact counters | ${seconds(imported.exactMs)} | ≤ 120 s |`);
process.exit(0);
