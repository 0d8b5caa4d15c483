import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMessages } from '../../../lib/i18n/messages';
import { keepRefused } from '../data/refused';
import type { RegisterSave } from '../data/registers';
import { attendanceMessages } from '../messages';
import { RefusedSaves } from './RefusedSaves';

const saveRegister = vi.hoisted(() => vi.fn());
vi.mock('../data/registers', () => ({ saveRegister }));

const SAVE: RegisterSave = {
  orgId: 'org-1',
  uid: 'tara',
  base: { date: '2026-11-28', startYear: 2026, educationLevel: '3rd Standard', section: 'A' },
  person: { name: 'Tara', takenAt: 5 },
  marks: { s1: { status: 'absent', at: 5 }, s2: { status: 'leave', at: 5 } },
  hasOwnMarks: false,
};

function Refused() {
  const t = useMessages(attendanceMessages);
  return <RefusedSaves orgId="org-1" t={t} />;
}

afterEach(() => {
  localStorage.clear();
  saveRegister.mockClear();
});

describe('RefusedSaves', () => {
  it('says which class, day and how many marks were refused and why, kept across visits', async () => {
    act(() => keepRefused(SAVE, 'Class 3-A'));
    const { unmount } = render(<Refused />);
    const text =
      'Class 3-A, 28-11-2026: 2 marks. This month is closed: ask a super_admin to reopen it.';
    expect(screen.getByText(text)).toBeVisible();
    unmount();
    render(<Refused />);
    expect(screen.getByText(text)).toBeVisible();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Send again' }));
    expect(saveRegister).toHaveBeenCalledWith(SAVE, 'Class 3-A');
    expect(screen.queryByText(text)).toBeNull();
  });

  it('discards the marks on request', async () => {
    act(() => keepRefused(SAVE, 'Class 3-A'));
    render(<Refused />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(saveRegister).not.toHaveBeenCalled();
  });
});
