import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AttendanceRegister } from '@village/model/attendance/register';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useMessages } from '../../../lib/i18n/messages';
import type { StoredRegister } from '../data/registers';
import { attendanceMessages } from '../messages';
import { MarkingList } from './MarkingList';

const saveRegister = vi.hoisted(() => vi.fn(() => ({ offline: false, synced: Promise.resolve() })));
vi.mock('../data/registers', () => ({ saveRegister }));
vi.mock('../../../lib/session/auth-state', () => ({
  useSignedInUser: () => ({ uid: 'u1', displayName: 'Tara Teacher', email: 'tara@example.org' }),
}));

const ROLL = [
  { id: 's1', rollNumber: '1', admissionNumber: '101', name: 'Aarav Singh', guardian: 'Mohan' },
  { id: 's2', rollNumber: '2', admissionNumber: '102', name: 'Meena Kumari', guardian: 'Suresh' },
  { id: 's3', rollNumber: '', admissionNumber: '103', name: 'Kiran Devi', guardian: 'Ramesh' },
];

function List({ register = null }: { register?: StoredRegister | null }) {
  const t = useMessages(attendanceMessages);
  return (
    <MarkingList
      orgId="org"
      date="2026-12-07"
      attendanceClass={{ educationLevel: '3rd Standard', section: 'A' }}
      className="Class 3-A"
      startMonth={4}
      roll={ROLL}
      register={register}
      pending={false}
      monthClosed={false}
      t={t}
    />
  );
}

const rowOf = (name: string) => screen.getByText(name).closest('li')!;

beforeEach(() => saveRegister.mockClear());

describe('MarkingList', () => {
  it('says a save made offline waits for the connection, and no longer once the server has it', async () => {
    let sent = () => {};
    const synced = new Promise<void>((resolve) => (sent = resolve));
    saveRegister.mockReturnValueOnce({ offline: true, synced });
    const user = userEvent.setup();
    render(<List />);
    await user.click(within(rowOf('Aarav Singh')).getByRole('button', { pressed: false }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      screen.getByText('Saved on this phone. It is sent when the connection returns.'),
    ).toBeVisible();
    await act(async () => sent());
    expect(screen.getByText('Saved.')).toBeVisible();
    expect(screen.queryByText(/It is sent when the connection returns/)).not.toBeInTheDocument();
  });

  it('marks absent with a tap and leave from the menu, counts in view, and saves those marks', async () => {
    const user = userEvent.setup();
    render(<List />);
    expect(screen.getByText('Present 3')).toBeVisible();
    expect(screen.getByText(/Not taken yet/)).toBeVisible();
    // The roll number; the admission number, marked as such, for a child without one.
    expect(within(rowOf('Aarav Singh')).getByText('1')).toBeVisible();
    expect(within(rowOf('Kiran Devi')).getByText('Adm. 103')).toBeVisible();

    await user.click(within(rowOf('Aarav Singh')).getByRole('button', { pressed: false }));
    await user.click(screen.getByRole('button', { name: 'More marks for Kiran Devi' }));
    await user.click(screen.getByRole('menuitem', { name: 'Leave' }));
    expect(screen.getByText('Present 1')).toBeVisible();
    expect(screen.getByText('Absent 1')).toBeVisible();
    expect(screen.getByText('Leave 1')).toBeVisible();
    expect(rowOf('Aarav Singh')).toHaveAttribute('data-status', 'absent');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saveRegister).toHaveBeenCalledTimes(1);
    const [save, className] = saveRegister.mock.calls[0] as unknown as [
      { marks: Record<string, { status: string }>; person: { name: string; takenAt: number } },
      string,
    ];
    expect(className).toBe('Class 3-A');
    expect(save).toMatchObject({
      orgId: 'org',
      uid: 'u1',
      base: { date: '2026-12-07', startYear: 2026, educationLevel: '3rd Standard', section: 'A' },
      person: {
        name: 'Tara Teacher',
        takenAt: expect.any(Number),
        roll: {
          s1: { name: 'Aarav Singh', rollNumber: '1', admissionNumber: '101', guardian: 'Mohan' },
          s2: { name: 'Meena Kumari', rollNumber: '2', admissionNumber: '102', guardian: 'Suresh' },
          s3: { name: 'Kiran Devi', rollNumber: '', admissionNumber: '103', guardian: 'Ramesh' },
        },
      },
      marks: { s1: { status: 'absent' }, s3: { status: 'leave' } },
      hasOwnMarks: false,
      rollDropped: [],
    });
    expect(Object.keys(save.marks)).toEqual(['s1', 's3']);
    expect(screen.getByText('Saved.')).toBeVisible();
  });

  it('takes off its recorded roll a child no longer on the list when saved again', async () => {
    const user = userEvent.setup();
    const gone = { name: 'Gone Child', rollNumber: '', admissionNumber: '9', guardian: '' };
    const register: StoredRegister = {
      id: '2026-12-07_3rd Standard_A',
      date: '2026-12-07',
      startYear: 2026,
      educationLevel: '3rd Standard',
      section: 'A',
      people: { u1: { name: 'Tara Teacher', takenAt: 10, roll: { s9: gone } } },
      marks: {},
      chosen: {},
    };
    render(<List register={register} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saveRegister).toHaveBeenCalledWith(
      expect.objectContaining({ rollDropped: ['s9'] }),
      'Class 3-A',
    );
  });

  it('shows a clash with both names and keeps the one chosen', async () => {
    const user = userEvent.setup();
    const register: AttendanceRegister & { id: string } = {
      id: '2026-12-07_3rd Standard_A',
      date: '2026-12-07',
      startYear: 2026,
      educationLevel: '3rd Standard',
      section: 'A',
      people: { u1: { name: 'Tara Teacher', takenAt: 10 }, u2: { name: 'Ravi Rao', takenAt: 20 } },
      marks: {
        u1: { s2: { status: 'absent', at: 10 } },
        u2: { s2: { status: 'present', at: 20 } },
      },
      chosen: {},
    };
    render(<List register={register} />);
    expect(screen.getByText('Taken by Ravi Rao at', { exact: false })).toBeVisible();
    expect(screen.getByText('1 clash')).toBeVisible();
    const row = rowOf('Meena Kumari');
    expect(within(row).getByText('Ravi Rao: Present')).toBeVisible();
    await user.click(
      within(row).getByRole('button', {
        name: 'Keep Absent for Meena Kumari, as Tara Teacher marked',
      }),
    );
    expect(saveRegister).toHaveBeenCalledWith(
      expect.objectContaining({
        marks: {},
        hasOwnMarks: true,
        person: { name: 'Tara Teacher', takenAt: 10 },
        chosen: { s2: { status: 'absent', at: expect.any(Number), uid: 'u1' } },
      }),
      'Class 3-A',
    );
  });
});
