import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { basenameFrom, routes } from './router';

describe('router', () => {
  it('turns the base path into a basename', () => {
    expect(basenameFrom('/village-education/')).toBe('/village-education');
    expect(basenameFrom('/')).toBe('/');
  });

  it('shows the dashboard at / inside the layout with the sidebar', async () => {
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/'] })} />);
    expect(
      await screen.findByRole('heading', { name: 'Village Education Dashboard' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Student Management System')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Dashboard/ })).toHaveClass('Mui-selected');
  });

  it('shows the 404 page for an unknown path', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/nowhere'] })} />,
    );
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
  });
});
