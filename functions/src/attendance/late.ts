// organizations/{orgId}/attendanceLate/{registerId}: marks an org_user made that reached the server
// after the organization's window for their day (attendanceWindowDays days after it, in India's
// calendar), for a super_admin to confirm. A phone may sync days after its teacher marked, so the
// rules accept the marks of an open month and this flags them instead; a super_admin's marks are
// never late. Which marks arrived is read from the write itself (the event's before and after);
// each late mark is remembered by who made it, of which child and at what device time (`seen`),
// so a repeated delivery counts nothing twice.
import { FieldValue } from 'firebase-admin/firestore';
import { addDays, attendanceWindowOf } from '@village/model/attendance/calendar';
import { todayIso } from '@village/model/dates';
import { attendanceLatePath, membersPath, organizationPath } from '@village/model/paths';
import { db } from '../app';
import { runTransaction } from '../transactions';
import { registerKeyOf } from './apply';

type StoredMarks = Record<string, Record<string, { status?: unknown; at?: unknown }>>;

/** One mark as it arrived: whose, of which child, at what device time. */
export interface ArrivedMark {
  uid: string;
  studentDocId: string;
  at: number;
}

function marksIn(data: Record<string, unknown> | undefined): StoredMarks {
  const marks = data?.marks;
  return marks && typeof marks === 'object' ? (marks as StoredMarks) : {};
}

/** The marks a write brought: new in `after`, or changed since `before`. */
export function arrivedMarks(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): ArrivedMark[] {
  const old = marksIn(before);
  const arrived: ArrivedMark[] = [];
  for (const [uid, marks] of Object.entries(marksIn(after))) {
    if (!marks || typeof marks !== 'object') continue;
    for (const [studentDocId, mark] of Object.entries(marks)) {
      if (typeof mark?.at !== 'number') continue;
      const was = old[uid]?.[studentDocId];
      if (was && was.status === mark.status && was.at === mark.at) continue;
      arrived.push({ uid, studentDocId, at: mark.at });
    }
  }
  return arrived;
}

/** Whether a mark of `date` arriving at `arrivedAt` is after a window of `windowDays` days. */
export const arrivedLate = (date: string, windowDays: number, arrivedAt: Date) =>
  todayIso(arrivedAt) > addDays(date, windowDays);

/** The key under which a late mark is remembered. */
const seenKey = (mark: ArrivedMark) => `${mark.studentDocId}@${mark.at}`;

/**
 * Records the marks of `arrived` that came late, by anyone but a super_admin. Returns how many of
 * them were new to the record.
 */
export async function flagLateMarks(
  orgId: string,
  registerId: string,
  arrived: readonly ArrivedMark[],
  arrivedAt: Date,
): Promise<number> {
  const key = registerKeyOf(registerId);
  if (!key || arrived.length === 0) return 0;
  const org = await db.doc(organizationPath(orgId)).get();
  if (!arrivedLate(key.date, attendanceWindowOf(org.get('attendanceWindowDays')), arrivedAt))
    return 0;
  const uids = [...new Set(arrived.map((mark) => mark.uid))];
  const members = await db.getAll(...uids.map((uid) => db.doc(`${membersPath(orgId)}/${uid}`)));
  const names = new Map<string, string>();
  for (const member of members) {
    if (member.get('role') === 'super_admin') continue;
    const name: unknown = member.get('name');
    names.set(member.id, typeof name === 'string' ? name : '');
  }
  const late = arrived.filter((mark) => names.has(mark.uid));
  if (late.length === 0) return 0;

  const lateRef = db.doc(`${attendanceLatePath(orgId)}/${registerId}`);
  return runTransaction(async (tx) => {
    const stored = await tx.get(lateRef);
    const seen = structuredClone(
      (stored.get('seen') ?? {}) as Record<string, Record<string, true>>,
    );
    const people = structuredClone(
      (stored.get('people') ?? {}) as Record<
        string,
        { name: string; marks: number; arrivedAt: number }
      >,
    );
    let added = 0;
    for (const mark of late) {
      const mine = (seen[mark.uid] ??= {});
      if (mine[seenKey(mark)]) continue;
      mine[seenKey(mark)] = true;
      added += 1;
      const person = people[mark.uid];
      people[mark.uid] = {
        name: names.get(mark.uid) || person?.name || '',
        marks: Object.keys(mine).length,
        arrivedAt: Math.max(person?.arrivedAt ?? 0, arrivedAt.getTime()),
      };
    }
    if (added === 0) return 0;
    tx.set(lateRef, {
      date: key.date,
      educationLevel: key.attendanceClass.educationLevel,
      section: key.attendanceClass.section,
      people,
      seen,
      // New late marks want a new confirmation.
      confirmedBy: null,
      confirmedAt: null,
      updatedAt: FieldValue.serverTimestamp(),
    });
    return added;
  });
}
