import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { academicYearStarting } from '@village/model/academic-year';
import { EMPTY_CALENDAR, type AttendanceCalendar } from '@village/model/attendance/calendar';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CalendarSettings } from './CalendarSettings';

const calendarState = vi.hoisted(() => ({ current: null as unknown as AttendanceCalendar }));
const data = vi.hoisted(() => ({
  saveCalendar: vi.fn(() => ({ offline: false, synced: Promise.resolve() })),
  closeMonth: vi.fn(() => ({ offline: false, synced: Promise.resolve() })),
  reopenMonth: vi.fn(() => ({ offline: false, synced: Promise.resolve() })),
}));
vi.mock('../data/calendar', () => ({
  ...data,
  useAttendanceCalendar: () => ({ status: 'ready', data: calendarState.current, fromCache: false }),
  useClosedMonths: () => ({ status: 'ready', data: new Set(['2026-05']), fromCache: false }),
}));
vi.mock('../../../lib/session/auth-state', () => ({ useSignedInUser: () => ({ uid: 'asha' }) }));
vi.mock('../../../lib/session/current-organization', () => ({
  useCurrentOrganization: () => ({
    orgId: 'org-1',
    role: 'super_admin',
    organization: { academicYearStartMonth: 4 },
  }),
}));
vi.mock('../../../lib/session/academic-year', () => ({
  useAcademicYear: () => academicYearStarting(2026, 4),
}));
vi.mock('../../../lib/session/indian-day', () => ({ useIndianDay: () => '2026-07-15' }));

const renderSettings = () =>
  render(
    <Suspense fallback="…">
      <CalendarSettings />
    </Suspense>,
  );

beforeEach(() => {
  calendarState.current = EMPTY_CALENDAR;
  Object.values(data).forEach((mock) => mock.mockClear());
});

describe('CalendarSettings', () => {
  it('counts the working days of the year and warns under the RTE minimum', async () => {
    calendarState.current = {
      ...EMPTY_CALENDAR,
      holidays: [{ from: '2026-05-01', to: '2026-06-30', name: 'Summer vacation' }],
    };
    renderSettings();
    // 365 days, 52 Sundays, 61 days of vacation of which 9 are Sundays.
    expect(await screen.findByText('261 working days this year')).toBeVisible();
    expect(screen.queryByText(/Under the RTE minimum/)).toBeNull();
    expect(screen.getByText(/Summer vacation/)).toBeVisible();
  });

  it('adds a holiday, sets a weekly day off, and closes and reopens months', async () => {
    const user = userEvent.setup();
    renderSettings();
    await screen.findByText('313 working days this year');
    await user.type(screen.getByLabelText('From'), '2026-08-15');
    await user.type(screen.getByLabelText('Name'), 'Independence Day');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(data.saveCalendar).toHaveBeenLastCalledWith('org-1', 'asha', 2026, {
      ...EMPTY_CALENDAR,
      holidays: [{ from: '2026-08-15', to: '2026-08-15', name: 'Independence Day' }],
    });
    await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    expect(data.saveCalendar).toHaveBeenLastCalledWith('org-1', 'asha', 2026, {
      ...EMPTY_CALENDAR,
      weeklyOff: [0, 6],
    });
    await user.click(screen.getByRole('button', { name: 'Reopen 2026-05' }));
    expect(data.reopenMonth).toHaveBeenCalledWith('org-1', '2026-05');
    await user.click(screen.getByRole('button', { name: 'Close 2026-07' }));
    expect(data.closeMonth).toHaveBeenCalledWith('org-1', 'asha', '2026-07');
    expect(screen.queryByRole('button', { name: 'Close 2026-08' })).toBeNull();
  });

  it('warns when the year falls under 220 and 200 working days', async () => {
    calendarState.current = { ...EMPTY_CALENDAR, weeklyOff: [0, 4, 5, 6] };
    renderSettings();
    expect(
      await screen.findByText('Under the RTE minimum of 200 working days for classes 1-5.'),
    ).toBeVisible();
    expect(
      screen.getByText('Under the RTE minimum of 220 working days for classes 6-8.'),
    ).toBeVisible();
  });
});
