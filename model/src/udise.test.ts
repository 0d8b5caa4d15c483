import { describe, expect, it } from 'vitest';
import { GENDERS } from './filters';
import {
  MINORITY_GROUP_CODES,
  MINORITY_GROUPS,
  SOCIAL_CATEGORIES,
  SOCIAL_CATEGORY_CODES,
  UDISE_GENDER_CODES,
  udiseCodeOf,
  udiseYesNo,
  type UdiseCode,
} from './udise';

/** Each stored value once, in the list's order, each code once. */
function expectOneRowPerValue<V extends string>(
  table: readonly UdiseCode<V>[],
  values: readonly V[],
) {
  expect(table.map((row) => row.value)).toEqual(values);
  expect(new Set(table.map((row) => row.code)).size).toBe(table.length);
  for (const row of table) expect(row.label.trim()).not.toBe('');
}

describe("the UDISE+ portal's codes", () => {
  it('give gender as Male 1, Female 2, Transgender 3', () => {
    expect(GENDERS.map((gender) => UDISE_GENDER_CODES[gender])).toEqual([1, 2, 3]);
  });

  it('give social category as General 1, SC 2, ST 3, OBC 4', () => {
    expectOneRowPerValue(SOCIAL_CATEGORY_CODES, SOCIAL_CATEGORIES);
    expect(SOCIAL_CATEGORY_CODES.map((row) => `${row.label} ${row.code}`)).toEqual([
      'General 1',
      'SC 2',
      'ST 3',
      'OBC 4',
    ]);
  });

  it('give minority group from Muslim 1 to Jain 6, and 7 for not a minority', () => {
    expectOneRowPerValue(MINORITY_GROUP_CODES, MINORITY_GROUPS);
    expect(MINORITY_GROUP_CODES.map((row) => row.code)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(udiseCodeOf(MINORITY_GROUP_CODES, 'none')).toBe(7);
    expect(udiseCodeOf(MINORITY_GROUP_CODES, 'parsi')).toBe(5);
  });

  it('answer yes 1 and no 2, and refuse a value with no code', () => {
    expect([udiseYesNo(true), udiseYesNo(false)]).toEqual([1, 2]);
    expect(() => udiseCodeOf(SOCIAL_CATEGORY_CODES, 'ews' as never)).toThrow(/no UDISE\+ code/);
  });
});
