import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { verhoeffCheckDigit } from '@village/model/identity';
import { auditPath, studentIdentityPath } from '@village/model/paths';
import { UDISE_STUDENT_COLUMNS } from '@village/model/udise-template';
import { readXlsx } from '../../web/src/lib/spreadsheet/xlsx-read';
import { appPath } from './support/app';
import { adminDb } from './support/emulators';
import {
  addStudents,
  enterOrganization,
  expectShowing,
  organizationWithAdmin,
} from './support/students';
import { downloadUdiseReturn } from './support/udise';
import { witness } from './support/witness';

// The UDISE+ return carries a student's saved Aadhaar number: the udiseAadhaarNumbers callable
// reads it on the server for the super_admin's return, and the History records the export once,
// with how many numbers it held (docs/decisions/identity-numbers.md).

/** What a test waits for a Cloud Function on a machine of 2 busy cores. */
const FUNCTION_WAIT = { timeout: 180_000 };

const AADHAAR = `58317462093${verhoeffCheckDigit('58317462093')}`;

const complete = {
  educationLevel: '6th Standard' as const,
  section: 'A',
  school: 'Govt. School, Bawana',
  gender: 'female' as const,
  dateOfBirth: '2014-05-04',
  address: 'Ward 4, Bawana',
  parentContact: '+91 98123 45678',
  enrollmentDate: '2026-04-10',
  family: { motherName: 'Sita Devi', fatherName: 'Mohan Lal' },
  social: { socialCategory: 'obc' as const, minorityGroup: 'none' as const },
  otherDetails: { pincode: '110039', motherTongue: 'hindi' as const },
};

test('a saved Aadhaar number is in the UDISE+ return, and the export in the History', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const org = await organizationWithAdmin('UDISE Aadhaar School');
  const [anita] = await addStudents(org.orgId, org.uid, [
    {
      ...complete,
      name: 'Anita Singh',
      admissionNumber: 'A-1',
      identity: {
        aadhaarLastFour: AADHAAR.slice(-4),
        aadhaarKind: 'aadhaar',
        nameAsPerAadhaar: 'Anita Singh',
      },
    },
    { ...complete, name: 'Kavita Rao', admissionNumber: 'A-2' },
  ]);
  // Saved apart, as setAadhaar leaves it (no client can write it).
  await adminDb
    .doc(studentIdentityPath(org.orgId, anita!.id))
    .create({ aadhaar: AADHAAR, updatedAt: new Date(), updatedBy: org.uid });

  const seen = witness(page, org.email);
  await enterOrganization(page, org, 'students?edu=6th+Standard');
  await expectShowing(page, 2, 2);
  const download = await downloadUdiseReturn(page, seen, FUNCTION_WAIT.timeout);
  const [check, students] = readXlsx(await readFile((await download.path())!));

  const column = (key: string) => UDISE_STUDENT_COLUMNS.findIndex((entry) => entry.key === key);
  const byName = new Map(
    students!.rows.slice(7).map((row) => [row[column('studentName')], row] as const),
  );
  // The number as its digits; a child without one as the portal asks.
  expect(byName.get('Anita Singh')![column('aadhaarNo')]).toBe(AADHAAR);
  expect(byName.get('Anita Singh')![column('nameAsAadhaar')]).toBe('Anita Singh');
  expect(byName.get('Kavita Rao')![column('aadhaarNo')]).toBe(999999999999);
  // Nothing to copy from the register: the number is in the file.
  expect(check!.rows.some((row) => row.join(' ').includes('Aadhaar number is not in'))).toBe(false);

  // One entry for the export, counting the number and never holding it.
  const entries = (await adminDb.collection(auditPath(org.orgId)).get()).docs.map((entry) =>
    entry.data(),
  );
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({
    action: 'identity_return_exported',
    actor: { uid: org.uid },
    count: 1,
  });
  expect(JSON.stringify(entries)).not.toContain(AADHAAR.slice(0, 8));

  await page.goto(appPath('organization'));
  await page.getByRole('tab', { name: 'History' }).click();
  // The actor as their member document names them: this one by email.
  await expect(
    page.getByText(`${org.email} exported the UDISE+ return with 1 Aadhaar number`),
  ).toBeVisible();
});
