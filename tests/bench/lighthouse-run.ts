// One Lighthouse run of a route, as web.bench.ts measures first visits: the caches a first visit
// would not have emptied, Lighthouse's mobile preset, and the run's figures (score, LCP, blocking
// time, and the code the page fetched before and after it went idle).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import type { BrowserContext } from '@playwright/test';
import lighthouse from 'lighthouse';
import { BASE_PATH } from '@village/model/constants';
import { IDLE_LOADS_MARK } from '../../web/src/components/idle-loads-mark';
import { requestedBeforeIdle, type RunFigures } from './first-visit-goals';

export const HOSTING = process.env.HOSTING_URL ?? 'http://127.0.0.1:5000';
/** The port Lighthouse drives the browser on. */
export const DEBUGGING_PORT = 9333;
export const benchUrl = (path: string) => `${HOSTING}${BASE_PATH}${path.replace(/^\//, '')}`;

const DIST = join(import.meta.dirname, '../../web/dist');
const brotliSizes = new Map<string, number>();
/** The Brotli size of a built file the page loaded, by its URL (0 for a file not in the build). */
function brotliSizeOf(fileUrl: string): number {
  const file = join(DIST, new URL(fileUrl).pathname);
  if (!brotliSizes.has(file))
    brotliSizes.set(
      file,
      existsSync(file)
        ? brotliCompressSync(readFileSync(file), {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
          }).length
        : 0,
    );
  return brotliSizes.get(file)!;
}

/** Where the page itself notes its largest paint's element (see watchLargestPaint). */
const LARGEST_PAINT_KEY = 'bench-largest-paint';

/**
 * Has every page of the context note its largest paint's element in localStorage as it is
 * painted. Lighthouse names the element only if it is still on the page when the load ends; the
 * signed-in routes replace their prerendered HTML as the app starts, which removes it.
 */
export async function watchLargestPaint(context: BrowserContext) {
  await context.addInitScript((key) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
      const element = entries.at(-1)?.element;
      if (!element) return;
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      const name = element.tagName.toLowerCase();
      localStorage.setItem(key, text ? `"${text.slice(0, 60)}" (${name})` : `<${name}>`);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }, LARGEST_PAINT_KEY);
}

/** A page of the origin outside the app's scope (no service worker, no app code), to reach its
 * storage: Hosting's reserved init file will do. */
async function originPage(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto(`${HOSTING}/__/firebase/init.json`);
  return page;
}

/** Empties what a first visit would not have: HTTP cache, service worker, Cache Storage, and
 * Firestore's IndexedDB cache. The sign-in (Auth's own IndexedDB database) stays. */
export async function forgetAllButSignIn(context: BrowserContext) {
  for (const open of context.pages()) await open.close();
  const page = await originPage(context);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin: HOSTING,
    storageTypes: 'service_workers,cache_storage',
  });
  await page.evaluate(async (key) => {
    localStorage.removeItem(key);
    for (const database of await indexedDB.databases())
      if (database.name?.startsWith('firestore/'))
        await new Promise((resolve) => {
          const request = indexedDB.deleteDatabase(database.name!);
          request.onsuccess = request.onerror = request.onblocked = resolve;
        });
  }, LARGEST_PAINT_KEY);
  const left = await page.evaluate(async () => ({
    workers: (await navigator.serviceWorker.getRegistrations()).length,
    caches: (await caches.keys()).length,
    firestore: (await indexedDB.databases()).filter((database) =>
      database.name?.startsWith('firestore/'),
    ).length,
  }));
  if (left.workers + left.caches + left.firestore > 0)
    throw new Error(`Not a first visit: ${JSON.stringify(left)} left from the last one`);
  await page.close();
}

/** The largest paint's element as the page noted it during the last run. */
async function largestPaintSeenByPage(context: BrowserContext) {
  const page = await originPage(context);
  const seen = await page.evaluate((key) => {
    const value = localStorage.getItem(key);
    localStorage.removeItem(key);
    return value;
  }, LARGEST_PAINT_KEY);
  await page.close();
  return seen ?? 'not noted by the page';
}

type LighthouseNode = { nodeLabel?: string; selector?: string; snippet?: string };

/** The largest paint's element as Lighthouse names it: its text, else its selector and markup. */
function describeNode(node: LighthouseNode | undefined) {
  if (!node) return undefined;
  return node.nodeLabel ? `"${node.nodeLabel}"` : `${node.selector ?? ''} ${node.snippet ?? ''}`;
}

function traceDir(path: string) {
  if (!process.env.BENCH_TRACE_DIR) return undefined;
  const dir = join(process.env.BENCH_TRACE_DIR, `${path.replace(/\W+/g, '-')}-${Date.now()}`);
  // With the sampling profiler's events in the trace: which functions ran in the long tasks.
  return {
    gatherMode: dir,
    auditMode: dir,
    additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler',
  };
}

interface NetworkRequest {
  url: string;
  transferSize?: number;
  resourceType?: string;
  sessionTargetType?: string;
  /** When the page asked for it, in ms from the start of the navigation. */
  rendererStartTime?: number;
}

/** One Lighthouse run: a first visit (caches emptied first), or with `repeat` a visit with what
 * the last visit left (HTTP cache, service worker, Firestore's cache). */
export async function lighthouseRun(
  context: BrowserContext,
  path: string,
  { repeat = false } = {},
): Promise<RunFigures> {
  if (!repeat) await forgetAllButSignIn(context);
  const result = await lighthouse(benchUrl(path), {
    port: DEBUGGING_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // The default storage reset would also sign the user out (Auth keeps the user in
    // IndexedDB): forgetAllButSignIn has emptied everything else.
    disableStorageReset: true,
    // BENCH_TRACE_DIR=/tmp/trace keeps each run's artifacts, the unthrottled trace among them
    // (defaultPass.trace.json, with CPU samples): which tasks were long, and what ran in them.
    ...(traceDir(path) ?? {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { lhr } = result;
  // BENCH_LHR_DIR=/tmp/lhr keeps each run's full report, to see where the time goes.
  if (process.env.BENCH_LHR_DIR) {
    mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
    const name = `${path.replace(/\W+/g, '-') || 'dashboard'}-${Date.now()}.json`;
    writeFileSync(join(process.env.BENCH_LHR_DIR, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const finalUrl = lhr.finalDisplayedUrl;
  if (!finalUrl.endsWith(path)) throw new Error(`${path} ended on ${finalUrl}: not signed in?`);

  const requests = (lhr.audits['network-requests']?.details as { items: NetworkRequest[] }).items;
  const code = requests.filter(
    (request) =>
      request.url.startsWith(HOSTING) &&
      (request.resourceType === 'Script' || request.resourceType === 'Stylesheet') &&
      // The page's own loads, not the service worker precaching in the background.
      (request.sessionTargetType ?? 'page') === 'page',
  );
  // Both times count from the navigation's start: the page's first request is its document.
  const timings = (
    lhr.audits['user-timings']?.details as
      { items?: { name: string; startTime: number }[] } | undefined
  )?.items;
  const idleAt = timings?.find((timing) => timing.name === IDLE_LOADS_MARK)?.startTime ?? Infinity;
  const beforeIdle = requestedBeforeIdle(code, idleAt);
  const sum = (list: NetworkRequest[], size: (request: NetworkRequest) => number) =>
    list.reduce((total, request) => total + size(request), 0);
  const beforeIdleBytes = sum(beforeIdle, (request) => request.transferSize ?? 0);

  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
    | {
        items?: { items?: { node?: LighthouseNode; phase?: string; timing?: number }[] }[];
      }
    | undefined;
  const [elementTable, phaseTable] = lcpDetails?.items ?? [];
  const phases = (phaseTable?.items ?? [])
    .map(({ phase, timing }) => `${phase} ${Math.round(timing ?? 0)} ms`)
    .join(', ');
  const seenByPage = await largestPaintSeenByPage(context);
  const element =
    describeNode(elementTable?.items?.[0]?.node) ?? `${seenByPage}, as the page saw it`;
  return {
    lcpElement: phases ? `${element} (${phases})` : element,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    beforeIdleBytes,
    idleBytes: sum(code, (request) => request.transferSize ?? 0) - beforeIdleBytes,
    brotliBytes: sum(beforeIdle, (request) => brotliSizeOf(request.url)),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * Stops the bench when a step has not finished in `ms`, saying which: a browser that stops
 * answering must fail the bench with a reason, not hold it (and whoever waits for it) forever.
 */
export async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish in ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
