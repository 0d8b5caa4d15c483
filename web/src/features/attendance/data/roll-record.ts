import {
  REGISTER_MAX_STUDENTS,
  rollEntryOf,
  type RollEntry,
} from '@village/model/attendance/register';
import type { RollStudent } from './roll-order';

// The roll a save records (people.{uid}.roll): the children as the marking list showed them, so
// that the monthly register prints the day as it was taken.

/**
 * The roll as the marking list shows it, to record with a save (people.{uid}.roll); undefined for
 * a class longer than a register holds, whose day then prints from the students' records.
 */
export function rollToRecord(roll: readonly RollStudent[]): Record<string, RollEntry> | undefined {
  if (roll.length > REGISTER_MAX_STUDENTS) return undefined;
  return Object.fromEntries(roll.map((child) => [child.id, rollEntryOf(child)]));
}

/** The children of `stored` (this person's roll saved before) not on `roll` now. */
export const rollDroppedFrom = (
  stored: Record<string, RollEntry> | undefined,
  roll: Record<string, RollEntry> | undefined,
): string[] => (stored && roll ? Object.keys(stored).filter((id) => !(id in roll)) : []);
