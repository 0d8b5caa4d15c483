import { expect, test, type Browser, type Page } from '@playwright/test';
import { openGroup } from './support/details';
import { adminDb } from './support/emulators';
import {
  addStudents,
  enterOrganization,
  memberOf,
  organizationWithAdmin,
  type StaffSession,
} from './support/students';

// Two staff members edit the same student at once, from two devices (two browser contexts): an
// edit writes only the fields its user changed, and asks before overwriting a field that someone
// else changed since the form opened.

async function signedInDevice(browser: Browser, session: StaffSession) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await enterOrganization(page, session);
  return { context, page };
}

/** Opens the student's edit form from the directory (which loads the directory's code too). */
async function openEditForm(page: Page, name: string) {
  await page.getByRole('link', { name: 'Student Directory' }).click();
  await page.getByRole('link', { name: `Edit ${name}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit Student' })).toBeVisible();
  await expect(page.getByLabel(/^Full Name/)).toHaveValue(name);
}

async function expectToast(page: Page, text: string | RegExp) {
  await expect(page.locator('.MuiSnackbar-root')).toContainText(text);
}

const studentDoc = (orgId: string, id: string) =>
  adminDb.doc(`organizations/${orgId}/students/${id}`);

/** The stored value of a student's field, once it is `expected` (the server has the write). */
async function expectStored(orgId: string, id: string, field: string, expected: string) {
  await expect
    .poll(async () => (await studentDoc(orgId, id).get()).get(field), {
      message: `${field} on the server`,
      timeout: 90_000,
    })
    .toBe(expected);
}

async function twoStaffAndAStudent(orgName: string) {
  const admin = await organizationWithAdmin(orgName);
  const colleague = await memberOf(admin, 'org_user', 'Bina Org User');
  const [student] = await addStudents(admin.orgId, admin.uid, [
    {
      name: 'Lakshmi Devi',
      educationLevel: '6th Standard',
      school: 'Village School Bawana',
      parentName: 'Ramesh Kumar',
      parentOccupation: 'Farmer',
    },
  ]);
  return { admin, colleague, student: student! };
}

test.describe('two people edit the same student', () => {
  test('an edit saved offline keeps a change another person made meanwhile to another field', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const { admin, colleague, student } = await twoStaffAndAStudent('Two Editors School');
    const asha = await signedInDevice(browser, admin);
    const bina = await signedInDevice(browser, colleague);

    // Asha opens the form, then loses the connection.
    await openEditForm(asha.page, 'Lakshmi Devi');
    await asha.context.setOffline(true);

    // Bina, online, changes the school.
    await openEditForm(bina.page, 'Lakshmi Devi');
    await bina.page.getByLabel(/^School\/College Name/).fill('Bawana Model School');
    await bina.page.getByRole('button', { name: 'Update Student' }).click();
    await expectToast(bina.page, 'Student record has been updated successfully.');
    await expectStored(admin.orgId, student.id, 'school', 'Bawana Model School');

    // Asha, offline, changes the parent's occupation: saved on her device, no question asked
    // (her device cannot know of Bina's change).
    await asha.page.getByLabel(/^Parent Occupation/).fill('Teacher');
    await asha.page.getByRole('button', { name: 'Update Student' }).click();
    await expectToast(asha.page, /it will sync when you are back online/);
    await expect(asha.page.getByRole('dialog')).toHaveCount(0);

    // Back online, her edit reaches the server: both changes are there.
    await asha.context.setOffline(false);
    await expectStored(admin.orgId, student.id, 'parentOccupation', 'Teacher');
    const stored = await studentDoc(admin.orgId, student.id).get();
    expect(stored.get('school')).toBe('Bawana Model School');
    expect(stored.get('updatedBy')).toBe(admin.uid);

    await asha.context.close();
    await bina.context.close();
  });

  test('two devices offline change two fields of one More details group: both stay', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const admin = await organizationWithAdmin('Two Offline Devices School');
    const colleague = await memberOf(admin, 'org_user', 'Chetan Org User');
    const [student] = await addStudents(admin.orgId, admin.uid, [
      {
        name: 'Radha Kumari',
        educationLevel: '5th Standard',
        school: 'Village School Bawana',
        family: { motherName: 'Sunita Devi' },
      },
    ]);
    const asha = await signedInDevice(browser, admin);
    const chetan = await signedInDevice(browser, colleague);
    // Both open the form, then both lose the connection.
    await openEditForm(asha.page, 'Radha Kumari');
    await openEditForm(chetan.page, 'Radha Kumari');
    await asha.context.setOffline(true);
    await chetan.context.setOffline(true);

    // Asha corrects the mother's name; Chetan adds the father's: each saved on their phone.
    const ashaFamily = await openGroup(asha.page, 'Family');
    await ashaFamily.getByLabel("Mother's Name").fill('Sunita Kumari');
    await asha.page.getByRole('button', { name: 'Update Student' }).click();
    await expectToast(asha.page, /it will sync when you are back online/);
    const chetanFamily = await openGroup(chetan.page, 'Family');
    await chetanFamily.getByLabel("Father's Name").fill('Mohan Lal');
    await chetan.page.getByRole('button', { name: 'Update Student' }).click();
    await expectToast(chetan.page, /it will sync when you are back online/);

    // Back online one after the other: the group holds both changes.
    await chetan.context.setOffline(false);
    await expect
      .poll(async () => (await studentDoc(admin.orgId, student!.id).get()).get('family'), {
        timeout: 90_000,
      })
      .toEqual({ motherName: 'Sunita Devi', fatherName: 'Mohan Lal' });
    await asha.context.setOffline(false);
    await expect
      .poll(async () => (await studentDoc(admin.orgId, student!.id).get()).get('family'), {
        message: 'both changes of the Family group on the server',
        timeout: 90_000,
      })
      .toEqual({ motherName: 'Sunita Kumari', fatherName: 'Mohan Lal' });

    await asha.context.close();
    await chetan.context.close();
  });

  test('a field changed by both: the save shows both values, then keeps mine when asked', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const { admin, colleague, student } = await twoStaffAndAStudent('Same Field School');
    const asha = await signedInDevice(browser, admin);
    const bina = await signedInDevice(browser, colleague);
    await openEditForm(asha.page, 'Lakshmi Devi');

    // Bina changes the parent's name while Asha has the form open.
    await openEditForm(bina.page, 'Lakshmi Devi');
    await bina.page.getByLabel(/^Parent\/Guardian Name/).fill('Ramesh Kumar Yadav');
    await bina.page.getByRole('button', { name: 'Update Student' }).click();
    await expectToast(bina.page, 'Student record has been updated successfully.');
    await expectStored(admin.orgId, student.id, 'parentName', 'Ramesh Kumar Yadav');

    // Asha's form learns of it; she changes the same field and another one.
    await expect(
      asha.page.getByRole('status').filter({ hasText: 'was changed elsewhere' }),
    ).toBeVisible({ timeout: 60_000 });
    await asha.page.getByLabel(/^Parent\/Guardian Name/).fill('Ramesh K. Yadav');
    await asha.page.getByLabel(/^Parent Occupation/).fill('Shopkeeper');
    await asha.page.getByRole('button', { name: 'Update Student' }).click();

    const dialog = asha.page.getByRole('dialog', { name: 'Changed while you were editing' });
    await expect(dialog).toBeVisible();
    const field = dialog.getByRole('region', { name: 'Parent/Guardian Name' });
    await expect(field).toContainText('Theirs (saved now)Ramesh Kumar Yadav');
    await expect(field).toContainText('YoursRamesh K. Yadav');
    await expect(dialog).toContainText('Your other changes are saved either way.');
    // The save waits for her answer: still on the form.
    await expect(asha.page).toHaveURL(/edit-student\//);

    await dialog.getByRole('button', { name: 'Keep my changes' }).click();
    await expectToast(asha.page, 'Student record has been updated successfully.');
    await expectStored(admin.orgId, student.id, 'parentName', 'Ramesh K. Yadav');
    expect((await studentDoc(admin.orgId, student.id).get()).get('parentOccupation')).toBe(
      'Shopkeeper',
    );

    await asha.context.close();
    await bina.context.close();
  });
});
