import { useSyncExternalStore } from 'react';
import { i18nState, subscribeToI18n } from '../../lib/i18n/store';

/**
 * The service worker's side in the page: registers sw.js (written by the build, see
 * web/build/service-worker-writer.ts) once the page has loaded and gone quiet, so that precaching
 * never competes with the first visit; notices a new version (a new deployment) waiting; and
 * switches to it only when the user asks, so a page never runs old and new code together.
 */

/** How often an open app asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

type Listener = () => void;
const listeners = new Set<Listener>();
let waitingWorker: ServiceWorker | null = null;

function setWaiting(worker: ServiceWorker | null) {
  waitingWorker = worker;
  for (const listener of listeners) listener();
}

/**
 * Watches a registration for a new worker that finishes installing while a page is controlled, and
 * from then on reloads this page when the new version takes control. The new worker takes every
 * tab and deletes the old version's caches, so every tab reloads together, whichever pressed
 * Reload: a tab left on the old code would ask for chunks that are gone.
 */
export function watchForUpdates(
  registration: ServiceWorkerRegistration,
  container: Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>,
  reload: () => void = () => window.location.reload(),
) {
  let reloadOnSwitch = false;
  // A new worker is only an update when one already controls the page (the very first install
  // activates by itself and needs no reload).
  const offer = (worker: ServiceWorker | null) => {
    if (!worker || !container.controller) return;
    // `once`: one reload however many times the event comes.
    if (!reloadOnSwitch) container.addEventListener('controllerchange', reload, { once: true });
    reloadOnSwitch = true;
    setWaiting(worker);
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(registration.waiting ?? installing);
    });
  });
}

/** Activates the waiting version; every open tab reloads once it has taken control. */
export function reloadToUpdate() {
  waitingWorker?.postMessage({ type: 'SKIP_WAITING' });
}

/** Whether a new version is waiting to be switched to. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waitingWorker !== null,
    // Prerendered (web/prerender/) and hydrated with no update waiting: nothing has checked yet.
    () => false,
  );
}

/** After load, how long the page's own requests (Firestore's first answers) get the link alone. */
const PRECACHE_DELAY_MS = 5_000;

function whenIdle(run: () => void) {
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(run, { timeout: 10_000 });
    else setTimeout(run, 3_000);
  };
  const start = () => setTimeout(idle, PRECACHE_DELAY_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** The app's code files (under the base path's assets/) this page has loaded so far. */
export function loadedAssetUrls(
  entries: readonly Pick<PerformanceEntry, 'name'>[],
  assetsUrl: string,
): string[] {
  return [...new Set(entries.map(({ name }) => name).filter((url) => url.startsWith(assetsUrl)))];
}

/**
 * Asks the active worker to keep the code this page loaded before it took control (a screen opened
 * while the worker was still installing): from then on that screen, too, opens offline.
 */
function keepLoadedCode(worker: ServiceWorker | null) {
  const assetsUrl = new URL(`${import.meta.env.BASE_URL}assets/`, window.location.origin).href;
  const urls = loadedAssetUrls(performance.getEntriesByType('resource'), assetsUrl);
  if (worker && urls.length > 0) worker.postMessage({ type: 'KEEP', urls });
}

/**
 * Tells the active worker the reader's language, now and at every change: it answers the next
 * navigation with that language's prerendered page, so a Hindi reader's first paint is Hindi.
 */
function sayLanguage(worker: ServiceWorker | null) {
  let said: string | undefined;
  const say = () => {
    const { language } = i18nState();
    if (!worker || language === said) return;
    said = language;
    worker.postMessage({ type: 'LANGUAGE', language });
  };
  say();
  subscribeToI18n(say);
}

/** Registers the service worker in production builds (the Hosting emulator included). */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  whenIdle(() => {
    const base = import.meta.env.BASE_URL;
    navigator.serviceWorker
      .register(`${base}sw.js`, { scope: base })
      .then((registration) => {
        watchForUpdates(registration, navigator.serviceWorker);
        void navigator.serviceWorker.ready.then((ready) => {
          keepLoadedCode(ready.active);
          sayLanguage(ready.active);
        });
        const check = () => void registration.update().catch(() => undefined);
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible') check();
        });
        window.setInterval(check, UPDATE_CHECK_MS);
      })
      .catch((error: unknown) => {
        // Without it the app still works online; it only cannot start offline.
        console.warn('The service worker could not be registered', error);
      });
  });
}
