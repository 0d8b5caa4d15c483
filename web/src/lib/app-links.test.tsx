import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { useAppLinkClicks } from './app-links';
import { appHref, paths, routeOf } from './paths';

function List() {
  const onClick = useAppLinkClicks();
  return (
    <ul onClick={onClick}>
      <li>
        <a href={appHref(paths.student('s 1'))} data-app-link={paths.student('s 1')}>
          View
        </a>
      </li>
      <li>
        <a href="https://example.org/">Elsewhere</a>
      </li>
    </ul>
  );
}

function Profile() {
  return <p>Profile of {useParams().studentId}</p>;
}

function renderList() {
  render(
    <MemoryRouter initialEntries={['/students']}>
      <Routes>
        <Route path="/students" element={<List />} />
        <Route path="/student/:studentId" element={<Profile />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('app links', () => {
  it('builds the href under the base path, and reads the route back from it', () => {
    // Vitest serves the app at "/": the href is the router's path itself.
    expect(appHref('/student/a%20b')).toBe('/student/a%20b');
    expect(routeOf(appHref(paths.students))).toBe(paths.students);
    expect(routeOf('/')).toBe('/');
  });

  it('navigates in the app on a plain click', async () => {
    renderList();
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/student/s%201');
    await userEvent.click(screen.getByRole('link', { name: 'View' }));
    expect(screen.getByText('Profile of s 1')).toBeVisible();
  });

  it('leaves a modified click and other links to the browser', () => {
    renderList();
    const view = screen.getByRole('link', { name: 'View' });
    // fireEvent returns false when the handler prevented the default: a new tab is the browser's.
    expect(fireEvent.click(view, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(view, { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }))).toBe(true);
    expect(screen.queryByText(/Profile of/)).not.toBeInTheDocument();
    expect(fireEvent.click(view)).toBe(false);
    expect(screen.getByText('Profile of s 1')).toBeVisible();
  });
});
