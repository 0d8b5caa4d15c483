import { expect, test } from '@playwright/test';
import { appPath } from './support/app';
import { addStudents, enterOrganization, organizationWithAdmin } from './support/students';

// Readiness for the UDISE+ return on the settings page: class by class, who the portal would
// refuse and why, each name opening the student's form.

const complete = {
  educationLevel: '6th Standard' as const,
  section: 'A',
  school: 'Govt. School, Alipur',
  gender: 'female' as const,
  dateOfBirth: '2014-05-04',
  address: 'Ward 4, Alipur',
  parentContact: '+91 98123 45678',
  enrollmentDate: '2026-04-10',
  family: { motherName: 'Sita Devi', fatherName: 'Mohan Lal' },
  social: { socialCategory: 'obc' as const, minorityGroup: 'none' as const },
  otherDetails: { pincode: '110036' },
  enrolment: { rollNumber: '4' },
};

test('the settings page says how ready each class is and links to what to put right', async ({
  page,
}) => {
  const org = await organizationWithAdmin('Readiness School');
  await addStudents(org.orgId, org.uid, [
    { ...complete, name: 'Anita Singh', admissionNumber: 'R-1' },
    {
      ...complete,
      name: 'Rekha Yadav',
      admissionNumber: 'R-2',
      family: { fatherName: 'Ram Yadav' },
    },
    { ...complete, name: 'Kavita Rao', admissionNumber: 'R-3', educationLevel: '7th Standard' },
  ]);
  await enterOrganization(page, org, 'udise');
  await expect(page.getByRole('heading', { name: 'Ready for the return?' })).toBeVisible();
  await page.getByRole('button', { name: 'Check the students' }).click();

  // No mother tongue code is set: the portal would refuse every student for it.
  const sixth = page.locator('summary', { hasText: /^Class 6-A:/ });
  await expect(sixth).toHaveText('Class 6-A: 0 of 2 ready');
  await expect(page.locator('summary', { hasText: /^Class 7-A:/ })).toHaveText(
    'Class 7-A: 0 of 1 ready',
  );
  await sixth.click();
  const rekha = page.locator('li', { has: page.getByRole('link', { name: 'Rekha Yadav' }) });
  await expect(
    rekha.getByText('MOTHER NAME: Missing: the portal needs it (Refuses)'),
  ).toBeVisible();
  await expect(page.getByText('MOTHER NAME: Missing')).toHaveCount(1);

  await rekha.getByRole('link', { name: 'Rekha Yadav' }).click();
  await expect(page).toHaveURL(new RegExp(`${appPath('edit-student/')}`));
});
