import { expect, test, type Page } from '@playwright/test';
import { appPath, expectDashboard, signIn } from './support/app';
import { createAccount, createOrganizationFor, uniqueEmail } from './support/emulators';

async function signInToOrganization(page: Page) {
  const email = uniqueEmail('shell');
  const account = await createAccount(email, 'Shell User');
  await createOrganizationFor(account.uid, email, 'Shell School');
  await signIn(page, email);
  await page.getByRole('button', { name: /Shell School/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectDashboard(page);
}

test.describe('app shell', () => {
  test('the sidebar collapses to an icon strip, and stays so after a reload', async ({ page }) => {
    await signInToOrganization(page);
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect(page.getByText('Student Management System')).toBeVisible();
    const expandedWidth = (await sidebar.boundingBox())!.width;
    expect(expandedWidth).toBeCloseTo(256, -1); // 16rem

    await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect(page.getByText('Student Management System')).toHaveCount(0);
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBeCloseTo(48, -1); // 3rem
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(604_800 - 60);

    await page.reload();
    await expectDashboard(page);
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');

    // Icon strip: the label is a tooltip.
    await page.getByRole('link', { name: 'Student Directory' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Student Directory' })).toBeVisible();
  });

  test('Ctrl+B toggles the sidebar; the active item is highlighted', async ({ page }) => {
    await signInToOrganization(page);
    const sidebar = page.getByTestId('sidebar');
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveClass(/Mui-selected/);
    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');

    await page.getByRole('link', { name: 'Analytics' }).click();
    await expect(page).toHaveURL(new RegExp(`${appPath('analytics')}$`));
    await expect(page.getByRole('link', { name: 'Analytics' })).toHaveClass(/Mui-selected/);
    await expect(page.getByRole('link', { name: 'Dashboard' })).not.toHaveClass(/Mui-selected/);
  });

  test('on a 375 px phone the sidebar is a slide-in panel opened by Open Menu', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInToOrganization(page);
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Student Directory' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Open Menu' }).click();
    const panel = page.locator('.MuiDrawer-paper');
    await expect(panel).toBeVisible();
    expect((await panel.boundingBox())!.width).toBeCloseTo(288, -1); // 18rem
    await expect(page.getByText('Student Management System')).toBeVisible();
    await page.getByRole('link', { name: 'Analytics' }).click();
    await expect(page).toHaveURL(/analytics$/);
    await expect(panel).toHaveCount(0);
  });
});
