// A register's fingerprint, as far as the totals depend on it: whether it is taken, its marks and
// its settled clashes (not the names, nor who saved it when). The register trigger stores the
// fingerprint of the version it applied beside the day's counts (attendanceDays/{date}.applied),
// so that an event whose register is already applied costs two reads, however many events a burst
// of saves queued; the seed stores the same for the registers it writes with their totals.
import { createHash } from 'node:crypto';
import { registerTaken, type AttendanceRegister } from '@village/model/attendance/register';

/** JSON with every object's keys in order: equal registers give equal text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The fingerprint of `register`; null for none (absent, or not a register of its id). */
export function registerDigest(
  register: Pick<AttendanceRegister, 'people' | 'marks' | 'chosen'> | null,
): string | null {
  if (!register) return null;
  const counted = {
    taken: registerTaken(register),
    marks: register.marks,
    chosen: register.chosen,
  };
  return createHash('sha256').update(canonical(counted)).digest('base64url');
}
