// Photographs the app's screens into docs/screenshots/, at phone and at desktop width. Run by
// `npm run screenshots` (scripts/screenshots.mjs) inside the emulators, once the sample data has
// loaded: signs in as the sample school's super admin, as a visitor would, and waits on each screen
// for what shows that its data is drawn (the figures, the student cards, the form), never for a
// fixed time. A screen that does not appear ends the run with its name and a picture of what the
// page showed instead; the PNGs are written only once every screen has been taken, so that a
// failed run leaves the set in docs/screenshots/ whole.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContextOptions, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, generateSampleData } from '@village/seed/generate';
import { ORGANIZATION_PLANS } from '@village/seed/organization-plans';
import { CHROMIUM_ARGS, CHROMIUM_MISSING, findChromium } from '../../scripts/chromium.mjs';
import { hi as dashboardHi } from '../../web/src/features/dashboard/messages.hi';
import { hi as organizationHi } from '../../web/src/features/organizations/messages.hi';
import { hi as coreHi } from '../../web/src/lib/i18n/catalogs/hi';
import { LANGUAGE_STORAGE_KEY } from '../../web/src/lib/i18n/language';
import { appPath, waitForApp } from '../e2e/support/app';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT_DIR = path.join(ROOT, 'docs', 'screenshots');
const FAILURE_DIR = path.join(ROOT, 'test-results', 'screenshots');
const HOSTING = process.env.HOSTING_URL ?? 'http://127.0.0.1:5000';
/** Per wait: generous, as the functions may still be settling the sample data's counters. */
const TIMEOUT_MS = 90_000;

// The sample school: its 1st to 12th standards fill the dashboard's distribution, and its size
// (hundreds of students) is a village school's.
const PLAN = ORGANIZATION_PLANS.find((plan) => plan.id === 'narela-public-school')!;
const ADMIN = DEMO_ACCOUNTS.find((account) => account.role === 'super_admin')!;
// The first student of the school's register: the same one every run (the data is seeded).
const STUDENT = generateSampleData().students.find((student) => student.orgId === PLAN.id)!;
const count = (value: number) => value.toLocaleString('en-IN');

interface Screen {
  name: string;
  title: string;
  path: string;
  /** Resolves once the screen shows its data, not the prerendered skeleton that precedes it. */
  ready: (page: Page) => Promise<void>;
}

const exactly = (text: string) => new RegExp(`^${text}$`);

const DASHBOARD: Screen = {
  name: 'dashboard',
  title: 'The dashboard',
  path: '',
  ready: async (page) => {
    await page
      .getByRole('listitem', { name: 'Total Students' })
      .getByTestId('stat-value')
      .filter({ hasText: exactly(count(PLAN.students)) })
      .waitFor();
    await page.getByRole('list', { name: 'By level' }).waitFor();
    await page.getByRole('list', { name: 'Recent activities' }).waitFor();
  },
};

const DIRECTORY: Screen = {
  name: 'directory',
  title: 'The student directory',
  path: 'students',
  ready: async (page) => {
    await page
      .getByRole('status')
      .filter({ hasText: new RegExp(`^Showing \\d+ of ${count(PLAN.students)} students$`) })
      .waitFor();
    await page.getByRole('list', { name: 'Students' }).getByRole('article').first().waitFor();
  },
};

const ADD_STUDENT: Screen = {
  name: 'add-student',
  title: 'The Add New Student form',
  path: 'add-student',
  ready: async (page) => {
    await page.getByLabel(/^Full Name/).waitFor();
    await page.getByRole('button', { name: 'Save Student Record' }).waitFor();
  },
};

const STUDENT_PROFILE: Screen = {
  name: 'student',
  title: "A student's profile",
  path: `student/${STUDENT.id}`,
  ready: async (page) => {
    await page.getByRole('heading', { name: STUDENT.name, exact: true }).waitFor();
  },
};

const ORGANIZATION: Screen = {
  name: 'organization',
  title: 'The organization page',
  path: 'organization',
  ready: async (page) => {
    await page.getByRole('heading', { level: 1, name: PLAN.name }).waitFor();
    await page
      .getByRole('group', { name: 'Total Users' })
      .filter({ hasText: count(PLAN.users) })
      .waitFor();
  },
};

/** The same screens in Hindi: what shows their data, in the Hindi catalogs' own words. */
const DASHBOARD_HINDI: Screen = {
  ...DASHBOARD,
  title: 'The dashboard in Hindi',
  ready: async (page) => {
    await page
      .getByRole('listitem', { name: dashboardHi['stats.total'] })
      .getByTestId('stat-value')
      .filter({ hasText: exactly(count(PLAN.students)) })
      .waitFor();
  },
};

const DIRECTORY_HINDI: Screen = {
  ...DIRECTORY,
  title: 'The student directory in Hindi',
  ready: async (page) => {
    await page.getByRole('heading', { level: 1, name: coreHi['page.students.title'] }).waitFor();
    await page.getByRole('article').first().waitFor();
  },
};

/** The words of signing in and choosing the school, per language. */
interface Language {
  code: 'en' | 'hi';
  signIn: string;
  selectOrganization: string;
  continue: string;
  totalStudents: string;
}

const ENGLISH: Language = {
  code: 'en',
  signIn: 'Sign In',
  selectOrganization: 'Select Organization',
  continue: 'Continue',
  totalStudents: 'Total Students',
};

const HINDI: Language = {
  code: 'hi',
  signIn: coreHi['signIn.submit'],
  selectOrganization: organizationHi['select.title'],
  continue: organizationHi['select.continue'],
  totalStudents: dashboardHi['stats.total'],
};

interface Size {
  name: string;
  options: BrowserContextOptions;
  screens: Screen[];
  language: Language;
}

const SIZES: Size[] = [
  {
    name: 'phone',
    options: {
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    },
    screens: [DASHBOARD, DIRECTORY, ADD_STUDENT, STUDENT_PROFILE],
    language: ENGLISH,
  },
  {
    name: 'desktop',
    options: { viewport: { width: 1280, height: 800 } },
    screens: [DASHBOARD, DIRECTORY, ORGANIZATION],
    language: ENGLISH,
  },
  {
    name: 'phone-hindi',
    options: {
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    },
    screens: [DASHBOARD_HINDI, DIRECTORY_HINDI],
    language: HINDI,
  },
];

/**
 * Waits until nothing on screen is still loading (the app marks its spinners and skeletons
 * "Loading", and a list answering an older query aria-busy) and the fonts have arrived.
 */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    Array.from(
      document.querySelectorAll(
        '[aria-label^="Loading"], [aria-busy="true"], .MuiSkeleton-root, .MuiCircularProgress-root',
      ),
    ).every((element) => !element.checkVisibility()),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Signs in and enters the sample school, as a visitor would: from the organization selection on
 * the first sign-in; on a later one (the other width) the account reopens the organization it
 * used last, wherever it signs in, which is the school. Its dashboard's figures are the school's.
 */
async function enterSchool(page: Page, language: Language) {
  await page.goto(appPath('signin'));
  await page.locator('input[name="email"]').fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: language.signIn, exact: true }).click();
  const selection = page.getByRole('heading', { name: language.selectOrganization });
  // A figure, not the dashboard's title: the page drawn while the organization loads has the
  // title too, also on the way to the selection.
  const figure = page
    .getByRole('listitem', { name: language.totalStudents })
    .getByTestId('stat-value');
  await selection.or(figure).waitFor();
  if (await selection.isVisible()) {
    await page.getByRole('button', { name: PLAN.name }).click();
    await page.getByRole('button', { name: language.continue, exact: true }).click();
  }
  await figure.filter({ hasText: exactly(count(PLAN.students)) }).waitFor();
}

/** The error that ends the run: what failed and why, with a picture of what the page showed. */
async function failure(page: Page, file: string, what: string, error: unknown): Promise<Error> {
  mkdirSync(FAILURE_DIR, { recursive: true });
  const shot = path.join(FAILURE_DIR, file);
  await page.screenshot({ path: shot }).catch(() => undefined);
  const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return new Error(`${what}: ${reason}\n  What the page showed: ${path.relative(ROOT, shot)}`);
}

async function capture(page: Page, screen: Screen, size: string): Promise<Buffer> {
  try {
    await page.goto(appPath(screen.path));
    await waitForApp(page);
    await screen.ready(page);
    await settled(page);
  } catch (error) {
    const what = `${screen.title} (${size}) did not appear at ${page.url()}`;
    throw await failure(page, `${screen.name}-${size}.png`, what, error);
  }
  return page.screenshot({ animations: 'disabled', caret: 'hide' });
}

async function main() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(CHROMIUM_MISSING);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const shots = new Map<string, Buffer>();
  try {
    for (const size of SIZES) {
      const context = await browser.newContext({
        ...size.options,
        baseURL: HOSTING,
        // The same pictures wherever they are taken: India's language and clock, as the users'.
        locale: 'en-IN',
        timezoneId: 'Asia/Kolkata',
        colorScheme: 'light',
        reducedMotion: 'reduce',
        // The worker would download the whole app in the background while the pictures are
        // taken, and its "new version" prompt could cover a screen.
        serviceWorkers: 'block',
      });
      context.setDefaultTimeout(TIMEOUT_MS);
      // The language chosen on the phone before the app starts, as its switch leaves it.
      await context.addInitScript(([key, code]) => window.localStorage.setItem(key, code), [
        LANGUAGE_STORAGE_KEY,
        size.language.code,
      ] as const);
      const page = await context.newPage();
      try {
        await enterSchool(page, size.language);
      } catch (error) {
        const what = `Signing in as ${ADMIN.email} into ${PLAN.name} (${size.name}) failed`;
        throw await failure(page, `signin-${size.name}.png`, what, error);
      }
      for (const screen of size.screens) {
        const file = `${screen.name}-${size.name}.png`;
        shots.set(file, await capture(page, screen, size.name));
        console.log(`  took ${file}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  mkdirSync(OUT_DIR, { recursive: true });
  for (const [file, png] of shots) {
    writeFileSync(path.join(OUT_DIR, file), png);
    console.log(`  wrote docs/screenshots/${file} (${(png.length / 1024).toFixed(0)} KB)`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
