import { describe, expect, it } from 'vitest';
import {
  academicYearOf,
  academicYearStarting,
  isMonthNumber,
  lastQuarterStart,
} from './academic-year';

describe('the academic year', () => {
  it('runs April to March by default, named as offices write it', () => {
    expect(academicYearOf('2026-04-01')).toEqual({
      label: '2026-27',
      startYear: 2026,
      start: '2026-04-01',
      end: '2027-03-31',
    });
    expect(academicYearOf('2027-03-31').label).toBe('2026-27');
    expect(academicYearOf('2026-03-31').label).toBe('2025-26');
    expect(academicYearOf('1999-12-31').label).toBe('1999-00');
  });

  it('follows the month an organization sets', () => {
    expect(academicYearOf('2026-06-30', 7)).toMatchObject({ label: '2025-26', end: '2026-06-30' });
    expect(academicYearOf('2026-07-01', 7)).toMatchObject({
      label: '2026-27',
      start: '2026-07-01',
    });
    expect(academicYearOf('2026-05-09', 1)).toEqual({
      label: '2026',
      startYear: 2026,
      start: '2026-01-01',
      end: '2026-12-31',
    });
    // A year starting in March ends on the last day of February, 29 in a leap year.
    expect(academicYearStarting(2027, 3).end).toBe('2028-02-29');
  });

  it("reads an instant in India's calendar", () => {
    // 31 March 2027, 19:00 UTC is already 1 April in India.
    expect(academicYearOf(new Date('2027-03-31T19:00:00Z')).label).toBe('2027-28');
    expect(academicYearOf(new Date('2027-03-31T18:00:00Z')).label).toBe('2026-27');
  });

  it('refuses a month that is not one', () => {
    expect(() => academicYearStarting(2026, 13)).toThrow();
    expect(isMonthNumber(0)).toBe(false);
    expect(isMonthNumber(12)).toBe(true);
    expect(isMonthNumber(4.5)).toBe(false);
  });

  it('starts the last quarter nine months after the year', () => {
    expect(lastQuarterStart(academicYearStarting(2026, 4))).toBe('2027-01-01');
    expect(lastQuarterStart(academicYearStarting(2026, 7))).toBe('2027-04-01');
    expect(lastQuarterStart(academicYearStarting(2026, 1))).toBe('2026-10-01');
    expect(lastQuarterStart(academicYearStarting(2026, 3))).toBe('2026-12-01');
  });
});
