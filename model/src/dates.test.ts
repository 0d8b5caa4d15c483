import { describe, expect, it } from 'vitest';
import { indianDateTime, msUntilNextIndianDay, todayIso } from './dates';

describe("India's calendar", () => {
  it('turns the day at India’s midnight, 18:30 UTC', () => {
    expect(todayIso(new Date('2027-03-31T18:29:59Z'))).toBe('2027-03-31');
    expect(todayIso(new Date('2027-03-31T18:30:00Z'))).toBe('2027-04-01');
    expect(indianDateTime(new Date('2027-03-31T18:30:00Z'))).toBe('2027-04-01 00:00 IST');
  });

  it('says how long until the next day begins there', () => {
    expect(msUntilNextIndianDay(new Date('2027-03-31T18:29:00Z'))).toBe(60_000);
    expect(msUntilNextIndianDay(new Date('2027-03-31T18:30:00Z'))).toBe(86_400_000);
    expect(msUntilNextIndianDay(new Date('2027-03-31T06:30:00Z'))).toBe(12 * 3_600_000);
  });
});
