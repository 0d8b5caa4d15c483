import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../src/app/App';
import { PRERENDERED_PAGES, sampleRouteOf } from '../src/app/prerendered-pages';
import { createAppRouter, loadPrerenderedRoutes, routes } from '../src/app/router';
import type { Language } from '../src/lib/i18n/catalog';
import { loadAllMessages } from '../src/lib/i18n/messages';
import { activateLanguage } from '../src/lib/i18n/store';
import { renderPage } from './entry-server';

const BASE = import.meta.env.BASE_URL;

/** What main.tsx does with a prerendered page: load its lazy routes if it is a public page, then
 * hydrate. Returns the console's errors (React reports a hydration mismatch there). */
async function hydrateAt(file: string, language: Language = 'en') {
  const page = PRERENDERED_PAGES.find((candidate) => candidate.file === file)!;
  const route = sampleRouteOf(page);
  const { html } = await renderPage(page, BASE, language);
  window.history.replaceState(null, '', `${BASE}${route.replace(/^\//, '')}`);
  document.body.innerHTML = `<div id="root" data-page="${page.file}">${html}</div>`;
  const container = document.getElementById('root')!;
  const firstHeading = container.querySelector('h1');
  const errors = vi.spyOn(console, 'error');
  if (page.kind === 'page') await loadPrerenderedRoutes(routes, route);
  await loadAllMessages(language);
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(container, <App router={createAppRouter()} />);
  });
  return { root, container, firstHeading, errors };
}

describe('the prerendered pages', () => {
  let root: Root | undefined;
  afterEach(async () => {
    act(() => root?.unmount());
    root = undefined;
    vi.restoreAllMocks();
    await activateLanguage('en');
  });

  it.each(['signin.html', 'signup.html'])(
    '%s in Hindi is Hindi, and hydrates in Hindi without a mismatch',
    async (file) => {
      const hydrated = await hydrateAt(file, 'hi');
      root = hydrated.root;
      expect(hydrated.container.textContent).toMatch(/[\u0900-\u097F]{4}/);
      expect(hydrated.errors.mock.calls.map(String).filter((call) => /hydrat/i.test(call))).toEqual(
        [],
      );
    },
  );

  it.each(PRERENDERED_PAGES.filter((page) => page.kind === 'page').map((page) => page.file))(
    '%s is the page itself, and hydrates without a mismatch',
    async (file) => {
      const hydrated = await hydrateAt(file);
      root = hydrated.root;
      expect(hydrated.firstHeading).not.toBeNull();
      // Hydration keeps the prerendered elements; a mismatch would have replaced them.
      expect(hydrated.container.querySelector('h1')).toBe(hydrated.firstHeading);
      expect(hydrated.errors.mock.calls.map(String).filter((call) => /hydrat/i.test(call))).toEqual(
        [],
      );
    },
  );

  it.each(['index.html', 'students.html', 'add-student.html', 'edit-student.html'])(
    '%s is the layout with the page title, and hydrates without a mismatch',
    async (file) => {
      const hydrated = await hydrateAt(file);
      root = hydrated.root;
      expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
      expect(hydrated.container.textContent).toMatch(
        /Village Education Dashboard|Village Student Directory|Add New Student|Edit Student/,
      );
      expect(hydrated.errors.mock.calls.map(String).filter((call) => /hydrat/i.test(call))).toEqual(
        [],
      );
    },
  );
});
