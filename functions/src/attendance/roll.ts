// The roll of a class on a day, read as the register trigger needs it: the students of the levels
// whose students may have been in the class that year (rollQueryLevels: the class's level and the
// one a year-end promotes to), their year record of that year when it is closed for them, and
// those onClassRoll keeps. The reads follow the size of two levels, not the organization's.
import { rollQueryLevels, onClassRoll } from '@village/model/attendance/totals';
import type { AttendanceClass } from '@village/model/attendance/register';
import {
  ROLL_FIELDS,
  rollCandidateOf,
  yearClassOf,
  yearClosedFor,
} from '@village/model/attendance/roll-candidate';
import { studentsPath, studentYearsPath } from '@village/model/paths';
import { db } from '../app';

/** Year records read per request. */
const YEARS_PER_READ = 300;

/** The document ids of the students on `attendanceClass`'s roll on `date`, in order. */
export async function classRoll(
  orgId: string,
  attendanceClass: AttendanceClass,
  date: string,
  startYear: number,
): Promise<string[]> {
  const students = await db
    .collection(studentsPath(orgId))
    .where('educationLevel', 'in', rollQueryLevels(attendanceClass.educationLevel))
    .select(...ROLL_FIELDS)
    .get();
  const candidates = students.docs.flatMap((doc) => {
    const candidate = rollCandidateOf(doc.data());
    return candidate ? [{ id: doc.id, candidate }] : [];
  });
  const closed = candidates.filter(({ candidate }) => yearClosedFor(candidate, startYear));
  const years = new Map<string, Record<string, unknown> | undefined>();
  for (let start = 0; start < closed.length; start += YEARS_PER_READ) {
    const refs = closed
      .slice(start, start + YEARS_PER_READ)
      .map(({ id }) => db.doc(`${studentYearsPath(orgId, id)}/${startYear}`));
    for (const year of await db.getAll(...refs)) years.set(year.ref.parent.parent!.id, year.data());
  }
  return candidates
    .filter(({ id, candidate }) =>
      onClassRoll(candidate, yearClassOf(years.get(id)), attendanceClass, date, startYear),
    )
    .map(({ id }) => id)
    .sort();
}
