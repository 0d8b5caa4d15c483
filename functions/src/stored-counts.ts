// How counters are stored, read back leniently: dates, counts, the per-level counts on the
// organization document and the school tally in organizations/{orgId}/private/schools. Pure.
import { EDUCATION_LEVELS } from '@village/model/levels';

interface HasToDate {
  toDate(): Date;
}

function isDateLike(value: unknown): value is HasToDate {
  return typeof value === 'object' && value !== null && 'toDate' in value;
}

/** A Firestore Timestamp or a Date as a Date; undefined for anything else. */
export function asDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (isDateLike(value)) return value.toDate();
  return undefined;
}

/** A stored counter as a number: absent, or anything but a finite number, reads as 0. */
export function asCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** The per-level counts as stored (`levels` on the organization document); zeros left out. */
export function levelsFromMap(value: unknown): Map<string, number> {
  const levels = new Map<string, number>();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return levels;
  for (const [level, count] of Object.entries(value as Record<string, unknown>)) {
    if (typeof count === 'number' && Number.isFinite(count) && count !== 0)
      levels.set(level, count);
  }
  return levels;
}

/** The per-level counts as the organization document stores them: a map in teaching order. */
export function levelsToMap(levels: Map<string, number>): Record<string, number> {
  const ordered: Record<string, number> = {};
  const rank = (level: string) => {
    const index = (EDUCATION_LEVELS as readonly string[]).indexOf(level);
    return index < 0 ? EDUCATION_LEVELS.length : index;
  };
  for (const [level, count] of [...levels].sort(([a], [b]) => rank(a) - rank(b))) {
    if (count !== 0) ordered[level] = count;
  }
  return ordered;
}

/** The school tally as stored in organizations/{orgId}/private/schools: a list sorted by key. */
export function schoolsToList(schools: Map<string, number>): Array<{ key: string; count: number }> {
  return [...schools.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, count]) => ({ key, count }));
}

export function schoolsFromList(value: unknown): Map<string, number> {
  const schools = new Map<string, number>();
  if (!Array.isArray(value)) return schools;
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { key, count } = entry as { key?: unknown; count?: unknown };
    if (typeof key === 'string' && key && typeof count === 'number' && count !== 0) {
      schools.set(key, count);
    }
  }
  return schools;
}
