import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../lib/session/auth-state';
import { basenameFrom, routes } from './router';

function renderAt(path: string) {
  render(
    <AuthProvider>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </AuthProvider>,
  );
}

// A lazy page is a dynamic import: on a busy 2-core machine it can take seconds, not one.
const LAZY_PAGE_TIMEOUT = 15_000;

describe('router', () => {
  it('turns the base path into a basename', () => {
    expect(basenameFrom('/village-education/')).toBe('/village-education');
    expect(basenameFrom('/')).toBe('/');
  });

  it('sends a signed-out visitor of the dashboard to the sign-in page', async () => {
    renderAt('/analytics');
    expect(
      await screen.findByRole('button', { name: 'Sign In' }, { timeout: LAZY_PAGE_TIMEOUT }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('keeps the year end behind sign-in', async () => {
    renderAt('/progression');
    expect(
      await screen.findByRole('button', { name: 'Sign In' }, { timeout: LAZY_PAGE_TIMEOUT }),
    ).toBeInTheDocument();
  });

  it('serves the public pages without sign-in', async () => {
    renderAt('/terms');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Terms of Service' },
        { timeout: LAZY_PAGE_TIMEOUT },
      ),
    ).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown path', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/nowhere');
    expect(
      await screen.findByText('Oops! Page not found', {}, { timeout: LAZY_PAGE_TIMEOUT }),
    ).toBeInTheDocument();
  });
});
