import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failedModuleUrl, isChunkLoadError, RouteError } from './RouteError';

function renderFailingRoute(error: Error) {
  const router = createMemoryRouter([
    {
      path: '/',
      ErrorBoundary: RouteError,
      lazy: () => Promise.reject(error),
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('RouteError', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('recognises a page whose code could not be downloaded', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('tells an offline user to check the connection, with Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingRoute(new TypeError('Failed to fetch dynamically imported module: /a.js'));
    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers the new version when the code it asks for is gone from the server', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const url = 'http://127.0.0.1:5000/village-education/assets/StudentMapPage-old.js';
    // What Hosting answers for an asset a deploy removed (firebase.json): a 404.
    const asked: string[] = [];
    vi.stubGlobal('fetch', (input: string) => {
      asked.push(input);
      return Promise.resolve(new Response(null, { status: 404 }));
    });
    renderFailingRoute(new TypeError(`Failed to fetch dynamically imported module: ${url}`));
    expect(await screen.findByText('A new version is available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(asked).toEqual([url]);
  });

  it('keeps the connection message when the code is still there', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answered = vi.fn(() => Promise.resolve(new Response('', { status: 200 })));
    vi.stubGlobal('fetch', answered);
    renderFailingRoute(
      new TypeError('Failed to fetch dynamically imported module: http://x.test/assets/a.js'),
    );
    await vi.waitFor(() => expect(answered).toHaveBeenCalled());
    expect(screen.getByText('This page could not be loaded')).toBeInTheDocument();
    expect(failedModuleUrl(new Error('no address here'))).toBeNull();
  });

  it('says something went wrong for any other error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingRoute(new Error('boom'));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});
