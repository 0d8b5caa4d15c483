import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { academicYearOf, academicYearStarting } from '@village/model/academic-year';
import { totalsIdOf } from '@village/model/attendance/totals';
import { attendanceTotalsPath, studentYearsPath } from '@village/model/paths';
import { UDISE_STUDENT_COLUMNS, udiseColumnIndex } from '@village/model/udise-template';
import { readXlsx } from '../../web/src/lib/spreadsheet/xlsx-read';
import { appPath } from './support/app';
import { adminDb } from './support/emulators';
import {
  expectShowing,
  addStudents,
  enterOrganization,
  organizationWithAdmin,
  memberOf,
} from './support/students';
import { downloadUdiseReturn } from './support/udise';
import { witness } from './support/witness';

// The UDISE+ return from the directory's Export menu: a class's students in the portal's
// template layout, with a "Check first" sheet naming what the portal would refuse.

const SCHOOL = 'Govt. Upper Primary School, Narela';
const complete = {
  educationLevel: '6th Standard' as const,
  section: 'A',
  school: SCHOOL,
  gender: 'female' as const,
  dateOfBirth: '2014-05-04',
  address: 'Ward 4, Narela',
  parentContact: '+91 98123 45678',
  enrollmentDate: '2026-04-10',
  family: { motherName: 'Sita Devi', fatherName: 'Mohan Lal' },
  social: { socialCategory: 'obc' as const, minorityGroup: 'none' as const },
  otherDetails: { pincode: '110040', motherTongue: 'hindi' as const },
};

test('a class exported for UDISE+ names on "Check first" what the portal would refuse', async ({
  page,
}) => {
  const org = await organizationWithAdmin('UDISE Return School');
  const [, , , anita] = await addStudents(org.orgId, org.uid, [
    { ...complete, name: 'सीता कुमारी', admissionNumber: 'U-1' },
    { ...complete, name: 'Rekha Yadav', admissionNumber: 'U-2', parentContact: '9876543210' },
    { ...complete, name: 'Pooja Verma', admissionNumber: 'U-3', needs: { cwsn: true } },
    { ...complete, name: 'Anita Singh', admissionNumber: 'U-4' },
    { ...complete, name: 'Kavita Rao', admissionNumber: 'U-5', educationLevel: '2nd Standard' },
  ]);
  // Anita's last year as the year end and the registers left it: promoted from class 5 with 78 %,
  // her days left empty at the year end, and 180 and a half in the attendance totals.
  const previous = academicYearStarting(academicYearOf(new Date()).startYear - 1, 4);
  await adminDb.doc(`${studentYearsPath(org.orgId, anita!.id)}/${previous.startYear}`).set({
    orgId: org.orgId,
    year: previous.label,
    startYear: previous.startYear,
    educationLevel: '5th Standard',
    section: 'A',
    outcome: 'promoted',
    marks: 78,
    daysAttended: null,
    nextLevel: '6th Standard',
    recordedAt: new Date(),
    recordedBy: org.uid,
  });
  await adminDb
    .doc(`${attendanceTotalsPath(org.orgId)}/${totalsIdOf(previous.startYear, anita!.id)}`)
    .set({
      studentDocId: anita!.id,
      startYear: previous.startYear,
      days: {},
      present: 180,
      absent: 20,
      leave: 0,
      half: 1,
      taken: 201,
      attended: 180.5,
      months: {},
    });
  // The school's code and its template's code for Hindi, set once on the UDISE+ settings page.
  const seen = witness(page, org.email);
  await enterOrganization(page, org, 'udise');
  await expect(page.getByRole('heading', { name: 'UDISE+ Settings' })).toBeVisible();
  await page.getByLabel('UDISE code').fill('09876543210');
  await page.getByLabel('Hindi', { exact: true }).fill('42');
  await page.getByRole('button', { name: 'Save UDISE+ settings' }).click();
  await expect(page.getByText('UDISE+ settings saved')).toBeVisible();

  await page.goto(appPath('students?edu=6th+Standard'));
  await expectShowing(page, 4, 4);

  const download = await downloadUdiseReturn(page, seen);
  expect(download.suggestedFilename()).toMatch(
    /^udise-udise-return-school-\d{4}-\d{2}-\d{2}\.xlsx$/,
  );
  const [check, students, codes] = readXlsx(await readFile((await download.path())!));

  // The class's four, in the template's layout: header on row 7, students from row 8.
  expect(students!.rows[2]![4]).toBe('09876543210');
  expect(students!.rows[6]).toEqual(UDISE_STUDENT_COLUMNS.map(({ header }) => header));
  const motherTongue = UDISE_STUDENT_COLUMNS.findIndex(({ key }) => key === 'motherTongue');
  expect(students!.rows.slice(7).map((row) => row[motherTongue])).toEqual([42, 42, 42, 42]);
  const names = students!.rows.slice(7).map((row) => row[3]);
  expect(names.sort()).toEqual(['Anita Singh', 'Pooja Verma', 'Rekha Yadav', 'सीता कुमारी']);
  // Her previous-year columns from the school's records: this school, class 5, appeared and
  // promoted, 78 %, and 180 whole days from the totals.
  const anitaRow = students!.rows.slice(7).find((row) => row[3] === 'Anita Singh')!;
  const previousYear = (
    [
      'enrStatusPy',
      'classPy',
      'examAppearedPyYn',
      'examResultPy',
      'examMarksPy',
      'attendencePy',
    ] as const
  ).map((key) => anitaRow[udiseColumnIndex(key)]);
  expect(previousYear).toEqual([1, 5, 1, 1, 78, 180]);

  const lines = check!.rows.map((row) => row.join(' | '));
  expect(check!.name).toBe('Check first');
  expect(lines).toContainEqual(
    expect.stringMatching(
      /^सीता कुमारी \| U-1 \| 6th Standard \| A \| Name of Student \| Use English letters/,
    ),
  );
  expect(lines).toContainEqual(
    expect.stringMatching(
      /^Rekha Yadav \| U-2 .*\| MOBILE NUMBER \(of Student\/Parent\/Guardian\) \| Looks like a placeholder/,
    ),
  );
  expect(lines).toContainEqual(
    expect.stringMatching(
      /^Pooja Verma \| U-3 .*\| CWSN IMPAIRMENT TYPE \| CWSN without an impairment type/,
    ),
  );
  expect(
    lines.some((line) => line.startsWith('Anita Singh |') && line.includes('Name of Student')),
  ).toBe(false);
  expect(codes!.name).toBe('Codes');
});

test('an org_user has no UDISE+ return in the Export menu, nor its settings', async ({ page }) => {
  const org = await organizationWithAdmin('UDISE Staff School');
  const staff = await memberOf(org, 'org_user', 'Uma Staff');
  await addStudents(org.orgId, org.uid, [{ ...complete, name: 'Anita Singh' }]);
  await enterOrganization(page, staff, 'students');
  await expectShowing(page, 1, 1);
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('menuitem', { name: 'CSV' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'UDISE+ return (.xlsx)' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto(appPath('udise'));
  await expect(page.getByText("You don't have access to this page")).toBeVisible();
  await expect(page.getByLabel('UDISE code')).toHaveCount(0);
});

test('offline, the UDISE+ return is not made from what the phone happens to hold, and says so', async ({
  page,
  context,
}) => {
  const org = await organizationWithAdmin('UDISE Offline School');
  await addStudents(org.orgId, org.uid, [
    { ...complete, name: 'Anita Singh' },
    { ...complete, name: 'Kavita Rao' },
  ]);
  await enterOrganization(page, org, 'students?edu=6th+Standard');
  await expectShowing(page, 2, 2);
  // One return made online: its code is on the phone, and whatever it read.
  await downloadUdiseReturn(page, witness(page, org.email));

  await context.setOffline(true);
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'UDISE+ return (.xlsx)' }).click();
  // Said where the person is, once the attempt is over: no file that may leave a student out.
  const toast = page.locator('.MuiSnackbar-root');
  await expect(toast).toContainText('UDISE+ return not downloaded');
  await expect(toast).toContainText(
    'The students could not be read. Check your connection and try again.',
  );
  expect(downloads).toBe(0);
});
