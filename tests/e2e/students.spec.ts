import { expect, test, type Page } from '@playwright/test';
import { appPath } from './support/app';
import { adminDb } from './support/emulators';
import {
  addStudents,
  enterOrganization,
  expectShowing,
  memberOf,
  organizationWithAdmin,
  storedStudentsNamed,
} from './support/students';

// The student screens through the app on Hosting, against the Auth, Firestore and Functions
// emulators (the functions keep the directory index and assign studentIds).

/**
 * What a test waits for a Cloud Function (studentId, activity feed): the functions emulator may
 * still be working through the triggers of the suites before, on a machine of 2 busy cores.
 */
const FUNCTION_WAIT = { timeout: 180_000 };

const yearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-01-01`;

async function fillRequired(page: Page, name: string, school: string, level = '7th Standard') {
  await page.getByLabel(/^Full Name/).fill(name);
  await page.getByRole('combobox', { name: /Education Level/ }).click();
  await page.getByRole('option', { name: level, exact: true }).click();
  await page.getByLabel(/^School\/College Name/).fill(school);
}

async function expectToast(page: Page, title: string, description: string | RegExp) {
  const toast = page.locator('.MuiSnackbar-root');
  await expect(toast).toContainText(title);
  await expect(toast).toContainText(description);
}

test.describe('students', () => {
  test('add a student, then find it in the directory by a part of its school name', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const org = await organizationWithAdmin('Add Test School');
    await enterOrganization(page, org);
    await page.getByRole('link', { name: 'Add Student' }).click();
    await expect(page.getByRole('heading', { name: 'Add New Student' })).toBeVisible();

    await fillRequired(page, 'Kavya Raghav', 'Gyan Jyoti Vidyalaya, Alipur');
    await page.getByLabel(/^Address/).fill('House 4, Gali 2\nAlipur, Delhi');
    await page.getByLabel(/^Parent\/Guardian Name/).fill('Suresh Raghav');
    await page.getByLabel(/^Parent Contact/).fill('98765 43210');
    await page.getByRole('button', { name: 'Save Student Record' }).click();

    await expectToast(page, 'Success!', 'Student record has been added successfully.');
    await expect(page).toHaveURL(new RegExp(`${appPath('students')}$`));
    await page.getByRole('textbox', { name: 'Search students' }).fill('JYOTI vid');
    await expectShowing(page, 1);
    const card = page.getByRole('article').filter({ hasText: 'Kavya Raghav' });
    await expect(card).toContainText('Gyan Jyoti Vidyalaya, Alipur');
    await expect(card).toContainText('+91 98765 43210');

    // "Added" means saved on this device: the server has it once the write is sent.
    await expect
      .poll(async () => (await storedStudentsNamed(org.orgId, 'Kavya Raghav')).length)
      .toBe(1);
    const [stored] = await storedStudentsNamed(org.orgId, 'Kavya Raghav');
    expect(stored?.get('parentContact')).toBe('+919876543210');
    expect(stored?.get('category')).toBe('secondary');
    expect(stored?.get('createdBy')).toBe(org.uid);
    // The function gives the student its id, and the profile shows it.
    await expect
      .poll(async () => (await stored!.ref.get()).get('studentId'), FUNCTION_WAIT)
      .toMatch(/^ATS-\d{4}$/);
    // Opened right after typing: the directory's URL update, waiting for a pause in the typing,
    // must not cancel the visit.
    await page.getByRole('textbox', { name: 'Search students' }).fill('kavya r');
    await card.getByRole('link', { name: 'View Kavya Raghav' }).click();
    await expect(page).toHaveURL(/\/student\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Kavya Raghav' })).toBeVisible();
    await expect(page.getByText(/ATS-\d{4}/)).toBeVisible();
  });

  test('each validation error is shown where the user is, and nothing is saved', async ({
    page,
  }) => {
    const org = await organizationWithAdmin('Validation School');
    await enterOrganization(page, org, 'add-student');
    const save = page.getByRole('button', { name: 'Save Student Record' });

    // Required fields empty: the destructive toast (docs/product.md, "Student record").
    await page.getByLabel(/^Full Name/).fill('   ');
    await save.click();
    await expectToast(page, 'Validation Error', 'Please fill in all required fields.');
    await expect(page).toHaveURL(/add-student$/);

    // A wrong phone number: a message at the field.
    await fillRequired(page, 'Nisha Rani', 'Narela Public School');
    await page.getByLabel(/^Parent Contact/).fill('12345');
    await save.click();
    await expect(page.getByText(/Enter a 10-digit Indian mobile number/)).toBeVisible();
    await expect(page).toHaveURL(/add-student$/);

    // Cancel goes back to the directory, where nothing was added.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/students$/);
    await expect(page.getByText('No student records have been added yet.')).toBeVisible();
    expect(await storedStudentsNamed(org.orgId, 'Nisha Rani')).toHaveLength(0);
  });

  test('edit a student and see the change; an edit without changes writes nothing', async ({
    page,
  }) => {
    const org = await organizationWithAdmin('Edit Test School');
    const [student] = await addStudents(org.orgId, org.uid, [
      { name: 'Manoj Yadav', educationLevel: '10th Standard', school: 'Bawana Senior School' },
    ]);
    await enterOrganization(page, org, `edit-student/${student!.id}`);
    await expect(page.getByRole('heading', { name: 'Edit Student' })).toBeVisible();
    await expect(page.getByLabel(/^Full Name/)).toHaveValue('Manoj Yadav');

    // Unchanged: nothing is written.
    await page.getByRole('button', { name: 'Update Student' }).click();
    await expectToast(page, 'No changes to save', '');
    await expect(page).toHaveURL(/students$/);
    const unchanged = await adminDb.doc(`organizations/${org.orgId}/students/${student!.id}`).get();
    expect(unchanged.get('updatedAt').toMillis()).toBe(student!.updatedAt.getTime());

    await page.getByRole('link', { name: 'Edit Manoj Yadav' }).click();
    await page.getByLabel(/^School\/College Name/).fill('Bawana Model School');
    await page.getByRole('button', { name: 'Update Student' }).click();
    await expectToast(page, 'Success!', 'Student record has been updated successfully.');
    const card = page.getByRole('article').filter({ hasText: 'Manoj Yadav' });
    await expect(card).toContainText('Bawana Model School');
    await expect
      .poll(async () =>
        (await adminDb.doc(`organizations/${org.orgId}/students/${student!.id}`).get()).get(
          'school',
        ),
      )
      .toBe('Bawana Model School');
  });

  test('an admission number another student holds is refused at its field', async ({ page }) => {
    test.setTimeout(300_000);
    const org = await organizationWithAdmin('Admission Test School');
    const [holder] = await addStudents(org.orgId, org.uid, [
      {
        name: 'Priya Patel',
        educationLevel: '7th Standard',
        school: 'Narela School',
        section: 'A',
        admissionNumber: 'ADM117',
      },
    ]);
    await enterOrganization(page, org, 'add-student');
    await fillRequired(page, 'Ravi Kumar', 'Narela School');
    await page.getByRole('textbox', { name: 'Section', exact: true }).fill('B');
    const admission = page.getByRole('textbox', { name: 'Admission No.', exact: true });
    // The same number, typed in another case and with a space.
    await admission.fill('adm 117');
    await page.getByRole('button', { name: 'Save Student Record' }).click();
    await expect(admission).toHaveAccessibleDescription(
      `Admission No. ADM117 is already used by Priya Patel (${holder!.studentId})`,
    );
    await expect(page).toHaveURL(/add-student$/);
    expect(await storedStudentsNamed(org.orgId, 'Ravi Kumar')).toHaveLength(0);

    await admission.fill('adm 118');
    await page.getByRole('button', { name: 'Save Student Record' }).click();
    await expectToast(page, 'Success!', 'Student record has been added successfully.');
    await expect
      .poll(async () =>
        (await storedStudentsNamed(org.orgId, 'Ravi Kumar')).map((doc) => [
          doc.get('section'),
          doc.get('admissionNumber'),
        ]),
      )
      .toEqual([['B', 'ADM118']]);

    // The profile shows both.
    await page.goto(appPath(`student/${holder!.id}`));
    await expect(page.locator('dt', { hasText: 'Admission No.' }).locator('+ dd')).toHaveText(
      'ADM117',
    );
    await expect(page.locator('dt', { hasText: 'Section' }).locator('+ dd')).toHaveText('A');
  });

  test('every filter narrows the directory and shows a removable chip; Clear All', async ({
    page,
  }) => {
    const org = await organizationWithAdmin('Filter Test School');
    await addStudents(org.orgId, org.uid, [
      {
        name: 'Aarav Sharma',
        educationLevel: '3rd Standard',
        school: 'Narela Public School',
        gender: 'male',
        dateOfBirth: yearsAgo(8),
        address: 'Pocket 5, Narela',
      },
      {
        name: 'Priya Verma',
        educationLevel: '9th Standard',
        school: 'Bawana Girls School',
        gender: 'female',
        dateOfBirth: yearsAgo(14),
        address: 'Village Bawana',
      },
      {
        name: 'Rohit Kumar',
        educationLevel: 'B.Sc',
        school: 'Delhi Rural University',
        gender: 'male',
        dateOfBirth: yearsAgo(19),
        address: 'Alipur',
      },
      {
        name: 'Sunita Devi',
        educationLevel: 'M.A',
        school: 'Delhi Rural University',
        gender: 'female',
        dateOfBirth: yearsAgo(23),
        address: 'Sector 2, Narela',
      },
    ]);
    await enterOrganization(page, org, 'students');
    await expectShowing(page, 4);
    const chips = page.getByRole('group', { name: 'Active filters' });
    const names = page.getByRole('article');

    await page.getByLabel('Level', { exact: true }).selectOption('higher');
    await expectShowing(page, 2);
    await expect(chips).toContainText('Level: Higher Education');

    await page.getByRole('button', { name: /Advanced Filters/ }).click();
    await page.getByLabel('Gender', { exact: true }).selectOption('female');
    await expectShowing(page, 1);
    await expect(names).toContainText(['Sunita Devi']);
    await expect(page.getByRole('button', { name: 'Advanced Filters (2)' })).toBeVisible();

    await page.getByRole('button', { name: 'Remove filter Level: Higher Education' }).click();
    await expectShowing(page, 2);
    await page.getByLabel('Age Range', { exact: true }).selectOption('11-15');
    await expectShowing(page, 1);
    await expect(names).toContainText(['Priya Verma']);
    await expect(chips).toContainText('Age: 11-15 years');

    await page.getByRole('button', { name: 'Clear All' }).click();
    await expectShowing(page, 4);
    await page.getByLabel('Location', { exact: true }).fill('NARELA');
    await expectShowing(page, 2);
    await page.getByLabel('School', { exact: true }).fill('public');
    await expectShowing(page, 1);
    await expect(names).toContainText(['Aarav Sharma']);
    await page.getByLabel('Education Level', { exact: true }).selectOption('3rd Standard');
    await expectShowing(page, 1);
    await page.getByLabel('Age Range', { exact: true }).selectOption('21+');
    await expect(page.getByText('No students found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search terms or filters')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Advanced Filters (4)' })).toBeVisible();

    // The filters survive a reload (they live in the URL).
    await page.reload();
    await expect(page.getByText('No students found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expectShowing(page, 4);
  });

  test('class and section, social category and CWSN narrow the directory; Columns', async ({
    page,
  }) => {
    const org = await organizationWithAdmin('Register Filter School');
    const seventh = { educationLevel: '7th Standard', school: 'Narela Public School' } as const;
    await addStudents(org.orgId, org.uid, [
      { ...seventh, name: 'Anil Yadav', section: 'B', admissionNumber: 'A-71' },
      {
        ...seventh,
        name: 'Bina Kumari',
        section: 'A',
        social: { socialCategory: 'sc' },
        needs: { cwsn: true },
      },
      {
        ...seventh,
        name: 'Chetan Singh',
        section: 'B',
        social: { socialCategory: 'obc' },
        needs: { cwsn: false },
      },
      {
        name: 'Devika Rao',
        educationLevel: '8th Standard',
        school: 'Narela Public School',
        section: 'B',
        social: { socialCategory: 'sc' },
      },
    ]);
    await enterOrganization(page, org, 'students');
    await expectShowing(page, 4);
    const chips = page.getByRole('group', { name: 'Active filters' });
    const names = page.getByRole('article');

    await page.getByRole('button', { name: /Advanced Filters/ }).click();
    const section = page.getByLabel('Section', { exact: true });
    await expect(section).toBeDisabled();
    await page.getByLabel('Education Level', { exact: true }).selectOption('7th Standard');
    await expectShowing(page, 3);
    // The sections the 7th Standard has in the index, not the 8th's.
    await expect(section.getByRole('option')).toHaveText(['All Sections', 'A', 'B']);
    await section.selectOption('B');
    await expectShowing(page, 2);
    await expect(names).toContainText(['Anil Yadav', 'Chetan Singh']);
    await expect(chips).toContainText('Section: B');

    await page.getByRole('button', { name: 'Clear All' }).click();
    await expectShowing(page, 4);
    await page.getByLabel('Social Category', { exact: true }).selectOption('sc');
    await expectShowing(page, 2);
    await expect(names).toContainText(['Bina Kumari', 'Devika Rao']);
    await page.getByLabel('Child with special needs', { exact: true }).selectOption('yes');
    await expectShowing(page, 1);
    await expect(chips).toContainText('Child with special needs: Yes');
    await page.getByRole('button', { name: 'Remove filter Social Category: SC' }).click();
    await page.getByLabel('Child with special needs', { exact: true }).selectOption('unrecorded');
    await expectShowing(page, 2);
    await expect(names).toContainText(['Anil Yadav', 'Devika Rao']);
    await page.getByRole('button', { name: 'Clear All' }).click();

    // The table's optional columns, chosen under Columns, survive a reload.
    await page.getByRole('button', { name: 'Table View' }).click();
    const table = page.getByRole('table', { name: 'Students' });
    await expect(table.getByRole('columnheader', { name: 'Section' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Section' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Admission No.' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'CWSN' }).click();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(table.getByRole('columnheader', { name: 'CWSN' })).toBeVisible();
    const anil = table.getByRole('row', { name: /Anil Yadav/ });
    await expect(anil.getByRole('cell', { name: 'A-71' })).toBeVisible();
    await expect(
      table
        .getByRole('row', { name: /Bina Kumari/ })
        .getByRole('cell', { name: 'Yes', exact: true }),
    ).toBeVisible();
  });

  test('table view: sortable columns, and the view survives a reload', async ({ page }) => {
    const org = await organizationWithAdmin('Table Test School');
    await addStudents(org.orgId, org.uid, [
      { name: 'Bhavna Joshi', educationLevel: '5th Standard', school: 'Zeta School' },
      { name: 'Anil Gupta', educationLevel: 'MBA', school: 'Alpha College' },
      { name: 'Chetan Rao', educationLevel: '1st Standard', school: 'Mid School' },
    ]);
    await enterOrganization(page, org, 'students');
    await page.getByRole('button', { name: 'Table View' }).click();
    const table = page.getByRole('table', { name: 'Students' });
    const firstColumn = table.locator('tbody tr');
    await expect(firstColumn).toHaveText([/Anil Gupta/, /Bhavna Joshi/, /Chetan Rao/]);

    await table.getByRole('button', { name: /^School/ }).click();
    await expect(firstColumn).toHaveText([/Anil Gupta/, /Chetan Rao/, /Bhavna Joshi/]);
    await table.getByRole('button', { name: /^Level/ }).click();
    await expect(firstColumn).toHaveText([/Chetan Rao/, /Bhavna Joshi/, /Anil Gupta/]);
    await table.getByRole('button', { name: /^Level/ }).click();
    await expect(firstColumn).toHaveText([/Anil Gupta/, /Bhavna Joshi/, /Chetan Rao/]);

    await page.reload();
    await expect(page.getByRole('table', { name: 'Students' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Grid View' })).toBeVisible();
    await expect(firstColumn).toHaveText([/Anil Gupta/, /Bhavna Joshi/, /Chetan Rao/]);
  });

  test('mark a student as graduated', async ({ page }) => {
    test.setTimeout(300_000);
    const org = await organizationWithAdmin('Graduate School');
    const [student] = await addStudents(org.orgId, org.uid, [
      { name: 'Deepak Singh', educationLevel: '12th Standard', school: 'Senior Secondary' },
    ]);
    await enterOrganization(page, org, `student/${student!.id}`);
    await page.getByRole('button', { name: 'Mark as graduated' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /graduated/i })
      .click();
    await expect(page.getByText('Graduated').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark as graduated' })).toHaveCount(0);
    await expect
      .poll(async () =>
        (await adminDb.doc(`organizations/${org.orgId}/students/${student!.id}`).get()).get(
          'status',
        ),
      )
      .toBe('graduated');
    // The function records the graduation in the activity feed.
    await expect
      .poll(
        async () =>
          (
            await adminDb
              .collection(`organizations/${org.orgId}/activities`)
              .where('type', '==', 'graduate')
              .get()
          ).size,
        FUNCTION_WAIT,
      )
      .toBe(1);
  });

  test('a super_admin deletes a student after confirming; an org_user sees no Delete', async ({
    page,
    browser,
  }) => {
    const org = await organizationWithAdmin('Delete Test School');
    const [student] = await addStudents(org.orgId, org.uid, [
      { name: 'Farhan Ali', educationLevel: 'Diploma', school: 'Polytechnic Narela' },
    ]);
    const staff = await memberOf(org, 'org_user', 'Om Staff');

    await enterOrganization(page, staff, `student/${student!.id}`);
    await expect(page.getByRole('heading', { name: 'Farhan Ali' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Edit/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await enterOrganization(admin, org);
    await admin.goto(appPath(`student/${student!.id}`));
    await admin.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog).toContainText('Farhan Ali');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(admin).toHaveURL(/students$/);
    await expect(admin.getByRole('article').filter({ hasText: 'Farhan Ali' })).toHaveCount(0);
    await expect
      .poll(
        async () =>
          (await adminDb.doc(`organizations/${org.orgId}/students/${student!.id}`).get()).exists,
      )
      .toBe(false);
    await adminContext.close();
  });

  test('offline: an added student is kept on the device, then syncs', async ({ page, context }) => {
    const org = await organizationWithAdmin('Offline Test School');
    await enterOrganization(page, org);
    // Open the pages once online, so that their code is on the device.
    await page.goto(appPath('students'));
    await expect(page.getByText('No student records have been added yet.')).toBeVisible();
    await page.getByRole('link', { name: 'Add Student' }).first().click();
    await expect(page.getByRole('heading', { name: 'Add New Student' })).toBeVisible();

    await context.setOffline(true);
    await fillRequired(page, 'Geeta Kumari', 'Village School Holambi');
    await page.getByRole('button', { name: 'Save Student Record' }).click();
    await expectToast(page, 'Success!', /it will sync when you are back online/);
    await expect(page).toHaveURL(/students$/);
    const status = page.getByTestId('sync-status');
    await expect(status).toContainText(/waiting to sync/);
    await expect(page.getByRole('article').filter({ hasText: 'Geeta Kumari' })).toBeVisible();
    expect(await storedStudentsNamed(org.orgId, 'Geeta Kumari')).toHaveLength(0);

    await context.setOffline(false);
    await expect(status).toHaveCount(0, { timeout: 60_000 });
    await expect
      .poll(async () => (await storedStudentsNamed(org.orgId, 'Geeta Kumari')).length)
      .toBe(1);
  });

  test('a save that waits for the server survives a reload, then syncs', async ({
    page,
    context,
  }) => {
    const org = await organizationWithAdmin('Reload Test School');
    await enterOrganization(page, org, 'add-student');
    await expect(page.getByRole('heading', { name: 'Add New Student' })).toBeVisible();

    // Firestore unreachable (a dropped mobile link), while the app itself still loads.
    const firestore = /127\.0\.0\.1:8080/;
    await context.route(firestore, (route) => route.abort());
    await fillRequired(page, 'Lata Mishra', 'Village School Bakhtawarpur');
    await page.getByRole('button', { name: 'Save Student Record' }).click();
    await expectToast(page, 'Success!', 'Student record has been added successfully.');
    const status = page.getByTestId('sync-status');
    await expect(status).toContainText('1 change waiting to sync');
    // Back on the directory before the reload: the toast can come before the page changes, and a
    // reload then reopens the form.
    await expect(page).toHaveURL(new RegExp(`${appPath('students')}$`));

    await page.reload();
    await expect(page.getByRole('article').filter({ hasText: 'Lata Mishra' })).toBeVisible();
    await expect(status).toContainText('Changes waiting to sync');
    expect(await storedStudentsNamed(org.orgId, 'Lata Mishra')).toHaveLength(0);

    await context.unroute(firestore);
    // The browser's "online" event makes Firestore reconnect at once instead of backing off.
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(status).toHaveCount(0, { timeout: 90_000 });
    await expect
      .poll(async () => (await storedStudentsNamed(org.orgId, 'Lata Mishra')).length)
      .toBe(1);
  });

  test('a save the server refuses after syncing is shown to the user', async ({
    page,
    context,
  }) => {
    const org = await organizationWithAdmin('Refusal Test School');
    const staff = await memberOf(org, 'org_user', 'Rekha Staff');
    await enterOrganization(page, staff, 'add-student');
    await expect(page.getByRole('heading', { name: 'Add New Student' })).toBeVisible();

    const firestore = /127\.0\.0\.1:8080/;
    await context.route(firestore, (route) => route.abort());
    await fillRequired(page, 'Meera Joshi', 'Village School Tikri');
    await page.getByRole('button', { name: 'Save Student Record' }).click();
    await expect(page.getByTestId('sync-status')).toContainText('1 change waiting to sync');

    // Meanwhile a super_admin makes this member an end user: the queued save will be refused.
    await adminDb
      .doc(`organizations/${org.orgId}/members/${staff.uid}`)
      .update({ role: 'end_user' });
    await context.unroute(firestore);
    await context.setOffline(true);
    await context.setOffline(false);
    await expectToast(page, 'Not saved: Meera Joshi', /refused/);
    expect(await storedStudentsNamed(org.orgId, 'Meera Joshi')).toHaveLength(0);
  });

  test('an end_user is refused the directory and the forms', async ({ page }) => {
    const org = await organizationWithAdmin('Viewer Test School');
    const [student] = await addStudents(org.orgId, org.uid, [
      { name: 'Hidden Child', educationLevel: '4th Standard', school: 'Primary School' },
    ]);
    const viewer = await memberOf(org, 'end_user', 'Vijay Viewer');
    await enterOrganization(page, viewer);
    await expect(page.getByRole('link', { name: 'Student Directory' })).toHaveCount(0);
    for (const path of [
      'students',
      'add-student',
      `edit-student/${student!.id}`,
      `student/${student!.id}`,
    ]) {
      await page.goto(appPath(path));
      await expect(
        page.getByRole('heading', { name: "You don't have access to this page" }),
      ).toBeVisible();
      await expect(page.getByText('Hidden Child')).toHaveCount(0);
    }
  });

  test('an unknown student id shows a clear not-found page', async ({ page }) => {
    const org = await organizationWithAdmin('Missing Test School');
    await enterOrganization(page, org, 'student/no-such-student');
    await expect(page.getByText('Student not found')).toBeVisible();
    await page.goto(appPath('edit-student/no-such-student'));
    await expect(page.getByText('Student not found')).toBeVisible();
  });

  test.describe('on a link that drops', () => {
    // Firestore's requests are cut below; the service worker would not change what they meet.
    test.use({ serviceWorkers: 'block' });

    test('a first visit to the directory waits for the server, says so, and Retry brings the students', async ({
      page,
    }) => {
      const org = await organizationWithAdmin('Dropped Link School');
      await addStudents(org.orgId, org.uid, [
        { name: 'Gauri Nath', educationLevel: '4th Standard', school: 'Riverside School' },
        { name: 'Hari Om', educationLevel: '9th Standard', school: 'Riverside School' },
      ]);
      await enterOrganization(page, org);
      // The link dies while the phone still says it is online: every request to Firestore fails.
      const firestore = new RegExp(
        `^http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}/`,
      );
      await page.route(firestore, (route) => route.abort('internetdisconnected'));
      await page.getByRole('link', { name: 'Student Directory' }).click();
      // Nothing of the directory is on this device: that is not an empty organization.
      await expect(page.getByText(/Still waiting for the server/)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText('No student records have been added yet.')).toHaveCount(0);
      await expect(page.getByText('No students found')).toHaveCount(0);

      await page.unroute(firestore);
      await page.getByRole('button', { name: 'Retry' }).click();
      await expectShowing(page, 2);
    });
  });
});
