import type { AttendanceRegister, RollEntry } from './register';

// The roll of a day as it was taken: what each person's phone listed when they saved the register
// (people.{uid}.roll). The monthly register prints a taken day from it rather than from the
// students' records as they are now, so that a child renamed or moved since prints as recorded.

/**
 * The union of the rolls recorded in `register`; for a child on several people's rolls, the entry
 * of the person who took the roll latest. null when nobody's roll is recorded (a register taken
 * before rolls were, or not taken): the roll of that day is then only known from the records.
 */
export function takenRoll(
  register: Pick<AttendanceRegister, 'people'> | null | undefined,
): Record<string, RollEntry> | null {
  if (!register) return null;
  const recorded = Object.entries(register.people)
    .filter(([, person]) => person.roll !== undefined)
    .sort(
      ([uidA, a], [uidB, b]) => (a.takenAt ?? -1) - (b.takenAt ?? -1) || uidA.localeCompare(uidB),
    );
  if (!recorded.length) return null;
  const roll: Record<string, RollEntry> = {};
  // Oldest first: a later taker's entry replaces an earlier one's.
  for (const [, person] of recorded) Object.assign(roll, person.roll);
  return roll;
}
