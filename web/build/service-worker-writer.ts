import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The files a page may load, relative to the base path: everything but source maps and sw.js. */
export function precacheList(bundleFiles: readonly string[], publicFiles: readonly string[]) {
  return [...new Set([...bundleFiles, ...publicFiles])]
    .filter((file) => !file.endsWith('.map') && file !== 'sw.js' && !file.startsWith('.'))
    .sort();
}

/** A version that changes whenever any precached file's name or content does. */
export function versionOf(
  files: readonly string[],
  contentOf: (file: string) => string | Uint8Array,
) {
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update('\0').update(contentOf(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** One chunk of Vite's build manifest (build.manifest), keyed by its source module. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * The built files that only rarely used code needs: what the `rare` modules (lazy pages and
 * libraries, matched on their source path) load, and no other entry does. The service worker
 * caches these on first use instead of downloading them with the app on a first visit.
 */
export function rarelyUsedFiles(
  manifest: Record<string, ManifestChunk>,
  rare: RegExp,
): Set<string> {
  const closure = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const next of chunk.imports ?? []) closure(next, into);
  };
  const common = new Set<string>();
  const rarely = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry && !chunk.isDynamicEntry) continue;
    closure(key, rare.test(key) ? rarely : common);
  }
  for (const file of common) rarely.delete(file);
  return rarely;
}

function filesUnder(dir: string): string[] {
  let found: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    found = statSync(path).isDirectory()
      ? found.concat(filesUnder(path).map((file) => join(name, file)))
      : found.concat(name);
  }
  return found;
}

export interface ServiceWorkerOptions {
  /** The build's folder for the base path (web/dist/<base>). */
  dir: string;
  base: string;
  /** Navigations: a route's regular expression (over the path under the base) and its HTML file,
   * first match wins; then the file for any other route. */
  pages: readonly (readonly [string, string])[];
  fallbackPage: string;
  /** Files left out of the precache, cached when first used. */
  onFirstUse: ReadonlySet<string>;
}

/**
 * Writes sw.js (from service-worker.template.js) into a finished build: the files to precache (all
 * but those cached on first use), the route table for navigations, and a version derived from
 * every file it may serve. Run last by web/prerender/prerender.ts; the app registers it
 * (web/src/app/pwa/service-worker.ts).
 */
export function writeServiceWorker({
  dir,
  base,
  pages,
  fallbackPage,
  onFirstUse,
}: ServiceWorkerOptions) {
  const all = precacheList(filesUnder(dir), []);
  const version = versionOf(all, (file) => readFileSync(join(dir, file)));
  const precached = all.filter((file) => !onFirstUse.has(file));
  const template = readFileSync(join(import.meta.dirname, 'service-worker.template.js'), 'utf8');
  const worker = template
    // The template's lint header names the placeholders; the worker has no use for it.
    .replace(/^\/\* global .*\*\/\n/, '')
    .replace('= __BASE__;', `= ${JSON.stringify(base)};`)
    .replace('= __VERSION__;', `= ${JSON.stringify(version)};`)
    .replace('= __FILES__;', `= ${JSON.stringify(precached)};`)
    .replace('= __PAGES__;', `= ${JSON.stringify(pages)};`)
    .replace('= __FALLBACK_PAGE__;', `= ${JSON.stringify(fallbackPage)};`);
  const left = worker.match(/__[A-Z_]+__/);
  if (left) throw new Error(`service-worker.template.js: ${left[0]} was not filled in`);
  writeFileSync(join(dir, 'sw.js'), worker);
  return { version, precached: precached.length, onFirstUse: onFirstUse.size };
}
