// The student screens at 10,000 students, measured in Chromium against the Hosting emulator.
// Run by `npm run bench` (scripts/bench.mjs) inside the emulators; prints figures, asserts none.
//
// Other sizes (not part of `npm run bench`): BENCH_STUDENTS=100000 BENCH_NAMES=hindi writes
// 1,00,000 students with names and addresses in Devanagari, whose index has grown past 32 shards
// (seed/src/bulk.ts writes it as the functions would have grown it); BENCH_SCREENS=directory
// measures the directory alone (not the dashboard, whose map would draw every student, nor the
// weight of each route's code, which does not depend on the organization).
//
// For each of: the first screen of /students, a search, and a combined filter, it prints
// - documents read: the documents the server sent to the page's listeners (the app counts them
//   into window.__villageReads when it runs against the emulators, lib/data/read-meter.ts);
// - bytes sent to the browser by Firestore (Chrome DevTools Protocol, encoded bytes received from
//   the Firestore emulator);
// - time to result: from navigation (or from the last keystroke or choice) until the directory
//   shows the expected number of matches, which the bench computes itself from the same students.
// Before that, the documents the dashboard reads for the same organization.
// Then the gzipped JS + CSS that a first visit (empty HTTP cache, signed in) to /students,
// /add-student and /student/{id} downloads (the Hosting emulator serves gzip).
import { gzipSync } from 'node:zlib';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from '@playwright/test';
import { BASE_PATH, DEMO_PROJECT_ID } from '@village/model/constants';
import {
  DEFAULT_DIRECTORY_FILTERS,
  directoryMatcher,
  directorySourceOf,
  packDirectoryEntry,
  type DirectoryEntry,
  type DirectoryFilters,
} from '@village/model/directory';
import { categoryForLevel } from '@village/model/levels';
import type { StudentNames } from '@village/seed/sample-student';
import { CHROMIUM_ARGS, CHROMIUM_MISSING, findChromium } from '../../scripts/chromium.mjs';
import { arrangeBenchOrganization, signInOnPage } from './bench-organization';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 10_000);
const NAMES: StudentNames = process.env.BENCH_NAMES === 'hindi' ? 'hindi' : 'latin';
const DIRECTORY_ONLY = process.env.BENCH_SCREENS === 'directory';
/** Text of the Location filter: part of village names ("Alipur"; "अलीपुर" in Devanagari). */
const LOCATION_TEXT = NAMES === 'hindi' ? 'पुर' : 'pur';
const ORG_ID = 'bench-academy';
const UID = 'bench-admin';
const EMAIL = 'bench@village.test';
const PASSWORD = 'village-bench';
const HOSTING = process.env.HOSTING_URL ?? 'http://127.0.0.1:5000';
const FIRESTORE_PORT = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':')[1];
const NOW = new Date();

const app = getApps()[0] ?? initializeApp({ projectId: DEMO_PROJECT_ID });
const db = getFirestore(app);
const auth = getAuth(app);

const url = (path: string) => `${HOSTING}${BASE_PATH}${path.replace(/^\//, '')}`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const count = (value: number) => value.toLocaleString('en-IN');

async function arrange() {
  const started = Date.now();
  const { students, created, shardCount } = await arrangeBenchOrganization(db, auth, {
    orgId: ORG_ID,
    uid: UID,
    email: EMAIL,
    password: PASSWORD,
    name: 'Bench Academy',
    count: STUDENTS,
    studentIdPrefix: 'BEN',
    now: NOW,
    names: NAMES,
  });
  console.log(
    `Loaded ${count(created)} students (${NAMES} names) with their directory lines in ${((Date.now() - started) / 1000).toFixed(1)} s; the index has ${shardCount} shards`,
  );
  const entries: DirectoryEntry[] = students.map((student) => ({
    ...directorySourceOf(student),
    id: student.id,
    category: categoryForLevel(student.educationLevel),
  }));
  return entries;
}

/** Bytes the page received, by origin kind, from the DevTools protocol. */
class NetworkMeter {
  private urls = new Map<string, string>();
  firestoreBytes = 0;
  appCodeBytes = 0;

  static async attach(context: BrowserContext, page: Page) {
    const meter = new NetworkMeter();
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    cdp.on('Network.requestWillBeSent', (event) =>
      meter.urls.set(event.requestId, event.request.url),
    );
    cdp.on('Network.dataReceived', (event) => {
      const requestUrl = meter.urls.get(event.requestId) ?? '';
      if (requestUrl.startsWith('http') && new URL(requestUrl).port === FIRESTORE_PORT)
        meter.firestoreBytes += event.encodedDataLength;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const requestUrl = meter.urls.get(event.requestId) ?? '';
      if (requestUrl.startsWith(HOSTING) && /\.(js|css)(\?|$)/.test(requestUrl))
        meter.appCodeBytes += event.encodedDataLength;
    });
    return meter;
  }

  reset() {
    this.firestoreBytes = 0;
    this.appCodeBytes = 0;
  }
}

async function signedInPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  // The organization this account works in, as the app remembers it on the device.
  await context.addInitScript(([key, orgId]) => localStorage.setItem(key, orgId), [
    `village.currentOrg.${UID}`,
    ORG_ID,
  ] as const);
  const page = await context.newPage();
  const meter = await NetworkMeter.attach(context, page);
  await signInOnPage(page, url('signin'), EMAIL, PASSWORD);
  return { context, page, meter };
}

/**
 * The documents read once the page's listeners have settled: none arrived for 2 s (bounded), so
 * that answers arriving just after the first result are counted too.
 */
async function settledReads(page: Page) {
  let last = await reads(page);
  for (let waited = 0; waited < 20_000; waited += 2000) {
    await page.waitForTimeout(2000);
    const now = await reads(page);
    if (now === last) break;
    last = now;
  }
  return last;
}

const reads = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __villageReads?: { documents: number } }).__villageReads?.documents ??
      0,
  );

function expectedMatches(entries: DirectoryEntry[], filters: Partial<DirectoryFilters>) {
  return entries.filter(directoryMatcher({ ...DEFAULT_DIRECTORY_FILTERS, ...filters }, NOW)).length;
}

/** Waits until "Showing … of N students" shows N, and returns the page's clock then. */
async function untilMatches(page: Page, matches: number) {
  const text = `of ${count(matches)} student`;
  const handle = await page.waitForFunction(
    (wanted) => (document.body.innerText.includes(wanted) ? performance.now() : false),
    text,
    { polling: 'raf', timeout: 120_000 },
  );
  return (await handle.jsonValue()) as number;
}

/**
 * When the page received the last input event (its own clock), so that a time to result does
 * not include the DevTools protocol's round trips.
 */
async function listenForInput(page: Page) {
  await page.evaluate(() =>
    document.addEventListener(
      'input',
      () => ((window as unknown as { __lastInputAt: number }).__lastInputAt = performance.now()),
      { capture: true },
    ),
  );
}

const lastInputAt = (page: Page) =>
  page.evaluate(() => (window as unknown as { __lastInputAt: number }).__lastInputAt);

interface Row {
  step: string;
  documents: number;
  bytes: number;
  ms: number;
  matches: number;
}

async function measureDirectory(browser: Browser, entries: DirectoryEntry[]): Promise<Row[]> {
  const { context, page, meter } = await signedInPage(browser);
  const rows: Row[] = [];

  // 1. First screen: a signed-in user opens /students with nothing of it cached on the device.
  meter.reset();
  const start = Date.now();
  await page.goto(url('students'));
  const loadedAt = await untilMatches(page, entries.length);
  const navigationStart = await page.evaluate(() => performance.timeOrigin);
  const firstScreenBytes = meter.firestoreBytes;
  rows.push({
    step: 'first screen (/students)',
    documents: await settledReads(page),
    bytes: firstScreenBytes,
    ms: Math.round(navigationStart + loadedAt - start),
    matches: entries.length,
  });

  // 2. A search: part of a school's name entered in the empty search box (one input event, as
  // a phone's keyboard suggestion does), timed from that event to the new count on screen.
  const term = 'public sch';
  const searchMatches = expectedMatches(entries, { search: term });
  const search = page.getByRole('textbox', { name: 'Search students' });
  await listenForInput(page);
  const timedSearch = async (step: string) => {
    await search.fill('');
    await untilMatches(page, entries.length);
    const before = await reads(page);
    meter.reset();
    await search.fill(term);
    const shownAt = await untilMatches(page, searchMatches);
    rows.push({
      step,
      documents: (await reads(page)) - before,
      bytes: meter.firestoreBytes,
      ms: Math.round(shownAt - (await lastInputAt(page))),
      matches: searchMatches,
    });
  };
  await timedSearch(`search "${term}"`);

  // 2b. The same with the CPU slowed 4x, as Lighthouse's mobile preset does for a cheap phone.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await timedSearch(`search "${term}", CPU slowed 4x`);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  // 3. A combined filter: secondary level, girls, aged 11-15, living in a village with "pur"
  // (the last one, typed into the Location box, is timed).
  await search.fill('');
  await untilMatches(page, entries.length);
  const beforeFilter = await reads(page);
  meter.reset();
  const choices: Partial<DirectoryFilters> = {
    category: 'secondary',
    gender: 'female',
    ageRange: '11-15',
  };
  const filters: Partial<DirectoryFilters> = { ...choices, location: LOCATION_TEXT };
  const filterMatches = expectedMatches(entries, filters);
  await page.getByLabel('Level', { exact: true }).selectOption('secondary');
  await page.getByRole('button', { name: /Advanced Filters/ }).click();
  await page.getByLabel('Gender', { exact: true }).selectOption('female');
  await page.getByLabel('Age Range', { exact: true }).selectOption('11-15');
  await untilMatches(page, expectedMatches(entries, choices));
  await page.getByLabel('Location', { exact: true }).fill(LOCATION_TEXT);
  const filteredAt = await untilMatches(page, filterMatches);
  rows.push({
    step: 'combined filter (level + gender + age + location)',
    documents: (await reads(page)) - beforeFilter,
    bytes: meter.firestoreBytes,
    ms: Math.round(filteredAt - (await lastInputAt(page))),
    matches: filterMatches,
  });
  await context.close();
  return rows;
}

/**
 * The documents the dashboard reads for a staff member of the 10,000-student organization: signing
 * in lands on it; everything its listeners received until they settle (the organization, the
 * newest earlier month, the activities). Then the same after asking for the Student Locations map
 * (Show map), which reads the directory index (every located student is a marker on it).
 */
async function measureDashboard(browser: Browser) {
  const { context, page } = await signedInPage(browser);
  await page.getByText('Total Students').first().waitFor({ timeout: 60_000 });
  const firstView = await settledReads(page);
  await page.getByRole('button', { name: 'Show map' }).click();
  await page.getByRole('region', { name: 'Map of student locations' }).waitFor({ timeout: 60_000 });
  const withMap = await settledReads(page);
  await context.close();
  return { firstView, withMap };
}

/** The size of the index's lines, raw and gzipped, as a compressing transport would send them. */
function indexPayload(entries: DirectoryEntry[]) {
  const lines = JSON.stringify(
    Object.fromEntries(entries.map((entry) => [entry.id, packDirectoryEntry(entry)])),
  );
  return { raw: Buffer.byteLength(lines), gzip: gzipSync(lines).length };
}

async function measureRouteWeight(browser: Browser, path: string, heading: RegExp | string) {
  const { context, page, meter } = await signedInPage(browser);
  // A first visit: the HTTP cache is emptied after signing in (NetworkMeter disables it too).
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  meter.reset();
  await page.goto(url(path));
  await page.getByRole('heading', { name: heading }).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const bytes = meter.appCodeBytes;
  await context.close();
  return bytes;
}

function printDirectory(rows: Row[], entries: DirectoryEntry[]) {
  console.log(`\nStudent directory at ${count(entries.length)} students (Chromium, 412 px wide)`);
  console.log('| step | documents read | bytes from Firestore | time to result | matches |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const row of rows)
    console.log(
      `| ${row.step} | ${row.documents} | ${kb(row.bytes)} | ${row.ms} ms | ${count(row.matches)} |`,
    );
  const payload = indexPayload(entries);
  console.log(
    `\nThe index itself: ${kb(payload.raw)} of lines, ${kb(payload.gzip)} gzipped ` +
      `(${Math.round(payload.raw / entries.length)} bytes a student); the emulator sends it uncompressed.`,
  );
}

async function main() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(CHROMIUM_MISSING);
  const entries = await arrange();
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    if (DIRECTORY_ONLY) {
      printDirectory(await measureDirectory(browser, entries), entries);
      return;
    }
    const dashboardReads = await measureDashboard(browser);
    const rows = await measureDirectory(browser, entries);
    const someone = entries[0]!;
    const weights = [
      ['/ (dashboard)', await measureRouteWeight(browser, '', 'Village Education Dashboard')],
      ['/students', await measureRouteWeight(browser, 'students', 'Village Student Directory')],
      ['/add-student', await measureRouteWeight(browser, 'add-student', 'Add New Student')],
      ['/student/{id}', await measureRouteWeight(browser, `student/${someone.id}`, someone.name)],
    ] as const;

    console.log(
      `\nDashboard (/) at ${count(entries.length)} students: ${dashboardReads.firstView} ` +
        'documents read as first shown (goal: at most 20); ' +
        `${dashboardReads.withMap} once its Student Locations map is asked for (Show map: its markers)`,
    );
    printDirectory(rows, entries);
    console.log('\nFirst visit, signed in, empty HTTP cache: gzipped JS + CSS downloaded');
    console.log('| route | JS + CSS (gzip) |');
    console.log('| --- | ---: |');
    for (const [route, bytes] of weights) console.log(`| ${route} | ${kb(bytes)} |`);
  } finally {
    await browser.close();
  }
}

await main();
