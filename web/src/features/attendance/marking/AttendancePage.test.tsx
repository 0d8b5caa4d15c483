import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AttendancePage } from './AttendancePage';

// The page's own decisions: which days the date field offers to whom. The class chooser, the
// register and the late marks have tests of their own; here they are stand-ins.
const session = vi.hoisted(() => ({
  role: 'org_user' as 'org_user' | 'super_admin',
  attendanceWindowDays: undefined as number | undefined,
}));
vi.mock('../../../lib/session/current-organization', () => ({
  useCurrentOrganization: () => ({
    orgId: 'org-1',
    role: session.role,
    organization: {
      name: 'Govt. Primary School, Narela',
      academicYearStartMonth: 4,
      attendanceWindowDays: session.attendanceWindowDays,
    },
  }),
}));
vi.mock('../../../lib/session/indian-day', () => ({ useIndianDay: () => '2026-12-07' }));
vi.mock('./ClassChooser', () => ({ ClassChooser: () => null }));
vi.mock('./ClassRegister', () => ({ ClassRegister: () => null }));
vi.mock('./LateMarks', () => ({ LateMarks: () => null }));
vi.mock('./RefusedSaves', () => ({ RefusedSaves: () => null }));

function renderPage() {
  render(
    <MemoryRouter>
      <AttendancePage />
    </MemoryRouter>,
  );
  return screen.getByLabelText('Day');
}

describe('AttendancePage date field', () => {
  beforeEach(() => {
    session.role = 'org_user';
    session.attendanceWindowDays = undefined;
    localStorage.clear();
  });

  it("offers an org_user today and the organization's window back, 7 days by default", () => {
    const date = renderPage();
    expect(date).toHaveValue('2026-12-07');
    expect(date).toHaveAttribute('max', '2026-12-07');
    expect(date).toHaveAttribute('min', '2026-11-30');
    expect(screen.getByText('You may mark up to 7 days back.')).toBeInTheDocument();
  });

  it('keeps the day when a day outside the window or in the future is typed', () => {
    const date = renderPage();
    fireEvent.change(date, { target: { value: '2026-11-29' } });
    expect(date).toHaveValue('2026-12-07');
    fireEvent.change(date, { target: { value: '2026-12-08' } });
    expect(date).toHaveValue('2026-12-07');
    fireEvent.change(date, { target: { value: '2026-11-30' } });
    expect(date).toHaveValue('2026-11-30');
  });

  it("follows the organization's window", () => {
    session.attendanceWindowDays = 2;
    expect(renderPage()).toHaveAttribute('min', '2026-12-05');
  });

  it('offers a super_admin every day of the academic year so far', () => {
    session.role = 'super_admin';
    const date = renderPage();
    expect(date).toHaveAttribute('min', '2026-04-01');
    expect(date).toHaveAttribute('max', '2026-12-07');
  });
});
