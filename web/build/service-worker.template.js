/* global self, caches, __BASE__, __VERSION__, __FILES__, __PAGES__, __FALLBACK_PAGE__ */
// Village Education's service worker (written into the build as sw.js by service-worker-writer.ts,
// which fills in BASE, VERSION, FILES, PAGES and FALLBACK_PAGE). It makes a repeat visit load no
// app code over the network and lets the app start with no network at all.
//
// - Install: precache this build's prerendered pages and the code of the core screens (sign-in,
//   shell, dashboard, directory, forms). The code only rarer screens need (report, map, import,
//   organization, spreadsheets) is cached the first time it is used, so a first visit on a metered
//   link does not download the whole app unasked. A new build
//   has a new VERSION, so the browser installs its worker beside the old one; it then WAITS
//   (no skipWaiting here): the open pages keep being served by the old worker, from the old
//   cache, so old and new code never mix. The app offers a reload; pressing it sends SKIP_WAITING.
// - Navigations under BASE get this version's prerendered page for the route from the cache
//   (cache-first: fast on a slow link, and the same offline), as Hosting would serve it
//   (firebase.json). The browser checks sw.js itself for a new version.
// - Code a page loaded before the worker controlled it is kept when the page says so (KEEP).
// - A reader of another language than English gets that language's prerendered page
//   (BASE/<language>/<file>), which the page's LANGUAGE message asks for and which is then cached;
//   an English reader never downloads them. The language is kept in its own cache, so a new version
//   of the worker knows it too.
// - Only same-origin GETs under BASE are handled; Firestore, Auth and Functions requests (other
//   origins) never reach the cache.
const BASE = __BASE__;
const VERSION = __VERSION__;
const FILES = __FILES__;
const PAGE_TABLE = __PAGES__;
const FALLBACK_FILE = __FALLBACK_PAGE__;
const PAGES = PAGE_TABLE.map(([route, file]) => [new RegExp(route), BASE + file]);
const FALLBACK_PAGE = BASE + FALLBACK_FILE;
const CACHE = `village-education-${VERSION}`;
const PRECACHED = new Set(FILES.map((file) => BASE + file));
const PAGE_FILES = new Set([...PAGES.map(([, file]) => file), FALLBACK_PAGE]);
const ASSETS = `${BASE}assets/`;
const SETTINGS = 'village-settings';
const LANGUAGE_KEY = `${BASE}__language`;
/** The reader's language as the page last said it; undefined until read from SETTINGS. */
let readerLanguage;

/** The prerendered page for an address under BASE ("/students" → students.html). */
function pageFor(pathname) {
  const route = `/${pathname.slice(BASE.length)}`;
  const match = PAGES.find(([pattern]) => pattern.test(route));
  return match ? match[1] : FALLBACK_PAGE;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      cache.addAll(
        [...PRECACHED].map((url) =>
          // Hashed assets never change: the ones this visit loaded come from the HTTP cache, not
          // over the link again. The unhashed ones (pages, icons) come from the server.
          url.startsWith(ASSETS) ? url : new Request(url, { cache: 'reload' }),
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
      // This version's pages in the reader's language, so that they too open offline.
      const language = await languageOfReader();
      if (language !== 'en') await useLanguage(language);
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
  else if (event.data && event.data.type === 'KEEP' && Array.isArray(event.data.urls))
    event.waitUntil(keep(event.data.urls));
  else if (event.data && event.data.type === 'LANGUAGE' && /^[a-z]{2}$/.test(event.data.language))
    event.waitUntil(useLanguage(event.data.language));
});

/** The pages of a language other than English: BASE/hi/students.html for BASE/students.html. */
function localizedPage(file, language) {
  return `${BASE}${language}/${file.slice(BASE.length)}`;
}

async function languageOfReader() {
  if (readerLanguage === undefined) {
    const stored = await (await caches.open(SETTINGS)).match(LANGUAGE_KEY);
    const kept = stored ? await stored.text() : 'en';
    // A LANGUAGE message may have come while the cache was read: the newer word wins.
    if (readerLanguage === undefined) readerLanguage = kept;
  }
  return readerLanguage;
}

/** The language messages' work, one after the other: the last word is the one kept. */
let languageWork = Promise.resolve();

/** Keeps the reader's language, and caches its pages so that they open offline too. */
function useLanguage(language) {
  readerLanguage = language;
  languageWork = languageWork.then(() => keepLanguage(language)).catch(() => undefined);
  return languageWork;
}

async function keepLanguage(language) {
  await (await caches.open(SETTINGS)).put(LANGUAGE_KEY, new Response(language));
  if (language === 'en') return;
  const cache = await caches.open(CACHE);
  for (const file of PAGE_FILES) {
    const url = localizedPage(file, language);
    if (await cache.match(url)) continue;
    try {
      const response = await fetch(url);
      if (response.ok) await cache.put(url, response);
    } catch {
      // Offline: the page says its language again the next time it starts.
    }
  }
}

/** A navigation's page: in the reader's language when there is one, else the English one. */
async function pageResponse(pathname, request) {
  const file = pageFor(pathname);
  const language = await languageOfReader();
  if (language !== 'en') {
    const url = localizedPage(file, language);
    const cache = await caches.open(CACHE);
    const cached = await cache.match(url);
    if (cached) return cached;
    try {
      const response = await fetch(url);
      if (response.ok) {
        await cache.put(url, response.clone());
        return response;
      }
    } catch {
      // Offline and not cached yet: the English page, which the app redraws in the language.
    }
  }
  return fromCacheElseNetwork(file, request);
}

/**
 * Keeps the code a page loaded before this worker controlled it (sent by the page once the worker
 * is active): a rarer screen opened in the first minutes of a first visit then works offline too,
 * though its code was never fetched through the worker. Hashed assets come from the HTTP cache.
 */
async function keep(urls) {
  const cache = await caches.open(CACHE);
  for (const href of urls) {
    const url = new URL(href, self.location.origin);
    if (url.origin !== self.location.origin || !url.pathname.startsWith(ASSETS)) continue;
    if (await cache.match(url.pathname)) continue;
    try {
      const response = await fetch(url.pathname);
      if (response.ok) await cache.put(url.pathname, response);
    } catch {
      // Offline again: the page asks once more the next time it starts.
    }
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(BASE)) return;
  if (PRECACHED.has(url.pathname) && !PAGE_FILES.has(url.pathname)) {
    // A file of the build, even when opened as a page (the manifest, an icon).
    event.respondWith(fromCacheElseNetwork(url.pathname, request));
  } else if (request.mode === 'navigate') {
    // Any other page under the base path is one of the app's routes.
    event.respondWith(pageResponse(url.pathname, request));
  } else if (url.pathname.startsWith(ASSETS)) {
    // Code of a rarer screen: from the cache once it has been used, else kept when fetched.
    event.respondWith(fromCacheElseNetwork(url.pathname, request, { keep: true }));
  }
});

async function fromCacheElseNetwork(key, request, { keep = false } = {}) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(key);
  if (cached) return cached;
  const response = await fetch(request);
  if (keep && response.ok) await cache.put(key, response.clone());
  return response;
}
