// Growing the index: 32 → 64 → 128 … shards, so that no shard reaches Firestore's 1 MiB. A write
// that leaves a shard past DIRECTORY_SHARD_MAX_BYTES doubles the index (growIfFull); so does the
// reconcile when it finds one.
import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  DIRECTORY_MAX_SHARD_COUNT,
  DIRECTORY_SHARD_MAX_BYTES,
  directoryShardBytes,
  directoryShardIdAt,
  directoryShardIndex,
} from '@village/model/directory';
import { directoryShardsPath, organizationPath } from '@village/model/paths';
import { db } from '../app';
import { runTransaction } from '../transactions';
import { directoryStateRef, layoutOf } from './layout';

/** The counted bytes of these shards of the index of `shardCount` shards (reads `bytes` only). */
async function shardBytes(
  orgId: string,
  shardCount: number,
  shardIds: readonly string[],
): Promise<Map<string, number>> {
  if (shardIds.length === 0) return new Map();
  const path = directoryShardsPath(orgId, shardCount);
  const docs = await db.getAll(...shardIds.map((id) => db.doc(`${path}/${id}`)), {
    fieldMask: ['bytes'],
  });
  return new Map(docs.map((doc) => [doc.id, Number(doc.get('bytes') ?? 0) || 0]));
}

/**
 * After a write that grew these shards: doubles the index if one of them now holds more than
 * `maxShardBytes`. Never throws: a failed growth is logged, and the next write or the reconcile
 * tries again.
 */
export async function growIfFull(
  orgId: string,
  shardCount: number,
  shardIds: readonly string[],
  maxShardBytes = DIRECTORY_SHARD_MAX_BYTES,
): Promise<void> {
  try {
    const bytes = await shardBytes(orgId, shardCount, shardIds);
    const full = [...bytes].filter(([, size]) => size > maxShardBytes);
    if (full.length === 0) return;
    logger.info('directory shard past its size: doubling the index', {
      orgId,
      shards: shardCount,
      full: Object.fromEntries(full),
    });
    await growDirectory(orgId, shardCount);
  } catch (error) {
    logger.error('directory growth failed', { orgId, shards: shardCount, error: String(error) });
  }
}

/** How long a grower holds the index before another may take over (renewed after each shard). */
const GROW_LEASE_MS = 60_000;

export interface GrowOptions {
  /** Called after each shard is copied (the tests write students there). */
  onCopied?: (index: number, of: number) => Promise<void>;
}

export type GrowResult =
  | { grown: true; shards: number }
  | { grown: false; reason: 'not this size' | 'busy' | 'largest' | 'lease lost' };

/**
 * Doubles the index of an organization from `fromShards` shards (if it still has that many), safely
 * against every concurrent writer, and without readers ever seeing a partial index:
 *  1. in a transaction, takes the lease of private/directory and sets `next` (twice the shards).
 *     From then on every writer, reading private/directory in its transaction, writes each line
 *     to both indexes; a writer that read it before cannot commit after (transactions are
 *     serializable), so it committed before the copy below reads its shard;
 *  2. copies each shard, in a transaction of its own, into the two shards it splits into
 *     (replacing whatever they held, with exact `bytes`): what a writer adds after the copy, it
 *     writes to the new index itself. The old index stays in use and complete meanwhile;
 *  3. in one transaction, names the new index: `shards` in private/directory and
 *     `directoryShards` in the organization document, which readers follow. The old index stays
 *     (stale, still readable by staff) until the reconcile deletes it, so a reader that has not
 *     yet followed the organization document still sees every student.
 * A grower that dies leaves a lease that expires; the next full shard starts over (the copies are
 * whole, so doing them again is harmless).
 */
export async function growDirectory(
  orgId: string,
  fromShards: number,
  { onCopied }: GrowOptions = {},
): Promise<GrowResult> {
  const stateRef = directoryStateRef(orgId);
  const holder = randomUUID();
  const toShards = fromShards * 2;
  const leaseUntil = () => Timestamp.fromMillis(Date.now() + GROW_LEASE_MS);
  type Refusal = Extract<GrowResult, { grown: false }>;
  const claim = await runTransaction(async (tx): Promise<Refusal | null> => {
    const state = await tx.get(stateRef);
    if (layoutOf(state).shards !== fromShards) return { grown: false, reason: 'not this size' };
    const until: unknown = state.get('until');
    if (until instanceof Timestamp && until.toMillis() > Date.now())
      return { grown: false, reason: 'busy' };
    if (toShards > DIRECTORY_MAX_SHARD_COUNT) return { grown: false, reason: 'largest' };
    tx.set(
      stateRef,
      { shards: fromShards, next: toShards, holder, until: leaseUntil() },
      { merge: true },
    );
    return null;
  });
  if (claim) {
    if (claim.reason === 'largest')
      logger.error('directory index at its largest: it cannot double again', {
        orgId,
        shards: fromShards,
      });
    return claim;
  }
  logger.info('directory index doubling', { orgId, from: fromShards, to: toShards });

  const fromPath = directoryShardsPath(orgId, fromShards);
  const toPath = directoryShardsPath(orgId, toShards);
  for (let index = 0; index < fromShards; index += 1) {
    const lost = await runTransaction(async (tx) => {
      const [state, shard] = await tx.getAll(
        stateRef,
        db.doc(`${fromPath}/${directoryShardIdAt(index, fromShards)}`),
      );
      // Another grower took over (this one was too slow): it copies everything itself.
      if (state!.get('holder') !== holder) return true;
      const halves = new Map<number, Record<string, string>>([
        [index, {}],
        [index + fromShards, {}],
      ]);
      const entries: unknown = shard!.get('entries');
      for (const [docId, line] of Object.entries(
        typeof entries === 'object' && entries !== null ? entries : {},
      )) {
        if (typeof line !== 'string') continue;
        halves.get(directoryShardIndex(docId, toShards))![docId] = line;
      }
      for (const [half, lines] of halves) {
        tx.set(db.doc(`${toPath}/${directoryShardIdAt(half, toShards)}`), {
          entries: lines,
          bytes: directoryShardBytes(lines),
          updatedAt: FieldValue.serverTimestamp(),
        });
      }
      tx.update(stateRef, { until: leaseUntil() });
      return false;
    });
    if (lost) return { grown: false, reason: 'lease lost' };
    await onCopied?.(index, fromShards);
  }

  const flipped = await runTransaction(async (tx) => {
    const state = await tx.get(stateRef);
    if (state.get('holder') !== holder || layoutOf(state).next !== toShards) return false;
    tx.set(
      stateRef,
      {
        shards: toShards,
        // Deleted by the reconcile once no reader can still be on it (RETIRED_GRACE_MS).
        retired: FieldValue.arrayUnion({ shards: fromShards, at: Timestamp.now() }),
        next: FieldValue.delete(),
        holder: FieldValue.delete(),
        until: FieldValue.delete(),
      },
      { merge: true },
    );
    tx.update(db.doc(organizationPath(orgId)), { directoryShards: toShards });
    return true;
  });
  if (!flipped) return { grown: false, reason: 'lease lost' };
  logger.info('directory index doubled', { orgId, shards: toShards });
  return { grown: true, shards: toShards };
}
