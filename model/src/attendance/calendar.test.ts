import { describe, expect, it } from 'vitest';
import {
  addDays,
  attendanceCalendarSchema,
  attendanceWindowOf,
  CALENDAR_MESSAGES,
  dayOff,
  DEFAULT_ATTENDANCE_WINDOW_DAYS,
  earliestDayToMark,
  EMPTY_CALENDAR,
  holidaySchema,
  holidaysOutsideYear,
  monthOfDay,
  nextDay,
  rteMinimumFor,
  rteShortfalls,
  workingDays,
  workingDaysOfYear,
  type AttendanceCalendar,
} from './calendar';

// 2026-12-06 is a Sunday.
const CALENDAR: AttendanceCalendar = {
  weeklyOff: [0, 6],
  holidays: [
    { from: '2026-12-25', to: '2026-12-25', name: 'Christmas' },
    { from: '2026-12-28', to: '2027-01-02', name: 'Winter vacation' },
  ],
  openedDays: ['2026-12-12', '2026-12-31'],
};

describe('days off', () => {
  it('are the weekly days off, Sunday alone by default', () => {
    expect(dayOff(EMPTY_CALENDAR, '2026-12-06')).toEqual({ kind: 'weekly' });
    expect(dayOff(EMPTY_CALENDAR, '2026-12-05')).toBeNull();
    expect(dayOff(CALENDAR, '2026-12-05')).toEqual({ kind: 'weekly' });
  });

  it('are the days of a holiday or a vacation, both ends included, by name', () => {
    expect(dayOff(CALENDAR, '2026-12-25')).toEqual({ kind: 'holiday', name: 'Christmas' });
    expect(dayOff(CALENDAR, '2026-12-28')).toEqual({ kind: 'holiday', name: 'Winter vacation' });
    expect(dayOff(CALENDAR, '2027-01-02')).toEqual({ kind: 'holiday', name: 'Winter vacation' });
    expect(dayOff(CALENDAR, '2027-01-04')).toBeNull();
  });

  it('are not the days a super_admin opened, weekly or holiday', () => {
    expect(dayOff(CALENDAR, '2026-12-12')).toBeNull();
    expect(dayOff(CALENDAR, '2026-12-31')).toBeNull();
  });
});

describe('working days', () => {
  it('are the days from one to another, both included, that are not off', () => {
    expect(workingDays(CALENDAR, '2026-12-21', '2026-12-31')).toEqual([
      '2026-12-21',
      '2026-12-22',
      '2026-12-23',
      '2026-12-24',
      '2026-12-31',
    ]);
    expect(workingDays(CALENDAR, '2026-12-08', '2026-12-07')).toEqual([]);
  });

  it('of a year with Sundays off and no holidays: 313 in 2026-27', () => {
    const days = workingDaysOfYear(EMPTY_CALENDAR, 2026, 4);
    expect(days).toHaveLength(365 - 52);
    expect(days[0]).toBe('2026-04-01');
    expect(days.at(-1)).toBe('2027-03-31');
  });

  it('fall short of the RTE for classes 1-5 under 200, for 6-8 under 220', () => {
    expect(rteShortfalls(199)).toEqual([
      { classes: '1-5', minimum: 200 },
      { classes: '6-8', minimum: 220 },
    ]);
    expect(rteShortfalls(200)).toEqual([{ classes: '6-8', minimum: 220 }]);
    expect(rteShortfalls(220)).toEqual([]);
    expect(rteMinimumFor('5th Standard')).toBe(200);
    expect(rteMinimumFor('8th Standard')).toBe(220);
    expect(rteMinimumFor('9th Standard')).toBeNull();
    expect(rteMinimumFor('B.Sc')).toBeNull();
  });
});

describe('dates', () => {
  it('step across months, years and leap days', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(monthOfDay('2026-12-07')).toBe('2026-12');
  });
});

describe('the window of days back', () => {
  it('starts the window days before today', () => {
    expect(earliestDayToMark('2026-12-07', 7)).toBe('2026-11-30');
    expect(earliestDayToMark('2026-12-07', 0)).toBe('2026-12-07');
  });

  it('reads as stored when a whole number from 0 to 60, else as 7', () => {
    expect(attendanceWindowOf(0)).toBe(0);
    expect(attendanceWindowOf(60)).toBe(60);
    for (const stored of [undefined, null, 61, -1, 2.5, '7', Number.NaN])
      expect(attendanceWindowOf(stored)).toBe(DEFAULT_ATTENDANCE_WINDOW_DAYS);
  });
});

describe('the calendar form', () => {
  const messages = (value: unknown) => {
    const result = holidaySchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('takes a holiday or a vacation with a name, trimmed', () => {
    expect(
      holidaySchema.parse({ from: '2026-12-25', to: '2026-12-25', name: ' Christmas ' }),
    ).toEqual({ from: '2026-12-25', to: '2026-12-25', name: 'Christmas' });
  });

  it('says what is wrong with a holiday', () => {
    expect(messages({ from: '2026-12-25', to: '2026-12-25', name: '  ' })).toEqual([
      CALENDAR_MESSAGES.holidayName,
    ]);
    expect(messages({ from: '2026-12-26', to: '2026-12-25', name: 'Boxing' })).toEqual([
      CALENDAR_MESSAGES.holidayOrder,
    ]);
    expect(messages({ from: '2026-02-30', to: '2026-03-01', name: 'Holi' })).toEqual([
      'Not a real date',
    ]);
  });

  it('finds the holidays outside the academic year', () => {
    const outside = { from: '2027-03-30', to: '2027-04-02', name: 'Spring' };
    expect(
      holidaysOutsideYear({ ...CALENDAR, holidays: [...CALENDAR.holidays, outside] }, 2026, 4),
    ).toEqual([outside]);
  });

  it('fills a stored calendar missing fields with Sundays off and nothing else', () => {
    expect(attendanceCalendarSchema.parse({})).toEqual(EMPTY_CALENDAR);
    expect(attendanceCalendarSchema.safeParse({ weeklyOff: [7] }).success).toBe(false);
  });
});
