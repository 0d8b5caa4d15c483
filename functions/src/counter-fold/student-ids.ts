// New students' studentIds (`DRU-0042`: the organization's prefix and a running number), allocated
// inside the transaction that writes them: by the fold for the students a trigger saw created, and
// by the import for its rows.
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { studentsPath } from '@village/model/paths';
import { db } from '../app';
import {
  formatStudentId,
  parseStudentNumber,
  sameWidthRange,
  studentIdPrefix,
} from '../student-id';

/** The organization's fields that record an allocation of studentIds. */
export function allocationFields(
  org: DocumentSnapshot,
  allocation: { prefix: string; next: number },
): Record<string, unknown> {
  return {
    nextStudentNumber: allocation.next,
    ...(org.get('studentIdPrefix') !== allocation.prefix
      ? { studentIdPrefix: allocation.prefix }
      : {}),
  };
}

/**
 * `count` free studentIds of the organization, read inside the transaction that claims them (the
 * caller writes nextStudentNumber = next). Numbers continue from nextStudentNumber (first use:
 * after the students counted so far) and jump past any higher id of the same width already there
 * (imported records): one query per width.
 */
export async function allocateStudentIds(
  tx: Transaction,
  orgId: string,
  org: DocumentSnapshot,
  count: number,
): Promise<{ ids: string[]; prefix: string; next: number }> {
  const storedPrefix: unknown = org.get('studentIdPrefix');
  const prefix =
    typeof storedPrefix === 'string' && storedPrefix.trim()
      ? storedPrefix.trim()
      : studentIdPrefix(org.get('name'));
  const storedNext: unknown = org.get('nextStudentNumber');
  const storedCount: unknown = org.get('studentCount');
  let number =
    typeof storedNext === 'number' && Number.isInteger(storedNext) && storedNext > 0
      ? storedNext
      : (typeof storedCount === 'number' && storedCount > 0 ? storedCount : 0) + 1;
  const students = db.collection(studentsPath(orgId));
  const ids: string[] = [];
  while (ids.length < count) {
    const [, high] = sameWidthRange(prefix, number);
    const top = await tx.get(
      students
        .where('studentId', '>=', formatStudentId(prefix, number))
        .where('studentId', '<=', high)
        .orderBy('studentId', 'desc')
        .limit(1),
    );
    const highest = parseStudentNumber(prefix, top.docs[0]?.get('studentId'));
    if (highest !== undefined && highest >= number) {
      number = highest + 1;
      continue;
    }
    // Nothing of this width at or above `number`: every number up to the width's end is free.
    const widthEnd = Number(high.slice(prefix.length + 1));
    while (ids.length < count && number <= widthEnd) {
      ids.push(formatStudentId(prefix, number));
      number += 1;
    }
  }
  return { ids, prefix, next: number };
}
