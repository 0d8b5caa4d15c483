// The "More details" part of the student form and the profile's lists, as the browser tests
// drive and read them (student-details.spec.ts, consent.spec.ts).
import { expect, type Locator, type Page } from '@playwright/test';

/** Opens the form's section titled `title` (a details element) and gives it. */
export async function openGroup(page: Page, title: string): Promise<Locator> {
  const group = page
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: title }) });
  await group.locator('summary').click();
  await expect(group).toHaveAttribute('open', '');
  return group;
}

/** Chooses `option` in the select labelled `label` within `scope`. */
export async function choose(page: Page, scope: Locator, label: RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The value shown beside a label of the profile's description lists. */
export const valueOf = (page: Page, label: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${label.replace(/[()+]/g, '\\$&')}$`) })
    .locator('+ dd');
