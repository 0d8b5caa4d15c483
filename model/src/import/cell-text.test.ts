import { describe, expect, it } from 'vitest';
import { cellText } from './cell-text';

describe('cellText', () => {
  it('writes workbook dates and date serials day first, and numbers in full', () => {
    expect(cellText(new Date(Date.UTC(2012, 7, 15)), 'dateOfBirth')).toBe('15-08-2012');
    expect(cellText(41136, 'dateOfBirth')).toBe('15-08-2012');
    expect(cellText(41136, 'enrollmentDate')).toBe('15-08-2012');
    expect(cellText(9876543210, 'parentContact')).toBe('9876543210');
    expect(cellText(28.853, 'latitude')).toBe('28.853');
    expect(cellText(41136, 'school')).toBe('41136');
    expect(cellText(null)).toBe('');
    expect(cellText(true)).toBe('TRUE');
  });
});
