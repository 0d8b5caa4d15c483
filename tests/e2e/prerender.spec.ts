// Every route's first paint comes from HTML the build prerendered (web/prerender/), served by the
// Hosting emulator as production's Hosting serves it (firebase.json), and React hydrates it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { BASE_PATH } from '@village/model/constants';
import { REACT_DOM_MARKER } from '../../web/build/shipped-runtime';
import { appPath, expectDashboard } from './support/app';
import { createAccount, createOrganizationFor, PASSWORD, uniqueEmail } from './support/emulators';

/** Errors React reports when the HTML it hydrates is not what it renders (#418, #423, #425). */
const HYDRATION_ERROR = /hydrat|Minified React error #(418|419|423|425)/i;

/** Keeps, as the HTML is parsed and before any of the app's scripts runs, the page's first
 * heading: hydration keeps that very element; a fresh render would replace it. */
async function keepFirstHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading =
          document.querySelector('h1');
    });
  });
}

/** Whether react-dom has taken the root: it marks the container it renders into (the marker
 * web/build/shipped-runtime.ts looks for in the build); Preact or another runtime would not. */
function reactOwnsRoot(page: Page) {
  return page.evaluate(
    (marker) => Object.keys(document.getElementById('root')!).some((key) => key.startsWith(marker)),
    REACT_DOM_MARKER,
  );
}

/** Holds the app's code back, as a slow link would, until the returned function is called. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${BASE_PATH}assets/start-*.js`, async (route) => {
    await released;
    // The request of a page left meanwhile went with that page.
    await route.continue().catch(() => undefined);
  });
  return release;
}

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('prerendered first paint', () => {
  test('public pages are painted whole from HTML, before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const pages = [
      ['signin', 'Welcome back'],
      ['signup', 'Create Account'],
      ['forgot-password', 'Reset your password'],
      ['terms', 'Terms of Service'],
      ['privacy', 'Privacy Policy'],
      ['no/such/page', '404'],
    ] as const;
    for (const [path, heading] of pages) {
      await page.goto(appPath(path));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    await page.goto(appPath('signin'));
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    // Styled by the page's own critical CSS: the theme's primary green, with no script run.
    await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCSS(
      'background-color',
      'rgb(46, 125, 50)',
    );
    await context.close();
  });

  test('signed-in routes paint their layout and title from HTML', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, title] of [
      ['', 'Village Education Dashboard'],
      ['students', 'Village Student Directory'],
      ['add-student', 'Add New Student'],
      ['edit-student/any-id', 'Edit Student'],
      ['student/any-id', 'Student Profile'],
      ['organization', 'Organization'],
      ['students/import', 'Import Students'],
    ] as const) {
      await page.goto(appPath(path));
      await expect(page.getByText(title, { exact: true })).toBeVisible();
      await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    }
    for (const path of [
      'map',
      'report',
      'print',
      'print/register',
      'student/any-id/bonafide',
      'student/any-id/transfer-certificate',
    ]) {
      await page.goto(appPath(path));
      await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    }
    await context.close();
  });

  test('the skeleton has the width of the sidebar the user left', async ({ page, context }) => {
    // The page's head script alone sets it: the app's code is held back.
    await page.route(`**${BASE_PATH}assets/start-*.js`, () => undefined);
    const width = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--village-sidebar-width'),
      );
    await context.addCookies([
      { name: 'sidebar_state', value: 'false', url: `http://127.0.0.1:5000${BASE_PATH}` },
    ]);
    await page.goto(appPath('students'), { waitUntil: 'commit' });
    await expect(page.getByText('Village Student Directory')).toBeVisible();
    expect(await width()).toBe('3rem');
    await context.clearCookies();
    await page.goto(appPath('students'), { waitUntil: 'commit' });
    await expect(page.getByText('Village Student Directory')).toBeVisible();
    expect(await width()).toBe('16rem');
  });

  test('React (react-dom) hydrates the sign-in page: the same elements, no mismatch', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await keepFirstHeading(page);
    await page.goto(appPath('signin'));
    // Hydrated: the form answers (its Sign Up link navigates in the app, without a page load).
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await page.reload();
    // Hydrated again before the checks: on a busy machine the app's code comes seconds after the
    // prerendered page, which the heading's identity alone would not tell.
    await expect.poll(() => reactOwnsRoot(page)).toBe(true);
    await page.getByRole('textbox', { name: 'Email' }).fill('typed@village.test');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('typed@village.test');
    expect(
      await page.evaluate(
        () =>
          document.querySelector('h1') ===
          (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading,
      ),
    ).toBe(true);
    expect(errors.filter((error) => HYDRATION_ERROR.test(error))).toEqual([]);
  });

  test('signed out, a signed-in route ends on the sign-in page; signed in, back', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(appPath('students'));
    await expect(page).toHaveURL(new RegExp(`${appPath('signin')}$`));
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

    const email = uniqueEmail('prerender');
    const account = await createAccount(email, 'Prerender User');
    await createOrganizationFor(account.uid, email, 'Prerender School');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: /Prerender School/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Village Student Directory' })).toBeVisible();

    // A reload of a deep link hydrates its skeleton, then shows the page.
    await keepFirstHeading(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Village Student Directory' })).toBeVisible();
    // Signed in, the sign-in page sends the user on.
    await page.goto(appPath('signin'));
    await expectDashboard(page);
    expect(errors.filter((error) => HYDRATION_ERROR.test(error))).toEqual([]);
  });

  test('the built app ships react-dom', () => {
    const dist = fileURLToPath(new URL(`../../web/dist${BASE_PATH}`, import.meta.url));
    const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Record<
      string,
      { file: string }
    >;
    const code = Object.values(manifest)
      .map(({ file }) => readFileSync(`${dist}${file}`, 'utf8'))
      .join('\n');
    expect(code).toContain(REACT_DOM_MARKER);
    expect(code).not.toMatch(/preact/i);
  });
});

test('what is typed into the prerendered sign-in form before hydration is kept', async ({
  page,
}) => {
  const email = uniqueEmail('early');
  await createAccount(email, 'Early Typist');
  // The app's code waits until the form has been filled from the HTML alone.
  const typed = await holdAppCode(page);
  await page.goto(appPath('signin'), { waitUntil: 'commit' });
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  typed();
  // Hydrated: the app's own link works; then the form signs in with what was typed.
  await expect.poll(() => reactOwnsRoot(page)).toBe(true);
  await expect(page.locator('input[name="email"]')).toHaveValue(email);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`${appPath('organization-selection')}$`));
});

test('Forgot password? followed before hydration brings the typed email, never in the address', async ({
  page,
}) => {
  const email = uniqueEmail('early-forgot');
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  // The sign-in page's code never arrives: the link is followed from the HTML alone.
  const followed = await holdAppCode(page);
  await page.goto(appPath('signin'), { waitUntil: 'commit' });
  await page.locator('input[name="email"]').fill(email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(new RegExp(`${appPath('forgot-password')}$`));
  followed();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect.poll(() => reactOwnsRoot(page)).toBe(true);
  await expect(page.locator('input[name="email"]')).toHaveValue(email);
  expect(addresses.filter((address) => address.includes(encodeURIComponent(email)))).toEqual([]);
});

test('Sign In pressed before hydration signs in once the app runs, and never puts the password in the address', async ({
  page,
}) => {
  const email = uniqueEmail('early-press');
  await createAccount(email, 'Early Presser');
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  const pressed = await holdAppCode(page);
  await page.goto(appPath('signin'), { waitUntil: 'commit' });
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  pressed();
  await expect(page).toHaveURL(new RegExp(`${appPath('organization-selection')}$`));
  expect(addresses.filter((address) => address.includes(encodeURIComponent(PASSWORD)))).toEqual([]);
  expect(addresses.filter((address) => address.includes('password='))).toEqual([]);
});
