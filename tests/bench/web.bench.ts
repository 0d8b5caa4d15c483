// The app on a cheap phone over a village link: Lighthouse's mobile preset (simulated 4x CPU
// slowdown, 150 ms RTT, 1.6 Mbps) in the system's Chromium against the Hosting emulator, which
// serves gzip. Run by `npm run bench` (scripts/bench.mjs) inside the emulators (auth, firestore,
// hosting); prints figures, asserts none. Alone, after `npm run build`:
//   node -e "import('./scripts/emulators.mjs').then(async m => process.exit(await m.execWithEmulators('node --import tsx tests/bench/web.bench.ts', { only: 'auth,firestore,hosting' })))"
//
// For /signin (signed out) and, signed in as the super_admin of a 3,000-student organization,
// for /, /students, /add-student, /student/{id} and /organization, each a first visit (empty HTTP cache, no service worker,
// no Firestore cache; the sign-in kept), it prints the median of RUNS Lighthouse runs after one
// that is not counted, and their range, each marked against its goal (first-visit-goals.ts):
// performance score, LCP, total blocking time, the JS + CSS the page loaded before it was idle
// and in its idle loads, as sent (gzip, by the Hosting emulator), and before idle as Brotli would
// send it (Firebase Hosting serves Brotli in production; computed from the built files). Then
// whether a repeat visit fetched any app code, and whether an offline cold start reached the app.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, totalmem, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { BASE_PATH, DEMO_PROJECT_ID } from '@village/model/constants';
import { IDLE_LOADS_MARK } from '../../web/src/components/idle-loads-mark';
import { LANGUAGE_STORAGE_KEY } from '../../web/src/lib/i18n/language';
import { CHROMIUM_ARGS, CHROMIUM_MISSING, findChromium } from '../../scripts/chromium.mjs';
import { shippedRuntime } from '../../web/build/shipped-runtime';
import { arrangeBenchOrganization, signInOnPage } from './bench-organization';
import { writeFigures } from './figures-doc';
import {
  allGoalsMet,
  figuresTable,
  IDLE_LOADS_GOAL_KB,
  REPEAT_VISIT_LABEL,
  type RunFigures,
} from './first-visit-goals';
import {
  benchUrl as url,
  forgetAllButSignIn,
  DEBUGGING_PORT,
  lighthouseRun,
  watchLargestPaint,
  within,
} from './lighthouse-run';

const STUDENTS = 3_000;
// Five counted runs a route, after one that warms the emulators up: on a 2-core machine whatever
// else runs (the Firestore emulator serving the index, say) lengthens a run's tasks, and
// Lighthouse multiplies them by four; the median of five swings less than that of three.
// BENCH_LIGHTHOUSE_RUNS=1 for a quick look.
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const ORG_ID = 'bench-web-academy';
const UID = 'bench-web-admin';
const EMAIL = 'bench-web@village.test';
const PASSWORD = 'village-bench';

const DIST = join(import.meta.dirname, '../../web/dist');

const app = getApps()[0] ?? initializeApp({ projectId: DEMO_PROJECT_ID });
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * The language a run reads in, chosen on the device as a person's switch would: the address's
 * `bench-lang` (which the app ignores) tells the init script which to store before the app runs.
 */
const LANGUAGE_PARAM = 'bench-lang';

/** docs/performance.md keeps the last full run's figures between these markers. */
const FIGURES_BLOCK = {
  start: '<!-- web.bench.ts: first visits (written by npm run bench) -->',
  end: '<!-- web.bench.ts: end -->',
};

/** The browser measured with, e.g. "chromium-headless-shell (Chromium 156.0.8078.108)". */
function browserName(executablePath: string) {
  try {
    const version = execFileSync(executablePath, ['--version'], { encoding: 'utf8' }).trim();
    return `${basename(executablePath)} (${version})`;
  } catch {
    return basename(executablePath);
  }
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** Lighthouse waits up to 45 s for a page to load, and a run takes about a minute here. */
const RUN_LIMIT_MS = 5 * 60_000;

async function signIn(context: BrowserContext) {
  const page = await context.newPage();
  await signInOnPage(page, url('signin'), EMAIL, PASSWORD);
  await page.close();
}

async function controlled(page: Page) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
    timeout: 120_000,
  });
}

/** After one visit (the worker installed), a reload: app files that did not come from it. */
async function repeatVisit(context: BrowserContext) {
  await forgetAllButSignIn(context);
  const page = await context.newPage();
  await page.goto(url(''));
  await page
    .getByRole('heading', { name: 'Village Education Dashboard' })
    .waitFor({ timeout: 60_000 });
  await controlled(page);
  const fetched: { url: string; bytes: number }[] = [];
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.startsWith(`${BASE_PATH}assets/`)) return;
    if (response.fromServiceWorker()) return;
    fetched.push({
      url: response.url(),
      bytes: (await response.body().catch(() => Buffer.alloc(0))).length,
    });
  });
  await page.reload();
  await page
    .getByRole('heading', { name: 'Village Education Dashboard' })
    .waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.close();
  return fetched;
}

/** The network off, the app opened in a new tab: does the dashboard show? */
async function offlineColdStart(context: BrowserContext) {
  for (const open of context.pages()) await open.close();
  await context.setOffline(true);
  const page = await context.newPage();
  try {
    await page.goto(url('')).catch(() => undefined);
    await page
      .getByRole('heading', { name: 'Village Education Dashboard' })
      .waitFor({ timeout: 30_000 });
    return true;
  } catch {
    return false;
  } finally {
    await page.close();
    await context.setOffline(false);
  }
}

async function main() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(CHROMIUM_MISSING);
  const started = Date.now();
  const { students } = await arrangeBenchOrganization(getFirestore(app), getAuth(app), {
    orgId: ORG_ID,
    uid: UID,
    email: EMAIL,
    password: PASSWORD,
    name: 'Bench Web Academy',
    count: STUDENTS,
    studentIdPrefix: 'BWA',
    now: new Date(),
  });
  console.log(
    `Loaded ${STUDENTS.toLocaleString('en-IN')} students in ${seconds(Date.now() - started)}`,
  );

  // One profile for Playwright and Lighthouse: Lighthouse's tabs share the sign-in.
  const profile = mkdtempSync(join(tmpdir(), 'village-bench-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
  });
  try {
    await watchLargestPaint(context);
    // The organization this account works in, as the app remembers it on the device.
    await context.addInitScript(([key, orgId]) => localStorage.setItem(key, orgId), [
      `village.currentOrg.${UID}`,
      ORG_ID,
    ] as const);
    await context.addInitScript(
      ([param, key, base]) => {
        const language = new URL(location.href).searchParams.get(param) ?? 'en';
        if (location.pathname.startsWith(base)) localStorage.setItem(key, language);
      },
      [LANGUAGE_PARAM, LANGUAGE_STORAGE_KEY, BASE_PATH] as const,
    );
    const profileOf = students[0]!;
    const inHindi = `?${LANGUAGE_PARAM}=hi`;
    const routes: { path: string; label: string; signedIn: boolean }[] = [
      { path: 'signin', label: '/signin', signedIn: false },
      { path: `signin${inHindi}`, label: '/signin in Hindi', signedIn: false },
      { path: '', label: '/', signedIn: true },
      { path: 'students', label: '/students', signedIn: true },
      { path: 'add-student', label: '/add-student', signedIn: true },
      { path: `student/${profileOf.id}`, label: '/student/{id}', signedIn: true },
      { path: 'organization', label: '/organization', signedIn: true },
      { path: inHindi, label: '/ in Hindi', signedIn: true },
      { path: `students${inHindi}`, label: '/students in Hindi', signedIn: true },
    ];
    // BENCH_ROUTES=/students,/ measures only those (to iterate on one page); all by default.
    const only = process.env.BENCH_ROUTES?.split(',');
    const results: { label: string; runs: RunFigures[] }[] = [];
    let signedIn = false;
    for (const route of routes.filter(({ label }) => !only || only.includes(label))) {
      if (route.signedIn && !signedIn) {
        await signIn(context);
        signedIn = true;
      }
      // One run first that is not counted. The emulators share this 2-core machine with the
      // browser, and a Java process answering a query for the first time, its code not yet
      // compiled, takes the CPU the page needs: the route's first run measured the emulator as
      // much as the page (production's Firestore runs elsewhere). Each counted run is still a
      // first visit for the page: its caches are emptied before it (forgetAllButSignIn).
      const measure = () =>
        within(
          RUN_LIMIT_MS,
          `A Lighthouse run of ${route.label}`,
          lighthouseRun(context, route.path),
        );
      await measure();
      const runs: RunFigures[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measure());
      results.push({ label: route.label, runs });
    }
    if (!signedIn) await signIn(context);
    const fetched = await within(RUN_LIMIT_MS, 'The repeat visit', repeatVisit(context));
    const repeatRuns: RunFigures[] = [];
    if (!only || only.includes('repeat')) {
      for (let run = 0; run < RUNS; run++)
        repeatRuns.push(
          await within(
            RUN_LIMIT_MS,
            'A repeat-visit Lighthouse run',
            lighthouseRun(context, '', { repeat: true }),
          ),
        );
    }
    const offline = await within(RUN_LIMIT_MS, 'The offline cold start', offlineColdStart(context));

    const cpu = cpus();
    const report: string[] = [];
    const out = (line: string) => {
      console.log(line);
      report.push(line);
    };
    out(
      `First visits, Lighthouse ${RUNS}x each after one uncounted run, mobile preset (simulated: ` +
        `4x CPU slowdown, 150 ms RTT, 1.6 Mbps); median (range). ${new Date().toISOString().slice(0, 10)}, ` +
        `commit ${gitCommit()}. Machine: ${cpu.length} cores, ${cpu[0]?.model ?? 'unknown CPU'}, ` +
        `${(totalmem() / 2 ** 30).toFixed(0)} GiB. Browser: ${browserName(executablePath)}. ` +
        `Runtime in the build: ${shippedRuntime(DIST)}. Before idle: what the page fetched before ` +
        `the "${IDLE_LOADS_MARK}" mark; idle loads: from it on (goal ≤ ${IDLE_LOADS_GOAL_KB} KB).`,
    );
    out('');
    const rows = [...results];
    if (repeatRuns.length > 0) rows.push({ label: REPEAT_VISIT_LABEL, runs: repeatRuns });
    const table = figuresTable(rows);
    for (const line of table) out(line);
    out('');
    out('Largest paint of the median-LCP run, and its phases:');
    for (const { label, runs } of rows) {
      const middle = [...runs].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor(runs.length / 2)]!;
      out(`- ${label}: ${middle.lcpElement}`);
    }
    const fetchedBytes = fetched.reduce((sum, file) => sum + file.bytes, 0);
    out('');
    out(
      `Repeat visit to / (service worker installed) fetched app code over the network: ${
        fetched.length === 0 ? 'no' : `yes (${fetched.length} files, ${kb(fetchedBytes)})`
      } (goal: no).`,
    );
    out(`Offline cold start reached the dashboard: ${offline ? 'yes' : 'no'} (goal: yes).`);
    out(
      allGoalsMet(table) && fetched.length === 0 && offline
        ? 'Every figure meets its goal.'
        : 'Not every figure meets its goal: see the ✖ marks above.',
    );
    if (!only && RUNS >= 5) await writeFigures(FIGURES_BLOCK, report);
  } finally {
    await within(60_000, 'Closing the browser', context.close()).catch(console.error);
    rmSync(profile, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  // A hung browser may still hold the event loop.
  process.exit(1);
}
