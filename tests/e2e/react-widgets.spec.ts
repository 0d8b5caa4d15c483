import { expect, test, type Page } from '@playwright/test';
import { directorySourceOf, sortDirectory, type DirectoryEntry } from '@village/model/directory';
import { categoryForLevel } from '@village/model/levels';
import { appPath } from './support/app';
import { adminDb } from './support/emulators';
import {
  enterOrganization,
  memberOf,
  organizationWithAdmin,
  storedStudentsNamed,
} from './support/students';
import { expectDirectoryShowing, organizationWithDirectory } from './support/widgets';

// The widgets most likely to behave differently between UI runtimes (the build shipped
// preact/compat in place of react-dom until commit 80f07aa), on the built app: the date picker
// of @mui/x-date-pickers, a menu that opens a dialog, and the directory's search typed quickly
// over 3,000 students (a deferred value whose list must end up matching the last keystroke).

/** The form's date field of `name` (its light stand-in, then the calendar's field). */
const dateField = (page: Page, name: string) =>
  page.locator('.MuiFormControl-root').filter({ has: page.locator(`input[name="${name}"]`) });

test.describe('widgets on the React runtime', () => {
  test('date of birth: picked in the calendar, cleared by picking it again, typed and saved', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const org = await organizationWithAdmin('Calendar Vidyalaya');
    await enterOrganization(page, org, 'add-student');
    await expect(page.getByRole('heading', { name: 'Add New Student' })).toBeVisible();

    const field = dateField(page, 'dateOfBirth');
    // The value the form holds, in its long date format (the field's hidden input).
    const value = page.locator('input[name="dateOfBirth"]');
    await expect(value).toHaveValue('');

    // The form is untouched: the calendar's code loads on this first press, and opens.
    await field.getByRole('button', { name: 'Choose date' }).click();
    const calendar = page.getByRole('dialog');
    await expect(calendar.getByRole('grid')).toBeVisible();
    // To 2012 through the year view, then a day of the month shown.
    await calendar.getByRole('button', { name: /switch to year view/ }).click();
    await calendar.getByRole('radio', { name: '2012' }).click();
    // The month shown is the calendar's own (today's, read from the page: no clock race).
    const grid = calendar.getByRole('grid');
    await expect(grid).toHaveAccessibleName(/^[A-Z][a-z]+ 2012$/);
    const label = page.locator(`[id="${await grid.getAttribute('aria-labelledby')}"]`);
    const month = (await label.textContent())!.replace(/\s*2012$/, '').trim();
    await calendar.getByRole('gridcell', { name: '15', exact: true }).click();

    await expect(calendar).toHaveCount(0);
    await expect(value).toHaveValue(`15 ${month} 2012`);
    const group = page.getByRole('group', { name: /Date of Birth/ });
    await expect(group.getByRole('spinbutton', { name: 'Day' })).toHaveText('15');
    await expect(group.getByRole('spinbutton', { name: 'Month' })).toHaveText(month);
    await expect(group.getByRole('spinbutton', { name: 'Year' })).toHaveText('2012');

    // Clicking the selected date again clears it (docs/product.md, "Student record").
    await field.getByRole('button', { name: /^Choose date, selected date is/ }).click();
    const selected = calendar.getByRole('gridcell', { name: '15', exact: true, selected: true });
    await expect(selected).toBeVisible();
    await selected.click();
    await expect(calendar).toHaveCount(0);
    await expect(value).toHaveValue('');
    await expect(field.getByRole('button', { name: 'Choose date', exact: true })).toBeVisible();
    await expect(group.getByRole('spinbutton', { name: 'Year' })).not.toHaveText('2012');

    // Typed on the keyboard, section by section, and saved with the required fields.
    await group.getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.type('15082004');
    await expect(value).toHaveValue('15 August 2004');
    await expect(group.getByRole('spinbutton', { name: 'Month' })).toHaveText('August');
    await page.getByLabel(/^Full Name/).fill('Ishita Bansal');
    await page.getByRole('combobox', { name: /Education Level/ }).click();
    await page.getByRole('option', { name: '9th Standard', exact: true }).click();
    await page.getByLabel(/^School\/College Name/).fill('Kendriya Vidyalaya, Narela');
    await page.getByRole('button', { name: 'Save Student Record' }).click();
    await expect(page).toHaveURL(new RegExp(`${appPath('students')}$`));

    await expect
      .poll(async () => (await storedStudentsNamed(org.orgId, 'Ishita Bansal')).length)
      .toBe(1);
    const [stored] = await storedStudentsNamed(org.orgId, 'Ishita Bansal');
    expect(stored!.get('dateOfBirth')).toBe('2004-08-15');
    await page.goto(appPath(`student/${stored!.id}`));
    await expect(page.getByRole('heading', { level: 2, name: 'Ishita Bansal' })).toBeVisible();
    await expect(page.locator('dt:text-is("Date of Birth") + dd')).toHaveText('15 August 2004');
  });

  test('the organization switcher opens Create Organization; clicks inside keep it open', async ({
    page,
  }) => {
    const org = await organizationWithAdmin('Switcher Vidyalaya');
    await enterOrganization(page, org);

    await page
      .getByRole('button', { name: 'Organization: Switcher Vidyalaya. Switch organization' })
      .click();
    await expect(
      page.getByRole('list', { name: 'Your organizations' }).getByRole('button'),
    ).toHaveText([/Switcher Vidyalaya/]);
    await page.getByRole('button', { name: 'Create Organization' }).click();

    const dialog = page.getByRole('dialog', { name: 'Create New Organization' });
    await expect(dialog).toBeVisible();
    // The switcher's list closed behind it.
    await expect(page.getByRole('list', { name: 'Your organizations' })).toHaveCount(0);
    const name = dialog.getByLabel('Organization Name');
    await expect(name).toBeFocused();

    // Clicks on its text, its title and its fields, and typing: the dialog stays, with the text.
    await dialog.getByText('Create a new organization to manage students and users.').click();
    await dialog.getByRole('heading', { name: 'Create New Organization' }).click();
    await name.click();
    await page.keyboard.type('Kanjhawala Learning Centre');
    await dialog.getByLabel('Description').click();
    await page.keyboard.type('Evening classes');
    await dialog.getByText('Create a new organization to manage students and users.').click();
    await expect(dialog).toBeVisible();
    await expect(name).toHaveValue('Kanjhawala Learning Centre');
    await expect(dialog.getByLabel('Description')).toHaveValue('Evening classes');
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled();

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: 'Organization: Switcher Vidyalaya. Switch organization' }),
    ).toBeVisible();
    const created = await adminDb
      .collection('organizations')
      .where('name', '==', 'Kanjhawala Learning Centre')
      .get();
    expect(created.size).toBe(0);

    // Opened again: a fresh dialog, its name empty.
    await page
      .getByRole('button', { name: 'Organization: Switcher Vidyalaya. Switch organization' })
      .click();
    await page.getByRole('button', { name: 'Create Organization' }).click();
    await expect(dialog.getByLabel('Organization Name')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("a member's Actions menu opens Change role; choosing inside keeps it open", async ({
    page,
  }) => {
    const org = await organizationWithAdmin('Menu Vidyalaya');
    const staff = await memberOf(org, 'org_user', 'Ravi Staff');
    await enterOrganization(page, org);
    await page.getByRole('link', { name: 'Organization' }).click();
    await page.getByRole('tab', { name: 'Users & Roles' }).click();

    await page.getByRole('button', { name: `Actions for ${staff.email}` }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).not.toHaveCount(0);
    await menu.getByRole('menuitem', { name: 'Change role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change role' });
    await expect(dialog).toBeVisible();
    await expect(menu).toHaveCount(0);

    const picker = dialog.getByLabel('New role');
    await expect(picker).toHaveValue('org_user');
    const confirm = dialog.getByRole('button', { name: 'Change Role' });
    await expect(confirm).toBeDisabled();
    await dialog.getByText(/Choose their new role/).click();
    await dialog.getByRole('heading', { name: 'Change role' }).click();
    await picker.selectOption('end_user');
    await dialog.getByText(/Choose their new role/).click();
    await expect(dialog).toBeVisible();
    await expect(picker).toHaveValue('end_user');
    await expect(confirm).toBeEnabled();

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: staff.email })).toContainText(
      'Organization User',
    );
    const member = await adminDb.doc(`organizations/${org.orgId}/members/${staff.uid}`).get();
    expect(member.get('role')).toBe('org_user');
  });

  test('the directory search, typed quickly over 3,000 students, ends on exactly its matches', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const { session, students } = await organizationWithDirectory('Scale Vidyalaya', 3000);
    await enterOrganization(page, session, 'students');
    await expect(page.locator('dt:text-is("Total") + dd')).toHaveText('3,000', {
      timeout: 60_000,
    });

    // The grid: the first 24 students by name, as the app sorts them.
    const entries: DirectoryEntry[] = students.map((student) => ({
      ...directorySourceOf(student),
      id: student.id,
      category: categoryForLevel(student.educationLevel),
    }));
    const cards = page.getByRole('article').getByRole('heading', { level: 3 });
    const firstNames = (matching: DirectoryEntry[]) =>
      sortDirectory(matching, 'name', 'asc')
        .slice(0, 24)
        .map((entry) => entry.name);
    await expectDirectoryShowing(page, 24, 3000, { timeout: 60_000 });
    await expect(cards).toHaveText(firstNames(entries));

    // The text inside the name or the school, whatever the case (docs/product.md, "Student
    // directory").
    const matchesOf = (text: string) => {
      const needle = text.trim().toLowerCase();
      return entries.filter(
        (entry) =>
          entry.name.toLowerCase().includes(needle) || entry.school.toLowerCase().includes(needle),
      );
    };
    const search = page.getByRole('textbox', { name: 'Search students' });

    for (const text of ['aNJALi s', 'Vikas VID']) {
      const matching = matchesOf(text);
      // Every prefix matches more students than the whole text: the list must catch up.
      expect(matching.length).toBeGreaterThan(0);
      expect(matching.length).toBeLessThan(matchesOf(text.slice(0, 3)).length);
      await search.click();
      await page.keyboard.type(text, { delay: 0 });
      await expect(search).toHaveValue(text);
      await expectDirectoryShowing(page, Math.min(24, matching.length), matching.length);
      await expect(cards).toHaveText(firstNames(matching));
      // The URL follows once the typing pauses.
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text);

      // Cleared as quickly, one Backspace after another: the whole directory again.
      for (let index = 0; index < text.length; index += 1) await search.press('Backspace');
      await expect(search).toHaveValue('');
      await expectDirectoryShowing(page, 24, 3000);
      await expect(cards).toHaveText(firstNames(entries));
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBeNull();
    }
  });
});
