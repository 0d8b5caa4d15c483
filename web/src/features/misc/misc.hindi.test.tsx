import { act, screen } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../lib/i18n/store';
import { NotFoundPage } from './NotFoundPage';
import { RouteError } from './RouteError';
import { TermsPage } from './TermsPage';
import { renderInHindi } from '../../lib/i18n/testing/render-in-hindi';

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => activateLanguage('en'));
});

describe('the pages outside the app, in Hindi', () => {
  it('says the page was not found, with a way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderInHindi(
      <MemoryRouter initialEntries={['/nope']}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('माफ़ करें! यह पेज नहीं मिला')).toBeVisible();
    expect(screen.getByRole('link', { name: 'होम पेज पर लौटें' })).toHaveAttribute('href', '/');
  });

  it('shows the terms in Hindi', async () => {
    await renderInHindi(
      <MemoryRouter>
        <TermsPage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'सेवा की शर्तें' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'भूमिकाएँ' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'साइन इन पर वापस जाएँ' })).toBeVisible();
  });

  it('says in Hindi that a page failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([
      { path: '/', ErrorBoundary: RouteError, lazy: () => Promise.reject(new Error('boom')) },
    ]);
    await renderInHindi(<RouterProvider router={router} />);
    expect(await screen.findByText('कुछ गड़बड़ हो गई')).toBeVisible();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeVisible();
  });
});
