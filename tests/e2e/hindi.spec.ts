import { expect, test, type Page } from '@playwright/test';
import { academicYearOf } from '@village/model/academic-year';
import { progressionOpen } from '@village/model/progression';
import { hi as directoryHi } from '../../web/src/features/students/directory/messages.hi';
import { hi as formHi } from '../../web/src/features/students/form/messages.hi';
import { hi as organizationHi } from '../../web/src/features/organizations/messages.hi';
import { hi as progressionHi } from '../../web/src/features/students/progression/messages.hi';
import { hi as coreHi } from '../../web/src/lib/i18n/catalogs/hi';
import { LANGUAGE_STORAGE_KEY } from '../../web/src/lib/i18n/language';
import { appPath, waitForApp } from './support/app';
import { expectAccessible, settled } from './support/axe';
import { PASSWORD, uniqueEmail } from './support/emulators';
import { clippedTexts } from './support/layout';
import { addStudents, organizationWithAdmin, storedStudentsNamed } from './support/students';

// The app in Hindi on a phone: sign-up, the organization selection, the dashboard,
// the account menu, the directory and its search across scripts, adding a student, a profile and
// the organization's tabs, 360 px wide. On each screen: no text cut off by its box (Devanagari is
// taller than Latin, and Hindi words are often longer) and axe's WCAG 2.1 AA checks. The texts
// looked for are the Hindi catalogs' own, so the test follows their wording.

test.use({ viewport: { width: 360, height: 740 } });

test.beforeEach(async ({ context }) => {
  // Hindi chosen on this phone before the app starts, as the language switch leaves it.
  await context.addInitScript(([key]) => window.localStorage.setItem(key, 'hi'), [
    LANGUAGE_STORAGE_KEY,
  ] as const);
});

/** Once the screen has drawn its data: nothing cut off, nothing serious for axe. */
async function expectWholeInHindi(page: Page, where: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('status', { name: coreHi.loading })).toHaveCount(0);
  // No spinner, skeleton or list still answering (the level bars are progress bars that stay).
  await page.waitForFunction(() =>
    Array.from(
      document.querySelectorAll('[aria-busy="true"], .MuiSkeleton-root, .MuiCircularProgress-root'),
    ).every((element) => !element.checkVisibility()),
  );
  await settled(page);
  expect.soft(await clippedTexts(page), `${where}: texts cut off at 360 px`).toEqual([]);
  await expectAccessible(page, `${where} (Hindi, 360 px)`);
}

const heading = (page: Page, name: string, level = 1) =>
  page.getByRole('heading', { level, name, exact: true });

test('signing up in Hindi, on a phone', async ({ page }) => {
  await page.goto(appPath('signup'));
  await waitForApp(page);
  await expect(heading(page, coreHi['signUp.title'])).toBeVisible();
  await expectWholeInHindi(page, '/signup');

  await page.locator('input[name="name"]').fill('सुनीता वर्मा');
  await page.locator('input[name="email"]').fill(uniqueEmail('hindi-signup'));
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="confirmPassword"]').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: coreHi['signUp.submit'], exact: true }).click();
  await expect(heading(page, organizationHi['select.title'])).toBeVisible();
  await expectWholeInHindi(page, '/organization-selection (a new account)');
});

test('the staff screens in Hindi, on a phone', async ({ page }) => {
  test.setTimeout(240_000);
  const org = await organizationWithAdmin('Saraswati Vidya Mandir');
  const [sunita] = await addStudents(org.orgId, org.uid, [
    {
      name: 'सुनीता देवी',
      educationLevel: '10th Standard',
      school: 'राजकीय उच्चतर माध्यमिक बालिका विद्यालय, नरेला',
      gender: 'female',
      dateOfBirth: '2010-03-14',
      parentName: 'रामेश्वर प्रसाद',
      parentContact: '98765 43210',
    },
    { name: 'Aarav Sharma', educationLevel: 'B.Sc', course: 'Physics', school: 'Delhi University' },
  ]);

  await page.goto(appPath('signin'));
  await waitForApp(page);
  await page.locator('input[name="email"]').fill(org.email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: coreHi['signIn.submit'], exact: true }).click();
  await expect(heading(page, organizationHi['select.title'])).toBeVisible();
  await expectWholeInHindi(page, '/organization-selection');
  await page.getByRole('button', { name: /Saraswati Vidya Mandir/ }).click();
  await page.getByRole('button', { name: organizationHi['select.continue'], exact: true }).click();

  await expect(heading(page, coreHi['page.dashboard.title'])).toBeVisible();
  await expectWholeInHindi(page, '/ (dashboard)');

  await page.getByRole('button', { name: /^खाता: / }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectWholeInHindi(page, 'the account menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  await page.goto(appPath('students'));
  await expect(heading(page, coreHi['page.students.title'])).toBeVisible();
  const card = (name: string) => page.getByRole('article').filter({ hasText: name });
  await expect(card('सुनीता देवी')).toBeVisible();
  await expect(card('Aarav Sharma')).toBeVisible();
  await expectWholeInHindi(page, '/students');
  // A name written in Devanagari is found by its Latin spelling.
  await page.getByRole('textbox', { name: directoryHi['search.label'] }).fill('Suneeta');
  await expect(card('Aarav Sharma')).toHaveCount(0);
  await expect(card('सुनीता देवी')).toBeVisible();

  await page.goto(appPath('add-student'));
  await expect(heading(page, coreHi['page.addStudent.title'])).toBeVisible();
  await expectWholeInHindi(page, '/add-student');
  await page.getByLabel(new RegExp(`^${formHi['field.name']}`)).fill('कविता यादव');
  await page.getByRole('combobox', { name: new RegExp(formHi['field.educationLevel']) }).click();
  await page.getByRole('option', { name: 'कक्षा 7', exact: true }).click();
  await page.getByLabel(new RegExp(`^${formHi['field.school']}`)).fill('राजकीय विद्यालय, अलीपुर');
  await page.getByRole('button', { name: formHi['submit.add'], exact: true }).click();
  await expect(heading(page, coreHi['page.students.title'])).toBeVisible();
  // Shown as कक्षा 7, stored as the model writes it in every language.
  await expect
    .poll(async () =>
      (await storedStudentsNamed(org.orgId, 'कविता यादव'))[0]?.get('educationLevel'),
    )
    .toBe('7th Standard');

  await page.goto(appPath(`student/${sunita!.id}`));
  await expect(heading(page, 'सुनीता देवी', 2)).toBeVisible();
  await expectWholeInHindi(page, '/student/{id}');

  // The year end: a class's list, each student's outcome, marks and days, on a phone.
  await page.goto(appPath('progression'));
  await expect(heading(page, coreHi['page.progression.title'])).toBeVisible();
  await page
    .getByRole('combobox', { name: progressionHi['choose.level'], exact: true })
    .selectOption('10th Standard');
  await expect(page.getByRole('combobox', { name: 'सुनीता देवी का परिणाम' })).toHaveValue('promoted');
  await expect(page.getByTestId('progression-summary')).toHaveText('1 प्रोन्नत');
  await expectWholeInHindi(page, '/progression');
  // This year: before its last quarter, the super_admin's reason field and why (in Hindi too).
  await page.getByRole('combobox', { name: progressionHi['choose.year'] }).selectOption('current');
  await expect(page.getByTestId('progression-summary')).toHaveText('1 प्रोन्नत');
  // From January (the last quarter) this year needs no reason, and the field is not there.
  const early = !progressionOpen(academicYearOf(new Date()).startYear, 4, new Date());
  await expect(page.getByRole('textbox', { name: progressionHi['early.reason'] })).toHaveCount(
    early ? 1 : 0,
  );
  await expectWholeInHindi(page, '/progression (this year)');

  await page.goto(appPath('organization'));
  await expect(heading(page, 'Saraswati Vidya Mandir')).toBeVisible();
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(4);
  for (let index = 0; index < 4; index++) {
    const tab = tabs.nth(index);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expectWholeInHindi(page, `/organization (tab ${index + 1})`);
  }
});
