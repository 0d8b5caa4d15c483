// The UDISE+ return of a 3,000-student organization, made in Chromium from the directory's Export
// menu against the Hosting emulator: the time from the click to the downloaded file, which reads
// the full document of every student on the roll in classes 1 to 12 from the Firestore emulator
// (one query), their records of the previous year (one collection-group query) and the attendance
// totals of those whose record has no days (a few `in` queries), checks each and writes the
// workbook. Run by `npm run bench` (scripts/bench.mjs); prints its figures, asserts nothing about
// speed. Goal: under 5 s.
import { cpus } from 'node:os';
import { readFile } from 'node:fs/promises';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { chromium } from '@playwright/test';
import { academicYearOf, academicYearStarting } from '@village/model/academic-year';
import { totalsOfDays } from '@village/model/attendance/totals';
import type { AttendanceStatus } from '@village/model/attendance/register';
import { BASE_PATH, DEMO_PROJECT_ID } from '@village/model/constants';
import { EDUCATION_LEVELS } from '@village/model/levels';
import { attendanceTotalsPath, studentYearsPath } from '@village/model/paths';
import type { SampleStudent } from '@village/seed/sample-student';
import { CHROMIUM_ARGS, CHROMIUM_MISSING, findChromium } from '../../scripts/chromium.mjs';
import { UDISE_TIMING } from '../../web/src/features/students/udise/udise-timing';
import { readXlsx } from '../../web/src/lib/spreadsheet/xlsx-read';
import { arrangeBenchOrganization, signInOnPage } from './bench-organization';

const STUDENTS = 3_000;
const RUNS = 3;
const ORG_ID = 'bench-udise-school';
const UID = 'bench-udise-admin';
const EMAIL = 'bench-udise@village.test';
const PASSWORD = 'village-bench';
const HOSTING = process.env.HOSTING_URL ?? 'http://127.0.0.1:5000';

const app = getApps()[0] ?? initializeApp({ projectId: DEMO_PROJECT_ID });
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * The previous year as the year end and the registers leave it, for each student on the roll in
 * classes 1 to 12 admitted before this session: a year record (promoted from the class below;
 * class 1 and one in 20 repeating; one in 10 without days, whose days the totals give) and the
 * attendance totals, a status for each of 220 working days.
 */
async function arrangePreviousYear(db: Firestore, students: readonly SampleStudent[], now: Date) {
  const session = academicYearOf(now);
  const startYear = session.startYear - 1;
  const year = academicYearStarting(startYear, 4);
  const days: string[] = [];
  for (let day = new Date(`${year.start}T00:00:00Z`); days.length < 220;) {
    if (day.getUTCDay() !== 0) days.push(day.toISOString().slice(0, 10));
    day = new Date(day.getTime() + 86_400_000);
  }
  const writer = db.bulkWriter();
  students.forEach((student, index) => {
    const level = EDUCATION_LEVELS.indexOf(student.educationLevel);
    const admitted = student.enrollmentDate;
    if (student.status !== 'active' || level > 11 || (admitted && admitted >= session.start))
      return;
    const repeater = level === 0 || index % 20 === 0;
    const statuses: Record<string, AttendanceStatus> = {};
    days.forEach((day, at) => {
      statuses[day] =
        (at + index) % 17 === 0 ? 'absent' : (at + index) % 29 === 0 ? 'half' : 'present';
    });
    const totals = totalsOfDays(student.id, startYear, statuses);
    writer.set(db.doc(`${attendanceTotalsPath(ORG_ID)}/${startYear}_${student.id}`), totals);
    writer.set(db.doc(`${studentYearsPath(ORG_ID, student.id)}/${startYear}`), {
      orgId: ORG_ID,
      year: year.label,
      startYear,
      educationLevel: EDUCATION_LEVELS[repeater ? level : level - 1],
      section: student.section,
      outcome: repeater ? 'repeater' : 'promoted',
      marks: 40 + (index % 55),
      daysAttended: index % 10 === 0 ? null : Math.floor(totals.attended),
      nextLevel: student.educationLevel,
      recordedAt: now,
      recordedBy: UID,
    });
  });
  await writer.close();
}

const now = new Date();
const { students: generated } = await arrangeBenchOrganization(getFirestore(app), getAuth(app), {
  orgId: ORG_ID,
  uid: UID,
  email: EMAIL,
  password: PASSWORD,
  name: 'Bench UDISE School',
  count: STUDENTS,
  studentIdPrefix: 'BUS',
  now,
});
await arrangePreviousYear(getFirestore(app), generated, now);

const executablePath = findChromium();
if (!executablePath) throw new Error(CHROMIUM_MISSING);
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ baseURL: HOSTING, acceptDownloads: true });
  // The organization this account works in, as the app remembers it on the device.
  await context.addInitScript(([key, orgId]) => localStorage.setItem(key, orgId), [
    `village.currentOrg.${UID}`,
    ORG_ID,
  ] as const);
  const page = await context.newPage();
  await signInOnPage(page, `${BASE_PATH}signin`, EMAIL, PASSWORD);
  await page.goto(`${BASE_PATH}students`);
  await page
    .getByRole('status')
    .filter({ hasText: /Showing/ })
    .waitFor({ timeout: 120_000 });

  const times: number[] = [];
  /** Each run's parts, as the page measured them (udise-timing.ts). */
  const parts: string[] = [];
  let rows = 0;
  let checks = 0;
  for (let run = 0; run < RUNS; run += 1) {
    await page.getByRole('button', { name: 'Export' }).click();
    const item = page.getByRole('menuitem', { name: 'UDISE+ return (.xlsx)' });
    await item.waitFor();
    const started = Date.now();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      item.click(),
    ]);
    const path = await download.path();
    times.push(Date.now() - started);
    // No named function inside: tsx would wrap it in a helper the page does not have.
    const measured = await page.evaluate((names) => {
      const found = names.map(
        (name) => [name, performance.getEntriesByName(name, 'measure').at(-1)?.duration] as const,
      );
      performance.clearMeasures();
      return found;
    }, Object.values(UDISE_TIMING));
    parts.push(
      measured
        .filter(([, ms]) => ms !== undefined)
        .map(([name, ms]) => `${name.replace('village:udise-', '')} ${seconds(ms!)}`)
        .join(', '),
    );
    const [check, students] = readXlsx(await readFile(path!));
    rows = (students?.rows.length ?? 7) - 7;
    checks = (check?.rows.length ?? 0) - 1;
  }
  const sorted = [...times].sort((a, b) => a - b);
  const cpu = cpus();
  console.log(
    `\nUDISE+ return of a ${STUDENTS.toLocaleString('en-IN')}-student organization (the ` +
      `${rows.toLocaleString('en-IN')} on the roll in classes 1 to 12 read in full from the ` +
      `emulator with last year's records and attendance totals, and written; ` +
      `${checks.toLocaleString('en-IN')} rows on "Check first"), Export click to downloaded ` +
      `file, ${RUNS} runs: median ${seconds(sorted[Math.floor(RUNS / 2)]!)} ` +
      `(${times.map(seconds).join(', ')}; goal: under 5 s). ` +
      `Machine: ${cpu.length} cores, ${cpu[0]?.model ?? 'unknown CPU'}.`,
  );
  // Where each run's time went: the parts overlap (the reads run side by side).
  parts.forEach((line, run) => console.log(`  run ${run + 1}: ${line}`));
} finally {
  await browser.close();
}
