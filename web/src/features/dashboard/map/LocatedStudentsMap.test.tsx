import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DirectoryEntry } from '@village/model/directory';
import { engineOf } from '../../../lib/directory/testing/directory-fixtures';
import { entry } from '../../../testing/directory-entry';
import { LOCATED_STUDENTS_QUERY, locatedStudentsOf } from './located-students';
import { LIST_PAGE_SIZE } from './LocatedStudentList';
import { LocatedStudentsMap } from './LocatedStudentsMap';

/** What the directory's engine answers the map for these students. */
function located(entries: DirectoryEntry[]) {
  return locatedStudentsOf(engineOf(entries).query(LOCATED_STUDENTS_QUERY));
}

/** `count` located students named "Student 001"… and one without a location. */
function organization(count: number) {
  return located([
    ...Array.from({ length: count }, (_, index) =>
      entry({
        id: `s${index}`,
        name: `Student ${String(index + 1).padStart(3, '0')}`,
        location: { lat: 28.6 + index / 1000, lng: 77.2 },
      }),
    ),
    entry({ id: 'nowhere', name: 'Nowhere Student' }),
  ]);
}

beforeEach(() => {
  // No key: the fallback panel, as in the browser tests.
  vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', '');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('LocatedStudentsMap', () => {
  it('counts the located students and lists them with links to their profiles', () => {
    render(
      <MemoryRouter>
        <LocatedStudentsMap {...organization(2)} />
      </MemoryRouter>,
    );
    expect(screen.getByText('2 of 3 students have a location')).toBeVisible();
    const panel = screen.getByRole('region', { name: "Map of the organization's students" });
    expect(within(panel).getByText('Map unavailable')).toBeVisible();
    expect(within(panel).getByText(/listed below/)).toBeVisible();
    const list = screen.getByRole('list', { name: 'Located students' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Student 001', '/student/s0'],
      ['Student 002', '/student/s1'],
    ]);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('shows a long list a page at a time', async () => {
    render(
      <MemoryRouter>
        <LocatedStudentsMap {...organization(LIST_PAGE_SIZE + 5)} />
      </MemoryRouter>,
    );
    const list = screen.getByRole('list', { name: 'Located students' });
    expect(within(list).getAllByRole('link')).toHaveLength(LIST_PAGE_SIZE);
    expect(screen.getByText(`Showing ${LIST_PAGE_SIZE} of ${LIST_PAGE_SIZE + 5}`)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(within(list).getAllByRole('link')).toHaveLength(LIST_PAGE_SIZE + 5);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says so when no student has a location, or there are no students', () => {
    const { rerender } = render(
      <MemoryRouter>
        <LocatedStudentsMap {...organization(0)} />
      </MemoryRouter>,
    );
    expect(screen.getByText('0 of 1 student has a location')).toBeVisible();
    expect(screen.getByText(/No student has a location yet/)).toBeVisible();
    rerender(
      <MemoryRouter>
        <LocatedStudentsMap {...located([])} />
      </MemoryRouter>,
    );
    expect(screen.getByText('This organization has no students yet.')).toBeVisible();
  });
});
