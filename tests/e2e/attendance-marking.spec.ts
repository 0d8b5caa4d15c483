import { expect, test, type Browser, type Page } from '@playwright/test';
import { academicYearOf } from '@village/model/academic-year';
import { addDays } from '@village/model/attendance/calendar';
import { classKeyOf, registerIdOf, type AttendanceClass } from '@village/model/attendance/register';
import { todayIso } from '@village/model/dates';
import { backOnline, openOffline } from './support/offline';
import { appPath } from './support/app';
import { expectAccessible } from './support/axe';
import { explained, witness } from './support/witness';
import { adminDb } from './support/emulators';
import {
  addStudents,
  enterOrganization,
  memberOf,
  organizationWithAdmin,
  type StaffSession,
} from './support/students';

// Taking the roll on /attendance: a class's register written in the contract's form, two phones
// marking one class offline, a clash settled, and marks of several days and classes made offline
// with the app closed between them.

const CLASS_3A: AttendanceClass = { educationLevel: '3rd Standard', section: 'A' };
const CLASS_4: AttendanceClass = { educationLevel: '4th Standard', section: '' };
const SCHOOL = 'Village School Narela';
const today = todayIso();

const KIRAN = { parentName: 'Ramesh', ...CLASS_3A, school: SCHOOL };
const AARAV = { parentName: 'Mohan', ...CLASS_3A, school: SCHOOL };
const MEENA = { parentName: 'Suresh', ...CLASS_3A, school: SCHOOL };

/** An organization with a few children in 3-A and in class 4, and every day a working day. */
async function schoolWithClasses(name: string) {
  const admin = await organizationWithAdmin(name);
  const teacher = await memberOf(admin, 'org_user', 'Tara Teacher');
  const students = await addStudents(admin.orgId, admin.uid, [
    // Roll numbers in another order than admission numbers; Ravi has none.
    { name: 'Kiran Devi', admissionNumber: '1', enrolment: { rollNumber: '3' }, ...KIRAN },
    { name: 'Aarav Singh', admissionNumber: '30', enrolment: { rollNumber: '1' }, ...AARAV },
    { name: 'Meena Kumari', admissionNumber: '2', enrolment: { rollNumber: '2' }, ...MEENA },
    { name: 'Ravi Yadav', admissionNumber: '10', parentName: 'Gopal', ...CLASS_3A, school: SCHOOL },
    { name: 'Sita Verma', admissionNumber: '5', parentName: 'Hari', ...CLASS_4, school: SCHOOL },
    { name: 'Arjun Das', admissionNumber: '6', parentName: 'Vijay', ...CLASS_4, school: SCHOOL },
  ]);
  // Sundays too: the tests mark whatever day they run on.
  const { startYear } = academicYearOf(today, 4);
  await adminDb
    .doc(`organizations/${admin.orgId}/attendanceYears/${startYear}`)
    .set({ weeklyOff: [], holidays: [], openedDays: [] });
  // The classes as the functions list them from the students (the same, if they run too).
  await adminDb.doc(`organizations/${admin.orgId}/attendanceClasses/current`).set({
    classes: {
      [classKeyOf(CLASS_3A)]: { ...CLASS_3A, students: 4 },
      [classKeyOf(CLASS_4)]: { ...CLASS_4, students: 2 },
    },
  });
  const idOf = (studentName: string) => students.find((s) => s.name === studentName)!.id;
  return { admin, teacher, idOf };
}

const registerOf = async (orgId: string, date: string, attendanceClass: AttendanceClass) =>
  (
    await adminDb
      .doc(`organizations/${orgId}/attendance/${registerIdOf(date, attendanceClass)}`)
      .get()
  ).data();

async function openClass(page: Page, attendanceClass: AttendanceClass) {
  await page.goto(appPath('attendance'));
  await expect(page.getByRole('heading', { name: 'Attendance', level: 1 })).toBeVisible();
  await chooseClass(page, attendanceClass);
}

async function chooseClass(page: Page, attendanceClass: AttendanceClass) {
  await page.getByLabel('Class', { exact: true }).selectOption(classKeyOf(attendanceClass));
}

const row = (page: Page, name: string) => page.locator('li', { hasText: name });
const tap = (page: Page, name: string) => row(page, name).locator('[aria-pressed]').click();

async function device(browser: Browser, session: StaffSession) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const seen = witness(page, session.email);
  await enterOrganization(page, session);
  return { context, page, seen };
}

test.describe('taking the roll', () => {
  test('an org_user marks two absent and saves; a clash is shown and settled; axe at 360 px', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { admin, teacher, idOf } = await schoolWithClasses('Roll Call School');
    await page.setViewportSize({ width: 360, height: 740 });
    await enterOrganization(page, teacher);
    await openClass(page, CLASS_3A);

    // In roll-number order, with the parent's name; the one without a roll number last, shown
    // by admission number; everyone present.
    await expect(page.locator('li[data-status]')).toHaveText([
      /^1Aarav Singh.*Mohan/,
      /^2Meena Kumari.*Suresh/,
      /^3Kiran Devi.*Ramesh/,
      /^Adm\. 10Ravi Yadav.*Gopal/,
    ]);
    await expect(page.getByText('Present 4')).toBeVisible();
    await tap(page, 'Kiran Devi');
    await tap(page, 'Ravi Yadav');
    await row(page, 'Meena Kumari')
      .getByRole('button', { name: 'More marks for Meena Kumari' })
      .click();
    await page.getByRole('menuitem', { name: 'Half day' }).click();
    await expect(page.getByText('Absent 2')).toBeVisible();
    await expect(page.getByText('Half 1')).toBeVisible();
    await expectAccessible(page, '/attendance at 360 px');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await expect(page.getByText('Taken by Tara Teacher')).toBeVisible();
    await expect(page.getByText('Sent', { exact: true })).toBeVisible();

    const register = await registerOf(admin.orgId, today, CLASS_3A);
    expect(register).toMatchObject({ date: today, educationLevel: '3rd Standard', section: 'A' });
    expect(Object.keys(register!.marks)).toEqual([teacher.uid]);
    const marks = register!.marks[teacher.uid] as Record<string, { status: string }>;
    expect(
      Object.fromEntries(Object.entries(marks).map(([id, mark]) => [id, mark.status])),
    ).toEqual({
      [idOf('Kiran Devi')]: 'absent',
      [idOf('Ravi Yadav')]: 'absent',
      [idOf('Meena Kumari')]: 'half',
    });
    expect(register!.people[teacher.uid].takenAt).toEqual(expect.any(Number));
    // The roll the list showed, recorded in the same write: what the monthly register prints.
    expect(register!.people[teacher.uid].roll[idOf('Kiran Devi')]).toMatchObject({
      name: 'Kiran Devi',
      rollNumber: '3',
      admissionNumber: '1',
      guardian: 'Ramesh',
    });
    expect(Object.keys(register!.people[teacher.uid].roll)).toHaveLength(4);

    // Another phone marked Kiran present later: both names shown until one is kept.
    await adminDb
      .doc(`organizations/${admin.orgId}/attendance/${registerIdOf(today, CLASS_3A)}`)
      .set(
        {
          people: { [admin.uid]: { name: 'Asha Admin', takenAt: Date.now() } },
          marks: { [admin.uid]: { [idOf('Kiran Devi')]: { status: 'present', at: Date.now() } } },
        },
        { merge: true },
      );
    const keepAbsent = page.getByRole('button', {
      name: 'Keep Absent for Kiran Devi, as Tara Teacher marked',
    });
    await expect(keepAbsent).toBeVisible();
    await expect(row(page, 'Kiran Devi')).toContainText('Asha Admin: Present');
    await keepAbsent.click();
    await expect(keepAbsent).toHaveCount(0);
    await expect(row(page, 'Kiran Devi')).toHaveAttribute('data-status', 'absent');
    await expect
      .poll(
        async () => (await registerOf(admin.orgId, today, CLASS_3A))?.chosen?.[idOf('Kiran Devi')],
      )
      .toMatchObject({ status: 'absent', uid: teacher.uid });
  });

  test('two phones offline mark different children of one class: both kept', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const { admin, teacher, idOf } = await schoolWithClasses('Two Phones School');
    const one = await device(browser, admin);
    const two = await device(browser, teacher);
    for (const { page } of [one, two]) {
      await openClass(page, CLASS_3A);
      await expect(page.getByText('Present 4')).toBeVisible();
    }
    await one.context.setOffline(true);
    await two.context.setOffline(true);
    await tap(one.page, 'Aarav Singh');
    await tap(two.page, 'Ravi Yadav');
    for (const { page } of [one, two]) {
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Saved on this phone, not sent yet')).toBeVisible();
    }
    await one.context.setOffline(false);
    await two.context.setOffline(false);
    await expect
      .poll(
        async () => {
          const register = await registerOf(admin.orgId, today, CLASS_3A);
          return [
            register?.marks?.[admin.uid]?.[idOf('Aarav Singh')]?.status,
            register?.marks?.[teacher.uid]?.[idOf('Ravi Yadav')]?.status,
          ];
        },
        { timeout: 60_000 },
      )
      .toEqual(['absent', 'absent']);
    await explained(async () => {
      await expect(one.page.getByText('Absent 2')).toBeVisible({ timeout: 30_000 });
      await expect(two.page.getByText('Absent 2')).toBeVisible({ timeout: 30_000 });
    }, [one.seen, two.seen]);
    await one.context.close();
    await two.context.close();
  });

  test('after one visit, marks of 3 days and 2 classes made offline, the app closed between them, all arrive', async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    const { admin, teacher, idOf } = await schoolWithClasses('Offline Days School');
    await enterOrganization(page, teacher);
    await openClass(page, CLASS_4);
    await expect(page.getByText('Present 2')).toBeVisible();
    await openClass(page, CLASS_3A);
    await expect(page.getByText('Present 4')).toBeVisible();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
      timeout: 120_000,
    });
    await page.close();

    const days = [
      { date: today, attendanceClass: CLASS_3A, child: 'Aarav Singh' },
      { date: addDays(today, -1), attendanceClass: CLASS_3A, child: 'Kiran Devi' },
      { date: addDays(today, -2), attendanceClass: CLASS_4, child: 'Sita Verma' },
    ];
    for (const day of days) {
      // A cold start each time: the app opened again with the network off.
      const cold = await openOffline(context, appPath('attendance'));
      // The class last marked is remembered on the device.
      await expect(cold.getByRole('heading', { name: /^Class 3-A, / })).toBeVisible({
        timeout: 60_000,
      });
      if (day.attendanceClass !== CLASS_3A) await chooseClass(cold, day.attendanceClass);
      await cold.getByLabel('Day', { exact: true }).fill(day.date);
      await tap(cold, day.child);
      await cold.getByRole('button', { name: 'Save' }).click();
      await expect(cold.getByText('Saved on this phone, not sent yet')).toBeVisible();
      await cold.close();
    }

    await backOnline(context);
    const online = await context.newPage();
    await online.goto(appPath('attendance'));
    await expect
      .poll(
        async () =>
          Promise.all(
            days.map(
              async (day) =>
                (await registerOf(admin.orgId, day.date, day.attendanceClass))?.marks?.[
                  teacher.uid
                ]?.[idOf(day.child)]?.status,
            ),
          ),
        { timeout: 90_000 },
      )
      .toEqual(['absent', 'absent', 'absent']);
  });
});
