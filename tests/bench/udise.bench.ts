// The UDISE+ return of a 3,000-student organization, made in Chromium from the directory's Export
// menu against the Hosting emulator: the time from the click to the downloaded file, which reads
// the full document of every student on the roll in classes 1 to 12 from the Firestore emulator
// (one query), checks each and writes the workbook. Run by `npm run bench` (scripts/bench.mjs); prints its figures, asserts
// nothing about speed. Goal: under 5 s.
import { cpus } from 'node:os';
import { readFile } from 'node:fs/promises';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { chromium } from '@playwright/test';
import { BASE_PATH, DEMO_PROJECT_ID } from '@village/model/constants';
import { CHROMIUM_ARGS, CHROMIUM_MISSING, findChromium } from '../../scripts/chromium.mjs';
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

await arrangeBenchOrganization(getFirestore(app), getAuth(app), {
  orgId: ORG_ID,
  uid: UID,
  email: EMAIL,
  password: PASSWORD,
  name: 'Bench UDISE School',
  count: STUDENTS,
  studentIdPrefix: 'BUS',
  now: new Date(),
});

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
    const [check, students] = readXlsx(await readFile(path!));
    rows = (students?.rows.length ?? 7) - 7;
    checks = (check?.rows.length ?? 0) - 1;
  }
  const sorted = [...times].sort((a, b) => a - b);
  const cpu = cpus();
  console.log(
    `\nUDISE+ return of a ${STUDENTS.toLocaleString('en-IN')}-student organization (the ` +
      `${rows.toLocaleString('en-IN')} on the roll in classes 1 to 12 read in full from the ` +
      `emulator and written; ${checks.toLocaleString('en-IN')} rows on "Check first"), Export ` +
      `click to downloaded file, ${RUNS} runs: median ${seconds(sorted[Math.floor(RUNS / 2)]!)} ` +
      `(${times.map(seconds).join(', ')}; goal: under 5 s). ` +
      `Machine: ${cpu.length} cores, ${cpu[0]?.model ?? 'unknown CPU'}.`,
  );
} finally {
  await browser.close();
}
