// Loading that can run again: a document is created only where none exists yet, so a second run,
// or a run on a stack stopped half-way, adds nothing twice and leaves what is there alone.
import type { DocumentReference, Firestore, WriteBatch } from 'firebase-admin/firestore';

/** Documents per batch: each is read first (one getAll), then created in one batch. */
const BATCH_SIZE = 250;

interface CreateOptions {
  progress?: ((done: number, total: number) => void) | undefined;
  /** Adds writes to a batch beside the creates, given the positions in `entries` it creates. */
  alongside?: (batch: WriteBatch, created: number[]) => void;
}

/** Writes the documents that do not exist yet, in batches; returns how many it wrote. */
export async function createMissing(
  db: Firestore,
  entries: ReadonlyArray<readonly [DocumentReference, Record<string, unknown>]>,
  { progress, alongside }: CreateOptions = {},
): Promise<number> {
  let written = 0;
  for (let start = 0; start < entries.length; start += BATCH_SIZE) {
    const chunk = entries.slice(start, start + BATCH_SIZE);
    const snapshots = await db.getAll(...chunk.map(([ref]) => ref), { fieldMask: [] });
    const batch = db.batch();
    const created: number[] = [];
    snapshots.forEach((snapshot, index) => {
      const entry = chunk[index];
      if (!snapshot.exists && entry) {
        batch.create(entry[0], entry[1]);
        created.push(start + index);
      }
    });
    if (created.length > 0) {
      alongside?.(batch, created);
      await batch.commit();
    }
    written += created.length;
    if (created.length > 0) progress?.(written, entries.length);
  }
  return written;
}
