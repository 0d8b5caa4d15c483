import { expect, test, type Page } from '@playwright/test';
import { todayIso } from '@village/model/dates';
import type { StudentInputDraft } from '@village/model/student';
import { appPath } from './support/app';
import { expectAccessible } from './support/axe';
import { adminDb } from './support/emulators';
import {
  addStudents,
  enterOrganization,
  memberOf,
  organizationWithAdmin,
  type StaffSession,
} from './support/students';

// Printing from the browser: the bonafide certificate, the class register list and the
// ID cards through the app on Hosting, against the emulators, in print media: the app's frame left
// off, the texts there and none cut off by its box, and the pages an A4 PDF of each takes.

const ADDRESS = 'Main Road, Rampur, District Sitapur, Uttar Pradesh 261001';

/** A class of `count` students with short, distinct names, as the seed writes them. */
function classOf(
  count: number,
  educationLevel: StudentInputDraft['educationLevel'],
  section: string,
) {
  return Array.from({ length: count }, (_, index): StudentInputDraft => ({
    name: `Pupil ${String(index + 1).padStart(2, '0')} ${section}`,
    educationLevel,
    section,
    school: 'Rampur Government School',
    gender: index % 2 === 0 ? 'female' : 'male',
    dateOfBirth: '2013-08-15',
    parentName: `Parent ${index + 1}`,
    parentContact: '98765 43210',
    admissionNumber: `R${section}${index + 1}`,
  }));
}

async function arrangeSchool(): Promise<{ staff: StaffSession; priyaId: string }> {
  const org = await organizationWithAdmin('Rampur Print School');
  // The address a super_admin writes in Settings: the letterhead prints it.
  await adminDb.doc(`organizations/${org.orgId}`).update({ address: ADDRESS });
  const staff = await memberOf(org, 'org_user', 'Omkar Staff');
  const [priya] = await addStudents(org.orgId, org.uid, [
    {
      name: 'Priya Verma',
      educationLevel: '7th Standard',
      section: 'A',
      school: 'Rampur Government School',
      gender: 'female',
      dateOfBirth: '2013-08-15',
      parentName: 'Suresh Verma',
      parentContact: '98765 43210',
      admissionNumber: 'ADM/2019/12',
    },
  ]);
  await addStudents(org.orgId, org.uid, classOf(19, '7th Standard', 'A'));
  await addStudents(org.orgId, org.uid, classOf(60, '8th Standard', 'B'));
  return { staff, priyaId: priya!.id };
}

/** The texts of the printout whose box is narrower than what it holds (cut off or spilling). */
async function clippedTexts(page: Page): Promise<string[]> {
  return page.locator('[data-printout]').evaluate((root) =>
    Array.from(root.querySelectorAll<HTMLElement>('*'))
      .filter((element) =>
        Array.from(element.childNodes).some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        ),
      )
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent ?? ''),
  );
}

/** Pages of the A4 PDF the browser prints of the page (print media, the page's @page rule). */
async function printedPages(page: Page): Promise<number> {
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;
}

async function expectPrintMedia(page: Page) {
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.MuiAppBar-root')).toBeHidden();
  await expect(page.getByTestId('sidebar')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  expect(await clippedTexts(page)).toEqual([]);
}

test.describe('printing from the browser', () => {
  test.describe.configure({ mode: 'serial' });
  let school: Awaited<ReturnType<typeof arrangeSchool>>;

  test.beforeAll(async () => {
    school = await arrangeSchool();
  });

  test('the bonafide certificate, from the profile, on one A4 page, in English and Hindi', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await enterOrganization(page, school.staff, `student/${school.priyaId}`);
    await page.getByRole('link', { name: 'Bonafide certificate' }).click();
    const paper = page.locator('[data-printout]');
    await expect(paper.getByRole('heading', { name: 'Bonafide Certificate' })).toBeVisible();
    await expect(paper).toContainText('Rampur Print School');
    await expect(paper).toContainText(ADDRESS);
    await expect(paper).toContainText(
      /This is to certify that Priya Verma, daughter of Suresh Verma, is a bonafide student of this institution, studying in Class 7-A in the academic year \d{4}(-\d{2})?\./,
    );
    await expect(paper).toContainText('Date of birth as per our records: 15 August 2013');
    await expect(paper).toContainText('Admission No.: ADM/2019/12');
    await expect(paper).toContainText('Principal / Head of the Institution');

    await expectPrintMedia(page);
    await expect(paper).toBeVisible();
    expect(await printedPages(page)).toBe(1);

    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await expect(paper.getByRole('heading', { name: 'बोनाफाइड प्रमाण पत्र' })).toBeVisible();
    await expect(paper).toContainText('Priya Verma, पुत्री Suresh Verma');
    await expect(paper).toContainText('प्रधानाचार्य / संस्था प्रमुख');
    await expectPrintMedia(page);
    expect(await printedPages(page)).toBe(1);
  });

  test('no bonafide certificate for a student who has left, even by its address', async ({
    page,
  }) => {
    const [left] = await addStudents(school.staff.orgId, school.staff.uid, [
      { ...classOf(1, '7th Standard', 'A')[0]!, name: 'Kavita Left', status: 'left' },
    ]);
    await enterOrganization(page, school.staff, `student/${left!.id}`);
    await expect(page.getByRole('heading', { name: 'Kavita Left' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Transfer certificate' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bonafide certificate' })).toHaveCount(0);

    await page.goto(appPath(`student/${left!.id}/bonafide`));
    await expect(page.getByRole('alert')).toContainText(
      'This student is no longer on the roll: a bonafide certificate is issued only to a student who studies here now.',
    );
    await expect(page.locator('[data-printout]')).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Language of the printout' })).toHaveCount(0);
    await page.getByRole('alert').getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`/student/${left!.id}$`));
  });

  test('the register list of 60 students: header on every page, rows whole', async ({ page }) => {
    test.setTimeout(120_000);
    await enterOrganization(page, school.staff);
    await page.getByRole('link', { name: 'Print' }).click();
    await page.getByRole('combobox', { name: /Class/ }).click();
    await page.getByRole('option', { name: '8th Standard', exact: true }).click();
    await page.getByRole('textbox', { name: 'Section' }).fill('b');
    await page.getByRole('link', { name: 'Class register list' }).click();

    const paper = page.locator('[data-printout]');
    await expect(paper.getByRole('heading', { name: 'Class Register' })).toBeVisible();
    // The section as the register writes it, whatever the case typed.
    await expect(paper).toContainText(/Class 8-B, academic year \d{4}/);
    await expect(paper).toContainText('60 students');
    await expect(paper.getByRole('row')).toHaveCount(61);
    await expect(paper.getByRole('row').nth(1)).toContainText('Pupil 01 B');
    await expect(paper.getByRole('row').nth(60)).toContainText('Pupil 60 B');

    await expectPrintMedia(page);
    await expect(paper.locator('thead')).toHaveCSS('display', 'table-header-group');
    await expect(paper.locator('tbody tr').first()).toHaveCSS('break-inside', 'avoid');
    // About 30 rows to an A4 page, the first under the letterhead.
    expect(await printedPages(page)).toBe(2);
  });

  test('20 ID cards print on 3 A4 sheets', async ({ page }) => {
    test.setTimeout(120_000);
    await enterOrganization(page, school.staff, 'print/id-cards?level=7th%20Standard&section=A');
    const cards = page.getByTestId('id-card');
    await expect(cards).toHaveCount(20);
    const priya = cards.filter({ hasText: 'Priya Verma' });
    await expect(priya).toContainText('Class: Class 7-A');
    await expect(priya).toContainText('Adm. No.: ADM/2019/12');
    await expect(priya).toContainText('Guardian: Suresh Verma');
    await expect(priya).toContainText('Mobile: +91 98765 43210');
    await expect(priya).toContainText('Rampur Print School');

    await expectPrintMedia(page);
    expect(await printedPages(page)).toBe(3);
  });

  test('an ID card keeps a 100-character name and guardian inside the card', async ({ page }) => {
    test.setTimeout(120_000);
    const longName = `Venkata ${'Lakshmi Narasimha '.repeat(6)}Rao`.slice(0, 100);
    const longGuardian = `Sri ${'Satyanarayana Murthy '.repeat(5)}Garu`.slice(0, 100);
    await addStudents(school.staff.orgId, school.staff.uid, [
      {
        name: longName,
        educationLevel: '9th Standard',
        section: 'Z',
        school: 'Rampur Government School',
        parentName: longGuardian,
        parentContact: '98765 43210',
        admissionNumber: 'ADM/2021/100',
      },
    ]);
    await enterOrganization(page, school.staff, 'print/id-cards?level=9th%20Standard&section=Z');
    const card = page.getByTestId('id-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Mobile: +91 98765 43210');
    await page.emulateMedia({ media: 'print' });
    // Everything the card holds is inside its fixed height: the long lines are cut with "…",
    // not pushed off the bottom, so the mobile number is still printed.
    const overflow = await card.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return Array.from(element.querySelectorAll('p')).filter(
        (line) => line.getBoundingClientRect().bottom > box.bottom + 0.5,
      ).length;
    });
    expect(overflow).toBe(0);
  });

  test('on a phone, 360 px wide: the Print page and the printouts in Hindi, whole and accessible', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 740 });
    await enterOrganization(page, school.staff, 'print');
    await expect(page.getByRole('heading', { name: 'Print' })).toBeVisible();
    await expectAccessible(page, 'the Print page');

    await page.goto(appPath('print/register?level=7th%20Standard&section=A'));
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    const paper = page.locator('[data-printout]');
    await expect(paper.getByRole('heading', { name: 'कक्षा रजिस्टर' })).toBeVisible();
    await expect(paper).toContainText('कक्षा 7-A');
    await expect(paper.getByRole('row')).toHaveCount(21);
    expect(await clippedTexts(page)).toEqual([]);
    await expectAccessible(page, 'the register list in Hindi');

    await page.goto(appPath('print/id-cards?level=7th%20Standard&section=A'));
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.getByTestId('id-card').first()).toContainText('विद्यार्थी पहचान पत्र');
    await expect(page.getByTestId('id-card')).toHaveCount(20);
    expect(await clippedTexts(page)).toEqual([]);
    await expectAccessible(page, 'the ID cards in Hindi');
  });

  test('the transfer certificate page: the form, or the TC already issued', async ({ page }) => {
    test.setTimeout(120_000);
    const [withTc, withoutTc] = await addStudents(school.staff.orgId, school.staff.uid, [
      { name: 'Kiran Left', educationLevel: '9th Standard', school: 'Rampur Government School' },
      { name: 'Meena Staying', educationLevel: '9th Standard', school: 'Rampur Government School' },
    ]);
    // Written as the issueTransferCertificate function records a TC (clients cannot).
    await adminDb.doc(`organizations/${school.staff.orgId}/students/${withTc!.id}`).update({
      transferCertificate: {
        number: 5,
        issuedOn: '2026-11-20',
        issuedBy: school.staff.uid,
        copies: 0,
        leavingDate: '2026-11-15',
        reasonForLeaving: "Parent's transfer",
        conduct: 'Good',
        qualifiedForPromotion: 'yes',
      },
    });
    await enterOrganization(page, school.staff, `student/${withoutTc!.id}`);
    await page.getByRole('link', { name: 'Transfer certificate' }).click();
    await expect(page.getByRole('heading', { name: 'Issue a transfer certificate' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Reason for leaving' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Issue TC' })).toBeEnabled();

    await page.goto(appPath(`student/${withTc!.id}/transfer-certificate`));
    await expect(
      page.getByText('Transfer certificate TC No. 5 was issued to Kiran Left on 20 November 2026.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print a duplicate' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Issue TC' })).toHaveCount(0);
  });

  test('a TC issued through the function: numbered, recorded, then a duplicate', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const [leaver] = await addStudents(school.staff.orgId, school.staff.uid, [
      {
        name: 'Ravi Leaving',
        educationLevel: '6th Standard',
        school: 'Rampur Government School',
        gender: 'male',
        parentName: 'Mohan Lal',
        admissionNumber: 'ADM/2020/7',
      },
    ]);
    const studentRef = adminDb.doc(`organizations/${school.staff.orgId}/students/${leaver!.id}`);
    await enterOrganization(page, school.staff, `student/${leaver!.id}/transfer-certificate`);
    await expect(page.getByRole('heading', { name: 'Issue a transfer certificate' })).toBeVisible();
    // The leaving date starts at today, as most TCs are written on the day.
    await expect(page.getByRole('textbox', { name: 'Date of leaving' })).toHaveValue(/\d{4}$/);
    await page.getByRole('textbox', { name: 'Reason for leaving' }).fill("Parent's transfer");
    await page.getByRole('textbox', { name: 'Conduct' }).fill('Good');
    await page.getByRole('button', { name: 'Issue TC' }).click();

    // The server numbered it: the organization's numbers are 1, 2, ... without gaps, and the
    // student carries it (the seeded TC above was written by hand, not through the counter).
    await expect(page.getByText(/TC No\. \d+/).first()).toBeVisible({ timeout: 60_000 });
    await expect
      .poll(async () => (await studentRef.get()).get('transferCertificate.number'))
      .toBeGreaterThan(0);
    const stored = (await studentRef.get()).data()!;
    expect(stored.status).toBe('left');
    expect(stored.transferCertificate).toMatchObject({
      leavingDate: todayIso(),
      reasonForLeaving: "Parent's transfer",
      conduct: 'Good',
      copies: 0,
    });
    // The student as printed that day, kept with the TC for every reprint.
    expect(stored.transferCertificate.snapshot).toMatchObject({
      admissionNumber: 'ADM/2020/7',
      guardianName: 'Mohan Lal',
    });
    const number = stored.transferCertificate.number as number;
    await expect(page.getByText(`TC No. ${number}`).first()).toBeVisible();
    await expect(page.getByText('DUPLICATE', { exact: true })).toHaveCount(0);
    await expectPrintMedia(page);
    expect(await printedPages(page)).toBe(1);

    // Opened again (a reload, another day): the TC issued, and a duplicate keeps its number.
    await page.emulateMedia({ media: 'screen' });
    await page.reload();
    await page.getByRole('button', { name: 'Print a duplicate' }).click();
    await expect(page.getByText('DUPLICATE', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(`TC No. ${number}`).first()).toBeVisible();
    await expect
      .poll(async () => (await studentRef.get()).get('transferCertificate.copies'))
      .toBe(1);
    expect((await studentRef.get()).get('transferCertificate.number')).toBe(number);
    // The organization's register counts the copy too.
    const line = adminDb.doc(`organizations/${school.staff.orgId}/certificates/${number}`);
    expect((await line.get()).data()).toMatchObject({ studentDocId: leaver!.id, copies: 1 });
  });

  test('an end user sees none of it', async ({ page }) => {
    test.setTimeout(120_000);
    const org = await organizationWithAdmin('Rampur Closed School');
    const reader = await memberOf(org, 'end_user', 'Esha Reader');
    await enterOrganization(page, reader);
    await expect(page.getByRole('link', { name: 'Print' })).toHaveCount(0);
    await page.goto(appPath('print/register?level=7th%20Standard&section=A'));
    await expect(
      page.getByRole('heading', { name: "You don't have access to this page" }),
    ).toBeVisible();
  });
});
