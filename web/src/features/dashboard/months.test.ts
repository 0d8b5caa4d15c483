import { describe, expect, it } from 'vitest';
import { monthsBefore } from './months';

describe('monthsBefore', () => {
  it('counts back calendar months across years', () => {
    expect(monthsBefore(new Date('2026-11-23T12:00:00Z'), 1)).toBe('2026-10');
    expect(monthsBefore(new Date('2026-01-31T23:00:00Z'), 1)).toBe('2025-12');
    expect(monthsBefore(new Date('2026-03-31T00:00:00Z'), 12)).toBe('2025-03');
  });
});
