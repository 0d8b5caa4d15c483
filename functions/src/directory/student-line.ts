// A student's line in the directory index: what it lists for a stored student (or why it cannot),
// packed by the model (model/src/directory-encoding.ts), and how many bytes a write adds to or
// takes from its shard.
import type { DocumentData, DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import * as z from 'zod/mini';
import {
  directoryEntryBytes,
  directorySourceOf as sourceOfStoredStudent,
  packDirectoryEntry,
  type DirectorySource,
} from '@village/model/directory';
import { geoPointSchema, timestampSchema } from '@village/model/firestore-values';
import { isImportedStudentDocId } from '@village/model/import/imported-docs';
import { storedStudentSchema } from '@village/model/student';

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
