import type { ImportStudentsInput, ImportStudentsResult } from '@village/model/callables';
import { IMPORT_BATCH_SIZE } from '@village/model/limits';
import type { GoodRow } from '@village/model/import/check-rows';
import { inBatches } from './import-plan';
import { loadImportedRows, saveImportedRows } from './import-resume';

export interface ImportProgress {
  /** Rows the server has confirmed (written now or by an earlier try). */
  done: number;
  total: number;
}

export interface ImportOutcome {
  /** Rows written by the calls of this run. */
  created: number;
  /** Rows the server had already written in an earlier try of the same import. */
  alreadyImported: number;
  /** The import's total as its activity says, from the last call; null when nothing was sent. */
  importedSoFar: number | null;
}

export interface RunImportOptions {
  orgId: string;
  importId: string;
  rows: readonly GoodRow[];
  send: (input: ImportStudentsInput) => Promise<ImportStudentsResult>;
  onProgress: (progress: ImportProgress) => void;
  storage?: Storage;
}

/**
 * Sends the rows in batches of IMPORT_BATCH_SIZE, one after the other, skipping the rows this tab
 * already knows were written, and records each confirmed batch before sending the next. A failed
 * call rejects with its error: calling again with the same rows resumes at the failed batch.
 */
export async function runImport({
  orgId,
  importId,
  rows,
  send,
  onProgress,
  storage,
}: RunImportOptions): Promise<ImportOutcome> {
  const written = loadImportedRows(importId, storage);
  const pending = rows.filter((row) => !written.has(row.row));
  let done = rows.length - pending.length;
  const outcome: ImportOutcome = { created: 0, alreadyImported: 0, importedSoFar: null };
  onProgress({ done, total: rows.length });
  for (const batch of inBatches(pending, IMPORT_BATCH_SIZE)) {
    const result = await send({
      orgId,
      importId,
      rows: batch.map(({ row, student }) => ({ row, student })),
    });
    for (const { row } of batch) written.add(row);
    saveImportedRows(importId, written, storage);
    outcome.created += result.created;
    outcome.alreadyImported += result.alreadyImported;
    outcome.importedSoFar = result.importedSoFar;
    done += batch.length;
    onProgress({ done, total: rows.length });
  }
  return outcome;
}
