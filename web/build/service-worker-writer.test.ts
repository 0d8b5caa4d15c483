import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import {
  precacheList,
  rarelyUsedFiles,
  versionOf,
  writeServiceWorker,
} from './service-worker-writer';

describe('the service worker writer', () => {
  it('precaches every file a page may load, once, but no source map, dotfile or the worker', () => {
    expect(
      precacheList(
        [
          'assets/index-a1.js',
          'assets/index-a1.js.map',
          'index.html',
          'sw.js',
          'assets/app-b2.css',
        ],
        ['favicon.svg', 'manifest.webmanifest', '.vite/manifest.json', 'index.html'],
      ),
    ).toEqual([
      'assets/app-b2.css',
      'assets/index-a1.js',
      'favicon.svg',
      'index.html',
      'manifest.webmanifest',
    ]);
  });

  it('versions a build by its files: the same files give the same version, any change a new one', () => {
    const files = ['assets/index-a1.js', 'index.html'];
    const content: Record<string, string> = {
      'assets/index-a1.js': 'console.log(1)',
      'index.html': '<div id="root"></div>',
    };
    const first = versionOf(files, (file) => content[file]!);
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(versionOf(files, (file) => content[file]!)).toBe(first);
    // index.html keeps its name from build to build: its content alone must change the version.
    expect(
      versionOf(files, (file) => (file === 'index.html' ? '<div id="app"></div>' : content[file]!)),
    ).not.toBe(first);
    expect(versionOf([...files, 'assets/new-c3.js'], () => 'x')).not.toBe(first);
  });

  it('leaves to first use only what rarely used lazy modules alone load', () => {
    const manifest = {
      'index.html': { file: 'assets/start.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js' },
      'src/DashboardPage.tsx': {
        file: 'assets/Dashboard.js',
        isDynamicEntry: true,
        imports: ['_shared.js', '_charts.js'],
      },
      '_charts.js': { file: 'assets/charts.js' },
      'src/ReportPage.tsx': {
        file: 'assets/Report.js',
        isDynamicEntry: true,
        imports: ['_charts.js', '_pdf.js'],
        css: ['assets/Report.css'],
      },
      '_pdf.js': { file: 'assets/pdf.js' },
    };
    expect([...rarelyUsedFiles(manifest, /ReportPage/)].sort()).toEqual([
      'assets/Report.css',
      'assets/Report.js',
      'assets/pdf.js',
    ]);
    expect(rarelyUsedFiles(manifest, /NoSuchPage/).size).toBe(0);
  });

  it('writes a worker that precaches all but the rare files and answers each route its page', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sw-'));
    try {
      mkdirSync(join(dir, 'assets'));
      for (const file of ['index.html', 'students.html', 'not-found.html', 'assets/start.js'])
        writeFileSync(join(dir, file), file);
      writeFileSync(join(dir, 'assets/Report.js'), 'report');
      writeFileSync(join(dir, 'assets/start.js.map'), '{}');
      writeServiceWorker({
        dir,
        base: '/app/',
        pages: [
          ['^/$', 'index.html'],
          ['^/students$', 'students.html'],
        ],
        fallbackPage: 'not-found.html',
        onFirstUse: new Set(['assets/Report.js']),
      });
      const listeners: Record<string, (event: unknown) => void> = {};
      const worker = {
        self: {
          addEventListener: (type: string, listener: (event: unknown) => void) =>
            (listeners[type] = listener),
          location: { origin: 'https://village.test' },
        },
        caches: {},
        URL,
      };
      const source = readFileSync(join(dir, 'sw.js'), 'utf8');
      runInNewContext(`${source}\n;globalThis.exposed = { FILES, pageFor };`, worker);
      const { FILES, pageFor } = (
        worker as unknown as {
          exposed: { FILES: string[]; pageFor: (path: string) => string };
        }
      ).exposed;
      expect(FILES).toEqual(['assets/start.js', 'index.html', 'not-found.html', 'students.html']);
      expect(pageFor('/app/')).toBe('/app/index.html');
      expect(pageFor('/app/students')).toBe('/app/students.html');
      expect(pageFor('/app/nowhere')).toBe('/app/not-found.html');
      expect(Object.keys(listeners).sort()).toEqual(['activate', 'fetch', 'install', 'message']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the code a page loaded before it took control, and nothing else', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sw-'));
    try {
      mkdirSync(join(dir, 'assets'));
      for (const file of ['index.html', 'not-found.html', 'assets/start.js'])
        writeFileSync(join(dir, file), file);
      writeServiceWorker({
        dir,
        base: '/app/',
        pages: [['^/$', 'index.html']],
        fallbackPage: 'not-found.html',
        onFirstUse: new Set(),
      });
      const listeners: Record<string, (event: unknown) => void> = {};
      const stored = new Map<string, string>([['/app/assets/start.js', 'start']]);
      const fetched: string[] = [];
      const worker = {
        self: {
          addEventListener: (type: string, listener: (event: unknown) => void) =>
            (listeners[type] = listener),
          location: { origin: 'https://village.test' },
        },
        caches: {
          open: async () => ({
            match: async (key: string) => stored.get(key),
            put: async (key: string, response: { body: string }) => stored.set(key, response.body),
          }),
        },
        fetch: async (path: string) => {
          fetched.push(path);
          if (path.endsWith('offline.js')) throw new TypeError('Failed to fetch');
          return { ok: !path.endsWith('gone.js'), body: `code of ${path}` };
        },
        URL,
      };
      runInNewContext(readFileSync(join(dir, 'sw.js'), 'utf8'), worker);
      let kept: Promise<unknown> | undefined;
      listeners.message!({
        data: {
          type: 'KEEP',
          urls: [
            'https://village.test/app/assets/start.js',
            'https://village.test/app/assets/Report-r1.js',
            'https://village.test/app/assets/gone.js',
            'https://village.test/app/assets/offline.js',
            'https://village.test/app/index.html',
            'https://elsewhere.test/app/assets/Report-r1.js',
          ],
        },
        waitUntil: (promise: Promise<unknown>) => (kept = promise),
      });
      await kept;
      // Already cached: not fetched again. Pages and other origins: never kept this way.
      expect(fetched).toEqual([
        '/app/assets/Report-r1.js',
        '/app/assets/gone.js',
        '/app/assets/offline.js',
      ]);
      expect([...stored.keys()].sort()).toEqual([
        '/app/assets/Report-r1.js',
        '/app/assets/start.js',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
