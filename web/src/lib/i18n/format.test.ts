import { describe, expect, it } from 'vitest';
import { formatDate, nameCollator } from './format';

describe('formatDate', () => {
  it('write a date in words in either language', () => {
    const date = new Date(2026, 10, 25);
    expect(formatDate(date, 'hi')).toBe('25 नवंबर 2026');
    expect(formatDate(date, 'en')).toBe('25 November 2026');
  });
});

describe('nameCollator', () => {
  it('sorts names whatever their case, numbers by value, in either language', () => {
    expect(['ravi', 'Asha', 'Meena'].sort(nameCollator('en').compare)).toEqual([
      'Asha',
      'Meena',
      'ravi',
    ]);
    expect(['Class 10', 'Class 9'].sort(nameCollator('en').compare)).toEqual([
      'Class 9',
      'Class 10',
    ]);
    expect(['रवि', 'आशा', 'अमित'].sort(nameCollator('hi').compare)).toEqual(['अमित', 'आशा', 'रवि']);
  });
});
