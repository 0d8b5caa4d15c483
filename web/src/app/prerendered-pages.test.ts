import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteObject } from 'react-router-dom';
import { BASE_PATH } from '@village/model/constants';
import { describe, expect, it } from 'vitest';
import {
  NOT_FOUND_PAGE,
  PRERENDERED_PAGES,
  prerenderedPageFor,
  sampleRouteOf,
} from './prerendered-pages';
import { routes } from './router';

interface Rewrite {
  source: string;
  destination: string;
}
const hosting = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../firebase.json'), 'utf8'),
).hosting as { rewrites: Rewrite[] };

/** Every path the router serves, with ":param" as "*" (a segment) as in the page table. */
function routerPaths(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const path = route.index
      ? parent || '/'
      : route.path === undefined
        ? parent
        : `${parent}/${route.path}`.replace(/\/+/g, '/');
    const own = route.index || route.path !== undefined ? [path.replace(/:[^/]+/g, '*')] : [];
    return own.concat(route.children ? routerPaths(route.children, path) : []);
  });
}

describe('prerendered pages', () => {
  it('give every route of the router its own page, and unknown routes the 404', () => {
    for (const path of routerPaths(routes).filter((path) => path !== '/*')) {
      const page = prerenderedPageFor(path.replace('*', 'some-id'));
      expect(page, path).not.toBe(NOT_FOUND_PAGE);
      expect(page.routes, path).toContain(path);
    }
    expect(prerenderedPageFor('/no/such/page')).toBe(NOT_FOUND_PAGE);
    expect(prerenderedPageFor('/student/a/b')).toBe(NOT_FOUND_PAGE);
    expect(prerenderedPageFor('/student/s-1').file).toBe('student.html');
    expect(prerenderedPageFor('/').file).toBe('index.html');
    expect(prerenderedPageFor('/progression').file).toBe('progression.html');
  });

  it('prerender public pages whole and signed-in ones as their skeleton', () => {
    const kinds = Object.fromEntries(PRERENDERED_PAGES.map((page) => [page.file, page.kind]));
    expect(kinds).toMatchObject({
      'signin.html': 'page',
      'signup.html': 'page',
      'not-found.html': 'page',
      'index.html': 'skeleton',
      'students.html': 'skeleton',
      'progression.html': 'skeleton',
    });
  });

  it('are what Firebase Hosting serves for each route (firebase.json), the 404 last, not for assets', () => {
    const expected = PRERENDERED_PAGES.filter(
      (page) => page.file !== 'index.html' && page !== NOT_FOUND_PAGE,
    ).flatMap((page) =>
      page.routes.map((route) => ({
        source: `${BASE_PATH.replace(/\/$/, '')}${route}`,
        destination: `${BASE_PATH}${page.file}`,
      })),
    );
    // Every other path is the 404 page, except under assets/: a chunk a deploy removed must be a
    // real 404 to the old tab asking for it, never HTML kept for a year as if it were the chunk.
    expect(hosting.rewrites).toEqual([
      ...expected,
      { source: `${BASE_PATH}*`, destination: `${BASE_PATH}${NOT_FOUND_PAGE.file}` },
      { source: `${BASE_PATH}!(assets)/**`, destination: `${BASE_PATH}${NOT_FOUND_PAGE.file}` },
    ]);
  });

  it('are rendered at a route that stands for them', () => {
    for (const page of PRERENDERED_PAGES)
      expect(prerenderedPageFor(sampleRouteOf(page))).toBe(page);
  });
});
