import { describe, expect, it } from 'vitest';
import { formatDate } from './format';

describe('formatDate', () => {
  it('write a date in words in either language', () => {
    const date = new Date(2026, 10, 25);
    expect(formatDate(date, 'hi')).toBe('25 नवंबर 2026');
    expect(formatDate(date, 'en')).toBe('25 November 2026');
  });
});
