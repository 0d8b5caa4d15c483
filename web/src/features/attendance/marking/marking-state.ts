import {
  ATTENDANCE_STATUSES,
  childAttendance,
  type AttendanceMark,
  type AttendanceRegister,
  type AttendanceStatus,
} from '@village/model/attendance/register';

/** The statuses the teacher has set on this screen since the last save, by student. */
export type Draft = Readonly<Record<string, AttendanceStatus>>;

/** What counts for a child now: the teacher's unsaved choice, else the register's. */
export function statusOnScreen(
  register: AttendanceRegister | null,
  draft: Draft,
  studentDocId: string,
): AttendanceStatus {
  return draft[studentDocId] ?? childAttendance(register, studentDocId).status;
}

/** One tap: absent, or back to present if absent already. */
export const tapped = (status: AttendanceStatus): AttendanceStatus =>
  status === 'absent' ? 'present' : 'absent';

/**
 * The marks a save writes: every child on the roll whose status on screen differs from what counts
 * for them in the register (present included, to undo an earlier mark), stamped with `at`.
 */
export function marksToSave(
  register: AttendanceRegister | null,
  rollIds: readonly string[],
  draft: Draft,
  at: number,
): Record<string, AttendanceMark> {
  const marks: Record<string, AttendanceMark> = {};
  for (const id of rollIds) {
    const wanted = draft[id];
    if (wanted && wanted !== childAttendance(register, id).status)
      marks[id] = { status: wanted, at };
  }
  return marks;
}

/** How many of the roll have each status on screen. */
export function countsOnScreen(
  register: AttendanceRegister | null,
  rollIds: readonly string[],
  draft: Draft,
): Record<AttendanceStatus, number> {
  const counts = Object.fromEntries(ATTENDANCE_STATUSES.map((status) => [status, 0])) as Record<
    AttendanceStatus,
    number
  >;
  for (const id of rollIds) counts[statusOnScreen(register, draft, id)] += 1;
  return counts;
}

/** The people who saved the register as taken, latest first. */
export function takers(register: AttendanceRegister | null): { name: string; takenAt: number }[] {
  if (!register) return [];
  return Object.values(register.people)
    .filter((person): person is { name: string; takenAt: number } => person.takenAt !== null)
    .sort((a, b) => b.takenAt - a.takenAt);
}

/** A draft without the entries that now match the register (after a save, or another phone's). */
export function settledDraft(register: AttendanceRegister | null, draft: Draft): Draft {
  const left: Record<string, AttendanceStatus> = {};
  for (const [id, status] of Object.entries(draft))
    if (status !== childAttendance(register, id).status) left[id] = status;
  return left;
}
