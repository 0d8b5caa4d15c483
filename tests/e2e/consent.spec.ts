import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { verhoeffCheckDigit } from '@village/model/identity';
import { identityRevealPath, studentConsentPath, studentIdentityPath } from '@village/model/paths';
import { appPath } from './support/app';
import { choose, openGroup, valueOf } from './support/details';
import { adminDb } from './support/emulators';
import {
  addStudents,
  enterOrganization,
  memberOf,
  organizationWithAdmin,
} from './support/students';

// A parent's consent through the app on Hosting, against the emulators: the APAAR ID
// that waits for its consent, the consent saved beside the student and shown on the profile, the
// flag once it is withdrawn, and a super_admin's download of everything held about the child.

/** What a test waits for a Cloud Function on a machine of 2 busy cores. */
const FUNCTION_WAIT = { timeout: 180_000 };

async function saveEdit(page: Page) {
  await page.getByRole('button', { name: 'Update Student', exact: true }).click();
  await expect(page.locator('.MuiSnackbar-root')).toContainText(
    'Student record has been updated successfully.',
  );
}

test.describe("a parent's consent", () => {
  test('an APAAR ID waits for its consent; withdrawn, the profile flags it', async ({ page }) => {
    test.setTimeout(300_000);
    const org = await organizationWithAdmin('Consent Test School');
    const staff = await memberOf(org, 'org_user', 'Omkar Staff');
    const [student] = await addStudents(org.orgId, org.uid, [
      {
        name: 'Sunil Verma',
        educationLevel: '6th Standard',
        school: 'Consent Test School',
        family: { motherName: 'Geeta Verma' },
      },
    ]);
    const stored = adminDb.doc(`organizations/${org.orgId}/students/${student!.id}`);
    await enterOrganization(page, staff, `edit-student/${student!.id}`);

    // Without the consent, the APAAR ID cannot be typed, and the form says why.
    const identity = await openGroup(page, 'Identity numbers');
    const apaar = identity.getByRole('textbox', { name: 'APAAR ID' });
    await expect(apaar).toBeDisabled();
    await expect(identity).toContainText(
      "Record the parent's consent to an APAAR ID under Consent first.",
    );

    const consent = await openGroup(page, 'Consent');
    const forApaar = consent.getByRole('group', { name: 'Creating an APAAR ID' });
    await choose(page, forApaar, /^Consent/, 'Given');
    await choose(page, forApaar, /^Relation to the child/, 'Mother');
    await expect(forApaar.getByRole('textbox', { name: 'Given by' })).toHaveValue('Geeta Verma');
    await forApaar.getByLabel('Date given').fill('2026-11-02');
    await expect(apaar).toBeEnabled();
    await apaar.fill('1234 5678 9012');
    await saveEdit(page);

    // Saved together: the consent beside the student (the rules refuse the ID without it).
    await expect
      .poll(async () =>
        (await adminDb.doc(studentConsentPath(org.orgId, student!.id)).get()).get('apaar'),
      )
      .toEqual({ givenBy: 'Geeta Verma', relation: 'mother', givenOn: '2026-11-02' });
    await expect
      .poll(async () => (await stored.get()).get('identity'))
      .toEqual({
        apaarId: '123456789012',
      });

    await page.goto(appPath(`student/${student!.id}`));
    await expect(valueOf(page, 'Creating an APAAR ID')).toHaveText(
      'Given by Geeta Verma (Mother) on 2 November 2026',
    );
    await expect(valueOf(page, 'Photos of the child')).toHaveText('Not recorded');
    await expect(page.getByTestId('consent-missing')).toHaveCount(0);

    // Withdrawn: kept on record with its day, and the APAAR ID it covered is flagged.
    await page.goto(appPath(`edit-student/${student!.id}`));
    const editConsent = await openGroup(page, 'Consent');
    const editApaar = editConsent.getByRole('group', { name: 'Creating an APAAR ID' });
    await choose(page, editApaar, /^Consent/, 'Withdrawn');
    await expect(editApaar.getByLabel('Date withdrawn')).not.toHaveValue('');
    await saveEdit(page);
    await page.goto(appPath(`student/${student!.id}`));
    await expect(valueOf(page, 'Creating an APAAR ID')).toContainText('Withdrawn on');
    await expect(page.getByTestId('consent-missing')).toContainText(
      "This APAAR ID has no parent's consent in force.",
    );
  });

  test("a super_admin downloads the child's data (recorded in the History) and removes the number", async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const org = await organizationWithAdmin('Download Test School');
    const eleven = '66612345678';
    const aadhaar = `${eleven}${verhoeffCheckDigit(eleven)}`;
    const [student] = await addStudents(org.orgId, org.uid, [
      {
        name: 'Kavita Singh',
        educationLevel: '8th Standard',
        school: 'Download Test School',
        identity: { aadhaarLastFour: aadhaar.slice(-4), aadhaarKind: 'aadhaar' },
        social: { socialCategory: 'sc' },
      },
    ]);
    await adminDb
      .doc(studentIdentityPath(org.orgId, student!.id))
      .set({ aadhaar, updatedAt: new Date(), updatedBy: org.uid });
    await adminDb.doc(studentConsentPath(org.orgId, student!.id)).set({
      photos: { givenBy: 'Mohan Singh', relation: 'father', givenOn: '2026-10-01' },
      updatedAt: new Date(),
      updatedBy: org.uid,
    });

    await enterOrganization(page, org, `student/${student!.id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Kavita Singh' })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: "Download this child's data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^kavita-singh-data-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await readFile(await download.path(), 'utf8');
    const file = JSON.parse(text) as Record<string, unknown>;
    // Everything held: the register, the details in words, the whole number, the consents.
    expect(text).toContain('Kavita Singh');
    expect(text).toContain(`${aadhaar.slice(0, 4)} ${aadhaar.slice(4, 8)} ${aadhaar.slice(8)}`);
    expect(text).toContain('Mohan Singh');
    expect(JSON.stringify(file)).toContain('SC');

    // The download read the number with a recorded Show, which the History names.
    const reveal = await adminDb.doc(identityRevealPath(org.orgId, org.uid, student!.id)).get();
    expect(reveal.get('reason')).toBe('export');
    await page.getByRole('link', { name: 'Organization' }).click();
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: "downloaded Kavita Singh's data, with the Aadhaar number" }),
    ).toHaveCount(1, FUNCTION_WAIT);

    // Asked by the parent, a super_admin removes the number: gone from both documents.
    await page.goto(appPath(`edit-student/${student!.id}`));
    const identity = await openGroup(page, 'Identity numbers');
    await identity.getByRole('button', { name: 'Remove the saved number' }).click();
    await expect(identity).toContainText(
      `The saved number XXXX XXXX ${aadhaar.slice(-4)} will be removed when you save.`,
    );
    await saveEdit(page);
    await expect
      .poll(
        async () => (await adminDb.doc(studentIdentityPath(org.orgId, student!.id)).get()).exists,
      )
      .toBe(false);
    const stored = await adminDb.doc(`organizations/${org.orgId}/students/${student!.id}`).get();
    expect(stored.get('identity') ?? {}).toEqual({});
    await page.goto(appPath(`student/${student!.id}`));
    await expect(page.getByRole('heading', { level: 2, name: 'Kavita Singh' })).toBeVisible();
    await expect(page.locator('dt', { hasText: 'Aadhaar number or enrolment ID' })).toHaveCount(0);
  });
});
