import { expect, test, type Locator, type Page } from '@playwright/test';
import { appPath, waitForApp } from './support/app';
import { expectAccessible } from './support/axe';
import { addStudents, enterOrganization, organizationWithAdmin } from './support/students';

// Every page through axe-core (WCAG 2.0 and 2.1, levels A and AA), signed out and signed in as an
// organization's super_admin: no violation of impact serious or critical. Each page is checked
// once its own content is there (its heading, and no "Loading" spinner), with no transition
// running (a dialog fading in has a contrast it does not keep). Every page's violations are
// collected (soft assertions), so one run lists them all.

/** A page signed in: the app's frame (the account button) and the page's own heading, loaded. */
async function expectSignedInPage(page: Page, heading: Locator) {
  await expect(page.getByRole('button', { name: /^Account: / })).toBeVisible();
  await expect(heading).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
}

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  test('the signed-out pages', async ({ page }) => {
    const pages: [path: string, ready: Locator][] = [
      ['signin', page.getByRole('heading', { level: 1, name: 'Welcome back' })],
      ['signup', page.getByRole('heading', { level: 1, name: 'Create Account' })],
      ['forgot-password', page.getByRole('heading', { level: 1, name: 'Reset your password' })],
      ['terms', page.getByRole('heading', { level: 1, name: 'Terms of Service' })],
      ['privacy', page.getByRole('heading', { level: 1, name: 'Privacy Policy' })],
      ['no/such/page', page.getByText('Oops! Page not found')],
    ];
    for (const [path, ready] of pages) {
      await page.goto(appPath(path));
      await waitForApp(page);
      await expect(ready).toBeVisible();
      await expectAccessible(page, `/${path}`);
    }
  });

  test('the signed-in pages of a super_admin, and their dialogs', async ({ page }) => {
    test.setTimeout(180_000);
    const org = await organizationWithAdmin('Axe Vidyalaya');
    const [aarav] = await addStudents(org.orgId, org.uid, [
      {
        name: 'Aarav Sharma',
        educationLevel: '3rd Standard',
        school: 'Narela Public School',
        gender: 'male',
        dateOfBirth: '2016-05-04',
        parentName: 'Rajesh Sharma',
        parentContact: '98765 43210',
        location: { lat: 28.85, lng: 77.09 },
      },
      {
        name: 'अनन्या शर्मा',
        educationLevel: '10th Standard',
        school: 'राजकीय विद्यालय, नरेला',
        gender: 'female',
        location: { lat: 28.78, lng: 77.16 },
      },
      {
        name: 'Meera Iyer',
        educationLevel: 'B.Sc',
        course: 'Physics',
        school: 'Delhi University',
      },
      { name: 'Kabir Khan', educationLevel: '7th Standard', school: 'Narela Public School' },
    ]);
    const heading = (name: string, level = 1) => page.getByRole('heading', { level, name });
    const visit = async (path: string, ready: Locator) => {
      await page.goto(appPath(path));
      await expectSignedInPage(page, ready);
    };

    await enterOrganization(page, org);
    await expectSignedInPage(page, heading('Village Education Dashboard'));
    await expectAccessible(page, '/ (dashboard)');

    // The account menu, open.
    await page.getByRole('button', { name: /^Account: / }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await expectAccessible(page, '/ with the account menu open');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);

    await visit('analytics', heading('Village Education Dashboard'));
    await expectAccessible(page, '/analytics');

    await visit('students', heading('Village Student Directory'));
    await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(
      'Showing 4 of 4 students',
    );
    await expectAccessible(page, '/students (grid)');
    await page.getByRole('button', { name: 'Table View' }).click();
    await expect(page.getByRole('table', { name: 'Students' }).getByRole('row')).toHaveCount(5);
    await expectAccessible(page, '/students (table)');

    await visit('add-student', heading('Add New Student'));
    await expectAccessible(page, '/add-student');

    await visit(`edit-student/${aarav!.id}`, heading('Edit Student'));
    await expect(page.getByLabel(/^Full Name/)).toHaveValue('Aarav Sharma');
    await expectAccessible(page, '/edit-student/{id}');

    await visit(`student/${aarav!.id}`, heading('Aarav Sharma', 2));
    await expectAccessible(page, '/student/{id}');
    // The delete confirmation, open.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Aarav Sharma');
    await expectAccessible(page, '/student/{id} with the delete confirmation open');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    await visit('organization', heading('Axe Vidyalaya'));
    for (const tab of ['Overview', 'Users & Roles', 'Settings', 'History']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
      await expectAccessible(page, `/organization (${tab})`);
    }

    // No Maps key in the tests: the fallback panel and the list of located students, with links.
    await visit('map', heading('Student Map'));
    await expect(page.getByText('2 of 4 students have a location')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Located students' }).getByRole('link'),
    ).toHaveCount(2);
    await expect(
      page
        .getByRole('region', { name: "Map of the organization's students" })
        .getByRole('link', { name: 'Aarav Sharma' }),
    ).toBeVisible();
    await expectAccessible(page, '/map');

    await visit('report', heading('Student Report'));
    await expect(page.getByText('4 students in the file, sorted by name.')).toBeVisible();
    await expectAccessible(page, '/report');

    await visit('students/import', heading('Import Students'));
    await expectAccessible(page, '/students/import');

    await page.goto(appPath('organization-selection'));
    await expect(heading('Select Organization')).toBeVisible();
    await expect(page.getByRole('button', { name: /Axe Vidyalaya/ })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    await expectAccessible(page, '/organization-selection');
  });
});
