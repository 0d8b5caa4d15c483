import { describe, expect, it } from 'vitest';
import { precacheList, versionOf } from './service-worker-plugin';

describe('the service worker build plugin', () => {
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
});
