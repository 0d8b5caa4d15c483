import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

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

function filesUnder(dir: string): string[] {
  let found: string[] = [];
  try {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      found = statSync(path).isDirectory()
        ? found.concat(filesUnder(path).map((file) => join(name, file)))
        : found.concat(name);
    }
  } catch {
    // No public folder: nothing to add.
  }
  return found;
}

/**
 * Writes sw.js (from service-worker.template.js) into the build, with the list of this build's
 * files and a version derived from them. Production builds only; the app registers it
 * (web/src/app/pwa/service-worker.ts).
 */
export function serviceWorker(): Plugin {
  let base = '/';
  let publicDir = '';
  return {
    name: 'village-service-worker',
    apply: 'build',
    // After the HTML plugin, so that index.html is in the bundle to be listed.
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      const files = precacheList([...Object.keys(bundle), 'index.html'], filesUnder(publicDir));
      const version = versionOf(files, (file) => {
        const output = bundle[file];
        if (!output) return readFileSync(join(publicDir, file));
        return output.type === 'chunk' ? output.code : output.source;
      });
      const template = readFileSync(
        new URL('./service-worker.template.js', import.meta.url),
        'utf8',
      );
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: template
          // The template's lint header names the placeholders; the worker has no use for it.
          .replace(/^\/\* global .*\*\/\n/, '')
          .replace('= __BASE__;', `= ${JSON.stringify(base)};`)
          .replace('= __VERSION__;', `= ${JSON.stringify(version)};`)
          .replace('= __FILES__;', `= ${JSON.stringify(files)};`),
      });
    },
  };
}
