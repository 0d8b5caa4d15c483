import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@village/model/paths';

/**
 * Counts every organization with the functions' own reconcile (a read-only snapshot, then one
 * write; functions/src/reconcile/), rather than waiting for the triggers to count a bulk load
 * student by student. It also repairs a stack that was stopped half-way: counters a trigger never
 * got to, and pending counter entries (folded, or dropped as the recount already has them).
 * Returns, per organization, how many counters it had to set.
 */
export async function countAllOrganizations(db: Firestore): Promise<Map<string, number>> {
  // Loaded on use: it brings in the functions' code, which only the emulator scripts need.
  const { reconcileCounters } = await import('../../functions/src/reconcile');
  const organizations = await db.collection(COLLECTIONS.organizations).select().get();
  const changes = new Map<string, number>();
  for (const org of organizations.docs) {
    changes.set(org.id, (await reconcileCounters(org.id)).changes.length);
  }
  return changes;
}
