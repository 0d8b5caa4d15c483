import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Activity } from '@village/model/activity';
import type { DirectoryEntry } from '@village/model/directory';
import { organizationDocSchema, type Organization } from '@village/model/organization';
import type { MonthlyStats } from '@village/model/stats';
import { LOADING, type DataState } from '../../../lib/data/state';
import { engineOf } from '../../../lib/directory/testing/directory-fixtures';
import { entry as directoryEntry } from '../../../testing/directory-entry';
import { LOCATED_STUDENTS_QUERY, locatedStudentsOf } from '../map/located-students';
import { DashboardView, type DashboardViewProps } from './DashboardView';

const NOW = new Date('2026-11-23T12:00:00Z');

const ORGANIZATION: Organization = {
  ...organizationDocSchema.parse({
    name: 'Narela Public School',
    createdAt: new Date('2024-01-10'),
    createdBy: 'founder',
    studentCount: 245,
    stats: { primary: 120, secondary: 85, higher: 40, recentAdditions: 12, schools: 8 },
    levels: { '1st Standard': 70, '5th Standard': 50, '10th Standard': 85, MBA: 40 },
    graduatedCount: 31,
    leftCount: 6,
    onRollSince: '2026-01',
  }),
  id: 'narela',
};

const LAST_MONTH: MonthlyStats = {
  month: '2026-10',
  total: 233,
  primary: 121,
  secondary: 85,
  higher: 27,
  added: 9,
  graduated: 30,
  left: 6,
};

function activity(id: string, overrides: Partial<Activity>): Activity {
  return {
    id,
    type: 'add',
    action: 'New student added',
    student: 'Aarav Sharma',
    studentRef: 'aarav',
    at: new Date(NOW.getTime() - 2 * 3_600_000),
    by: 'staff',
    byName: 'Asha Verma',
    ...overrides,
  };
}

const ready = <T,>(data: T): DataState<T> => ({ status: 'ready', data, fromCache: false });

// The shared fixture, as this file's tests place it: a 5th Standard student of one school.
function entry(id: string, name: string, location: DirectoryEntry['location']): DirectoryEntry {
  return directoryEntry({
    id,
    name,
    location,
    school: 'Narela Public School',
    educationLevel: '5th Standard',
    updatedAtMs: 0,
  });
}

function renderView(props: Partial<DashboardViewProps>) {
  const all: DashboardViewProps = {
    staff: true,
    organization: ORGANIZATION,
    previous: ready(LAST_MONTH),
    activities: LOADING,
    locations: LOADING,
    existingStudentIds: null,
    mapRequested: true,
    onShowMap: () => {},
    ...props,
  };
  const view = render(
    <MemoryRouter>
      <DashboardView {...all} />
    </MemoryRouter>,
  );
  return {
    ...view,
    rerenderWith: (next: Partial<DashboardViewProps>) =>
      view.rerender(
        <MemoryRouter>
          <DashboardView {...all} {...next} />
        </MemoryRouter>,
      ),
  };
}

function card(label: string) {
  return screen.getByRole('listitem', { name: label });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('DashboardView', () => {
  it('shows the four counters with their trends from last month', () => {
    renderView({ staff: false });
    expect(within(card('Total Students')).getByText('245')).toBeVisible();
    expect(within(card('Total Students')).getByText('+5.2% from last month')).toBeVisible();
    expect(within(card('Primary Level')).getByText('120')).toBeVisible();
    expect(within(card('Primary Level')).getByText('-0.8% from last month')).toBeVisible();
    expect(within(card('Secondary Level')).getByText('0.0% from last month')).toBeVisible();
    expect(within(card('Higher Education')).getByText('+48.1% from last month')).toBeVisible();
  });

  it('says so when there is no earlier month, or when it could not be loaded', () => {
    const { rerenderWith } = renderView({ staff: false, previous: ready(null) });
    expect(within(card('Total Students')).getByText('No data from last month')).toBeVisible();
    rerenderWith({
      previous: { status: 'error', error: Object.assign(new Error('x'), { code: 'unavailable' }) },
    });
    expect(within(card('Total Students')).getByText('Trend unavailable')).toBeVisible();
    expect(screen.getByText(/Last month's figures could not be loaded/)).toBeVisible();
  });

  it('compares with no month closed before the counts were of students on the roll', () => {
    const { rerenderWith } = renderView({
      staff: false,
      organization: { ...ORGANIZATION, onRollSince: '2026-11' },
    });
    const notComparable = 'Last month counted graduated and left too';
    expect(within(card('Total Students')).getByText(notComparable)).toBeVisible();
    expect(within(card('Primary Level')).getByText(notComparable)).toBeVisible();
    // Counters not brought over yet: no month is on the roll.
    rerenderWith({ organization: { ...ORGANIZATION, onRollSince: null } });
    expect(within(card('Total Students')).getByText(notComparable)).toBeVisible();
    rerenderWith({ organization: { ...ORGANIZATION, onRollSince: '2026-10' } });
    expect(within(card('Total Students')).getByText('+5.2% from last month')).toBeVisible();
  });

  it('shows each category and level as a bar with its count and rounded percent', () => {
    renderView({ staff: false });
    const byCategory = screen.getByRole('list', { name: 'By category' });
    expect(within(byCategory).getByRole('progressbar', { name: 'Primary' })).toHaveAttribute(
      'aria-valuenow',
      '49',
    );
    expect(within(byCategory).getByText('120 students · 49%')).toBeVisible();
    expect(within(byCategory).getByText('40 students · 16%')).toBeVisible();
    const byLevel = screen.getByRole('list', { name: 'By level' });
    expect(
      within(byLevel)
        .getAllByRole('progressbar')
        .map((bar) => bar.getAttribute('aria-label')),
    ).toEqual(['1st Standard', '5th Standard', '10th Standard', 'MBA']);
    expect(within(byLevel).getByText('85 students · 35%')).toBeVisible();
  });

  it('shows an end_user the figures and the distribution only', () => {
    renderView({
      staff: false,
      // Even if data were somehow there, an end_user's view does not show it.
      activities: ready({ rows: [activity('a1', {})], pendingIds: new Set() }),
    });
    expect(screen.getByRole('heading', { name: 'Village Education Dashboard' })).toBeVisible();
    expect(
      screen.getByText('Overview of student records and educational statistics'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Education Level Distribution' })).toBeVisible();
    for (const hidden of ['Student Locations', 'Recent Activities', 'Quick Actions']) {
      expect(screen.queryByRole('heading', { name: hidden })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: 'Add New Student' })).not.toBeInTheDocument();
    expect(screen.queryByText('Aarav Sharma')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Map of student locations' })).toBeNull();
  });

  it('gives staff the map, the activities and the quick actions', () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', '');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderView({
      // What the directory's engine answers the map.
      locations: ready(
        locatedStudentsOf(
          engineOf([
            entry('aarav', 'Aarav Sharma', { lat: 28.6, lng: 77.2 }),
            entry('diya', 'Diya Patel', null),
          ]).query(LOCATED_STUDENTS_QUERY),
        ),
      ),
      activities: ready({ rows: [], pendingIds: new Set() }),
    });
    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['View All Students', '/students'],
      ['Add New Student', '/add-student'],
      ['View Full Map', '/map'],
      ['Generate Report', '/report'],
    ]);
    expect(screen.getAllByRole('link', { name: 'Add New Student' })).toHaveLength(2);
    // Without a maps key: the fallback panel lists the located students, linked to their profiles.
    const map = screen.getByRole('region', { name: 'Map of student locations' });
    expect(within(map).getByRole('link', { name: 'Aarav Sharma' })).toHaveAttribute(
      'href',
      '/student/aarav',
    );
    expect(within(map).queryByText(/Diya Patel/)).not.toBeInTheDocument();
    expect(screen.getByText('1 student on the map, of 2.')).toBeVisible();
    expect(screen.getByText(/No activity yet/)).toBeVisible();
    vi.unstubAllEnvs();
  });

  it('offers the map on a tap rather than loading it with the page', async () => {
    const onShowMap = vi.fn();
    renderView({ mapRequested: false, onShowMap });
    const section = screen.getByRole('region', { name: 'Student Locations' });
    expect(screen.queryByRole('region', { name: 'Map of student locations' })).toBeNull();
    expect(within(section).queryByText('Loading map...')).toBeNull();
    await userEvent.click(within(section).getByRole('button', { name: 'Show map' }));
    expect(onShowMap).toHaveBeenCalledTimes(1);
  });

  it('lists activities with relative times that move on, linking to students that exist', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const rows = [
      activity('a2', {
        type: 'update',
        action: 'Student record updated',
        student: 'Diya Patel',
        studentRef: 'diya',
        at: new Date(NOW.getTime() - 30_000),
      }),
      activity('a1', {}),
    ];
    const { rerenderWith } = renderView({
      activities: ready({ rows, pendingIds: new Set() }),
    });
    const list = screen.getByRole('list', { name: 'Recent activities' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Student record updatedDiya Pateljust now · by Asha Verma',
      'New student addedAarav Sharma2 hours ago · by Asha Verma',
    ]);
    // Not known yet whether the students exist: both link (the profile says if one has gone).
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/student/diya', '/student/aarav']);

    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(within(list).getByText('1 minute ago')).toBeVisible();

    // Diya has been deleted since: the index no longer has her, and her name is not a link.
    rerenderWith({
      activities: ready({ rows, pendingIds: new Set() }),
      existingStudentIds: new Set(['aarav']),
    });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Aarav Sharma']);
    expect(within(list).getByText('Diya Patel')).toBeVisible();

    // A new activity arrives (the live query's next snapshot): it is listed first.
    rerenderWith({
      activities: ready({
        rows: [
          activity('a3', { student: 'Kavya Raghav', studentRef: 'kavya', at: new Date() }),
          ...rows,
        ],
        pendingIds: new Set(),
      }),
    });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      'New student addedKavya Raghavjust now',
    );
  });
});
