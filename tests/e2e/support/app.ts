import { expect, type Page } from '@playwright/test';
import { BASE_PATH } from '@village/model/constants';
import { PASSWORD } from './emulators';

export const appPath = (path = '') => `${BASE_PATH}${path.replace(/^\//, '')}`;

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto(appPath('signin'));
  await submitSignIn(page, email, password);
}

/** Fills and sends the sign-in form on the page, wherever the app sent the browser to it from. */
export async function submitSignIn(page: Page, email: string, password = PASSWORD) {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function createOrganizationInDialog(page: Page, name: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Create New Organization' })).toBeVisible();
  await dialog.getByLabel('Organization Name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toHaveCount(0);
}

/** The page is at `path` of the app (its query aside). */
export async function expectAt(page: Page, path: string) {
  const wanted = new URL(appPath(path), 'http://app').pathname;
  await page.waitForURL((url) => url.pathname === wanted);
}

export async function expectDashboard(page: Page) {
  await expect(page.getByRole('heading', { name: 'Village Education Dashboard' })).toBeVisible();
}

/**
 * Waits until the app's code has hydrated the prerendered page (web/src/components/early-submit.ts
 * sets the flag): before that, a click on a link is the browser's own navigation, not the app's.
 */
export async function waitForApp(page: Page) {
  await page.waitForFunction(
    () => (window as unknown as { __villageHydrated?: boolean }).__villageHydrated === true,
  );
}
