import { describe, expect, it } from 'vitest';
import {
  attendanceDayOf,
  onClassRoll,
  rollQueryLevels,
  totalsIdOf,
  totalsOfDays,
  wholeDaysAttended,
  type RollCandidate,
} from './totals';

describe("a child's totals", () => {
  const totals = totalsOfDays('ravi', 2026, {
    '2026-11-30': 'present',
    '2026-12-01': 'absent',
    '2026-12-02': 'half',
    '2026-12-03': 'leave',
    '2026-12-04': 'present',
  });

  it('count each status, the days taken and attended, a half day as half', () => {
    expect(totals).toMatchObject({
      studentDocId: 'ravi',
      startYear: 2026,
      present: 2,
      absent: 1,
      leave: 1,
      half: 1,
      taken: 5,
      attended: 2.5,
    });
    expect(wholeDaysAttended(totals)).toBe(2);
  });

  it('count month by month', () => {
    expect(totals.months).toEqual({
      '2026-11': { present: 1, absent: 0, leave: 0, half: 0 },
      '2026-12': { present: 1, absent: 1, leave: 1, half: 1 },
    });
  });

  it('are zero with no day taken', () => {
    expect(totalsOfDays('ravi', 2026, {})).toMatchObject({ taken: 0, attended: 0, months: {} });
    expect(totalsIdOf(2026, 'ravi')).toBe('2026_ravi');
  });
});

describe("a day's summary", () => {
  it('sums the classes taken and gives the percentage attended', () => {
    const classes = {
      '7th Standard_A': {
        educationLevel: '7th Standard' as const,
        section: 'A',
        present: 30,
        absent: 5,
        leave: 3,
        half: 2,
      },
      '8th Standard_': {
        educationLevel: '8th Standard' as const,
        section: '',
        present: 10,
        absent: 0,
        leave: 0,
        half: 0,
      },
    };
    expect(attendanceDayOf('2026-12-07', classes)).toEqual({
      date: '2026-12-07',
      classes,
      present: 40,
      absent: 5,
      leave: 3,
      half: 2,
      percent: 82,
    });
  });

  it('has no percentage when no class was taken', () => {
    expect(attendanceDayOf('2026-12-07', {}).percent).toBeNull();
  });
});

describe("a class's roll on a day", () => {
  const SEVEN_A = { educationLevel: '7th Standard' as const, section: 'A' };
  const student = (patch: Partial<RollCandidate> = {}): RollCandidate => ({
    educationLevel: '7th Standard',
    section: 'a ',
    status: 'active',
    enrollmentDate: '2024-04-01',
    leavingDate: null,
    progressedIn: null,
    ...patch,
  });
  const onRoll = (
    candidate: RollCandidate,
    date = '2026-12-07',
    yearClass = null as null | typeof SEVEN_A,
  ) => onClassRoll(candidate, yearClass, SEVEN_A, date, 2026);

  it("holds the class's active students, the section read as sectionKey writes it", () => {
    expect(onRoll(student())).toBe(true);
    expect(onRoll(student({ enrollmentDate: null }))).toBe(true);
    expect(onRoll(student({ section: 'B' }))).toBe(false);
    expect(onRoll(student({ educationLevel: '8th Standard' }))).toBe(false);
  });

  it('holds a child admitted later only from the day of admission', () => {
    const late = student({ enrollmentDate: '2026-12-07' });
    expect(onRoll(late, '2026-12-06')).toBe(false);
    expect(onRoll(late, '2026-12-07')).toBe(true);
  });

  it('holds a child who left up to the leaving day, not after', () => {
    const left = student({ status: 'left', leavingDate: '2026-12-07' });
    expect(onRoll(left, '2026-12-07')).toBe(true);
    expect(onRoll(left, '2026-12-08')).toBe(false);
  });

  it('holds a child promoted since in the class of their year record', () => {
    const promoted = student({ educationLevel: '8th Standard', section: 'B', progressedIn: 2026 });
    expect(onRoll(promoted, '2026-12-07', SEVEN_A)).toBe(true);
    expect(onRoll(promoted, '2026-12-07', { ...SEVEN_A, section: 'B' })).toBe(false);
    expect(onRoll(promoted, '2026-12-07', null)).toBe(false);
  });

  it('reads the class now for a year not yet closed for the child', () => {
    const earlierYear = student({ progressedIn: 2025 });
    expect(onRoll(earlierYear, '2026-12-07', { ...SEVEN_A, section: 'B' })).toBe(true);
  });

  it('holds a child who graduated with no leaving day only in the years closed for them', () => {
    const graduated = student({ status: 'graduated', progressedIn: 2026 });
    expect(onRoll(graduated, '2026-12-07', SEVEN_A)).toBe(true);
    const graduatedEarlier = student({ status: 'graduated', progressedIn: 2025 });
    expect(onRoll(graduatedEarlier, '2026-12-07')).toBe(false);
  });
});

describe('the levels a roll reads', () => {
  it('are the level and the one it promotes to, where there is one', () => {
    expect(rollQueryLevels('7th Standard')).toEqual(['7th Standard', '8th Standard']);
    expect(rollQueryLevels('10th Standard')).toEqual(['10th Standard', '11th Standard']);
    expect(rollQueryLevels('12th Standard')).toEqual(['12th Standard']);
    expect(rollQueryLevels('B.Sc')).toEqual(['B.Sc']);
  });
});
