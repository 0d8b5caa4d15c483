import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/** The tabs openOffline turned offline itself, per context, for backOnline to turn on again. */
const offlineTabs = new WeakMap<BrowserContext, CDPSession[]>();

/**
 * A cold start offline: a new tab of `context` opens `path` with the network off. Chromium keeps a
 * context's offline mode only for the documents open when it is set (a known Playwright bug): a
 * page created afterwards, or a navigation that starts a new renderer, reports navigator.onLine
 * true, and the app never says it is offline. So the mode is set before the navigation (its
 * requests fail as on a phone without a link) and again, through the DevTools protocol, on the
 * document it opened, whose own navigator.onLine is awaited.
 */
export async function openOffline(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await context.setOffline(true);
  await page.goto(path);
  const session = await context.newCDPSession(page);
  await session.send('Network.emulateNetworkConditions', {
    offline: true,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  offlineTabs.set(context, [...(offlineTabs.get(context) ?? []), session]);
  await page.waitForFunction(() => !navigator.onLine);
  return page;
}

/** The network back for `context`, and for the tabs openOffline opened in it. */
export async function backOnline(context: BrowserContext) {
  await context.setOffline(false);
  for (const session of offlineTabs.get(context) ?? [])
    await session
      .send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      })
      // A tab closed since has nothing to turn on.
      .catch(() => undefined);
  offlineTabs.delete(context);
}
