// The index rebuilt from the students themselves, and how far the stored one has drifted from it:
// what the reconcile compares and repairs.
import type { DocumentData } from 'firebase-admin/firestore';
import { directoryShardId, packDirectoryEntry } from '@village/model/directory';
import { directorySourceOf } from './student-line';

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
