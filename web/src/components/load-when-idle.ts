import { IDLE_LOADS_MARK } from './idle-loads-mark';

/**
 * The lazy parts of the screens this page has opened (the calendar, the location dialog, MUI's
 * overlays, the account menu) load once the page is idle, one per idle moment. A page keeps
 * working when the link drops only with what it already holds: on a village link the service
 * worker needs minutes to cache the app on a first visit, and a part left to load on first use
 * would then fail ("the calendar does not open") exactly when the user reaches it offline.
 * They still load after the page has drawn and gone quiet, so a first visit paints as fast.
 */

type Load = () => Promise<unknown>;

export interface IdleLoader {
  /** Queues `load`; it runs once, in an idle moment, while the device is online. */
  add(load: Load): void;
}

export interface IdleLoaderHost {
  /** Runs `run` once the page has loaded and the main thread is idle. */
  whenIdle(run: () => void): void;
  online(): boolean;
  /** Runs `run` once, when the device comes back online. */
  whenOnline(run: () => void): void;
  /** Told once, as the first part starts to load. */
  firstLoadStarts?: () => void;
}

/** How often a part that failed to load while online is tried (a deploy may have removed it). */
const ATTEMPTS = 3;

/** A queue that loads one part per idle moment; a part that fails to load waits for the link
 * to return (offline) or the next idle moment, and is tried again. */
export function createIdleLoader(host: IdleLoaderHost): IdleLoader {
  const queue: { load: Load; failures: number }[] = [];
  let running = false;
  let started = false;

  const next = () => {
    const part = queue.shift();
    if (!part) {
      running = false;
      return;
    }
    if (!host.online()) {
      queue.unshift(part);
      host.whenOnline(() => host.whenIdle(next));
      return;
    }
    if (!started) {
      started = true;
      host.firstLoadStarts?.();
    }
    part.load().then(
      () => host.whenIdle(next),
      () => {
        const wasOnline = host.online();
        // Failing offline is no fault of the part; failing online may be lasting.
        if (!wasOnline || part.failures + 1 < ATTEMPTS)
          queue.push({ load: part.load, failures: part.failures + (wasOnline ? 1 : 0) });
        if (host.online()) host.whenIdle(next);
        else host.whenOnline(() => host.whenIdle(next));
      },
    );
  };

  return {
    add(load) {
      queue.push({ load, failures: 0 });
      if (running) return;
      running = true;
      host.whenIdle(next);
    },
  };
}

/**
 * How long an idle moment waits for the page's data: a page still showing that it loads (an
 * element marked aria-busy) is not yet usable, and its data must not share a slow link with parts
 * it does not need yet. A link that stalls must not keep the parts back for ever either.
 */
const BUSY_WAIT_MS = 10_000;

const pageBusy = () => document.querySelector('[aria-busy="true"]') !== null;

/**
 * After the load event, in an idle callback (at most 5 s later on a page that never idles) once
 * the page shows no data loading, or BUSY_WAIT_MS after the first idle callback.
 */
function whenPageIdle(run: () => void) {
  let firstIdleAt: number | undefined;
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(check, { timeout: 5_000 });
    else setTimeout(check, 1_000);
  };
  const check = () => {
    firstIdleAt ??= performance.now();
    if (pageBusy() && performance.now() - firstIdleAt < BUSY_WAIT_MS) idle();
    else run();
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

// Only the built app preloads: the dev server loads modules one by one, and unit tests and the
// prerender (no window) need none of it.
const browserLoader: IdleLoader | null =
  import.meta.env.PROD && typeof window !== 'undefined'
    ? createIdleLoader({
        whenIdle: whenPageIdle,
        online: () => navigator.onLine,
        whenOnline: (run) => window.addEventListener('online', run, { once: true }),
        firstLoadStarts: () => performance.mark(IDLE_LOADS_MARK),
      })
    : null;

/** Loads a lazy part of an open screen once the page is idle (called when its module loads). */
export function loadWhenIdle(load: Load) {
  browserLoader?.add(load);
}

/**
 * A part of a page that is not needed to use it (a dashboard card): loaded once the page is idle,
 * as the parts above, and given to the page to draw then. Where nothing preloads (the dev server,
 * unit tests), at once. A part that cannot load yet is tried again as the queue does.
 */
export function loadedWhenIdle<T>(load: () => Promise<T>): Promise<T> {
  if (!browserLoader) return load();
  const loader = browserLoader;
  return new Promise((resolve) => loader.add(() => load().then(resolve)));
}
