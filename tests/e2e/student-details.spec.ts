import { expect, test } from '@playwright/test';
import { verhoeffCheckDigit } from '@village/model/identity';
import { identityRevealPath, studentIdentityPath } from '@village/model/paths';
import { appPath } from './support/app';
import { choose, openGroup, valueOf } from './support/details';
import { adminDb } from './support/emulators';
import {
  addStudents,
  enterOrganization,
  memberOf,
  organizationWithAdmin,
  storedStudentsNamed,
} from './support/students';

// The student's "More details" through the app on Hosting, against the emulators: the
// groups filled by staff as UDISE+ asks them, the Aadhaar number stored apart (by the setAadhaar
// callable) and shown masked, and a super_admin's Show (revealAadhaar), recorded in the
// organization's History in the same transaction.

/** What a test waits for a Cloud Function on a machine of 2 busy cores. */
const FUNCTION_WAIT = { timeout: 180_000 };

/** A real Aadhaar number: eleven digits and Verhoeff's check digit. */
const aadhaarFrom = (eleven: string) => `${eleven}${verhoeffCheckDigit(eleven)}`;

test.describe('student details for UDISE+', () => {
  test('an org_user fills each group; the number is stored apart and shown masked', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const org = await organizationWithAdmin('Details Test School');
    const staff = await memberOf(org, 'org_user', 'Omkar Staff');
    const aadhaar = aadhaarFrom('49187362505');
    await enterOrganization(page, staff, 'add-student');
    await expect(page.getByRole('heading', { name: 'Add New Student' })).toBeVisible();

    await page.getByLabel(/^Full Name/).fill('Meera Yadav');
    await page.getByRole('combobox', { name: /Education Level/ }).click();
    await page.getByRole('option', { name: '11th Standard', exact: true }).click();
    await page.getByLabel(/^School\/College Name/).fill('Rampur Senior Secondary School');

    const family = await openGroup(page, 'Family');
    await family.getByLabel("Mother's Name").fill('Kamla Yadav');
    await family.getByLabel("Father's Name").fill('Ramesh Yadav');
    await family.getByLabel('Alternate Mobile').fill('98111 22334');

    const identity = await openGroup(page, 'Identity numbers');
    await identity
      .getByLabel('Aadhaar number or enrolment ID')
      .fill(`${aadhaar.slice(0, 4)} ${aadhaar.slice(4, 8)} ${aadhaar.slice(8)}`);
    await identity.getByLabel('Name as per Aadhaar').fill('Meera Yadav');
    await identity.getByLabel('PEN (UDISE+)').fill('12345678901');

    const social = await openGroup(page, 'Social category');
    await choose(page, social, /^Social Category/, 'OBC');
    await choose(page, social, /^Minority Group/, 'Not a minority');
    await choose(page, social, /^BPL/, 'Yes');

    const needs = await openGroup(page, 'Special needs');
    await choose(page, needs, /^Child with special needs/, 'Yes');
    await needs.getByRole('checkbox', { name: 'Low vision' }).check();
    await needs.getByLabel('Disability percentage').fill('40');

    const other = await openGroup(page, 'Other details');
    await choose(page, other, /^Mother Tongue/, 'Hindi');
    await choose(page, other, /^Blood Group/, 'B+');
    await other.getByLabel('Height (cm)').fill('152');
    await other.getByLabel('PIN code').fill('110040');

    const enrolment = await openGroup(page, 'Enrolment');
    await enrolment.getByLabel('Roll No.').fill('17');
    await choose(page, enrolment, /^Stream/, 'Science');
    await choose(page, enrolment, /^Last year the student was/, 'In this school');

    const facilities = await openGroup(page, 'Facilities received this year');
    await choose(page, facilities, /^Free textbooks/, 'Yes');
    await choose(page, facilities, /^Scholarship/, 'State government');

    await page.getByRole('button', { name: 'Save Student Record' }).click();
    await expect(page.locator('.MuiSnackbar-root')).toContainText(
      'Student record has been added successfully.',
    );

    // Stored as the model says, each group holding only what was filled; the number apart.
    await expect
      .poll(async () => (await storedStudentsNamed(org.orgId, 'Meera Yadav')).length)
      .toBe(1);
    const [stored] = await storedStudentsNamed(org.orgId, 'Meera Yadav');
    expect(stored!.get('family')).toEqual({
      motherName: 'Kamla Yadav',
      fatherName: 'Ramesh Yadav',
      alternateMobile: '+919811122334',
    });
    // The number went by the setAadhaar callable after the save: its masked form joins the group.
    await expect
      .poll(async () => (await stored!.ref.get()).get('identity'), FUNCTION_WAIT)
      .toEqual({
        nameAsPerAadhaar: 'Meera Yadav',
        pen: '12345678901',
        aadhaarLastFour: aadhaar.slice(-4),
        aadhaarKind: 'aadhaar',
      });
    expect(stored!.get('social')).toEqual({
      socialCategory: 'obc',
      minorityGroup: 'none',
      bpl: true,
    });
    expect(stored!.get('needs')).toEqual({
      cwsn: true,
      impairments: ['lowVision'],
      disabilityPercent: 40,
    });
    expect(stored!.get('otherDetails')).toEqual({
      motherTongue: 'hindi',
      bloodGroup: 'B+',
      heightCm: 152,
      pincode: '110040',
    });
    expect(stored!.get('enrolment')).toEqual({
      rollNumber: '17',
      stream: 'science',
      previousYearStatus: 'sameSchool',
    });
    expect(stored!.get('facilities')).toEqual({ freeTextbooks: true, scholarship: 'state' });
    expect(JSON.stringify((await stored!.ref.get()).data())).not.toContain(aadhaar);
    const secret = await adminDb.doc(studentIdentityPath(org.orgId, stored!.id)).get();
    expect(secret.get('aadhaar')).toBe(aadhaar);
    expect(secret.get('updatedBy')).toBe(staff.uid);

    // The functions' copies (directory index, activity feed) never hold the number.
    await expect
      .poll(async () => (await stored!.ref.get()).get('studentId'), FUNCTION_WAIT)
      .toBeTruthy();
    const copies = await Promise.all([
      adminDb.collection(`organizations/${org.orgId}/directory`).get(),
      adminDb.collection(`organizations/${org.orgId}/activities`).get(),
    ]);
    for (const copy of copies)
      for (const doc of copy.docs) expect(JSON.stringify(doc.data())).not.toContain(aadhaar);

    // The profile: each group in words, the number masked, and no Show for an org_user.
    await page.goto(appPath(`student/${stored!.id}`));
    await expect(page.getByRole('heading', { level: 2, name: 'Meera Yadav' })).toBeVisible();
    await expect(valueOf(page, 'Aadhaar number or enrolment ID')).toContainText(
      `XXXX XXXX ${aadhaar.slice(-4)}`,
    );
    await expect(page.locator('main')).not.toContainText(
      `${aadhaar.slice(0, 4)} ${aadhaar.slice(4, 8)}`,
    );
    await expect(page.getByRole('button', { name: 'Show' })).toHaveCount(0);
    await expect(valueOf(page, "Mother's Name")).toHaveText('Kamla Yadav');
    await expect(valueOf(page, 'Social Category')).toHaveText('OBC');
    await expect(valueOf(page, 'Impairment types')).toHaveText('Low vision');
    await expect(valueOf(page, 'Stream (XI-XII)')).toHaveText('Science');
    await expect(valueOf(page, 'Scholarship')).toHaveText('State government');

    // Edit keeps what is saved, shows the number masked, and saves a change of one group.
    await page.goto(appPath(`edit-student/${stored!.id}`));
    const editIdentity = await openGroup(page, 'Identity numbers');
    await expect(editIdentity.getByText(`Saved: XXXX XXXX ${aadhaar.slice(-4)}`)).toBeVisible();
    const editSocial = await openGroup(page, 'Social category');
    await choose(page, editSocial, /^Social Category/, 'ST');
    await page.getByRole('button', { name: 'Update Student', exact: true }).click();
    await expect(page.locator('.MuiSnackbar-root')).toContainText(
      'Student record has been updated successfully.',
    );
    await expect
      .poll(async () => (await stored!.ref.get()).get('social'))
      .toEqual({ socialCategory: 'st', minorityGroup: 'none', bpl: true });
    expect(
      (await adminDb.doc(studentIdentityPath(org.orgId, stored!.id)).get()).get('aadhaar'),
    ).toBe(aadhaar);
  });

  test("a super_admin's Show reveals the number and the History records it", async ({ page }) => {
    test.setTimeout(300_000);
    const org = await organizationWithAdmin('Show Test School');
    const aadhaar = aadhaarFrom('55512345678');
    const [student] = await addStudents(org.orgId, org.uid, [
      {
        name: 'Ravi Kumar',
        educationLevel: '5th Standard',
        school: 'Show Test School',
        identity: { aadhaarLastFour: aadhaar.slice(-4), aadhaarKind: 'aadhaar' },
      },
    ]);
    await adminDb
      .doc(studentIdentityPath(org.orgId, student!.id))
      .set({ aadhaar, updatedAt: new Date(), updatedBy: org.uid });

    await enterOrganization(page, org, `student/${student!.id}`);
    const value = valueOf(page, 'Aadhaar number or enrolment ID');
    await expect(value).toContainText(`XXXX XXXX ${aadhaar.slice(-4)}`);
    await value.getByRole('button', { name: 'Show' }).click();
    const whole = `${aadhaar.slice(0, 4)} ${aadhaar.slice(4, 8)} ${aadhaar.slice(8)}`;
    await expect(value).toContainText(whole);
    await expect(value).toContainText("this view is recorded in the organization's History");
    const reveal = await adminDb.doc(identityRevealPath(org.orgId, org.uid, student!.id)).get();
    expect(reveal.get('count')).toBe(1);
    expect(reveal.get('reason')).toBe('show');

    await value.getByRole('button', { name: 'Hide' }).click();
    await expect(value).not.toContainText(whole);
    await value.getByRole('button', { name: 'Show' }).click();
    await expect(value).toContainText(whole);
    await expect
      .poll(async () =>
        (await adminDb.doc(identityRevealPath(org.orgId, org.uid, student!.id)).get()).get('count'),
      )
      .toBe(2);

    // Each Show is an entry of the History, which never holds the number.
    await page.getByRole('link', { name: 'Organization' }).click();
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('list', { name: 'History of people changes' });
    await expect(
      history.getByRole('listitem').filter({ hasText: "viewed Ravi Kumar's Aadhaar number" }),
    ).toHaveCount(2, FUNCTION_WAIT);
    await expect(history).not.toContainText(aadhaar.slice(-4));
  });
});
