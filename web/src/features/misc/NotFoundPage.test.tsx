import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs the path with the base path the user typed', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MemoryRouter basename="/village-education" initialEntries={['/village-education/nope']}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(log).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/village-education/nope',
    );
  });

  it('says Oops! Page not found, links home and logs the attempted path', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/no/such/page']}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(log).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/no/such/page',
    );
  });
});
