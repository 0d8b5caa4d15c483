import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_CALENDAR } from '@village/model/attendance/calendar';
import { describe, expect, it, vi } from 'vitest';
import { useMessages } from '../../../lib/i18n/messages';
import { attendanceMessages } from '../messages';
import { DayOffNotice } from './DayOffNotice';

const saveCalendar = vi.hoisted(() => vi.fn());
vi.mock('../data/calendar', () => ({ saveCalendar }));
vi.mock('../../../lib/session/auth-state', () => ({ useSignedInUser: () => ({ uid: 'asha' }) }));
vi.mock('../../../lib/session/current-organization', () => ({
  useCurrentOrganization: () => ({ orgId: 'org-1', role: 'super_admin' }),
}));

function Notice({ reason, canOpen }: { reason: string | null; canOpen: boolean }) {
  const t = useMessages(attendanceMessages);
  return (
    <DayOffNotice
      calendar={EMPTY_CALENDAR}
      date="2026-12-06"
      startYear={2026}
      reason={reason}
      canOpen={canOpen}
      t={t}
    />
  );
}

describe('DayOffNotice', () => {
  it('says there is no school and why, with nothing to open for an org_user', () => {
    render(<Notice reason="Diwali" canOpen={false} />);
    expect(screen.getByText('No school on 06-12-2026: Diwali.')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('lets a super_admin open a weekly day off as a working day', async () => {
    render(<Notice reason={null} canOpen />);
    expect(screen.getByText('No school on 06-12-2026: a weekly day off.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open as a working day' }));
    expect(saveCalendar).toHaveBeenCalledWith('org-1', 'asha', 2026, {
      ...EMPTY_CALENDAR,
      openedDays: ['2026-12-06'],
    });
  });
});
