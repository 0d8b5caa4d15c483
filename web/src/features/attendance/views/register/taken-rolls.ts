import {
  registerTaken,
  type AttendanceRegister,
  type RollEntry,
} from '@village/model/attendance/register';
import { takenRoll } from '@village/model/attendance/taken-roll';
import type { RegisterChild } from './register-grid';

// The rolls a month's registers were taken from (people.{uid}.roll): a taken day prints the
// children its roll recorded, under the names recorded, whatever their records say now. A day
// taken before rolls were recorded is read from the records, as it always was.

/** Each taken day's recorded roll, by date; a day without one is not in the map. */
export function takenRollsByDate(
  registers: readonly AttendanceRegister[],
): Map<string, Record<string, RollEntry>> {
  const rolls = new Map<string, Record<string, RollEntry>>();
  for (const register of registers) {
    if (!registerTaken(register)) continue;
    const roll = takenRoll(register);
    if (roll) rolls.set(register.date, roll);
  }
  return rolls;
}

/**
 * The children of a month's register: those the records may put on the roll, each named as on
 * the latest day of the month whose recorded roll has them, and those only a recorded roll has
 * (moved to another level or removed since), who print on the days that recorded them.
 */
export function childrenAsTaken(
  children: readonly RegisterChild[],
  registers: readonly AttendanceRegister[],
): RegisterChild[] {
  const latest = new Map<string, RollEntry>();
  const days = [...takenRollsByDate(registers)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [, roll] of days)
    for (const [id, entry] of Object.entries(roll)) latest.set(id, entry);
  const named = children.map((child) => {
    const entry = latest.get(child.id);
    return entry ? { ...child, name: entry.name, rollNumber: entry.rollNumber } : child;
  });
  const known = new Set(children.map((child) => child.id));
  const register = registers[0];
  if (!register) return named;
  for (const [id, entry] of latest) {
    if (known.has(id)) continue;
    named.push({
      id,
      name: entry.name,
      rollNumber: entry.rollNumber,
      educationLevel: register.educationLevel,
      section: register.section,
      status: 'active',
      enrollmentDate: null,
      leavingDate: null,
      progressedIn: null,
      yearClass: null,
      onlyAsTaken: true,
    });
  }
  return named;
}
