import { describe, expect, it } from 'vitest';
import { AGE_RANGES, ageOn, ALL, GENDERS, isInAgeRange, LEVEL_FILTER_OPTIONS } from './filters';

describe('directory filter options', () => {
  it('offers all, primary, secondary and higher education levels', () => {
    expect(LEVEL_FILTER_OPTIONS.map((option) => option.value)).toEqual([
      ALL,
      'primary',
      'secondary',
      'higher',
    ]);
  });

  it('offers the age ranges and genders of docs/product.md', () => {
    expect(AGE_RANGES.map((range) => range.value)).toEqual(['5-10', '11-15', '16-20', '21+']);
    expect(GENDERS).toEqual(['male', 'female', 'other']);
  });

  it.each([
    [4, '5-10', false],
    [5, '5-10', true],
    [10, '5-10', true],
    [11, '5-10', false],
    [11, '11-15', true],
    [20, '16-20', true],
    [21, '16-20', false],
    [21, '21+', true],
    [67, '21+', true],
    [3, ALL, true],
    [12, 'unknown', false],
  ])('age %i in range %s is %s', (age, range, expected) => {
    expect(isInAgeRange(age, range)).toBe(expected);
  });

  it('computes whole years of age, counting the birthday itself', () => {
    const today = new Date(Date.UTC(2026, 10, 23));
    expect(ageOn('2016-11-23', today)).toBe(10);
    expect(ageOn('2016-11-24', today)).toBe(9);
    expect(ageOn('2016-12-01', today)).toBe(9);
    expect(ageOn('2016-01-01', today)).toBe(10);
    expect(() => ageOn('not a date', today)).toThrow(RangeError);
  });
});
