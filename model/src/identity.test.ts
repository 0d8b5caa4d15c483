import { describe, expect, it } from 'vitest';
import {
  aadhaarSchema,
  apaarSchema,
  checkAadhaar,
  formatAadhaar,
  hasValidVerhoeffCheckDigit,
  IDENTITY_MESSAGES,
  maskAadhaar,
  normalizeIdentityDigits,
  penSchema,
  verhoeffCheckDigit,
} from './identity';

/** An Aadhaar-shaped number: `first11` and its check digit. */
const aadhaarFrom = (first11: string) => `${first11}${verhoeffCheckDigit(first11)}`;

describe("Verhoeff's check digit", () => {
  it('gives the published examples', () => {
    // Verhoeff (1969), as quoted in every description of the scheme.
    expect(verhoeffCheckDigit('236')).toBe(3);
    expect(verhoeffCheckDigit('12345')).toBe(1);
    expect(verhoeffCheckDigit('142857')).toBe(0);
    expect(hasValidVerhoeffCheckDigit('2363')).toBe(true);
    expect(hasValidVerhoeffCheckDigit('123451')).toBe(true);
    expect(hasValidVerhoeffCheckDigit('1428570')).toBe(true);
    expect(hasValidVerhoeffCheckDigit('2364')).toBe(false);
  });

  it('catches every single wrong digit and every swap of two neighbours', () => {
    const valid = aadhaarFrom('73829104658');
    expect(hasValidVerhoeffCheckDigit(valid)).toBe(true);
    for (let place = 0; place < valid.length; place += 1) {
      for (let digit = 0; digit <= 9; digit += 1) {
        if (String(digit) === valid[place]) continue;
        const typo = `${valid.slice(0, place)}${digit}${valid.slice(place + 1)}`;
        expect(hasValidVerhoeffCheckDigit(typo), typo).toBe(false);
      }
    }
    for (let place = 0; place + 1 < valid.length; place += 1) {
      if (valid[place] === valid[place + 1]) continue;
      const swapped = `${valid.slice(0, place)}${valid[place + 1]}${valid[place]}${valid.slice(place + 2)}`;
      expect(hasValidVerhoeffCheckDigit(swapped), swapped).toBe(false);
    }
  });

  it('refuses what is not digits', () => {
    expect(() => verhoeffCheckDigit('12a')).toThrow();
    expect(hasValidVerhoeffCheckDigit('')).toBe(false);
    expect(hasValidVerhoeffCheckDigit('2363 ')).toBe(false);
  });
});

describe('the Aadhaar field', () => {
  const valid = aadhaarFrom('23456789012');

  it('takes a number as the card prints it or as staff type it', () => {
    for (const typed of [
      valid,
      formatAadhaar(valid),
      valid.replace(/(\d{4})/g, '$1-'),
      ` ${valid} `,
    ])
      expect(checkAadhaar(typed)).toEqual({ ok: true, kind: 'aadhaar', digits: valid });
    expect(formatAadhaar(valid)).toMatch(/^\d{4} \d{4} \d{4}$/);
  });

  it('refuses a number starting with 0 or 1, or with a typing mistake, saying which', () => {
    expect(checkAadhaar(aadhaarFrom('03456789012'))).toEqual({
      ok: false,
      message: IDENTITY_MESSAGES.aadhaarFirstDigit,
    });
    expect(checkAadhaar(aadhaarFrom('13456789012'))).toEqual({
      ok: false,
      message: IDENTITY_MESSAGES.aadhaarFirstDigit,
    });
    const typo = `${valid.slice(0, 11)}${(Number(valid[11]) + 1) % 10}`;
    expect(checkAadhaar(typo)).toEqual({ ok: false, message: IDENTITY_MESSAGES.aadhaarCheckDigit });
  });

  it('takes a 28-digit enrolment ID whose last 14 digits are a date and time', () => {
    const enrolment = '1234/12345/12345 20190315 142233';
    expect(checkAadhaar(enrolment)).toEqual({
      ok: true,
      kind: 'enrolment',
      digits: '1234123451234520190315142233',
    });
    expect(checkAadhaar('1234123451234520191315142233')).toEqual({
      ok: false,
      message: IDENTITY_MESSAGES.enrolmentIdDate,
    });
    expect(checkAadhaar('1234123451234520190230142233')).toEqual({
      ok: false,
      message: IDENTITY_MESSAGES.enrolmentIdDate,
    });
  });

  it('refuses any other length or letters', () => {
    for (const typed of [
      '',
      '23456789012',
      `${valid}0`,
      'ABCD EFGH IJKL',
      `${valid.slice(0, 11)}O`,
    ])
      expect(checkAadhaar(typed)).toEqual({ ok: false, message: IDENTITY_MESSAGES.aadhaarForm });
  });

  it('is stored as digits only', () => {
    expect(aadhaarSchema.safeParse(valid).success).toBe(true);
    const spaced = aadhaarSchema.safeParse(formatAadhaar(valid));
    expect(spaced.success).toBe(false);
    expect(spaced.error?.issues.map((issue) => issue.message)).toEqual([
      IDENTITY_MESSAGES.aadhaarForm,
    ]);
    expect(aadhaarSchema.safeParse(aadhaarFrom('13456789012')).error?.issues[0]?.message).toBe(
      IDENTITY_MESSAGES.aadhaarFirstDigit,
    );
    expect(aadhaarSchema.safeParse(1234).success).toBe(false);
  });

  it('is shown masked but for its last four digits', () => {
    expect(maskAadhaar('1234')).toBe('XXXX XXXX 1234');
    expect(maskAadhaar(valid)).toBe(`XXXX XXXX ${valid.slice(8)}`);
    expect(maskAadhaar('2233', 'enrolment')).toBe(`${'X'.repeat(24)}2233`);
    expect(maskAadhaar('34')).toBe('XXXX XXXX XX34');
  });
});

describe('PEN and APAAR ID', () => {
  it('take 11 and 12 digits, typed with separators or not', () => {
    expect(penSchema.safeParse(normalizeIdentityDigits('2019 1234 567')).success).toBe(true);
    expect(penSchema.safeParse('2019123456').error?.issues[0]?.message).toBe(
      IDENTITY_MESSAGES.penForm,
    );
    expect(penSchema.safeParse('2019123456a').success).toBe(false);
    expect(apaarSchema.safeParse(normalizeIdentityDigits('1234-5678-9012')).success).toBe(true);
    expect(apaarSchema.safeParse('12345678901').error?.issues[0]?.message).toBe(
      IDENTITY_MESSAGES.apaarForm,
    );
  });
});
