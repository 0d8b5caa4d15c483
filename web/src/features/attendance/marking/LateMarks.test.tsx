import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataState } from '../../../lib/data/state';
import type { LiveRows } from '../../../lib/data/use-live-query';
import { useMessages } from '../../../lib/i18n/messages';
import type { StoredLateMarks } from '../data/late';
import { attendanceMessages } from '../messages';
import { LateMarks } from './LateMarks';

const late = vi.hoisted(() => ({
  state: { status: 'loading' } as unknown,
  confirmLateMarks: vi.fn(() => ({ offline: false, synced: Promise.resolve() })),
}));
vi.mock('../data/late', () => ({
  useUnconfirmedLateMarks: () => late.state,
  confirmLateMarks: late.confirmLateMarks,
}));
vi.mock('../../../lib/session/auth-state', () => ({
  useSignedInUser: () => ({ uid: 'asha', displayName: 'Asha Admin', email: 'asha@example.org' }),
}));

// 2026-12-05 10:00 in India.
const ARRIVED = Date.UTC(2026, 11, 5, 4, 30);

const RECORD: StoredLateMarks = {
  id: '2026-11-28_3rd Standard_A',
  date: '2026-11-28',
  educationLevel: '3rd Standard',
  section: 'A',
  people: { tara: { name: 'Tara Teacher', marks: 2, arrivedAt: ARRIVED } },
  confirmedBy: null,
  confirmedAt: null,
};

const ready = (rows: StoredLateMarks[]): DataState<LiveRows<StoredLateMarks>> => ({
  status: 'ready',
  data: { rows, pendingIds: new Set() },
  fromCache: false,
});

const onOpen = vi.fn();

function Late() {
  const t = useMessages(attendanceMessages);
  return <LateMarks orgId="org-1" onOpen={onOpen} t={t} />;
}

beforeEach(() => {
  late.confirmLateMarks.mockClear();
  onOpen.mockClear();
});

describe('LateMarks', () => {
  it('shows nothing while loading or when every late mark is confirmed', () => {
    late.state = { status: 'loading' };
    const { rerender } = render(<Late />);
    expect(screen.queryByRole('heading', { name: 'Late marks' })).toBeNull();
    late.state = ready([]);
    rerender(<Late />);
    expect(screen.queryByRole('heading', { name: 'Late marks' })).toBeNull();
  });

  it('lists the class, day, who marked late, how many and when; confirms as the user; opens the register', async () => {
    late.state = ready([RECORD]);
    const user = userEvent.setup();
    render(<Late />);
    expect(screen.getByRole('heading', { name: 'Late marks' })).toBeVisible();
    const item = screen.getByText('Class 3-A, 28-11-2026').closest('li')!;
    expect(
      within(item).getByText('Tara Teacher: 2 marks, arrived 2026-12-05 10:00 IST'),
    ).toBeVisible();

    await user.click(within(item).getByRole('button', { name: 'Open the register' }));
    expect(onOpen).toHaveBeenCalledWith(
      { educationLevel: '3rd Standard', section: 'A' },
      '2026-11-28',
    );
    expect(late.confirmLateMarks).not.toHaveBeenCalled();

    await user.click(within(item).getByRole('button', { name: 'Confirm' }));
    expect(late.confirmLateMarks).toHaveBeenCalledWith(
      'org-1',
      '2026-11-28_3rd Standard_A',
      'asha',
      'Class 3-A, 28-11-2026',
    );
  });
});
