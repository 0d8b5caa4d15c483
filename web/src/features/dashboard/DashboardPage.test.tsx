import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Activity } from '@village/model/activity';
import type { DirectoryEntry } from '@village/model/directory';
import { organizationDocSchema } from '@village/model/organization';
import type { DataState } from '../../lib/data/state';
import type { LiveRows } from '../../lib/data/use-live-query';
import { readyDirectory } from '../../lib/directory/testing/directory-fixtures';
import type * as UseDirectory from '../../lib/directory/use-directory';
import type { Directory } from '../../lib/directory/use-directory';
import type { CurrentOrganization } from '../../lib/session/current-organization';
import { entry } from '../../testing/directory-entry';
import { DashboardPage } from './DashboardPage';

// The page as staff see it, its Firestore reads stood in for: the directory is a real engine (in
// this thread), so the map and the activities' links are what the engine answers.
const mocks = vi.hoisted(() => ({
  directory: { status: 'loading' } as DataState<Directory>,
  activities: { status: 'loading' } as DataState<LiveRows<Activity>>,
  useDirectory: vi.fn(),
}));

vi.mock('../../lib/session/current-organization', () => ({
  useCurrentOrganization: (): CurrentOrganization => ({
    orgId: 'org-1',
    role: 'org_user',
    organization: {
      ...organizationDocSchema.parse({
        name: 'Narela Public School',
        createdAt: new Date('2024-01-10'),
        createdBy: 'founder',
        studentCount: 2,
      }),
      id: 'org-1',
    },
  }),
}));
vi.mock('../../components/attendance/LazyAttendanceCard', () => ({
  LazyAttendanceCard: () => null,
}));
vi.mock('./api/get-previous-month-stats', () => ({
  usePreviousMonthStats: () => ({ status: 'ready', data: null, fromCache: false }),
}));
vi.mock('./api/get-recent-activities', () => ({
  useRecentActivities: () => mocks.activities,
}));
vi.mock('../../lib/directory/use-directory', async (importOriginal) => ({
  ...(await importOriginal<typeof UseDirectory>()),
  useDirectory: mocks.useDirectory,
}));

const STUDENTS: DirectoryEntry[] = [
  entry({ id: 'aarav', name: 'Aarav Sharma', location: { lat: 28.6, lng: 77.2 } }),
  entry({ id: 'kabir', name: 'Kabir Khan' }),
];

function activity(id: string, student: string, studentRef: string): Activity {
  return {
    id,
    type: 'update',
    action: 'Student record updated',
    student,
    studentRef,
    at: new Date(Date.now() - 60_000),
    by: 'staff',
    byName: 'Asha Verma',
  };
}

function renderPage() {
  render(
    <MemoryRouter>
      <DashboardPage />
    </MemoryRouter>,
  );
}

const activityLinks = () =>
  within(screen.getByRole('list', { name: 'Recent activities' }))
    .queryAllByRole('link')
    .map((link) => link.textContent);

beforeEach(() => {
  sessionStorage.clear();
  // No maps key: the fallback panel lists the markers, as in the browser tests.
  vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', '');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  mocks.directory = readyDirectory(STUDENTS);
  mocks.activities = { status: 'loading' };
  mocks.useDirectory.mockImplementation((orgId: string | null) =>
    orgId ? mocks.directory : { status: 'loading' },
  );
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  mocks.useDirectory.mockReset();
});

describe('DashboardPage', () => {
  it("reads no directory until the map is asked for, then maps the engine's located students", async () => {
    renderPage();
    expect(mocks.useDirectory).toHaveBeenCalled();
    expect(mocks.useDirectory.mock.calls.every(([orgId]) => orgId === null)).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Show map' }));
    expect(mocks.useDirectory).toHaveBeenLastCalledWith('org-1');
    expect(await screen.findByText('1 student on the map, of 2.')).toBeVisible();
    const map = screen.getByRole('region', { name: 'Map of student locations' });
    expect(within(map).getByRole('link', { name: 'Aarav Sharma' })).toHaveAttribute(
      'href',
      '/student/aarav',
    );
    expect(within(map).queryByText(/Kabir Khan/)).not.toBeInTheDocument();
  });

  it('links an activity to its student only once the engine says the student still exists', async () => {
    mocks.activities = {
      status: 'ready',
      data: {
        rows: [activity('a1', 'Diya Patel', 'diya'), activity('a2', 'Kabir Khan', 'kabir')],
        pendingIds: new Set(),
      },
      fromCache: false,
    };
    renderPage();
    // No map, no directory: whether the students exist is not known, and both link.
    expect(activityLinks()).toEqual(['Diya Patel', 'Kabir Khan']);

    await userEvent.click(screen.getByRole('button', { name: 'Show map' }));
    // Diya is not in the directory (deleted since): her name is no longer a link.
    await vi.waitFor(() => expect(activityLinks()).toEqual(['Kabir Khan']));
    expect(screen.getByText('Diya Patel')).toBeVisible();
  });

  it('says so when the locations are not on this device, or cannot be read', async () => {
    sessionStorage.setItem('village.dashboard.map', 'shown');
    mocks.directory = { status: 'offline' };
    const { unmount } = render(
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>,
    );
    expect(
      screen.getByText(
        "You are offline, and the students' locations have not been loaded on this device yet.",
      ),
    ).toBeVisible();
    unmount();

    // A shard the engine cannot read fails its answer: the reason, in words.
    const broken = readyDirectory(STUDENTS);
    vi.spyOn(broken.data.source, 'query').mockRejectedValue(
      Object.assign(new Error('bad shard'), { name: 'InvalidDocumentError' }),
    );
    mocks.directory = broken;
    renderPage();
    expect(
      await screen.findByText('A stored record could not be read. Please tell your administrator.'),
    ).toBeVisible();
  });
});
