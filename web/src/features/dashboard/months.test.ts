import { describe, expect, it } from 'vitest';
import { monthsBefore } from './months';

describe('monthsBefore', () => {
  it('counts back calendar months across years', () => {
    expect(monthsBefore(new Date('2026-11-23T12:00:00Z'), 1)).toBe('2026-10');
    // Months are India's: 31 January 18:00 UTC is 23:30 IST, still January...
    expect(monthsBefore(new Date('2026-01-31T18:00:00Z'), 1)).toBe('2025-12');
    // ...and 19:00 UTC is already 1 February in India.
    expect(monthsBefore(new Date('2026-01-31T19:00:00Z'), 1)).toBe('2026-01');
    expect(monthsBefore(new Date('2026-03-31T00:00:00Z'), 12)).toBe('2025-03');
  });
});
