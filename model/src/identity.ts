import * as z from 'zod/mini';
import { checked } from './schema';
import { isRealIsoDate } from './dates';

// The identity numbers a school files with UDISE+: Aadhaar, or the enrolment id of an
// Aadhaar applied for; PEN, the portal's permanent education number; APAAR ID. Staff type them
// from cards and forms in every layout ("2345 6789 0124", "2345-6789-0124"), so each is read
// through normalizeIdentityDigits first and stored as digits only.

/** The identity numbers' messages, in English (the web's validation book translates by them). */
export const IDENTITY_MESSAGES = {
  aadhaarForm: 'Enter the 12-digit Aadhaar number, or the 28-digit enrolment ID',
  aadhaarFirstDigit: 'An Aadhaar number does not start with 0 or 1',
  aadhaarCheckDigit: 'This Aadhaar number has a typing mistake: check each digit',
  enrolmentIdDate: 'The last 14 digits of an enrolment ID are its date and time',
  penForm: 'Enter the 11-digit PEN given by the UDISE+ portal',
  apaarForm: 'Enter the 12-digit APAAR ID',
} as const;

/** Aadhaar enrolment began in 2010: an enrolment ID dated before it was mistyped. */
const AADHAAR_FIRST_YEAR = 2010;

/** What separates groups of digits as people write them: spaces, hyphens, slashes, dots, colons. */
const SEPARATORS = /[\s\-/.:]/g;

/**
 * What a save of the student form does to the Aadhaar number: the digits typed (saved apart),
 * null (keep what is saved), or REMOVE_AADHAAR (a super_admin removes the saved number and its
 * masked form from the student).
 */
export const REMOVE_AADHAAR = 'remove';
export type AadhaarChange = string | null;

/** "2345 6789-0124" → "234567890124"; anything else but digits is kept, for the check to refuse. */
export function normalizeIdentityDigits(input: string): string {
  return input.replace(SEPARATORS, '');
}

// Verhoeff's check digit (dihedral group D5), which UIDAI puts last in every Aadhaar number: it
// catches every single wrong digit and every swap of two neighbours, the mistakes of typing.
const MULTIPLY = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
] as const;
const PERMUTE = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
] as const;
const INVERSE = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9] as const;

/** Folds the digits from the right; `offset` 1 leaves the place of a check digit still to come. */
function verhoeffFold(digits: string, offset: 0 | 1): number {
  let check = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    check = MULTIPLY[check]![PERMUTE[(i + offset) % 8]![digit]!]!;
  }
  return check;
}

/** The Verhoeff check digit for a string of digits ("236" → 3). */
export function verhoeffCheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new Error(`not digits: ${digits}`);
  return INVERSE[verhoeffFold(digits, 1)]!;
}

/** Whether a string of digits ends with its own Verhoeff check digit ("2363" → true). */
export function hasValidVerhoeffCheckDigit(digits: string): boolean {
  return /^\d+$/.test(digits) && verhoeffFold(digits, 0) === 0;
}

/** "20191231235959" is a real date and time since Aadhaar enrolment began; "20191331000000" is not. */
function isEnrolmentTime(digits: string): boolean {
  const [hour, minute, second] = [8, 10, 12].map((start) => Number(digits.slice(start, start + 2)));
  return (
    Number(digits.slice(0, 4)) >= AADHAAR_FIRST_YEAR &&
    isRealIsoDate(`${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`) &&
    hour! < 24 &&
    minute! < 60 &&
    second! < 60
  );
}

export type AadhaarKind = 'aadhaar' | 'enrolment';

export type AadhaarCheck =
  | { ok: true; kind: AadhaarKind; digits: string }
  | { ok: false; message: (typeof IDENTITY_MESSAGES)[keyof typeof IDENTITY_MESSAGES] };

/**
 * Reads what staff typed in the Aadhaar field: a 12-digit Aadhaar number (not starting with 0 or
 * 1, with a valid Verhoeff check digit) or a 28-digit enrolment ID (the enrolment number, then
 * the date and time of enrolment, as printed on the acknowledgement slip).
 */
export function checkAadhaar(input: string): AadhaarCheck {
  const digits = normalizeIdentityDigits(input);
  if (/^\d{12}$/.test(digits)) {
    if (digits.startsWith('0') || digits.startsWith('1'))
      return { ok: false, message: IDENTITY_MESSAGES.aadhaarFirstDigit };
    if (!hasValidVerhoeffCheckDigit(digits))
      return { ok: false, message: IDENTITY_MESSAGES.aadhaarCheckDigit };
    return { ok: true, kind: 'aadhaar', digits };
  }
  if (/^\d{28}$/.test(digits)) {
    if (!isEnrolmentTime(digits.slice(14)))
      return { ok: false, message: IDENTITY_MESSAGES.enrolmentIdDate };
    return { ok: true, kind: 'enrolment', digits };
  }
  return { ok: false, message: IDENTITY_MESSAGES.aadhaarForm };
}

/**
 * An Aadhaar number as shown to everyone but a super_admin who pressed Show: only the last four
 * digits ("XXXX XXXX 1234"), as UIDAI's masked Aadhaar prints it. An enrolment ID likewise keeps
 * its last four.
 */
export function maskAadhaar(lastFour: string, kind: AadhaarKind = 'aadhaar'): string {
  const tail = lastFour.slice(-4).padStart(4, 'X');
  return kind === 'aadhaar' ? `XXXX XXXX ${tail}` : `${'X'.repeat(24)}${tail}`;
}

/**
 * What the student document keeps of a number (the rest is in private/identity): its last four
 * digits and kind, enough for the masked form.
 */
export function aadhaarSummaryOf(digits: string): {
  aadhaarLastFour: string;
  aadhaarKind: AadhaarKind;
} {
  return {
    aadhaarLastFour: digits.slice(-4),
    aadhaarKind: digits.length === 28 ? 'enrolment' : 'aadhaar',
  };
}

/** "234567890124" → "2345 6789 0124", as the card prints it (shown after Show, and exported). */
export function formatAadhaar(digits: string): string {
  return /^\d{12}$/.test(digits) ? digits.replace(/(\d{4})(?=\d)/g, '$1 ') : digits;
}

/** The stored Aadhaar field: digits only, checked as checkAadhaar checks what is typed. */
export const aadhaarSchema = checked(z.string(), (payload) => {
  const { value } = payload;
  const result: AadhaarCheck =
    normalizeIdentityDigits(value) === value
      ? checkAadhaar(value)
      : { ok: false, message: IDENTITY_MESSAGES.aadhaarForm };
  if (!result.ok) payload.issues.push({ code: 'custom', message: result.message, input: value });
});

/** PEN: the UDISE+ portal's 11-digit permanent education number, opaque (no check digit). */
export const PEN_PATTERN = /^\d{11}$/;
/** APAAR ID ("One Nation One Student ID"): 12 digits. */
export const APAAR_PATTERN = /^\d{12}$/;

export const penSchema = checked(z.string(), z.regex(PEN_PATTERN, IDENTITY_MESSAGES.penForm));
export const apaarSchema = checked(z.string(), z.regex(APAAR_PATTERN, IDENTITY_MESSAGES.apaarForm));

/** Why a super_admin reads a number whole: Show on the profile, or the child's data download. */
export const IDENTITY_REVEAL_REASONS = ['show', 'export'] as const;
export type IdentityRevealReason = (typeof IDENTITY_REVEAL_REASONS)[number];

/**
 * Every use of a number whole, each recorded in the History by the callable that makes it: a
 * read (IDENTITY_REVEAL_REASONS), a save of a typed number, a super_admin's removal.
 */
export type IdentityAccessReason = IdentityRevealReason | 'save' | 'remove';
