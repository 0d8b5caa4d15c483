// applyProgression's two rules about time and completeness, apart from its writes:
//  - when a class-year may be applied: from the first day of its last quarter (India's calendar),
//    or earlier by a super_admin who gives a reason, which the organization's History records;
//  - when it may be closed: when no student of the class's roll is left without a decision. The
//    server decides this from the roll itself, not from the screen's list, which may be older than
//    a student who joined the class since.
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import type { AcademicYear } from '@village/model/academic-year';
import { dayMonthYear, todayIso } from '@village/model/dates';
import type { EducationLevel } from '@village/model/levels';
import { classLabel, progressionOpensOn, sectionKey } from '@village/model/progression';
import { studentsPath } from '@village/model/paths';
import type { Role } from '@village/model/roles';
import { UNDECIDED_NAMES_LISTED } from '@village/model/school-year-callables';
import { db } from './app';
import { recordAudit, callerPerson } from './audit';
import { refuse, type Caller } from './callable';

/**
 * Checks that the class-year may be applied at `now` by `role`. Returns the reason it is applied
 * early, or null when it is in its last quarter (or over). Throws for an org_user before the last
 * quarter, and for a super_admin without a reason.
 */
export function earlyReasonFor(
  year: AcademicYear,
  startMonth: number,
  role: Role,
  earlyReason: string | undefined,
  now: Date,
): string | null {
  const opensOn = progressionOpensOn(year.startYear, startMonth);
  if (todayIso(now) >= opensOn) return null;
  const values = { year: year.label, date: dayMonthYear(opensOn) };
  if (role !== 'super_admin') throw refuse('failed-precondition', 'progressionNotYetOpen', values);
  if (!earlyReason) throw refuse('failed-precondition', 'progressionReasonNeeded', values);
  return earlyReason;
}

/**
 * Records in the History who applied the class-year early and why: once per reason, so that the
 * batches of one run (and a batch sent again) make one entry.
 */
export function recordEarlyApply(
  tx: Transaction,
  orgId: string,
  {
    caller,
    member,
    reason,
    storedReason,
    level,
    section,
    year,
  }: {
    caller: Caller;
    member: DocumentSnapshot;
    reason: string;
    storedReason: unknown;
    level: EducationLevel;
    section: string;
    year: AcademicYear;
  },
): void {
  if (storedReason === reason) return;
  recordAudit(tx, orgId, {
    action: 'progression_early',
    actor: callerPerson(caller, member),
    target: { uid: null, name: `${classLabel(level, section)}, ${year.label}`, email: '' },
    reason,
  });
}

/**
 * The students of the class's roll still without a decision for the year: active, at the level,
 * in the section (by sectionKey), not moved by this year's or a later year's progression, and not
 * in this batch. Read in the transaction, so that a student added meanwhile makes it run again.
 */
export async function undecidedStudents(
  tx: Transaction,
  orgId: string,
  {
    level,
    section,
    startYear,
    inBatch,
  }: {
    level: EducationLevel;
    section: string;
    startYear: number;
    inBatch: ReadonlySet<string>;
  },
): Promise<{ names: string[]; count: number }> {
  const roll = await tx.get(
    db
      .collection(studentsPath(orgId))
      .where('educationLevel', '==', level)
      .where('status', '==', 'active'),
  );
  const names = roll.docs
    .filter((student) => {
      const progressedIn: unknown = student.get('progressedIn');
      return (
        !inBatch.has(student.id) &&
        sectionKey(String(student.get('section') ?? '')) === section &&
        !(typeof progressedIn === 'number' && progressedIn >= startYear)
      );
    })
    .map((student) => {
      const name: unknown = student.get('name');
      return typeof name === 'string' && name ? name : student.id;
    })
    .sort((a, b) => a.localeCompare(b, 'en-IN'));
  return { names: names.slice(0, UNDECIDED_NAMES_LISTED), count: names.length };
}
