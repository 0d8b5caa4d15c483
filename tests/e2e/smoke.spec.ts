import { expect, test } from '@playwright/test';
import { BASE_PATH } from '@village/model/constants';
import { waitForApp } from './support/app';

// The first browser suite: the app is served by the Hosting emulator under its base path.
test.describe('smoke', () => {
  test('the app loads under the base path', async ({ page }) => {
    const failedAssets: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failedAssets.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(BASE_PATH);
    await expect(page).toHaveTitle(/Village Education/);
    // Signed out, the dashboard sends the visitor to sign in, still under the base path.
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`${BASE_PATH}signin`);
    expect(failedAssets).toEqual([]);
  });

  test('the sign-in page loads its code in a few files, without Firestore', async ({ page }) => {
    // web/build/chunk-layers.ts: the sign-in page is the first visit's page, so it loads only the
    // start, sign-in and public-shared layers. Firestore's SDK names its backend host.
    const scripts: { url: string; body: string }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
    });
    await page.goto(`${BASE_PATH}signin`);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const names = scripts.map(({ url }) => new URL(url).pathname.split('/').pop());
    expect(names.length, names.join(', ')).toBeGreaterThan(0);
    expect(names.length, names.join(', ')).toBeLessThanOrEqual(6);
    const withFirestore = scripts.filter(({ body }) => body.includes('firestore.googleapis.com'));
    expect(withFirestore.map(({ url }) => url)).toEqual([]);
  });

  test('/ redirects to the base path', async ({ page, request }) => {
    const response = await request.get('/', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe(BASE_PATH);

    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe(BASE_PATH);
  });

  test('an unknown path shows the 404 page, logs the path and links home', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${BASE_PATH}no/such/page`);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    // The page is painted from HTML; the path is logged once the app has hydrated it.
    await expect.poll(() => errors.join('\n')).toContain(`${BASE_PATH}no/such/page`);

    await page.getByRole('link', { name: 'Return to Home' }).click();
    // Home is the dashboard, which sends a signed-out visitor on to sign in.
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
  });

  test('reloading a deep link under the base path serves the app', async ({ page }) => {
    const response = await page.goto(`${BASE_PATH}terms`);
    expect(response?.status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
  });

  test.describe('without the service worker', () => {
    // The worker precaches every page, so no page is "not loaded before" once it has installed.
    test.use({ serviceWorkers: 'block' });

    test('offline, a page not loaded before says so instead of going blank', async ({ page }) => {
      await page.goto(`${BASE_PATH}signin`);
      await waitForApp(page);
      await page.context().setOffline(true);
      await page.getByRole('link', { name: 'Sign up' }).click();
      await expect(page.getByText('This page could not be loaded')).toBeVisible();
      await page.context().setOffline(false);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
    });

    test('online, a page whose code a deploy removed offers the new version', async ({ page }) => {
      await page.goto(`${BASE_PATH}signin`);
      await waitForApp(page);
      // As for a tab opened before a deploy: the sign-up page's chunk is no longer on the server.
      const removedChunk = /\/assets\/SignUpPage-[^/]+\.js$/;
      await page.route(removedChunk, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
      await page.getByRole('link', { name: 'Sign up' }).click();
      await expect(page.getByRole('heading', { name: 'A new version is available' })).toBeVisible();
      await page.unroute(removedChunk);
      await page.getByRole('button', { name: 'Reload' }).click();
      await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
    });
  });
});
