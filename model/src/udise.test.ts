import { describe, expect, it } from 'vitest';
import { GENDERS } from './filters';
import {
  BLOOD_GROUP_CODES,
  DISTANCE_TO_SCHOOL_CODES,
  IMPAIRMENT_CODES,
  INDIAN_LANGUAGE_CODES,
  MINORITY_GROUP_CODES,
  MINORITY_GROUPS,
  NATIONALITY_CODES,
  PREVIOUS_YEAR_STATUS_CODES,
  SCHOLARSHIP_CODES,
  SOCIAL_CATEGORIES,
  SOCIAL_CATEGORY_CODES,
  STREAM_CODES,
  UDISE_GENDER_CODES,
  udiseCodeOf,
  udiseYesNo,
  type UdiseChoice,
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

  it('give minority group from Muslim 1 to Buddhist 4 and 7 for not a minority, leaving Parsi and Jain to the office', () => {
    expect(MINORITY_GROUP_CODES.map((row) => row.value)).toEqual(MINORITY_GROUPS);
    expect(MINORITY_GROUP_CODES.map((row) => row.code)).toEqual([1, 2, 3, 4, null, null, 7]);
  });

  it('answer yes 1 and no 2, and refuse a value with no code', () => {
    expect([udiseYesNo(true), udiseYesNo(false)]).toEqual([1, 2]);
    expect(() => udiseCodeOf(SOCIAL_CATEGORY_CODES, 'ews' as never)).toThrow(/no UDISE\+ code/);
  });
});

const TABLES: Record<string, readonly UdiseChoice<string>[]> = {
  SOCIAL_CATEGORY_CODES,
  MINORITY_GROUP_CODES,
  INDIAN_LANGUAGE_CODES,
  IMPAIRMENT_CODES,
  BLOOD_GROUP_CODES,
  NATIONALITY_CODES,
  DISTANCE_TO_SCHOOL_CODES,
  STREAM_CODES,
  PREVIOUS_YEAR_STATUS_CODES,
  SCHOLARSHIP_CODES,
};

describe('every table of choices', () => {
  it.each(Object.entries(TABLES))(
    '%s: each value once, each label said, each code once',
    (_, table) => {
      const values = table.map((row) => row.value);
      expect(new Set(values).size).toBe(values.length);
      for (const row of table) expect(row.label.trim(), row.value).not.toBe('');
      // A code not yet checked against the template is null; those given are distinct.
      const codes = table.map((row) => row.code).filter((code) => code !== null);
      expect(new Set(codes).size).toBe(codes.length);
    },
  );

  it('give the gender codes once each', () => {
    const codes = Object.values(UDISE_GENDER_CODES);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("hold the 21 disabilities of the RPwD Act and the Eighth Schedule's 22 languages", () => {
    expect(IMPAIRMENT_CODES).toHaveLength(21);
    // The 22, English, and any other.
    expect(INDIAN_LANGUAGE_CODES).toHaveLength(24);
  });
});
