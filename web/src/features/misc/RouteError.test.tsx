import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, RouteError } from './RouteError';

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

  it('says something went wrong for any other error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingRoute(new Error('boom'));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});
