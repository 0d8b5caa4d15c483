import { expect, test, type Page } from '@playwright/test';
import { academicYearOf } from '@village/model/academic-year';
import { classKeyOf, registerIdOf } from '@village/model/attendance/register';
import {
  attendanceDayOf,
  totalsIdOf,
  type AttendanceTotals,
} from '@village/model/attendance/totals';
import { todayIso } from '@village/model/dates';
import {
  attendanceClassesDocPath,
  attendanceDaysPath,
  attendancePath,
  attendanceTotalsPath,
  attendanceYearsPath,
  studentsPath,
} from '@village/model/paths';
import { LANGUAGE_STORAGE_KEY } from '../../web/src/lib/i18n/language';
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

// The attendance views through the app on Hosting, against the emulators, from documents written
// with admin rights as the functions would leave them: the dashboard's card of today, the monthly
// register printed on A4 landscape (in English and Hindi), and the year end's days attended.

const SCHOOL = 'Rampur Government School';
const HINDI_NAME = 'अनीता कुमारी';
const RENAMED = 'Anita Kumari Verma';
const CLASS_7A = { educationLevel: '7th Standard', section: 'A' } as const;
const today = todayIso();
const month = today.slice(0, 7);
const year = academicYearOf(today);
/** The printable width of an A4 sheet, landscape, within 10 mm margins, in CSS pixels. */
const SHEET_PX = (277 * 96) / 25.4;

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

/** How far the widest cell reaches past the sheet's right edge (px), and the sheet's width. */
async function cellOverflow(page: Page) {
  return page.locator('[data-printout]').evaluate((root) => {
    const sheet = root.getBoundingClientRect();
    const cells = Array.from(root.querySelectorAll('th, td'));
    const right = Math.max(...cells.map((cell) => cell.getBoundingClientRect().right));
    return { sheetWidth: sheet.width, past: right - sheet.right, cells: cells.length };
  });
}

/** The A4 PDF the browser prints: its pages, and whether they are landscape. */
async function printed(page: Page) {
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const boxes = [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)];
  return {
    pages: (pdf.match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length,
    landscape:
      boxes.length > 0 && boxes.every(([, width, height]) => Number(width) > Number(height)),
  };
}

async function expectPrintedWhole(page: Page, pages: number) {
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.MuiAppBar-root')).toBeHidden();
  await expect(page.getByRole('button', { name: /Print|छापें/ })).toBeHidden();
  expect(await clippedTexts(page)).toEqual([]);
  const { sheetWidth, past, cells } = await cellOverflow(page);
  expect(cells).toBeGreaterThan(50 * 31);
  expect(sheetWidth).toBeLessThanOrEqual(SHEET_PX + 1);
  expect(past).toBeLessThanOrEqual(0.5);
  expect(await printed(page)).toEqual({ pages, landscape: true });
  await page.emulateMedia({ media: 'screen' });
}

async function arrangeSchool() {
  const org = await organizationWithAdmin('Attendance Views School');
  const staff = await memberOf(org, 'org_user', 'Omkar Staff');
  // 50 children in 7-A: two printed sheets; one in 6-B, whose year end is prefilled.
  const students = await addStudents(org.orgId, org.uid, [
    { name: HINDI_NAME, ...CLASS_7A, school: SCHOOL },
    ...Array.from({ length: 49 }, (_, index) => ({
      name: `Pupil ${String(index + 1).padStart(2, '0')}`,
      ...CLASS_7A,
      school: SCHOOL,
    })),
    { name: 'Bhavesh Patel', educationLevel: '6th Standard', section: 'B', school: SCHOOL },
    { name: 'Chitra Nair', educationLevel: '6th Standard', section: 'B', school: SCHOOL },
  ]);
  const idOf = (name: string) => students.find((student) => student.name === name)!.id;
  const anita = idOf(HINDI_NAME);
  const batch = adminDb.batch();
  const base = { startYear: year.startYear, ...CLASS_7A, chosen: {} };
  // Taken by a phone that recorded the roll it showed, as the app's save does.
  const roll = Object.fromEntries(
    students
      .filter((student) => student.educationLevel === CLASS_7A.educationLevel)
      .map((student) => [
        student.id,
        { name: student.name, admissionNumber: student.admissionNumber ?? '', guardian: '' },
      ]),
  );
  const people = { t1: { name: 'Omkar Staff', takenAt: Date.now(), roll } };
  // The 1st: Anita absent; the 2nd: on leave; the 3rd a holiday.
  batch.set(adminDb.doc(`${attendancePath(org.orgId)}/${registerIdOf(`${month}-01`, CLASS_7A)}`), {
    ...base,
    date: `${month}-01`,
    people,
    marks: { t1: { [anita]: { status: 'absent', at: 1 } } },
  });
  batch.set(adminDb.doc(`${attendancePath(org.orgId)}/${registerIdOf(`${month}-02`, CLASS_7A)}`), {
    ...base,
    date: `${month}-02`,
    people,
    marks: { t1: { [anita]: { status: 'leave', at: 1 } } },
  });
  batch.set(adminDb.doc(`${attendanceYearsPath(org.orgId)}/${year.startYear}`), {
    weeklyOff: [0],
    holidays: [{ from: `${month}-03`, to: `${month}-03`, name: 'Village fair' }],
    openedDays: [],
  });
  // Today: 7-A taken (40 present, 10 absent); 6-B not yet.
  batch.set(adminDb.doc(`${attendanceDaysPath(org.orgId)}/${today}`), {
    ...attendanceDayOf(today, {
      [classKeyOf(CLASS_7A)]: { ...CLASS_7A, present: 40, absent: 10, leave: 0, half: 0 },
    }),
  });
  batch.set(adminDb.doc(attendanceClassesDocPath(org.orgId)), {
    classes: {
      [classKeyOf(CLASS_7A)]: { ...CLASS_7A, students: 50 },
      '6th Standard_B': { educationLevel: '6th Standard', section: 'B', students: 2 },
    },
  });
  // Last year's totals of one 6-B child: 181.5 days attended, 181 whole.
  const previousYear = year.startYear - 1;
  const totals: AttendanceTotals = {
    studentDocId: idOf('Bhavesh Patel'),
    startYear: previousYear,
    days: {},
    present: 180,
    absent: 10,
    leave: 2,
    half: 3,
    taken: 195,
    attended: 181.5,
    months: {},
  };
  batch.set(
    adminDb.doc(
      `${attendanceTotalsPath(org.orgId)}/${totalsIdOf(previousYear, totals.studentDocId)}`,
    ),
    totals,
  );
  await batch.commit();
  return { org, staff, anita };
}

test.describe('attendance views', () => {
  test.describe.configure({ mode: 'serial' });
  let staff: StaffSession;
  let anitaId: string;

  test.beforeAll(async () => {
    ({ staff, anita: anitaId } = await arrangeSchool());
  });

  test("the dashboard shows today's attendance and the classes not marked", async ({ page }) => {
    await enterOrganization(page, staff);
    const card = page.getByRole('region', { name: "Today's attendance" });
    await expect(card).toContainText('80% attended');
    await expect(card).toContainText('40 present, 10 absent');
    const left = card.getByRole('list', { name: 'Not marked yet today' });
    await expect(left.getByRole('link')).toHaveText(['6th Standard-B']);
    await page.setViewportSize({ width: 360, height: 740 });
    await expectAccessible(page, 'the dashboard with its attendance card (360 px)');
    await card.getByRole('link', { name: 'Monthly register' }).click();
    await expect(page.getByRole('heading', { name: 'Monthly attendance register' })).toBeVisible();
  });

  test('the monthly register prints on A4 landscape, whole, in English and in Hindi', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // Renamed after the days were taken: the register prints the name the roll was taken with.
    await adminDb.doc(`${studentsPath(staff.orgId)}/${anitaId}`).update({ name: RENAMED });
    await enterOrganization(page, staff);
    const address = `attendance/register?class=${encodeURIComponent(classKeyOf(CLASS_7A))}&month=${month}`;
    await page.goto(appPath(address));
    const sheets = page.getByTestId('register-page');
    await expect(sheets).toHaveCount(2);
    await expect(sheets.first().getByTestId('register-row')).toHaveCount(45);
    const anita = page.getByTestId('register-row').filter({ hasText: HINDI_NAME });
    const cells = anita.getByRole('cell');
    await expect(cells.nth(1)).toHaveText('A');
    await expect(cells.nth(2)).toHaveText('L');
    await expect(cells.nth(3)).toHaveText('H');
    await expect(page.getByTestId('register-day-totals').getByRole('cell').first()).toHaveText(
      '49',
    );
    await expect(page.getByTestId('register-row').filter({ hasText: RENAMED })).toHaveCount(0);
    await expectPrintedWhole(page, 2);

    // Offline, the register opened once draws again from this device's copy, to print.
    await page.context().setOffline(true);
    await page.locator('[data-print="hide"]').getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Village Education Dashboard' })).toBeVisible();
    await page.goBack();
    await expect(sheets).toHaveCount(2);
    await expect(cells.nth(1)).toHaveText('A');
    await page.context().setOffline(false);

    await page.evaluate(([key]) => window.localStorage.setItem(key, 'hi'), [
      LANGUAGE_STORAGE_KEY,
    ] as const);
    await page.reload();
    await expect(sheets.first()).toContainText('उपस्थिति रजिस्टर');
    await expect(sheets.last()).toContainText('प्रधानाध्यापक');
    await expect(anita).toBeVisible();
    await expectPrintedWhole(page, 2);
    await page.setViewportSize({ width: 360, height: 740 });
    await expectAccessible(page, 'the monthly register in Hindi (360 px)');
    await page.evaluate(([key]) => window.localStorage.setItem(key, 'en'), [
      LANGUAGE_STORAGE_KEY,
    ] as const);
  });

  test("the year end fills each child's days attended from last year's totals", async ({
    page,
  }) => {
    await enterOrganization(page, staff, 'progression');
    await page.getByRole('combobox', { name: 'Class', exact: true }).selectOption('6th Standard');
    await page.getByRole('textbox', { name: 'Section' }).fill('B');
    await page
      .getByRole('combobox', { name: 'Academic year being closed' })
      .selectOption('previous');
    const filled = page.getByRole('textbox', { name: 'Days attended by Bhavesh Patel' });
    await expect(filled).toHaveValue('181');
    // No totals: left empty. Still editable.
    await expect(page.getByRole('textbox', { name: 'Days attended by Chitra Nair' })).toHaveValue(
      '',
    );
    await filled.fill('179');
    await expect(filled).toHaveValue('179');
  });
});
