/** What the forms and the import say of a number that is not an Indian mobile number. */
export const MOBILE_NUMBER_MESSAGE = 'Enter a 10-digit Indian mobile number, e.g. +91 98765 43210';

/** An Indian mobile number as stored: +91 and ten digits, the first of them 6–9. */
export const INDIAN_MOBILE_PATTERN = /^\+91[6-9]\d{9}$/;

/**
 * Accepts the ways staff type a number ("98765 43210", "+91-98765-43210", "098765 43210")
 * and returns the stored form, or undefined when it is not an Indian mobile number.
 */
export function normalizeIndianMobile(input: string): string | undefined {
  const digits = input.replace(/[\s\-().]/g, '');
  const match = /^(?:\+?91|0)?([6-9]\d{9})$/.exec(digits);
  return match ? `+91${match[1]}` : undefined;
}

/** "+919876543210" → "+91 98765 43210" for display. */
export function formatIndianMobile(stored: string): string {
  return INDIAN_MOBILE_PATTERN.test(stored)
    ? `+91 ${stored.slice(3, 8)} ${stored.slice(8)}`
    : stored;
}
