// Human-readable student ids, unique within an organization: a prefix from the organization's
// initials and a zero-padded running number, e.g. "DRU-0042". Pure: the allocation itself (a
// counter on the organization, in a transaction) is in students.ts.

/** Numbers are padded to this many digits; larger numbers simply get longer. */
export const STUDENT_NUMBER_DIGITS = 4;
export const FALLBACK_PREFIX = 'STU';
const MAX_PREFIX = 4;

/**
 * "Delhi Rural University" → "DRU", "Gyan Jyoti Academy" → "GJA", "Sunshine" → "SUN": the
 * initials of the name's words (at most four), or the first three letters of a one-word name;
 * "STU" when the name has no Latin letters or digits.
 */
export function studentIdPrefix(organizationName: unknown): string {
  const words = String(organizationName ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f'’]/g, '')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  if (words.length === 0) return FALLBACK_PREFIX;
  if (words.length === 1) return words[0]!.slice(0, 3);
  return words
    .map((word) => word[0])
    .join('')
    .slice(0, MAX_PREFIX);
}

export function formatStudentId(prefix: string, number: number): string {
  return `${prefix}-${String(number).padStart(STUDENT_NUMBER_DIGITS, '0')}`;
}

/** The number of `id` when it has the form prefix-digits, else undefined. */
export function parseStudentNumber(prefix: string, id: unknown): number | undefined {
  if (typeof id !== 'string' || !id.startsWith(`${prefix}-`)) return undefined;
  const digits = id.slice(prefix.length + 1);
  return /^\d+$/.test(digits) ? Number(digits) : undefined;
}

/** The smallest and largest ids with as many digits as `number` has when formatted. */
export function sameWidthRange(prefix: string, number: number): [string, string] {
  const width = Math.max(STUDENT_NUMBER_DIGITS, String(number).length);
  return [`${prefix}-${'0'.repeat(width)}`, `${prefix}-${'9'.repeat(width)}`];
}

export function hasStudentId(data: Record<string, unknown> | undefined): boolean {
  return typeof data?.studentId === 'string' && data.studentId.trim() !== '';
}
