import { expect, test } from '@playwright/test';
import { udiseSettingsPath } from '@village/model/paths';
import { UDISE_SCHOOL_MESSAGES } from '@village/model/udise-school';
import { hi } from '../../web/src/features/students/udise/messages.hi';
import { expectAccessible, settled } from './support/axe';
import { adminDb } from './support/emulators';
import { clippedTexts } from './support/layout';
import { enterOrganization, organizationWithAdmin } from './support/students';

// The school's UDISE+ settings on a phone: what the school is and offers (management, classes and
// their sections, streams, vocational courses), refused by the field where it is wrong, saved
// past the rules, and shown again whole in Hindi, 360 px wide.

test.use({ viewport: { width: 360, height: 740 } });

test('a super_admin sets what the school offers on a phone, and finds it again in Hindi', async ({
  page,
}) => {
  const org = await organizationWithAdmin('UDISE Settings School');
  await enterOrganization(page, org, 'udise');
  await expect(page.getByRole('heading', { name: 'UDISE+ Settings' })).toBeVisible();

  await page.getByLabel('Management').selectOption('privateUnaided');
  await page.getByLabel('Lowest class').selectOption('9');
  await page.getByLabel('Highest class').selectOption('12');
  await page.getByLabel('Sections of 9th Standard').fill('a, b');
  await page.getByLabel('Sections of 11th Standard').fill('AB');
  await page.getByRole('checkbox', { name: 'Science' }).check();
  await page.getByRole('checkbox', { name: 'Commerce' }).check();
  await page.getByLabel('Vocational courses').fill('Retail\nTourism');
  const save = page.getByRole('button', { name: 'Save UDISE+ settings' });
  await save.click();
  await expect(page.getByLabel('Sections of 11th Standard')).toHaveAccessibleDescription(
    UDISE_SCHOOL_MESSAGES.sections,
  );
  expect(await clippedTexts(page), 'texts cut off at 360 px').toEqual([]);

  await page.getByLabel('Sections of 11th Standard').fill('A');
  await save.click();
  await expect(page.getByText('UDISE+ settings saved')).toBeVisible();
  const stored = (await adminDb.doc(udiseSettingsPath(org.orgId)).get()).data();
  expect(stored).toMatchObject({
    management: 'privateUnaided',
    lowestClass: 9,
    highestClass: 12,
    sections: { '9': 'AB', '11': 'A' },
    streams: ['science', 'commerce'],
    vocationalCourses: ['Retail', 'Tourism'],
  });

  // Hindi from the account menu, then the page opened again: the settings as saved.
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.reload();
  await expect(page.getByRole('button', { name: hi['settings.save'] })).toBeVisible();
  await expect(page.getByLabel(hi['settings.highestClass'])).toHaveValue('12');
  await expect(page.getByLabel('कक्षा 9 के सेक्शन')).toHaveValue('A, B');
  await expect(page.getByRole('checkbox', { name: 'वाणिज्य' })).toBeChecked();
  await settled(page);
  expect(await clippedTexts(page), 'texts cut off at 360 px, in Hindi').toEqual([]);
  await expectAccessible(page, '/udise (Hindi, 360 px)');
});
