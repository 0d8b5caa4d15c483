// organizations/{orgId}/students/{studentId}: on every create, update and delete, rewrite that
// student's line in the directory index organizations/{orgId}/directory/{shardId}
// (model/src/directory.ts), which staff load whole to search and filter in the browser.
//
// Events arrive at least once, out of order and concurrently, so the event's data is not used: a
// transaction reads the student as it is NOW and writes its line (or removes it) with a blind merge
// into the shard. Whatever order the events run in, the last one to commit has read the latest
// student. The shard itself is never read, so writes to different students never contend.
import {
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type Timestamp,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/firestore';
import * as z from 'zod/mini';
import {
  directoryShardId,
  directorySourceOf as sourceOfStoredStudent,
  packDirectoryEntry,
  type DirectorySource,
} from '@village/model/directory';
import { geoPointSchema, timestampSchema } from '@village/model/firestore-values';
import { COLLECTIONS, directoryPath, studentsPath } from '@village/model/paths';
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

/** The shard document that holds a student's line. */
export function directoryShardRef(orgId: string, studentDocId: string): DocumentReference {
  return db.doc(`${directoryPath(orgId)}/${directoryShardId(studentDocId)}`);
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

/** Every shard's entries ({ [docId]: line }) for these students; invalid ones are left out. */
export function directoryShardsOf(students: Iterable<StoredStudent>): {
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
    const shardId = directoryShardId(student.id);
    const entries = shards.get(shardId) ?? {};
    entries[student.id] = packDirectoryEntry(result.source);
    shards.set(shardId, entries);
  }
  return { shards, invalid };
}

/**
 * How many lines of the stored shards are wrong, missing or extra compared with the rebuilt ones,
 * and which: their document ids, by shard. A shard not stored counts as empty.
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

/** Brings one student's line up to date with the student document. Exported for the tests. */
export async function updateDirectoryEntry(orgId: string, docId: string): Promise<DirectoryUpdate> {
  const studentRef = db.doc(`${studentsPath(orgId)}/${docId}`);
  const shardRef = directoryShardRef(orgId, docId);
  return runTransaction(async (tx) => {
    const student = await tx.get(studentRef);
    const line = student.exists
      ? directoryLineOf(orgId, docId, student.data() ?? {}, student.updateTime)
      : null;
    tx.set(
      shardRef,
      {
        entries: { [docId]: line ?? FieldValue.delete() },
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
    return line !== null ? 'listed' : student.exists ? 'invalid' : 'removed';
  });
}

// organizations/{orgId}/students/{studentId}
export const syncDirectoryEntry = onDocumentWritten(
  {
    document: `${COLLECTIONS.organizations}/{orgId}/${COLLECTIONS.students}/{studentId}`,
    retry: true,
  },
  async (event) => {
    const { orgId, studentId: docId } = event.params;
    const fields = { orgId, docId, eventId: event.id };
    try {
      const result = await updateDirectoryEntry(orgId, docId);
      logger.debug('directory entry updated', { ...fields, result });
    } catch (error) {
      // Thrown again so that the platform delivers the event again (retry: true): the update
      // reads the student afresh, so running it again is safe.
      logger.error('directory entry update failed', { ...fields, error: String(error) });
      throw error;
    }
  },
);
