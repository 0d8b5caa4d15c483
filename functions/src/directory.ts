// organizations/{orgId}/students/{studentId}: on every create, update and delete, rewrite that
// student's line in the directory index organizations/{orgId}/directory/{shardId}
// (model/src/directory.ts), which staff load whole to search and filter in the browser.
//
// The index grows (growDirectory below): private/directory names how many shards it has, and while
// it doubles, the count of the one being built (`next`); every writer reads it in its transaction
// and writes each line to both until the new index is complete and the organization document
// names it. Each shard counts the bytes of its lines (`bytes`), so that it doubles long before a
// shard reaches Firestore's 1 MiB.
//
// Events arrive at least once, out of order and concurrently, so the event's data is not used: a
// transaction reads the student as it is NOW and writes its line (or removes it) with a blind merge
// into the shard. Whatever order the events run in, the last one to commit has read the latest
// student. The shard itself is never read, so writes to different students never contend.
import { randomUUID } from 'node:crypto';
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/firestore';
import * as z from 'zod/mini';
import {
  DIRECTORY_MAX_SHARD_COUNT,
  DIRECTORY_SHARD_MAX_BYTES,
  directoryEntryBytes,
  directoryShardBytes,
  directoryShardCountOf,
  directoryShardId,
  directoryShardIdAt,
  directoryShardIndex,
  directorySourceOf as sourceOfStoredStudent,
  packDirectoryEntry,
  type DirectorySource,
} from '@village/model/directory';
import { geoPointSchema, timestampSchema } from '@village/model/firestore-values';
import {
  COLLECTIONS,
  directoryShardsPath,
  directoryStatePath,
  organizationPath,
  studentsPath,
} from '@village/model/paths';
import { isImportedStudentDocId } from '@village/model/student-import';
import { storedStudentSchema } from '@village/model/student';
import { db } from './app';
import { runTransaction } from './transactions';

/** A stored student as the directory needs it: location optional, updatedAt possibly missing. */
const indexedStudentSchema = z.extend(storedStudentSchema, {
  location: z._default(z.nullable(geoPointSchema), null),
  updatedAt: z.optional(timestampSchema),
});

export type DirectorySourceResult =
  { ok: true; source: DirectorySource } | { ok: false; problems: string[] };

/**
 * What the directory lists for a stored student, or why it cannot list it (the document fails the
 * model's schema). `updateTime` stands in for a missing updatedAt. Pure: no Firestore here.
 */
export function directorySourceOf(data: DocumentData, updateTime: Date): DirectorySourceResult {
  const parsed = indexedStudentSchema.safeParse(data);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    };
  }
  const student = parsed.data;
  return {
    ok: true,
    source: sourceOfStoredStudent({ ...student, updatedAt: student.updatedAt ?? updateTime }),
  };
}

// ---------------------------------------------------------------------------------------------
// The layout: how many shards, and whether the index is doubling.

/** private/directory: the index's layout, written only by growDirectory. */
export const directoryStateRef = (orgId: string) => db.doc(directoryStatePath(orgId));

export interface DirectoryLayout {
  /** The shards of the index in use: what the organization document's directoryShards names. */
  shards: number;
  /** While the index doubles, the shard count of the one being built (written too); else null. */
  next: number | null;
}

export function layoutOf(state: DocumentSnapshot): DirectoryLayout {
  const shards = directoryShardCountOf(state.get('shards'));
  const next: unknown = state.get('next');
  return { shards, next: next === shards * 2 ? next : null };
}

/** The shard counts a line is written to: the index in use, and the one being built. */
export function layoutTargets(layout: DirectoryLayout): number[] {
  return layout.next === null ? [layout.shards] : [layout.shards, layout.next];
}

/** The shard document that holds a student's line, in the index of `shardCount` shards. */
export function directoryShardRef(
  orgId: string,
  studentDocId: string,
  shardCount: number,
): DocumentReference {
  return db.doc(
    `${directoryShardsPath(orgId, shardCount)}/${directoryShardId(studentDocId, shardCount)}`,
  );
}

/** A write Firestore refused for the size of the document (the shard reached 1 MiB). */
export function isDocumentTooLarge(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === 3 &&
    typeof message === 'string' &&
    /exceeds the maximum (allowed )?size/i.test(message)
  );
}

/** The packed line of a stored student, or null (with a warning) when it cannot be listed. */
export function directoryLineOf(
  orgId: string,
  docId: string,
  data: DocumentData,
  updateTime: Timestamp | undefined,
): string | null {
  const result = directorySourceOf(data, updateTime?.toDate() ?? new Date(0));
  if (result.ok) return packDirectoryEntry(result.source);
  logger.warn('student left out of the directory: invalid document', {
    orgId,
    docId,
    problems: result.problems.slice(0, 5),
  });
  return null;
}

/** One student document, as the reconcile reads it. */
export interface StoredStudent {
  id: string;
  data: DocumentData;
  updateTime: Date;
}

/**
 * Every shard's entries ({ [docId]: line }) for these students, in an index of `shardCount`
 * shards; invalid ones are left out.
 */
export function directoryShardsOf(
  students: Iterable<StoredStudent>,
  shardCount: number,
): {
  shards: Map<string, Record<string, string>>;
  invalid: string[];
} {
  const shards = new Map<string, Record<string, string>>();
  const invalid: string[] = [];
  for (const student of students) {
    const result = directorySourceOf(student.data, student.updateTime);
    if (!result.ok) {
      invalid.push(student.id);
      continue;
    }
    const shardId = directoryShardId(student.id, shardCount);
    const entries = shards.get(shardId) ?? {};
    entries[student.id] = packDirectoryEntry(result.source);
    shards.set(shardId, entries);
  }
  return { shards, invalid };
}

/**
 * How many lines of the stored shards are wrong, missing or extra compared with the rebuilt ones,
 * and which: their document ids, by shard. A shard not stored counts as empty. Lines are compared
 * as strings, so a line of an older version (version 1, before the section, admission number,
 * social category and CWSN were listed) is wrong too: the first reconcile after a new version of
 * the line is deployed rewrites every such line, and reports them all as drift that once.
 */
export function directoryDrift(
  stored: ReadonlyMap<string, Readonly<Record<string, unknown>>>,
  rebuilt: ReadonlyMap<string, Readonly<Record<string, string>>>,
): { wrongLines: number; lines: Map<string, string[]> } {
  const lines = new Map<string, string[]>();
  let wrongLines = 0;
  for (const shardId of new Set([...stored.keys(), ...rebuilt.keys()])) {
    const before = stored.get(shardId) ?? {};
    const after = rebuilt.get(shardId) ?? {};
    const wrong: string[] = [];
    for (const id of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (before[id] !== after[id]) wrong.push(id);
    }
    if (wrong.length > 0) lines.set(shardId, wrong.sort());
    wrongLines += wrong.length;
  }
  return { wrongLines, lines };
}

export type DirectoryUpdate = 'listed' | 'removed' | 'invalid';

/** The bytes a student's line takes in its shard as of one snapshot (0: no line). */
function snapshotLineBytes(docId: string, snapshot: DocumentSnapshot | undefined): number {
  if (!snapshot?.exists) return 0;
  const result = directorySourceOf(
    snapshot.data() ?? {},
    snapshot.updateTime?.toDate() ?? new Date(0),
  );
  return result.ok ? directoryEntryBytes(docId, packDirectoryEntry(result.source)) : 0;
}

/**
 * How much a student write changes its shard's `bytes`: its line's size after less before. Each
 * event counts its own change, so the counts add up whatever order the events run in (as the
 * counters do); the create of an imported student was counted by the import that wrote its line.
 * Off by a few lines at most: after a commit retried, or when the count was set from the lines
 * (a doubling's copy, the reconcile) while events were in flight, since an event's line may
 * already be there, written by an earlier event that read the student later. The reconcile sets
 * every shard's bytes from its lines again; the 340 KiB above DIRECTORY_SHARD_MAX_BYTES absorb it.
 * The line before is packed as this version packs it: a student whose stored line is of an older
 * version (shorter) is counted a few bytes short until the reconcile counts again.
 */
export function directoryBytesDelta(
  docId: string,
  before: DocumentSnapshot | undefined,
  after: DocumentSnapshot | undefined,
): number {
  if (!before?.exists && isImportedStudentDocId(docId)) return 0;
  return snapshotLineBytes(docId, after) - snapshotLineBytes(docId, before);
}

/**
 * Brings one student's line up to date with the student document, in the index in use (and in
 * the one being built, while it doubles), counting `bytesDelta` into its shards. Exported for the
 * tests.
 */
export async function updateDirectoryEntry(
  orgId: string,
  docId: string,
  bytesDelta = 0,
): Promise<{ result: DirectoryUpdate; layout: DirectoryLayout }> {
  const studentRef = db.doc(`${studentsPath(orgId)}/${docId}`);
  return runTransaction(async (tx) => {
    const [student, state] = await tx.getAll(studentRef, directoryStateRef(orgId));
    const layout = layoutOf(state!);
    const line = student!.exists
      ? directoryLineOf(orgId, docId, student!.data() ?? {}, student!.updateTime)
      : null;
    for (const shardCount of layoutTargets(layout)) {
      tx.set(
        directoryShardRef(orgId, docId, shardCount),
        {
          entries: { [docId]: line ?? FieldValue.delete() },
          ...(bytesDelta !== 0 ? { bytes: FieldValue.increment(bytesDelta) } : {}),
          updatedAt: FieldValue.serverTimestamp(),
        },
        { merge: true },
      );
    }
    const result: DirectoryUpdate =
      line !== null ? 'listed' : student!.exists ? 'invalid' : 'removed';
    return { result, layout };
  });
}

/** The counted bytes of these shards of the index of `shardCount` shards (reads `bytes` only). */
export async function shardBytes(
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

// ---------------------------------------------------------------------------------------------
// Growing: 32 → 64 → 128 … shards.

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

// organizations/{orgId}/students/{studentId}
export const syncDirectoryEntry = onDocumentWritten(
  {
    document: `${COLLECTIONS.organizations}/{orgId}/${COLLECTIONS.students}/{studentId}`,
    retry: true,
    // Time for the index to double (growDirectory) when this write fills a shard.
    timeoutSeconds: 300,
  },
  async (event) => {
    const { orgId, studentId: docId } = event.params;
    const fields = { orgId, docId, eventId: event.id };
    const delta = directoryBytesDelta(docId, event.data?.before, event.data?.after);
    try {
      const { result, layout } = await updateDirectoryEntry(orgId, docId, delta);
      logger.debug('directory entry updated', { ...fields, result });
      if (delta > 0)
        await growIfFull(orgId, layout.shards, [directoryShardId(docId, layout.shards)]);
    } catch (error) {
      if (isDocumentTooLarge(error)) {
        // The student is missing from the directory until this succeeds: loud, and the index is
        // doubled now rather than at the next write.
        logger.error('directory shard full: student not listed; doubling the index', {
          ...fields,
          error: String(error),
        });
        const state = await directoryStateRef(orgId).get();
        await growDirectory(orgId, layoutOf(state).shards).catch((failure: unknown) =>
          logger.error('directory growth failed', { orgId, error: String(failure) }),
        );
      } else {
        logger.error('directory entry update failed', { ...fields, error: String(error) });
      }
      // Thrown again so that the platform delivers the event again (retry: true): the update
      // reads the student afresh, so running it again is safe.
      throw error;
    }
  },
);
