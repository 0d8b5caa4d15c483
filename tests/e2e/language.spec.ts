import { expect, test, type Page } from '@playwright/test';
import { BASE_PATH } from '@village/model/constants';
import { hi as organizationHi } from '../../web/src/features/organizations/messages.hi';
import { hi as coreHi } from '../../web/src/lib/i18n/catalogs/hi';
import { LANGUAGE_STORAGE_KEY } from '../../web/src/lib/i18n/language';
import { appPath, expectDashboard, waitForApp } from './support/app';
import {
  adminDb,
  createAccount,
  createOrganizationFor,
  PASSWORD,
  uniqueEmail,
} from './support/emulators';

// The language a person chooses: English or Hindi, on the sign-in page or in the
// account menu, kept on the device and in users/{uid}.

const storedLanguage = async (uid: string): Promise<unknown> =>
  (await adminDb.doc(`users/${uid}`).get()).get('language');

const hindiDashboard = (page: Page) =>
  expect(page.getByRole('heading', { name: coreHi['page.dashboard.title'] })).toBeVisible();

const shellInHindi = async (page: Page) => {
  await expect(page.getByText('विद्यार्थी प्रबंधन प्रणाली')).toBeVisible();
  await expect(page.getByRole('link', { name: 'डैशबोर्ड' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'विद्यार्थी सूची' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'साइडबार दिखाएँ या छिपाएँ' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^संगठन: Hindi School/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
};

test('Hindi chosen on the sign-in page stays after a reload; English comes back from the menu', async ({
  page,
}) => {
  const email = uniqueEmail('language');
  const account = await createAccount(email, 'Language User');
  await createOrganizationFor(account.uid, email, 'Hindi School');

  await page.goto(appPath('signin'));
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: 'हिन्दी' })
    .click();
  await expect(page.getByRole('heading', { name: 'फिर से स्वागत है' })).toBeVisible();
  await expect(page.getByText('अपने विद्यार्थियों का रिकॉर्ड संभालने के लिए साइन इन करें')).toBeVisible();
  await expect(page.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'साइन इन करें' }).click();
  await expect(page.getByRole('heading', { name: organizationHi['select.title'] })).toBeVisible();
  await page.getByRole('button', { name: /Hindi School/ }).click();
  await page.getByRole('button', { name: organizationHi['select.continue'], exact: true }).click();
  await hindiDashboard(page);
  await shellInHindi(page);
  await expect.poll(() => storedLanguage(account.uid)).toBe('hi');

  // The prerendered page is English: the app draws it afresh in Hindi, without a mismatch, and
  // the English HTML, left on screen while the Hindi page is drawn, goes when it commits.
  await page.reload();
  await hindiDashboard(page);
  await shellInHindi(page);
  await expect(
    page.getByText('Overview of student records and educational statistics'),
  ).toHaveCount(0);

  await page.getByRole('button', { name: 'खाता: Language User' }).click();
  await expect(page.getByRole('menuitem', { name: 'साइन आउट करें' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByText('Student Management System')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Student Directory' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(() => storedLanguage(account.uid)).toBe('en');

  await page.reload();
  await expectDashboard(page);
  await expect(page.getByText('Student Management System')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('after a first visit, the service worker answers in Hindi with the Hindi prerendered page', async ({
  page,
}) => {
  const hydrationErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text()))
      hydrationErrors.push(message.text());
  });
  await page.goto(appPath('signin'));
  await waitForApp(page);
  await page
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: 'हिन्दी' })
    .click();
  await expect(page.getByRole('heading', { name: 'फिर से स्वागत है' })).toBeVisible();
  // The worker has taken the page and keeps the reader's language (its own cache, see sw.js).
  await expect
    .poll(() =>
      page.evaluate(async (key) => {
        const stored = await (await caches.open('village-settings')).match(key);
        return stored ? await stored.text() : undefined;
      }, appPath('__language')),
    )
    .toBe('hi');

  const response = await page.reload();
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<html lang="hi"');
  expect(html).toContain('फिर से स्वागत है');
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'फिर से स्वागत है' })).toBeVisible();
  expect(hydrationErrors).toEqual([]);

  // The worker keeps every Hindi page once it knows the language: offline, they open in Hindi.
  await expect
    .poll(() =>
      page.evaluate(async (url) => !!(await caches.match(url)), appPath('hi/forgot-password.html')),
    )
    .toBe(true);
  await page.context().setOffline(true);
  const offline = await page.goto(appPath('forgot-password'));
  expect(await offline?.text()).toContain('अपना पासवर्ड फिर से बनाएँ');
  await expect(page.getByRole('heading', { name: 'अपना पासवर्ड फिर से बनाएँ' })).toBeVisible();
  await page.context().setOffline(false);
});

test('a first visit in Hindi keeps what was typed into the English page while the Hindi one is drawn', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('hindi-typed');
  await createAccount(email, 'Hindi Typist');
  await context.addInitScript(([key]) => window.localStorage.setItem(key, 'hi'), [
    LANGUAGE_STORAGE_KEY,
  ] as const);
  // Hosting serves the English page; the app's Hindi texts are held back, as a slow link would,
  // so the English form is typed into once the app runs and while the Hindi page waits for them.
  let asked!: () => void;
  const textsAsked = new Promise<void>((resolve) => (asked = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${BASE_PATH}assets/hi-*.js`, async (route) => {
    asked();
    await released;
    await route.continue().catch(() => undefined);
  });
  await page.goto(appPath('signin'), { waitUntil: 'commit' });
  await textsAsked;
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  release();

  await expect(page.getByRole('heading', { name: 'फिर से स्वागत है' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toHaveCount(0);
  await expect(page.locator('input[name="email"]')).toHaveValue(email);
  await expect(page.locator('input[name="password"]')).toHaveValue(PASSWORD);
  // In the form's state, not only on screen: it signs in with them.
  await page.getByRole('button', { name: 'साइन इन करें' }).click();
  await expect(page).toHaveURL(new RegExp(`${appPath('organization-selection')}$`));
});
