// The ledger's pending entries, organizations/{orgId}/counterEvents/{eventId}: how the fold finds
// them, and the student's facts before and after the write, as an entry stores them.
import { CATEGORIES, isEducationLevel, type Category } from '@village/model/levels';
import { organizationPath } from '@village/model/paths';
import { db } from '../app';
import { LEDGER_COLLECTION } from '../ledger';
import { isOffRoll } from '@village/model/stats';
import type { StudentFacts } from '../student-facts';

const ledgerCollection = (orgId: string) =>
  db.collection(`${organizationPath(orgId)}/${LEDGER_COLLECTION}`);

/** The entries not folded yet (an equality on one field: Firestore's automatic index serves it). */
export const pendingEntries = (orgId: string) =>
  ledgerCollection(orgId).where('pending', '==', true);

/** A student's facts as a pending entry stores them (null: no student on that side). */
export function factsToStored(facts: StudentFacts | null): Record<string, string | null> | null {
  return facts && { ...facts };
}

export function factsFromStored(value: unknown): StudentFacts | null {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  return {
    category: (CATEGORIES as readonly unknown[]).includes(stored.category)
      ? (stored.category as Category)
      : null,
    level: isEducationLevel(stored.level) ? stored.level : null,
    school: typeof stored.school === 'string' ? stored.school : '',
    addedMonth: typeof stored.addedMonth === 'string' ? stored.addedMonth : '',
    // Entries recorded before statuses counted have no roll: their students counted as on it.
    roll: isOffRoll(stored.roll) ? stored.roll : 'onRoll',
  };
}
