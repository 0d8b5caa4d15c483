import { expect, test, type Browser } from '@playwright/test';
import { academicYearOf } from '@village/model/academic-year';
import { addDays } from '@village/model/attendance/calendar';
import { classKeyOf, registerIdOf, type AttendanceClass } from '@village/model/attendance/register';
import { dayMonthYear, todayIso } from '@village/model/dates';
import { adminDb } from './support/emulators';
import {
  addStudents,
  enterOrganization,
  memberOf,
  organizationWithAdmin,
  type StaffSession,
} from './support/students';

// What becomes of marks that reach the server too late: for a month a super_admin closed in the
// meantime, refused and kept on the teacher's phone; after the organization's window, accepted and
// flagged by the functions for a super_admin to confirm.

const CLASS_3A: AttendanceClass = { educationLevel: '3rd Standard', section: 'A' };
const SCHOOL = 'Village School Bawana';
const today = todayIso();

/** An organization with two children in 3-A, every day a working day, and its teacher. */
async function schoolWithClass(name: string) {
  const admin = await organizationWithAdmin(name);
  const teacher = await memberOf(admin, 'org_user', 'Tara Teacher');
  await addStudents(admin.orgId, admin.uid, [
    { name: 'Kiran Devi', admissionNumber: '1', parentName: 'Ramesh', ...CLASS_3A, school: SCHOOL },
    { name: 'Ravi Yadav', admissionNumber: '2', parentName: 'Gopal', ...CLASS_3A, school: SCHOOL },
  ]);
  // Sundays and yesterday's holidays too: the tests mark whatever days they run on.
  for (const day of [today, addDays(today, -1)]) {
    const { startYear } = academicYearOf(day, 4);
    await adminDb
      .doc(`organizations/${admin.orgId}/attendanceYears/${startYear}`)
      .set({ weeklyOff: [], holidays: [], openedDays: [] });
  }
  await adminDb.doc(`organizations/${admin.orgId}/attendanceClasses/current`).set({
    classes: { [classKeyOf(CLASS_3A)]: { ...CLASS_3A, students: 2 } },
  });
  return { admin, teacher };
}

const registerRef = (orgId: string, date: string) =>
  adminDb.doc(`organizations/${orgId}/attendance/${registerIdOf(date, CLASS_3A)}`);

async function device(browser: Browser, session: StaffSession) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await enterOrganization(page, session, 'attendance');
  await page.getByLabel('Class', { exact: true }).selectOption(classKeyOf(CLASS_3A));
  await expect(page.getByText('Present 2')).toBeVisible();
  return { context, page };
}

test.describe('marks that arrive late', () => {
  test('a month closed before the phone reconnects refuses its marks; the phone keeps them until Discard', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { admin, teacher } = await schoolWithClass('Closed Month School');
    const { context, page } = await device(browser, teacher);
    await context.setOffline(true);
    await page.locator('li', { hasText: 'Kiran Devi' }).locator('[aria-pressed]').click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved on this phone, not sent yet')).toBeVisible();

    // Meanwhile a super_admin closes the month.
    await adminDb
      .doc(`organizations/${admin.orgId}/attendanceMonths/${today.slice(0, 7)}`)
      .set({ closedBy: admin.uid, closedAt: Date.now() });
    await context.setOffline(false);

    const refused = page.getByRole('alert').filter({ hasText: 'Marks not accepted' });
    const entry = `Class 3-A, ${dayMonthYear(today)}: 1 mark. This month is closed: ask a super_admin to reopen it.`;
    await expect(refused.getByText(entry)).toBeVisible({ timeout: 60_000 });
    expect((await registerRef(admin.orgId, today).get()).exists).toBe(false);

    // Kept on the device across a reload, until the teacher discards them.
    await page.reload();
    await expect(refused.getByText(entry)).toBeVisible();
    await refused.getByRole('button', { name: 'Discard' }).click();
    await expect(refused).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Attendance', level: 1 })).toBeVisible();
    await expect(page.getByText('Marks not accepted')).toHaveCount(0);
    await context.close();
  });

  test("an org_user's marks after the window are flagged; a super_admin opens and confirms them", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { admin, teacher } = await schoolWithClass('Late Marks School');
    const yesterday = addDays(today, -1);
    const phone = await device(browser, teacher);
    await phone.page.getByLabel('Day', { exact: true }).fill(yesterday);
    await expect(
      phone.page.getByRole('heading', { name: `Class 3-A, ${dayMonthYear(yesterday)}` }),
    ).toBeVisible();
    // The organization allows no day back by the time the marks arrive (the rules still accept
    // them: the month is open).
    await adminDb.doc(`organizations/${admin.orgId}`).update({ attendanceWindowDays: 0 });
    await phone.page.locator('li', { hasText: 'Ravi Yadav' }).locator('[aria-pressed]').click();
    await phone.page.getByRole('button', { name: 'Save' }).click();
    await expect(phone.page.getByText('Saved.')).toBeVisible();
    await phone.context.close();

    const office = await device(browser, admin);
    const lateMarks = office.page.getByRole('region', { name: 'Late marks' });
    const record = lateMarks.locator('li', { hasText: `Class 3-A, ${dayMonthYear(yesterday)}` });
    await expect(record).toContainText(`${teacher.email}: 1 mark, arrived ${today}`, {
      timeout: 60_000,
    });
    await record.getByRole('button', { name: 'Open the register' }).click();
    await expect(
      office.page.getByRole('heading', { name: `Class 3-A, ${dayMonthYear(yesterday)}` }),
    ).toBeVisible();
    await expect(office.page.locator('li', { hasText: 'Ravi Yadav' })).toHaveAttribute(
      'data-status',
      'absent',
    );

    await record.getByRole('button', { name: 'Confirm' }).click();
    await expect(lateMarks).toHaveCount(0);
    const lateRef = adminDb.doc(
      `organizations/${admin.orgId}/attendanceLate/${registerIdOf(yesterday, CLASS_3A)}`,
    );
    await expect
      .poll(async () => (await lateRef.get()).data())
      .toMatchObject({ confirmedBy: admin.uid, confirmedAt: expect.any(Number) });
    await office.context.close();
  });
});
