// A register's fingerprint, as far as the totals depend on it: whether it is taken, its marks and
// its settled clashes (not the names, nor who saved it when). The register trigger stores the
// fingerprint of the version it applied beside the day's counts (attendanceDays/{date}.applied),
// so that an event whose register is already applied costs two reads, however many events a burst
// of saves queued; the seed stores the same for the registers it writes with their totals.
//
// A plain hash rather than node:crypto, so that the functions and the seed (and any reader) share
// this one module. Not a security measure: a collision could only make the trigger skip a register
// whose marks the same staff could write anyway; by accident it is out of reach (two 53-bit hashes).
import { registerTaken, type AttendanceRegister } from './register';

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

/** cyrb53: a fast 53-bit string hash (public domain, bryc). */
function cyrb53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
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
  const text = canonical(counted);
  return `${cyrb53(text, 0).toString(36)}.${cyrb53(text, 1).toString(36)}`;
}
