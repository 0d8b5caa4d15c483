import { describe, expect, it } from 'vitest';
import { EMPTY_CALENDAR } from '@village/model/attendance/calendar';
import type { AttendanceRegister } from '@village/model/attendance/register';
import {
  CHILDREN_PER_PAGE,
  daysOfMonth,
  registerGrid,
  registerOrder,
  registerPages,
  type RegisterChild,
} from './register-grid';
import { childrenAsTaken } from './taken-rolls';

const CLASS_7A = { educationLevel: '7th Standard', section: 'A' } as const;

function child(id: string, patch: Partial<RegisterChild> = {}): RegisterChild {
  return {
    id,
    name: id,
    rollNumber: '',
    educationLevel: '7th Standard',
    section: 'A',
    status: 'active',
    enrollmentDate: null,
    leavingDate: null,
    progressedIn: null,
    yearClass: null,
    ...patch,
  };
}

function register(
  date: string,
  marks: Record<string, AttendanceRegister['marks'][string][string]['status']>,
  taken = true,
): AttendanceRegister {
  return {
    date,
    startYear: 2026,
    educationLevel: '7th Standard',
    section: 'A',
    people: { t1: { name: 'Teacher', takenAt: taken ? 1 : null } },
    marks: {
      t1: Object.fromEntries(Object.entries(marks).map(([id, status]) => [id, { status, at: 1 }])),
    },
    chosen: {},
  };
}

/** `register` as taken by a phone that recorded the roll it showed (name by id). */
function withRoll(
  taken: AttendanceRegister,
  names: Record<string, string>,
  person = 't1',
  takenAt = 1,
): AttendanceRegister {
  const roll = Object.fromEntries(
    Object.entries(names).map(([id, name]) => [
      id,
      { name, rollNumber: '', admissionNumber: '', guardian: '' },
    ]),
  );
  return { ...taken, people: { ...taken.people, [person]: { name: 'Teacher', takenAt, roll } } };
}

// December 2026: the 6th, 13th, 20th and 27th are Sundays.
const grid = (children: RegisterChild[], registers: AttendanceRegister[], holidays = false) =>
  registerGrid({
    month: '2026-12',
    attendanceClass: CLASS_7A,
    startYear: 2026,
    children,
    registers,
    calendar: holidays
      ? {
          ...EMPTY_CALENDAR,
          holidays: [{ from: '2026-12-25', to: '2026-12-25', name: 'Christmas' }],
        }
      : EMPTY_CALENDAR,
  });

describe('the monthly register grid', () => {
  it('has a column per day of the month', () => {
    expect(daysOfMonth('2026-12')).toHaveLength(31);
    expect(daysOfMonth('2027-02')).toHaveLength(28);
    expect(daysOfMonth('2028-02').at(-1)).toBe('2028-02-29');
  });

  it('prints each taken day as its letter, H on a day off, blank on a day not taken', () => {
    const { rows, days, presentByDay } = grid(
      [child('asha'), child('ravi')],
      [
        register('2026-12-01', { asha: 'absent', ravi: 'half' }),
        register('2026-12-02', { asha: 'leave' }),
        // Saved as a draft only: not taken, so blank, not "all present".
        register('2026-12-03', { ravi: 'absent' }, false),
      ],
      true,
    );
    const [asha, ravi] = rows;
    expect(asha!.cells.slice(0, 4)).toEqual(['A', 'L', '', '']);
    expect(ravi!.cells.slice(0, 4)).toEqual(['½', 'P', '', '']);
    expect(asha!.cells[5]).toBe('H'); // Sunday the 6th
    expect(asha!.cells[24]).toBe('H'); // Christmas
    expect(days[24]!.off).toBe(true);
    expect(asha!.totals).toEqual({ present: 0, absent: 1, leave: 1, half: 0, attended: 0 });
    expect(ravi!.totals).toEqual({ present: 1, absent: 0, leave: 0, half: 1, attended: 1.5 });
    expect(presentByDay.slice(0, 4)).toEqual([0, 1, null, null]);
  });

  it('prints a day taken on a day off as taken', () => {
    const { rows } = grid([child('asha')], [register('2026-12-06', {})]);
    expect(rows[0]!.cells[5]).toBe('P');
  });

  it('leaves out children never on the roll that month, and blanks days before admission', () => {
    const { rows } = grid(
      [
        child('asha', { enrollmentDate: '2026-12-10' }),
        child('other-section', { section: 'B' }),
        child('admitted-later', { enrollmentDate: '2027-01-05' }),
        // Promoted since: their year record says they were in 7-A this year.
        child('promoted', {
          educationLevel: '8th Standard',
          progressedIn: 2026,
          yearClass: { educationLevel: '7th Standard', section: 'a' },
        }),
      ],
      [register('2026-12-01', {}), register('2026-12-10', {})],
    );
    expect(rows.map((row) => row.id)).toEqual(['asha', 'promoted']);
    expect(rows[0]!.cells[0]).toBe('');
    expect(rows[0]!.cells[9]).toBe('P');
    expect(rows[0]!.serial).toBe(1);
    expect(rows[1]!.serial).toBe(2);
  });

  it('orders by roll number, numbers as numbers, then by name', () => {
    const collator = new Intl.Collator('en-IN', { numeric: true, sensitivity: 'base' });
    const ordered = registerOrder(
      [
        child('c', { name: 'Zoya' }),
        child('a', { name: 'Meena', rollNumber: '10' }),
        child('b', { name: 'Arjun', rollNumber: '2' }),
        child('d', { name: 'Bala' }),
      ],
      collator,
    );
    expect(ordered.map((row) => row.name)).toEqual(['Arjun', 'Meena', 'Bala', 'Zoya']);
  });

  it('cuts the rows into pages of 45', () => {
    const rows = Array.from({ length: 95 }, (_, index) => index);
    const pages = registerPages(rows);
    expect(CHILDREN_PER_PAGE).toBe(45);
    expect(pages.map((page) => page.length)).toEqual([45, 45, 5]);
    expect(registerPages([])).toEqual([[]]);
  });
});

describe('the monthly register as the roll was taken', () => {
  const asTaken = (children: RegisterChild[], registers: AttendanceRegister[]) =>
    grid(childrenAsTaken(children, registers), registers);

  it('prints a child renamed since under the name recorded on the latest day taken', () => {
    const { rows } = asTaken(
      [child('asha', { name: 'Asha Devi (renamed)' })],
      [
        withRoll(register('2026-12-02', { asha: 'absent' }), { asha: 'Asha D.' }),
        withRoll(register('2026-12-01', {}), { asha: 'Asha' }),
        // Taken before rolls were recorded: read from the records, named by the latest roll.
        register('2026-12-03', {}),
      ],
    );
    expect(rows.map((row) => row.name)).toEqual(['Asha D.']);
    expect(rows[0]!.cells.slice(0, 3)).toEqual(['P', 'A', 'P']);
  });

  it('keeps a child moved away since on the days recorded, and leaves off one not recorded', () => {
    const { rows } = asTaken(
      [
        // Moved to 7-B after the 1st: the records no longer put them on 7-A's roll.
        child('moved', { section: 'B' }),
        // Now in 7-A, but not on the roll the 1st was taken from.
        child('joined'),
      ],
      [
        withRoll(register('2026-12-01', { moved: 'leave' }), { moved: 'Moved Child' }),
        register('2026-12-02', {}),
      ],
    );
    expect(rows.map((row) => [row.name, row.cells.slice(0, 2)])).toEqual([
      ['Moved Child', ['L', '']],
      ['joined', ['', 'P']],
    ]);
  });

  it("prints a child only a recorded roll knows (removed since), on that roll's days", () => {
    const { rows, presentByDay } = asTaken(
      [],
      [withRoll(register('2026-12-01', {}), { gone: 'Gone Child' }), register('2026-12-02', {})],
    );
    expect(rows.map((row) => [row.name, row.cells.slice(0, 2)])).toEqual([
      ['Gone Child', ['P', '']],
    ]);
    expect(presentByDay.slice(0, 2)).toEqual([1, 0]);
  });

  it("joins two people's rolls, the later taker's entry naming the child", () => {
    const day = withRoll(
      withRoll(register('2026-12-01', {}), { asha: 'Asha', ravi: 'Ravi' }, 't1', 1),
      { asha: 'Asha Kumari' },
      't2',
      5,
    );
    const { rows } = asTaken([child('asha'), child('ravi')], [day]);
    expect(rows.map((row) => row.name)).toEqual(['Asha Kumari', 'Ravi']);
  });
});
