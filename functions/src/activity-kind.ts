// Which activity, if any, a student write adds to the feed. Pure.
import type { ActivityType } from '@village/model/activity';

/**
 * Fields the functions themselves write on a student; a change of only these is not an update
 * (the studentId given after a create, a duplicate TC's copy count, a repeated admission number's
 * mark).
 */
const FUNCTION_FIELDS = new Set(['studentId', 'transferCertificate', 'admissionNumberSharedWith']);

interface Comparable {
  isEqual(other: unknown): boolean;
}

function isComparable(value: unknown): value is Comparable {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { isEqual?: unknown }).isEqual === 'function'
  );
}

/** Deep equality of Firestore values: primitives, arrays, maps, Timestamps, GeoPoints, refs. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (isComparable(a)) {
    if (!isComparable(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
    return a.isEqual(b);
  }
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const keysA = Object.keys(a);
    const keysB = Object.keys(b);
    return (
      keysA.length === keysB.length &&
      keysA.every((key) =>
        sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
      )
    );
  }
  return false;
}

/**
 * The masked Aadhaar number (identity.aadhaarLastFour / aadhaarKind), which setAadhaar writes by
 * field path: the History has its entry, so a change of only these is no activity either.
 */
const MASKED_AADHAAR_FIELDS = ['aadhaarLastFour', 'aadhaarKind'];

const asMap = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** Whether two identity groups differ in the masked Aadhaar number alone. */
function onlyMaskedAadhaarChanged(before: unknown, after: unknown): boolean {
  return changedFields(asMap(before), asMap(after)).every((field) =>
    MASKED_AADHAAR_FIELDS.includes(field),
  );
}

/** The top-level fields whose values differ between two versions of a document. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => !sameValue(before[key], after[key]));
}

/**
 * add for a create; graduate when the status becomes "graduated"; update for any other change
 * made by a user; nothing for a delete, for the functions' own fields (FUNCTION_FIELDS) and the
 * masked Aadhaar number, nor for a year-end progression's move (it changes progressedIn): the
 * class's one activity stands for it.
 */
export function activityFor(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): ActivityType | null {
  if (!after) return null;
  if (!before) return 'add';
  const changed = changedFields(before, after).filter(
    (field) => field !== 'identity' || !onlyMaskedAadhaarChanged(before.identity, after.identity),
  );
  if (changed.every((field) => FUNCTION_FIELDS.has(field))) return null;
  if (changed.includes('progressedIn')) return null;
  if (before.status !== 'graduated' && after.status === 'graduated') return 'graduate';
  return 'update';
}
