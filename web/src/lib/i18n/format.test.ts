import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber } from './format';

describe('formats', () => {
  it('group digits the Indian way', () => {
    expect(formatNumber(123456)).toBe('1,23,456');
    expect(formatNumber(12345678)).toBe('1,23,45,678');
  });

  it('write a date in words in either language', () => {
    const date = new Date(2026, 10, 25);
    expect(formatDate(date, 'hi')).toBe('25 नवंबर 2026');
    expect(formatDate(date, 'en')).toBe('25 November 2026');
  });
});
