import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataState } from '../../lib/data/state';
import { readyDirectory } from '../../lib/directory/testing/directory-fixtures';
import type * as UseDirectory from '../../lib/directory/use-directory';
import type { Directory } from '../../lib/directory/use-directory';
import { entry } from '../../testing/directory-entry';
import { StudentMapPage } from './StudentMapPage';

// The page with its directory stood in for by a real engine (in this thread): what it maps is
// what the engine answers.
const mocks = vi.hoisted(() => ({
  directory: { status: 'loading' } as DataState<Directory>,
  asked: [] as (string | null)[],
}));

vi.mock('../../lib/session/current-organization', () => ({
  useCurrentOrganization: () => ({ orgId: 'org-1', role: 'org_user', organization: undefined }),
}));
vi.mock('../../lib/directory/use-directory', async (importOriginal) => ({
  ...(await importOriginal<typeof UseDirectory>()),
  useDirectory: (orgId: string | null) => {
    mocks.asked.push(orgId);
    return mocks.directory;
  },
}));

function renderPage() {
  render(
    <MemoryRouter>
      <StudentMapPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', '');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  mocks.asked = [];
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('StudentMapPage', () => {
  it("lists the located students the directory's engine answers, counted against all", async () => {
    const directory = readyDirectory([
      entry({ id: 'z', name: 'Zoya Ali', location: { lat: 28.8, lng: 77.1 } }),
      entry({ id: 'n', name: 'No Place' }),
      entry({ id: 'a', name: 'Aarav Sharma', location: { lat: 28.7, lng: 77.2 } }),
    ]);
    const asked = vi.spyOn(directory.data.source, 'query');
    mocks.directory = directory;
    renderPage();
    expect(mocks.asked).toContain('org-1');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeVisible();
    expect(await screen.findByText('2 of 3 students have a location')).toBeVisible();
    const list = screen.getByRole('list', { name: 'Located students' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Aarav Sharma', 'Zoya Ali']);
    // Only the located students were asked for: only they crossed from the worker.
    expect(asked.mock.calls.map(([query]) => query.located)).toEqual([true]);
  });

  it('says so when the students are not on this device', () => {
    mocks.directory = { status: 'offline' };
    renderPage();
    expect(
      screen.getByText('You are offline and the students have not been loaded on this device yet.'),
    ).toBeVisible();
  });

  it('shows why the students could not be loaded', () => {
    mocks.directory = {
      status: 'error',
      error: Object.assign(new Error('denied'), { code: 'permission-denied' }),
    };
    renderPage();
    expect(screen.getByText('You do not have access to these records.')).toBeVisible();
  });
});
