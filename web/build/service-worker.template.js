/* global self, caches, __BASE__, __VERSION__, __FILES__ */
// Village Education's service worker (written into the build as sw.js by service-worker-plugin.ts,
// which fills in BASE, VERSION and FILES). It makes a repeat visit load no app code over the
// network and lets the app start with no network at all.
//
// - Install: precache this build's app shell (index.html) and every file it may load. A new build
//   has a new VERSION, so the browser installs its worker beside the old one; it then WAITS
//   (no skipWaiting here): the open pages keep being served by the old worker, from the old
//   cache, so old and new code never mix. The app offers a reload; pressing it sends SKIP_WAITING.
// - Navigations under BASE get this version's index.html from the cache (cache-first: fast on a
//   slow link, and the same offline). The browser checks sw.js itself for a new version.
// - Only same-origin GETs under BASE are handled; Firestore, Auth and Functions requests (other
//   origins) never reach the cache.
const BASE = __BASE__;
const VERSION = __VERSION__;
const FILES = __FILES__;
const CACHE = `village-education-${VERSION}`;
const SHELL = `${BASE}index.html`;
const PRECACHED = new Set(FILES.map((file) => BASE + file));

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      cache.addAll(
        [...PRECACHED].map((url) =>
          // Hashed assets never change: the ones this visit loaded come from the HTTP cache, not
          // over the link again. The unhashed ones (index.html, icons) come from the server.
          url.startsWith(`${BASE}assets/`) ? url : new Request(url, { cache: 'reload' }),
        ),
      ),
    ),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith('village-education-') && name !== CACHE) await caches.delete(name);
      // The first visit's page is controlled at once, so it works offline after this one visit.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(BASE)) return;
  if (PRECACHED.has(url.pathname) && url.pathname !== SHELL) {
    // A file of the build, even when opened as a page (the manifest, an icon).
    event.respondWith(fromCacheElseNetwork(url.pathname, request));
  } else if (request.mode === 'navigate') {
    // Any other page under the base path is one of the app's routes.
    event.respondWith(fromCacheElseNetwork(SHELL, request));
  }
});

async function fromCacheElseNetwork(key, request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(key);
  return cached ?? fetch(request);
}
