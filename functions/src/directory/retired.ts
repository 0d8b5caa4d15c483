// The indexes a doubling replaced (`retired` in private/directory): kept whole for a while, for the
// readers that have not yet followed the organization document to the new one, then deleted by
// the reconcile.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { directoryShardsPath } from '@village/model/paths';
import { db } from '../app';
import { directoryStateRef, layoutOf, layoutTargets } from './layout';

/** A retired index is deleted only after this long, so that no reader is still on it. */
export const RETIRED_GRACE_MS = 60 * 60 * 1000;

/** Deletes the retired indexes older than RETIRED_GRACE_MS; returns their shard counts. */
export async function deleteRetiredIndexes(orgId: string, nowMs = Date.now()): Promise<number[]> {
  const state = await directoryStateRef(orgId).get();
  const current = layoutOf(state);
  const retired: unknown = state.get('retired');
  const deleted: number[] = [];
  for (const entry of Array.isArray(retired) ? retired : []) {
    const { shards, at } = (entry ?? {}) as { shards?: unknown; at?: unknown };
    if (typeof shards !== 'number' || !(at instanceof Timestamp)) continue;
    if (at.toMillis() + RETIRED_GRACE_MS > nowMs) continue;
    // Never the index in use or the one being built (a retired count cannot come back, but the
    // check costs nothing).
    if (layoutTargets(current).includes(shards)) continue;
    const docs = await db.collection(directoryShardsPath(orgId, shards)).select().get();
    const writer = db.bulkWriter();
    for (const doc of docs.docs) void writer.delete(doc.ref);
    await writer.close();
    await directoryStateRef(orgId).update({ retired: FieldValue.arrayRemove(entry) });
    deleted.push(shards);
  }
  return deleted;
}
