import type { BrowserContext, Page } from '@playwright/test';

/**
 * A new tab of `context` with the network off, for a cold start offline. Chromium applies the
 * context's offline mode to the pages open when it is set, not to a page created afterwards
 * (a known Playwright bug in Chromium): such a page reports navigator.onLine true and the app never says it
 * is offline. So the tab is opened first, then the network turned off, and the tab's own view of
 * it awaited.
 */
export async function newOfflinePage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
  return page;
}
