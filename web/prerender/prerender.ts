// Prerenders every route's first paint into the build (after `vite build` and the SSR build of
// entry-server.tsx; `npm run build -w web`): each page of web/src/app/prerendered-pages.ts is
// rendered with react-dom/server into a copy of the built index.html, with its critical CSS in the
// head, under web/dist/<base>/<file>. Firebase Hosting serves them by route (firebase.json) and
// the browser hydrates them (web/src/main.tsx).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BASE_PATH } from '@village/model/constants';
import type * as Server from './entry-server';
import { entryAfterPaint } from './entry-after-paint';
import {
  rarelyUsedFiles,
  writeServiceWorker,
  type ManifestChunk,
} from '../build/service-worker-writer';

/** Lazy modules of the rarer screens and heavy optional libraries (source paths): the service
 * worker caches their code on first use rather than with the app. The Hindi texts too (the core
 * catalog and each feature's messages.hi.ts): a person reading English never downloads them; a
 * person reading Hindi loads them as the pages need them, and they are cached then. */
const RARELY_USED =
  /src\/features\/(dashboard\/(ReportPage|StudentMapPage)|students\/(import|certificates)\/|organizations\/OrganizationPage)|src\/components\/map\/(GoogleStudentMap|cluster-renderer)|@googlemaps\/markerclusterer|src\/lib\/spreadsheet\/|src\/features\/misc\/(Terms|Privacy)Page|src\/lib\/i18n\/catalogs\/hi\.|\/messages\.hi\./;

// React, react-dom/server and emotion pick their production builds from this as they load: the
// HTML must be what the production client renders (emotion's class names among it).
process.env.NODE_ENV = 'production';
const base = process.env.VITE_BASE_PATH ?? BASE_PATH;
const dist = join(import.meta.dirname, '..', 'dist', base);
// The server build of entry-server.tsx (vite build --ssr), not its source: bundled for Node.
const server = (await import(
  join(import.meta.dirname, 'dist', 'entry-server.js')
)) as typeof Server;

const ROOT = '<div id="root"></div>';
// vite build's index.html, kept beside the server build: the dashboard's page replaces it.
const templateCopy = join(import.meta.dirname, 'dist', 'index.template.html');
const built = readFileSync(join(dist, 'index.html'), 'utf8');
if (built.includes(ROOT)) writeFileSync(templateCopy, built);
else if (!existsSync(templateCopy))
  throw new Error('Run the whole web build: npm run build -w web');
// The app's code is fetched at once but runs after the page has been painted (entry-after-paint.ts).
const template = entryAfterPaint(readFileSync(templateCopy, 'utf8'));

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
/** What a search result or a shared link says of a page in another language than English: the
 * app's name and its manifest's description in that language (index.html holds the English). */
const descriptionIn = (language: (typeof server.LANGUAGES)[number]) => {
  const file = join(import.meta.dirname, '..', 'public', server.manifestFile(language));
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name: string; description: string };
  return `${manifest.name}: ${manifest.description}`;
};
const head = `<script>${server.sidebarWidthScript()};${server.earlySubmitScript()};${server.carryEmailScript()}</script>`;
const sizes: string[] = [];
// Each page in each language: English at <base>/<file>, which Hosting serves by route; the others
// at <base>/<language>/<file>, which the service worker serves to a reader of that language.
const localizedFiles = new Set<string>();
for (const language of server.LANGUAGES) {
  const folder = language === 'en' ? '' : `${language}/`;
  if (folder) mkdirSync(join(dist, folder), { recursive: true });
  for (const page of server.PRERENDERED_PAGES) {
    const { html, styles } = await server.renderPage(page, base, language);
    const document = template
      .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
      // The manifest of the page's language: an install prompt shows its description.
      .replace(
        /(<link rel="manifest" href=")([^"]*)"/,
        (_, link: string, href: string) => `${link}${server.manifestHref(href, language)}"`,
      )
      .replace(/(<meta\s+name="description"\s+content=")([^"]*)"/, (whole, meta: string) =>
        language === 'en' ? whole : `${meta}${escapeAttribute(descriptionIn(language))}"`,
      )
      .replace('</head>', `${head}${styles}</head>`)
      .replace(
        ROOT,
        `<div id="root" data-page="${escapeAttribute(page.file)}" data-language="${language}">${html}</div>`,
      );
    const file = `${folder}${page.file}`;
    writeFileSync(join(dist, file), document);
    if (folder) localizedFiles.add(file);
    sizes.push(
      `${file.padEnd(33)} ${(document.length / 1024).toFixed(1).padStart(6)} kB │ gzip: ${(gzipSync(document).length / 1024).toFixed(2).padStart(5)} kB`,
    );
  }
}
console.log(
  `Prerendered ${server.PRERENDERED_PAGES.length} pages in ${server.LANGUAGES.length} languages into ${dist}:`,
);
for (const line of sizes) console.log(`  ${line}`);

// The service worker last, from the finished build: it versions and precaches the files as they are.
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const worker = writeServiceWorker({
  dir: dist,
  base,
  pages: server.PRERENDERED_PAGES.flatMap((page) =>
    page.routes.map((route) => [server.routePatternSource(route), page.file] as const),
  ),
  fallbackPage: server.NOT_FOUND_PAGE.file,
  onFirstUse: new Set([...rarelyUsedFiles(manifest, RARELY_USED), ...localizedFiles]),
});
console.log(
  `sw.js ${worker.version}: ${worker.precached} files precached, ${worker.onFirstUse} cached on first use`,
);
