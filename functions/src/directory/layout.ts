// The index's layout, private/directory: how many shards the index in use has and, while it
// doubles, how many the one being built has. Every writer reads it in its own transaction and
// writes each line to the shards it names (layoutTargets).
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { directoryShardCountOf, directoryShardId } from '@village/model/directory';
import { directoryShardsPath, directoryStatePath } from '@village/model/paths';
import { db } from '../app';

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
