// The year-end progression at scale, on the emulators WITH the Cloud Functions. Run by `npm run
// bench` (scripts/bench.mjs); prints figures, asserts nothing about speed. A class of 1,000
// students (imported through importStudents first, so that no backlog of creates is measured) is
// promoted through the applyProgression callable in batches of PROGRESSION_BATCH_SIZE, one after
// another as the progression screen sends them: the time until every batch is applied, and until
// the organization's counts per level follow the new levels (the student trigger's fold).
import { cpus } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import { organizationPath } from '@village/model/paths';
import { academicYearOf } from '@village/model/academic-year';
import { PROGRESSION_BATCH_SIZE } from '@village/model/progression';
import { IMPORT_BATCH_SIZE } from '@village/model/limits';
import { callCallable, db, seconds, signedInToken, until } from './emulated-office';
import { writeFigures } from './figures-doc';

const STUDENTS = Number(process.env.BENCH_PROGRESSION_STUDENTS ?? 1_000);
const ORG_ID = 'bench-progression-school';
const UID = 'bench-progression-office';
const EMAIL = 'progression@village.test';
const PASSWORD = 'village-bench';

const token = await signedInToken({ uid: UID, email: EMAIL, password: PASSWORD });
await db.doc(organizationPath(ORG_ID)).set({
  name: 'Bench Progression School',
  description: '',
  createdAt: new Date(),
  createdBy: UID,
});
await db.doc(`${organizationPath(ORG_ID)}/members/${UID}`).set({
  uid: UID,
  name: 'Bench Office',
  email: EMAIL,
  role: 'org_user',
  status: 'active',
  joinedAt: new Date(),
});

// One class: 7th Standard, section A.
const importId = `benchprogression${Date.now()}`;
const rows = Array.from({ length: STUDENTS }, (_, index) => ({
  row: index + 2,
  student: {
    name: `Pupil ${index + 1}`,
    educationLevel: '7th Standard',
    school: 'Govt. Middle School, Narela',
    section: 'A',
  },
}));
for (let start = 0; start < rows.length; start += IMPORT_BATCH_SIZE) {
  await callCallable('importStudents', token, {
    orgId: ORG_ID,
    importId,
    rows: rows.slice(start, start + IMPORT_BATCH_SIZE),
  });
}

// Last year, past its last quarter whatever today's date: staff may apply it without a reason.
const startYear = academicYearOf(new Date()).startYear - 1;
const entries = rows.map(({ row }) => ({
  studentDocId: `import-${importId}-${row}`,
  outcome: 'promoted',
}));
const started = Date.now();
for (let start = 0; start < entries.length; start += PROGRESSION_BATCH_SIZE) {
  await callCallable('applyProgression', token, {
    orgId: ORG_ID,
    startYear,
    educationLevel: '7th Standard',
    section: 'A',
    entries: entries.slice(start, start + PROGRESSION_BATCH_SIZE),
    last: start + PROGRESSION_BATCH_SIZE >= entries.length,
  });
}
const appliedMs = Date.now() - started;
const org = db.doc(organizationPath(ORG_ID));
await until(async () =>
  isDeepStrictEqual((await org.get()).get('levels'), { '8th Standard': STUDENTS }),
);
const countedMs = Date.now() - started;

const cpu = cpus();
const batches = Math.ceil(STUDENTS / PROGRESSION_BATCH_SIZE);
const report = [
  `Machine: ${cpu.length} cores, ${cpu[0]?.model ?? 'unknown CPU'}; ${new Date().toISOString().slice(0, 10)}.`,
  '',
  '| measure | figure |',
  '| --- | ---: |',
  `| progression of ${STUDENTS.toLocaleString('en-IN')} students (${batches} calls of ${PROGRESSION_BATCH_SIZE}): applied | ${seconds(appliedMs)} |`,
  `| progression: start to counts per level following | ${seconds(countedMs)} |`,
];
console.log('\nYear-end progression (functions emulator, this machine)');
console.log(report.join('\n'));
// A run of another size does not write the page: its figures are the 1,000 students'.
if (STUDENTS === 1_000)
  await writeFigures(
    {
      start: '<!-- progression.bench.ts: figures (written by npm run bench) -->',
      end: '<!-- progression.bench.ts: end -->',
    },
    report,
  );
process.exit(0);
