// Callable applyProgression: one batch (at most PROGRESSION_BATCH_SIZE students) of a class's
// year-end progression (model/src/progression.ts), by staff. In one transaction it
//  - checks the caller's role, and refuses a year that has not begun (the organization's current
//    academic year, by its academicYearStartMonth, is the latest a progression may close), and a
//    year before its last quarter unless a super_admin gives a reason (progression-rules.ts);
//  - reads the class's progression document and, for each entry, the student and its record of
//    the year (students/{id}/years/{startYear});
//  - leaves a student whose record of the year exists as it is (a batch sent again, after a
//    dropped connection or a reload, changes nothing), and refuses the whole batch when another is
//    missing, no longer on the class's roll (or already moved by a later year's progression), or
//    given an outcome its level does not allow;
//  - refuses a closed class-year, unless the batch would change nothing: then it answers with the
//    stored counts, so that a `last` batch whose answer was lost can be sent again;
//  - moves each other student to its next level and status (progressionEffect), marks it
//    progressedIn = startYear, creates its record of the year and adds its outcome to the class's
//    counts on the progression document;
//  - with `last`, reads the class's roll: when no student is left without a decision it closes the
//    class-year and writes the class's ONE activity, activities/progression-{progressionDocId}:
//    "Class 7-A: 38 promoted, 2 repeating, 1 left"; otherwise it keeps the batch's decisions, leaves
//    the year open and names the students left in its answer. The screen sends `last` with its
//    final batch, so a class closes by itself when its last decisions are applied, which is what
//    an office pressing Apply for the whole class expects; a `last` call without entries closes a
//    class whose students were all applied but that was left open.
// The student trigger adds no activity of its own for these writes (they change progressedIn:
// activity-kind.ts), but counts the new levels and rewrites the directory lines as for any edit.
import { Timestamp } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/https';
import { academicYearOf } from '@village/model/academic-year';
import { ACTIVITY_ACTIONS } from '@village/model/activity';
import { documentIdSchema } from '@village/model/callables';
import {
  applyProgressionInputSchema,
  type ApplyProgressionRequest,
  type ApplyProgressionResult,
} from '@village/model/school-year-callables';
import {
  isProgressionOutcome,
  progressionActivityText,
  progressionDocId,
  progressionEffect,
  progressionYear,
  sectionKey,
  type OutcomeCounts,
} from '@village/model/progression';
import {
  activitiesPath,
  progressionsPath,
  studentsPath,
  studentYearsPath,
} from '@village/model/paths';
import { STAFF_ROLES } from '@village/model/roles';
import { deriveStudentFields } from '@village/model/student';
import { db } from './app';
import { logged, parseInput, refuse, requireCaller, requireRole, type Caller } from './callable';
import { memberName } from './names';
import { earlyReasonFor, recordEarlyApply, undecidedStudents } from './progression-rules';
import { startMonthOf, studentNameOf } from './school-reads';
import { runTransaction } from './transactions';

/** The outcome counts as stored; anything that is not a count of a known outcome is left out. */
export function storedCounts(value: unknown): OutcomeCounts {
  const counts: OutcomeCounts = {};
  if (typeof value !== 'object' || value === null) return counts;
  for (const [outcome, count] of Object.entries(value as Record<string, unknown>)) {
    if (isProgressionOutcome(outcome) && typeof count === 'number' && count > 0) {
      counts[outcome] = count;
    }
  }
  return counts;
}

/**
 * One batch, as the callable applies it after checking the request; `now` is the clock the
 * emulator tests set (a year before and in its last quarter).
 */
export async function applyProgressionBatch(
  input: ApplyProgressionRequest,
  caller: Caller,
  now: () => Date,
): Promise<ApplyProgressionResult> {
  const { orgId, startYear, educationLevel, entries, last } = input;
  const { uid } = caller;
  const section = sectionKey(input.section);
  const docId = progressionDocId(startYear, educationLevel, section);
  const progressionRef = db.doc(`${progressionsPath(orgId)}/${docId}`);
  const activityRef = db.doc(`${activitiesPath(orgId)}/progression-${docId}`);
  const studentRefs = entries.map((entry) =>
    db.doc(`${studentsPath(orgId)}/${entry.studentDocId}`),
  );
  const yearRefs = entries.map((entry) =>
    db.doc(`${studentYearsPath(orgId, entry.studentDocId)}/${startYear}`),
  );
  const byName = await memberName(orgId, uid);

  return runTransaction(async (tx): Promise<ApplyProgressionResult> => {
    const { org, role, member } = await requireRole(
      tx,
      orgId,
      uid,
      STAFF_ROLES,
      'applyProgression',
    );
    const startMonth = startMonthOf(org);
    const year = progressionYear(startYear, startMonth);
    if (startYear > academicYearOf(now(), startMonth).startYear) {
      throw refuse('failed-precondition', 'progressionFutureYear', { year: year.label });
    }
    const earlyReason = earlyReasonFor(year, startMonth, role, input.earlyReason, now());
    const [progression, ...read] = await tx.getAll(progressionRef, ...studentRefs, ...yearRefs);
    const students = read.slice(0, entries.length);
    const records = read.slice(entries.length);

    const counts = storedCounts(progression?.get('counts'));
    const appliedBefore: unknown = progression?.get('applied');
    const closed = progression?.get('closed') === true;
    const fresh = entries.flatMap((entry, index) =>
      records[index]?.exists ? [] : [{ entry, student: students[index], index }],
    );
    const alreadyApplied = entries.length - fresh.length;
    if (closed) {
      if (fresh.length > 0) {
        throw refuse('failed-precondition', 'progressionClosed', { year: year.label });
      }
      return { applied: 0, alreadyApplied, counts, closed: true };
    }

    // Every fresh student checked before anything is written: a batch applies whole or not at all.
    const moves = fresh.map(({ entry, student, index }) => {
      if (!student?.exists) throw refuse('failed-precondition', 'progressionStudentMissing');
      // A student moved by a later year's progression is on another year's roll: an earlier year
      // applied afterwards (a school catching up) must not move it a second time.
      const progressedIn: unknown = student.get('progressedIn');
      const onRoll =
        student.get('educationLevel') === educationLevel &&
        sectionKey(String(student.get('section') ?? '')) === section &&
        student.get('status') === 'active' &&
        !(typeof progressedIn === 'number' && progressedIn > startYear);
      if (!onRoll) {
        throw refuse('failed-precondition', 'progressionNotInClass', {
          name: studentNameOf(student),
        });
      }
      const effect = progressionEffect(educationLevel, entry.outcome);
      if (!effect) {
        throw refuse('invalid-argument', 'progressionOutcomeNotAllowed', {
          name: studentNameOf(student),
        });
      }
      return { entry, student, effect, index };
    });

    // The roll is read before anything is written (a transaction's reads come first).
    const undecided = last
      ? await undecidedStudents(tx, orgId, {
          level: educationLevel,
          section,
          startYear,
          inBatch: new Set(entries.map((entry) => entry.studentDocId)),
        })
      : null;
    const closing = undecided !== null && undecided.count === 0;

    const at = Timestamp.fromDate(now());
    for (const { entry, student, effect, index } of moves) {
      tx.update(student.ref, {
        educationLevel: effect.educationLevel,
        ...deriveStudentFields(effect),
        status: effect.status,
        progressedIn: startYear,
        updatedAt: at,
        updatedBy: uid,
      });
      tx.create(yearRefs[index]!, {
        orgId,
        year: year.label,
        startYear,
        educationLevel,
        section: String(student.get('section') ?? '').trim(),
        outcome: entry.outcome,
        marks: entry.marks,
        daysAttended: entry.daysAttended,
        nextLevel: effect.educationLevel,
        recordedAt: at,
        recordedBy: uid,
      });
      counts[entry.outcome] = (counts[entry.outcome] ?? 0) + 1;
    }

    const applied = (typeof appliedBefore === 'number' ? appliedBefore : 0) + moves.length;
    const writing = moves.length > 0 || closing || !progression?.exists;
    const storedReason: unknown = progression?.get('earlyReason');
    if (writing && earlyReason !== null) {
      recordEarlyApply(tx, orgId, {
        caller,
        member,
        reason: earlyReason,
        storedReason,
        level: educationLevel,
        section,
        year,
      });
    }
    if (writing) {
      tx.set(progressionRef, {
        educationLevel,
        section,
        startYear,
        year: year.label,
        counts,
        applied,
        closed: closing,
        closedAt: closing ? at : null,
        closedBy: closing ? uid : null,
        earlyReason: earlyReason ?? (typeof storedReason === 'string' ? storedReason : null),
        updatedAt: at,
        updatedBy: uid,
      });
    }
    if (closing) {
      tx.set(activityRef, {
        type: 'progression',
        action: ACTIVITY_ACTIONS.progression,
        student: progressionActivityText(educationLevel, section, counts),
        studentRef: '',
        educationLevel,
        section,
        year: year.label,
        counts,
        at,
        by: uid,
        byName,
      });
    }
    const result: ApplyProgressionResult = {
      applied: moves.length,
      alreadyApplied,
      counts,
      closed: closing,
    };
    if (undecided && !closing) result.undecided = undecided;
    return result;
  });
}

export const applyProgression = onCall(
  { timeoutSeconds: 120, memory: '512MiB' },
  async (request): Promise<ApplyProgressionResult> => {
    const caller = requireCaller(request);
    const input = parseInput(applyProgressionInputSchema, request.data);
    const problems = input.entries.flatMap((entry, index) =>
      documentIdSchema.safeParse(entry.studentDocId).success
        ? []
        : [{ path: `entries.${index}.studentDocId`, text: 'Not a valid id' }],
    );
    if (problems.length > 0) {
      throw refuse('invalid-argument', 'invalidRequest', undefined, { problems });
    }
    const ids = new Set(input.entries.map((entry) => entry.studentDocId));
    if (ids.size !== input.entries.length) throw refuse('invalid-argument', 'repeatedStudent');
    const fields = {
      orgId: input.orgId,
      startYear: input.startYear,
      educationLevel: input.educationLevel,
      section: input.section,
      entries: input.entries.length,
      last: input.last,
    };
    return logged('applyProgression', { ...fields, by: caller.uid }, () =>
      applyProgressionBatch(input, caller, () => new Date()),
    );
  },
);
