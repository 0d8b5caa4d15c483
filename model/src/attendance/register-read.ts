import {
  attendanceMarkSchema,
  attendanceRegisterSchema,
  chosenMarkSchema,
  registerPersonSchema,
  rollEntrySchema,
  REGISTER_MAX_STUDENTS,
  type AttendanceMark,
  type AttendanceRegister,
  type RegisterPerson,
} from './register';

// A register as readers take it from Firestore. The rules hold each person to their own entries
// and check each person's entry in people, but cannot check every mark (rules cannot loop over a
// map): one odd mark written by a faulty client must cost that mark, not the class's whole day.

interface EntrySchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The entries of `value` that `schema` accepts, parsed; none when it is not a map. */
function acceptedEntries<T>(value: unknown, schema: EntrySchema<T>): Record<string, T> {
  const accepted: Record<string, T> = {};
  if (!isRecord(value)) return accepted;
  for (const [key, entry] of Object.entries(value)) {
    const parsed = schema.safeParse(entry);
    if (parsed.success) accepted[key] = parsed.data;
  }
  return accepted;
}

/**
 * The people of a stored register, each with the entries of their roll the model accepts: an odd
 * entry costs that child's recorded name, not the person's takenAt. A roll that is not a map, or
 * longer than a register holds, is left out (the day then prints from the records).
 */
function acceptedPeople(value: unknown): Record<string, RegisterPerson> {
  const people: Record<string, RegisterPerson> = {};
  if (!isRecord(value)) return people;
  for (const [uid, entry] of Object.entries(value)) {
    if (!isRecord(entry)) continue;
    const { roll, ...rest } = entry;
    const parsed = registerPersonSchema.safeParse(rest);
    if (!parsed.success) continue;
    const keep = isRecord(roll) && Object.keys(roll).length <= REGISTER_MAX_STUDENTS;
    people[uid] = keep
      ? { ...parsed.data, roll: acceptedEntries(roll, rollEntrySchema) }
      : parsed.data;
  }
  return people;
}

/**
 * A stored register: null when its naming fields (date, startYear, educationLevel, section) are
 * not a register's; otherwise with every person, mark and choice the model accepts, and without
 * those it refuses.
 */
export function readRegister(data: unknown): AttendanceRegister | null {
  if (!isRecord(data)) return null;
  const named = attendanceRegisterSchema.safeParse({
    date: data.date,
    startYear: data.startYear,
    educationLevel: data.educationLevel,
    section: data.section,
  });
  if (!named.success) return null;
  const marks: Record<string, Record<string, AttendanceMark>> = {};
  if (isRecord(data.marks))
    for (const [uid, personMarks] of Object.entries(data.marks))
      marks[uid] = acceptedEntries(personMarks, attendanceMarkSchema);
  return {
    ...named.data,
    people: acceptedPeople(data.people),
    marks,
    chosen: acceptedEntries(data.chosen, chosenMarkSchema),
  };
}
