import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { BASE_PATH } from '@village/model/constants';
import { backOnline, openOffline } from './support/offline';
import { appPath, waitForApp } from './support/app';
import {
  addStudents,
  enterOrganization,
  organizationWithAdmin,
  storedStudentsNamed,
} from './support/students';

// The app as an installed, offline-capable web app: the service worker the build writes
// (web/build/service-worker-writer.ts), served by the Hosting emulator under the base path.

/** The built service worker, as Hosting serves it (tests run serially: one worker). */
const SERVED_WORKER = fileURLToPath(new URL(`../../web/dist${BASE_PATH}sw.js`, import.meta.url));

/** Until the service worker controls the page: it has installed (precached) and activated. */
async function controlledByServiceWorker(page: Page) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
    timeout: 120_000,
  });
}

test.describe('offline and installable', () => {
  test('after one visit the app starts with the network off, reads the directory, and an add made offline syncs', async ({
    page,
    context,
  }) => {
    test.setTimeout(300_000);
    const org = await organizationWithAdmin('Offline Start School');
    await addStudents(org.orgId, org.uid, [
      { name: 'Kiran Devi', educationLevel: '5th Standard', school: 'Village School Kanjhawala' },
    ]);
    await enterOrganization(page, org, 'students');
    await expect(page.getByRole('article').filter({ hasText: 'Kiran Devi' })).toBeVisible({
      timeout: 60_000,
    });
    await controlledByServiceWorker(page);

    // A cold start: the only tab closed, the network gone, the app opened again.
    await page.close();
    const cold = await openOffline(context, appPath('students'));
    await expect(cold.getByRole('heading', { name: 'Village Student Directory' })).toBeVisible({
      timeout: 60_000,
    });
    // The heading is the prerendered page's, on screen before any script has run. The student's
    // card is the signal that the app itself has started (from the cache: auth, shell, Firestore),
    // which on a busy 2-core machine can take longer than an assertion's default 15 s; the header
    // is drawn with it.
    await expect(cold.getByRole('article').filter({ hasText: 'Kiran Devi' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(cold.getByTestId('sync-status')).toContainText('Offline');

    // Staff add a student with no network: kept on the device, shown at once...
    await cold.getByRole('link', { name: 'Add Student' }).first().click();
    await expect(cold.getByRole('heading', { name: 'Add New Student' })).toBeVisible();
    await cold.getByLabel(/^Full Name/).fill('Sunita Yadav');
    await cold.getByRole('combobox', { name: /Education Level/ }).click();
    await cold.getByRole('option', { name: '3rd Standard', exact: true }).click();
    await cold.getByLabel(/^School\/College Name/).fill('Village School Kanjhawala');
    await cold.getByRole('button', { name: 'Save Student Record' }).click();
    await expect(cold.locator('.MuiSnackbar-root')).toContainText(
      /it will sync when you are back online/,
    );
    await expect(cold.getByRole('article').filter({ hasText: 'Sunita Yadav' })).toBeVisible();
    await expect(cold.getByTestId('sync-status')).toContainText(/waiting to sync/);
    expect(await storedStudentsNamed(org.orgId, 'Sunita Yadav')).toHaveLength(0);

    // ...and on the server once the network is back.
    await backOnline(context);
    await expect(cold.getByTestId('sync-status')).toHaveCount(0, { timeout: 90_000 });
    await expect
      .poll(async () => (await storedStudentsNamed(org.orgId, 'Sunita Yadav')).length, {
        timeout: 60_000,
      })
      .toBe(1);
  });

  test('a rare screen opened before the app had cached itself opens offline afterwards', async ({
    page,
    context,
  }) => {
    test.setTimeout(300_000);
    // The service worker's script is held back until the report has been opened, as on a link
    // where the app takes minutes to cache itself.
    let releaseWorker = () => {};
    const workerHeld = new Promise<void>((resolve) => (releaseWorker = resolve));
    await context.route(`**${BASE_PATH}sw.js`, async (route) => {
      await workerHeld;
      await route.continue();
    });
    const org = await organizationWithAdmin('Early Report School');
    await enterOrganization(page, org, 'report');
    await expect(page.getByRole('heading', { level: 1, name: 'Student Report' })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

    releaseWorker();
    await controlledByServiceWorker(page);
    // The report's code, fetched before the worker existed, is kept by it once the page asks.
    await page.waitForFunction(
      async () => {
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          const keys = await cache.keys();
          if (keys.some((request) => /\/assets\/ReportPage-[^/]+\.js$/.test(request.url)))
            return true;
        }
        return false;
      },
      undefined,
      { timeout: 60_000, polling: 500 },
    );

    await context.unrouteAll();
    await page.close();
    const cold = await openOffline(context, appPath('report'));
    await expect(cold.getByRole('heading', { level: 1, name: 'Student Report' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(cold.getByRole('heading', { name: 'Early Report School' })).toBeVisible();
  });

  test('signing out and removing the data waits for changes not yet sent, or discards them only when asked', async ({
    page,
    context,
  }) => {
    test.setTimeout(300_000);
    const org = await organizationWithAdmin('Unsynced Sign Out School');
    await enterOrganization(page, org);
    // The app has cached itself: the directory it returns to after the save is there offline.
    await controlledByServiceWorker(page);
    await page.getByRole('link', { name: 'Add Student' }).first().click();
    await expect(page.getByRole('heading', { name: 'Add New Student' })).toBeVisible();

    // Saved with no network: on this device only.
    await context.setOffline(true);
    await page.getByLabel(/^Full Name/).fill('Pooja Kumari');
    await page.getByRole('combobox', { name: /Education Level/ }).click();
    await page.getByRole('option', { name: '6th Standard', exact: true }).click();
    await page.getByLabel(/^School\/College Name/).fill('Village School Bawana');
    await page.getByRole('button', { name: 'Save Student Record' }).click();
    await expect(page.locator('.MuiSnackbar-root')).toContainText(
      /it will sync when you are back online/,
    );

    await page.getByRole('button', { name: 'Account: Asha Admin' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    const dialog = page.getByRole('dialog');
    // Signing out alone keeps the change on the device: nothing to warn about.
    await expect(dialog.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
    await dialog.getByRole('checkbox', { name: "Also remove this device's saved data" }).check();
    await expect(dialog.getByRole('alert')).toContainText(
      '1 change made on this device has not reached the server yet.',
    );
    await expect(dialog.getByRole('button', { name: 'Discard 1 unsaved change' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Sign out', exact: true })).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Wait, then sign out' }).click();
    await expect(dialog.getByRole('status')).toContainText('Sending 1 change to the server…');
    expect(await storedStudentsNamed(org.orgId, 'Pooja Kumari')).toHaveLength(0);

    // The network returns: the change goes through, then the sign-out and the removal.
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/signin$/, { timeout: 90_000 });
    await expect(page.getByRole('alert')).toHaveText(
      "Signed out. This device's saved data was removed.",
    );
    expect(await storedStudentsNamed(org.orgId, 'Pooja Kumari')).toHaveLength(1);
  });

  test('a repeat visit loads no app code over the network', async ({ page }) => {
    await page.goto(appPath('signin'));
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await controlledByServiceWorker(page);
    const fromNetwork: string[] = [];
    let fromWorker = 0;
    page.on('response', (response) => {
      if (!new URL(response.url()).pathname.startsWith(`${BASE_PATH}assets/`)) return;
      if (response.fromServiceWorker()) fromWorker += 1;
      else fromNetwork.push(response.url());
    });
    await page.reload();
    // The button is in the prerendered HTML, on screen before the app's code is even asked for:
    // wait for the app to have run, so that its code has been loaded, from wherever it came.
    await waitForApp(page);
    expect(fromWorker).toBeGreaterThan(0);
    expect(fromNetwork).toEqual([]);
  });

  test('a new deployment is offered in every tab, and Reload in one reloads them all', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const original = readFileSync(SERVED_WORKER, 'utf8');
    try {
      await page.goto(appPath('signin'));
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await controlledByServiceWorker(page);
      // The version's cache (the reader's language is kept in its own, village-settings).
      const versionCaches = (tab: Page) =>
        tab.evaluate(async () =>
          (await caches.keys()).filter((name) => name.startsWith('village-education-')),
        );
      const before = await versionCaches(page);
      expect(before).toHaveLength(1);
      // A second tab of the app, on the same version.
      const other = await page.context().newPage();
      await other.goto(appPath('signin'));
      await controlledByServiceWorker(other);

      // A new build deployed: its worker has a new version (the build derives it from the files).
      const version = /const VERSION = "([0-9a-f]+)";/.exec(original)?.[1];
      expect(version).toBeTruthy();
      writeFileSync(SERVED_WORKER, original.replace(version!, 'feedfacefeedface'));
      await other.evaluate(() => ((window as unknown as { oldPage: boolean }).oldPage = true));
      await page.evaluate(() => {
        (window as unknown as { oldPage: boolean }).oldPage = true;
        // What the app does when its tab comes back to the front: ask for a new version.
        document.dispatchEvent(new Event('visibilitychange'));
      });

      const offerIn = (tab: typeof page) =>
        tab.getByRole('alert').filter({ hasText: 'A new version of Village Education is ready.' });
      const offer = offerIn(page);
      await expect(offer).toBeVisible({ timeout: 60_000 });
      // The other tab learns of it too (its registration sees the same waiting worker).
      await expect(offerIn(other)).toBeVisible({ timeout: 60_000 });
      // Until asked, the page keeps running the version it started with.
      expect(await versionCaches(page)).toContain(before[0]);

      await offer.getByRole('button', { name: 'Reload' }).click();
      // Both tabs reload onto the new version: the one where Reload was pressed and the other.
      for (const tab of [page, other])
        await expect
          .poll(
            () =>
              tab
                .evaluate(() => (window as { oldPage?: boolean }).oldPage ?? false)
                // Mid-reload there is no page to ask: still the old one, as far as we know.
                .catch(() => true),
            { timeout: 60_000 },
          )
          .toBe(false);
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await expect(offerIn(other)).toHaveCount(0);
      await expect.poll(() => versionCaches(page)).toEqual(['village-education-feedfacefeedface']);
      await expect(offer).toHaveCount(0);
    } finally {
      writeFileSync(SERVED_WORKER, original);
    }
  });

  test('the web app manifest makes it installable under the base path', async ({ page }) => {
    await page.goto(appPath('signin'));
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const response = await page.request.get(new URL(href!, page.url()).toString());
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as {
      name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Village Education',
      start_url: BASE_PATH,
      scope: BASE_PATH,
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const image = await page.request.get(new URL(icon.src, response.url()).toString());
      expect(image.headers()['content-type']).toBe('image/png');
    }
  });

  test('Hosting caches hashed assets for a year, and the app shell and worker never', async ({
    page,
  }) => {
    await page.goto(appPath('signin'));
    // The page's entry, which it imports after its first paint (web/prerender/entry-after-paint.ts).
    const script = /import\("([^"]+)"\)/.exec(await page.content())?.[1];
    expect(script, 'the page imports its hashed entry').toMatch(/\/assets\/.+\.js$/);
    const cacheControl = async (path: string) =>
      (await page.request.get(new URL(path, page.url()).toString())).headers()['cache-control'];
    expect(await cacheControl(script!)).toBe('public, max-age=31536000, immutable');
    for (const path of [
      appPath(''),
      appPath('students'),
      appPath('sw.js'),
      appPath('manifest.webmanifest'),
    ])
      expect(await cacheControl(path)).toBe('no-cache');
  });

  test('Hosting forbids framing and type sniffing, and sends only the origin to other sites', async ({
    page,
  }) => {
    // The pages show Aadhaar numbers: no other site may frame them (clickjacking), and an
    // address with a student's id is not handed to another site whole.
    const response = await page.goto(appPath('student/any-id'));
    for (const path of ['', 'students', 'signin', 'sw.js']) {
      const headers = (
        await page.request.get(new URL(appPath(path), response!.url()).toString())
      ).headers();
      expect(headers['content-security-policy'], path).toBe("frame-ancestors 'none'");
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
    // A browser obeys them: the app in a frame of another page is not drawn. setContent returns
    // once the page and its frame have loaded, whatever the frame shows.
    await page.setContent(`<iframe title="framed" src="${response!.url()}"></iframe>`);
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    expect(framed, 'the frame was created').toBeDefined();
    expect(await framed!.locator('#root').count()).toBe(0);
  });

  test('a missing asset is a 404, not a page; a missing page is the 404 page', async ({ page }) => {
    // What an open tab of an older version asks for after a deploy removed its chunks.
    const chunk = await page.request.get(appPath('assets/removed-by-a-deploy-0000.js'));
    expect(chunk.status()).toBe(404);
    expect(await chunk.text()).not.toContain('<div id="root"');
    const missingPage = await page.request.get(appPath('no/such/page'));
    expect(missingPage.status()).toBe(200);
    expect(await missingPage.text()).toContain('data-page="not-found.html"');
  });
});

// On a village link the app takes minutes to cache itself. Until then the page lives on what it
// has already loaded: these tests never let the service worker register.
test.describe('offline before the app has cached itself', () => {
  test.use({ serviceWorkers: 'block' });

  test('in the first seconds of a first visit, a save made offline lands on the directory', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const org = await organizationWithAdmin('First Seconds School');
    await addStudents(org.orgId, org.uid, [
      { name: 'Meena Rawat', educationLevel: '4th Standard', school: 'Village School Narela' },
    ]);
    await enterOrganization(page, org);
    await page.getByRole('link', { name: 'Student Directory' }).click();
    await expect(page.getByRole('article').filter({ hasText: 'Meena Rawat' })).toBeVisible({
      timeout: 60_000,
    });
    await page.getByRole('link', { name: 'Add Student' }).first().click();
    await expect(page.getByRole('heading', { name: 'Add New Student' })).toBeVisible();
    // Staff start typing: the form's first touch loads the calendar (the other lazy parts load
    // once the page is idle).
    const calendarLoaded = page.waitForResponse((response) =>
      response.url().includes('/assets/StudentDatePicker'),
    );
    await page.getByLabel(/^Full Name/).fill('Geeta Saini');
    await calendarLoaded;

    // The link drops before the app has had time to cache itself: the calendar still opens.
    await context.setOffline(true);
    await page
      .locator('.MuiFormControl-root')
      .filter({ has: page.locator('input[name="dateOfBirth"]') })
      .getByRole('button', { name: 'Choose date' })
      .click();
    // Last month's 15th: this month's is still to come in its first half, and a date of birth
    // cannot be in the future.
    const today = new Date();
    const lastMonth = new Date(today.getFullYear(), today.getMonth() - 1, 1).toLocaleString(
      'en-US',
      { month: 'long', year: 'numeric' },
    );
    const calendar = page.getByRole('dialog');
    await calendar.getByRole('button', { name: 'Previous month' }).click();
    const fifteenth = calendar
      .getByRole('grid', { name: lastMonth })
      .getByRole('gridcell', { name: '15', exact: true });
    // While the months slide, this month's days are in the grid too.
    await expect(fifteenth).toHaveCount(1);
    await fifteenth.click();
    await expect(page.locator('input[name="dateOfBirth"]')).toHaveValue(/^15 [A-Z][a-z]+ \d{4}$/);
    await page.getByLabel(/^Full Name/).fill('Geeta Saini');
    await page.getByRole('combobox', { name: /Education Level/ }).click();
    await page.getByRole('option', { name: '2nd Standard', exact: true }).click();
    await page.getByLabel(/^School\/College Name/).fill('Village School Narela');
    await page.getByRole('button', { name: 'Save Student Record' }).click();
    await expect(page.locator('.MuiSnackbar-root')).toContainText(
      /it will sync when you are back online/,
    );
    await expect(page.getByRole('heading', { name: 'Village Student Directory' })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: 'Geeta Saini' })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: 'Meena Rawat' })).toBeVisible();
    await expect(page.getByText('This page could not be loaded')).toHaveCount(0);

    await context.setOffline(false);
    await expect
      .poll(async () => (await storedStudentsNamed(org.orgId, 'Geeta Saini')).length, {
        timeout: 90_000,
      })
      .toBe(1);
  });
});
