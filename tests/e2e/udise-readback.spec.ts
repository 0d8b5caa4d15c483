import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { CellValue } from '@village/model/import/cell-text';
import { udiseColumnIndex } from '@village/model/udise-template';
import { readXlsx } from '../../web/src/lib/spreadsheet/xlsx-read';
import { writeXlsx, XLSX_MIME_TYPE } from '../../web/src/lib/spreadsheet/xlsx-write';
import { appPath } from './support/app';
import { adminDb } from './support/emulators';
import {
  addStudents,
  enterOrganization,
  expectShowing,
  organizationWithAdmin,
  storedStudentsNamed,
} from './support/students';
import { downloadUdiseReturn } from './support/udise';
import { witness } from './support/witness';

// The UDISE+ return read back through the import, as an office does after correcting the
// portal's copy: the students already here are updated (only what changed), a new row is added,
// and nothing is added twice.

const SCHOOL = 'Govt. Upper Primary School, Bawana';
const complete = {
  educationLevel: '6th Standard' as const,
  section: 'A',
  school: SCHOOL,
  gender: 'female' as const,
  dateOfBirth: '2014-05-04',
  address: 'Ward 4, Bawana',
  parentContact: '+91 98123 45678',
  enrollmentDate: '2026-04-10',
  family: { motherName: 'Sita Devi', fatherName: 'Mohan Lal' },
  social: { socialCategory: 'obc' as const, minorityGroup: 'none' as const },
  otherDetails: { pincode: '110039' },
};

const figure = (page: Page, label: string) => page.locator(`[data-figure="${label}"] dd`);

test('the UDISE+ return read back updates the students already here and adds the new', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const org = await organizationWithAdmin(SCHOOL);
  await addStudents(org.orgId, org.uid, [
    { ...complete, name: 'Anita Singh', admissionNumber: 'B-1' },
    { ...complete, name: 'Rekha Yadav', admissionNumber: 'B-2', dateOfBirth: '2014-09-12' },
  ]);
  const seen = witness(page, org.email);
  await enterOrganization(page, org, 'students');
  await page.goto(appPath('students?edu=6th+Standard'));
  await expectShowing(page, 2, 2);
  const download = await downloadUdiseReturn(page, seen);
  const sheets = readXlsx(await readFile((await download.path())!));

  // On the portal's copy the office corrects Rekha's PIN code and adds a child admitted since.
  const students = sheets[1]!;
  const rows = students.rows.map((row) => [...row]);
  const rekha = rows.find((row) => row[udiseColumnIndex('studentName')] === 'Rekha Yadav')!;
  rekha[udiseColumnIndex('pincode')] = '110040';
  const anita = rows.find((row) => row[udiseColumnIndex('studentName')] === 'Anita Singh')!;
  const meena: CellValue[] = [...anita];
  meena[udiseColumnIndex('studentName')] = 'Meena Kumari';
  meena[udiseColumnIndex('studentDob')] = '02-02-2015';
  meena[udiseColumnIndex('admnNumber')] = 'B-3';
  rows.push(meena);
  const workbook = Buffer.from(
    writeXlsx(
      sheets.map((sheet, index) => ({ name: sheet.name, rows: index === 1 ? rows : sheet.rows })),
    ),
  );

  await page.goto(appPath('students/import'));
  await expect(page.getByRole('heading', { level: 1, name: 'Import Students' })).toBeVisible();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: /^Choose (another )?file$/ }).click(),
  ]);
  await chooser.setFiles({ name: 'udise-return.xlsx', mimeType: XLSX_MIME_TYPE, buffer: workbook });

  await expect(page.getByText(/This is the UDISE\+ portal’s student sheet/)).toBeVisible();
  await expect(page.getByText('Headers found on row 7; rows 1-6 skipped')).toBeVisible();
  await expect(figure(page, 'Ready to import')).toHaveText('1');
  await expect(figure(page, 'To update')).toHaveText('1');
  await expect(figure(page, 'Already up to date')).toHaveText('1');
  await expect(figure(page, 'With errors')).toHaveText('0');
  await expect(
    page.getByRole('cell', {
      name: /^Row \d+ is Rekha Yadav \(.+\) \(same admission number\): PIN code$/,
    }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Import 1 student and update 1 student' }).click();
  await expect(page.getByText('1 student updated')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('1 student imported')).toBeVisible({ timeout: 60_000 });

  const [stored] = await storedStudentsNamed(org.orgId, 'Rekha Yadav');
  expect(stored!.get('otherDetails')).toEqual({ pincode: '110040' });
  expect(stored!.get('family')).toEqual(complete.family);
  const [added] = await storedStudentsNamed(org.orgId, 'Meena Kumari');
  expect(added!.get('school')).toBe(SCHOOL);
  expect(added!.get('admissionNumber')).toBe('B-3');
  expect(added!.get('dateOfBirth')).toBe('2015-02-02');
  const all = await adminDb.collection(`organizations/${org.orgId}/students`).get();
  expect(all.size).toBe(3);
});
