import { describe, expect, it } from 'vitest';
import {
  formatStudentId,
  hasStudentId,
  parseStudentNumber,
  sameWidthRange,
  studentIdPrefix,
} from './student-id';

describe('student ids', () => {
  it.each([
    ['Delhi Rural University', 'DRU'],
    ['Gyan Jyoti Academy', 'GJA'],
    ['Narela Government Public School', 'NGPS'],
    ['St. Mary’s Convent School, Alipur', 'SMCS'],
    ['Sunshine', 'SUN'],
    ['École Élémentaire', 'EE'],
    ['ज्ञान ज्योति', 'STU'],
    ['', 'STU'],
  ])('derives the prefix of %s', (name, prefix) => {
    expect(studentIdPrefix(name)).toBe(prefix);
  });

  it('pads the number to four digits and reads it back', () => {
    expect(formatStudentId('DRU', 42)).toBe('DRU-0042');
    expect(formatStudentId('DRU', 12345)).toBe('DRU-12345');
    expect(parseStudentNumber('DRU', 'DRU-0042')).toBe(42);
    expect(parseStudentNumber('DRU', 'NPS-0042')).toBeUndefined();
    expect(parseStudentNumber('DRU', 'DRU-12a')).toBeUndefined();
    expect(parseStudentNumber('DRU', undefined)).toBeUndefined();
  });

  it('gives the range of ids as wide as a number', () => {
    expect(sameWidthRange('GJA', 7)).toEqual(['GJA-0000', 'GJA-9999']);
    expect(sameWidthRange('GJA', 10000)).toEqual(['GJA-00000', 'GJA-99999']);
  });

  it('knows when a student already has an id', () => {
    expect(hasStudentId({ studentId: 'NPS-0001' })).toBe(true);
    expect(hasStudentId({ studentId: ' ' })).toBe(false);
    expect(hasStudentId({ studentId: null })).toBe(false);
    expect(hasStudentId(undefined)).toBe(false);
  });
});
