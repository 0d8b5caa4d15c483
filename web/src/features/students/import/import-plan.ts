import { admissionNumberClashes } from '@village/model/admission-numbers';
import type { BadRow, CheckedRows, GoodRow } from '@village/model/import/check-rows';
import { duplicateKey } from '@village/model/import/check-row';
import { importedStudentDocId } from '@village/model/import/imported-docs';
import type { DirectoryEntry } from '@village/model/directory';
import type { AdmissionNumberHolder } from '@village/model/admission-number-key';
import { englishImportTexts, type ImportTexts } from './messages';

// The import's last stage, in the browser: the checked rows sorted against the students already
// here (possible duplicates, admission numbers taken, rows this import already wrote), the rows
// to send and the import's id, which names their documents, and the batches they go in. Texts
// are in English unless the caller gives the import's texts in the reader's language (`t`).

/**
 * The import's id: the first 32 hex digits of the SHA-256 of the organization and the good rows.
 * The same file (and mapping) gives the same id, so sending it again, after a dropped connection
 * or a reload, lands on the same documents (students/import-<id>-<row>) and creates nothing twice.
 */
export async function importIdOf(orgId: string, good: readonly GoodRow[]): Promise<string> {
  const text = JSON.stringify([orgId, good.map(({ row, student }) => [row, student])]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 32);
}

export interface DuplicateRow extends GoodRow {
  /** "Row 9 looks like row 3: same name, date of birth and parent contact" (duplicateText). */
  message: string;
  /** The earlier row of the file it looks like, or the student already in the directory. */
  like: { row: number } | { student: string };
}

/** A possible duplicate's reason, in the language of `t`. */
export function duplicateText(
  row: Pick<DuplicateRow, 'row' | 'like'>,
  t: ImportTexts = englishImportTexts,
): string {
  const same = t('duplicates.same');
  return 'student' in row.like
    ? t('duplicates.ofStudent', { row: row.row, student: row.like.student, same })
    : t('duplicates.ofRow', { row: row.row, earlier: row.like.row, same });
}

export interface ImportPreview {
  /** Good rows that are not possible duplicates nor already imported: imported. */
  ready: GoodRow[];
  /** Good rows that look like another row of the file or a student already there. */
  duplicates: DuplicateRow[];
  /** Good rows this same import has already written (a reload after a partial import). */
  alreadyImported: GoodRow[];
  errors: BadRow[];
}

function describeStudent(entry: DirectoryEntry): string {
  return entry.studentId ? `${entry.name} (${entry.studentId})` : entry.name;
}

/**
 * Sorts the good rows: a row whose document this import already wrote is already imported; a row
 * with the same duplicateKey as an earlier row of the file, or as a student of the organization
 * (other than this import's own), is a possible duplicate; a row whose admission number another
 * student or an earlier row holds is an error; the rest are ready.
 */
export function previewImport(
  checked: CheckedRows,
  importId: string,
  existing: Iterable<DirectoryEntry>,
  admissionHolders: ReadonlyMap<string, readonly AdmissionNumberHolder[]>,
): ImportPreview {
  // This import's own documents ("import-<id>-<row>") are not duplicates of its rows.
  const ownPrefix = importedStudentDocId(importId, 0).replace(/\d+$/, '');
  const existingIds = new Set<string>();
  const existingByKey = new Map<string, DirectoryEntry>();
  for (const entry of existing) {
    existingIds.add(entry.id);
    if (entry.id.startsWith(ownPrefix)) continue;
    const key = duplicateKey(entry);
    if (!existingByKey.has(key)) existingByKey.set(key, entry);
  }
  // An admission number held by another student, or by an earlier row, is an error: numbers are
  // unique, and the callable would refuse the batch holding it.
  const clashes = new Map(
    admissionNumberClashes(importId, checked.good, admissionHolders).map(({ row, text }) => [
      row,
      text,
    ]),
  );
  const firstRowByKey = new Map<string, number>();
  const preview: ImportPreview = {
    ready: [],
    duplicates: [],
    alreadyImported: [],
    errors: [...checked.bad],
  };
  for (const good of checked.good) {
    const clash = clashes.get(good.row);
    if (clash !== undefined) {
      preview.errors.push({ row: good.row, name: good.name, problems: [clash], unread: [] });
      continue;
    }
    const key = duplicateKey(good.student);
    const earlier = firstRowByKey.get(key);
    if (earlier === undefined) firstRowByKey.set(key, good.row);
    const twin = existingByKey.get(key);
    if (existingIds.has(importedStudentDocId(importId, good.row)))
      preview.alreadyImported.push(good);
    else if (earlier !== undefined || twin) {
      const like = earlier !== undefined ? { row: earlier } : { student: describeStudent(twin!) };
      preview.duplicates.push({ ...good, like, message: duplicateText({ row: good.row, like }) });
    } else preview.ready.push(good);
  }
  if (clashes.size > 0) preview.errors.sort((a, b) => a.row - b.row);
  return preview;
}

/** The rows to send, in file order: the ready ones, and the possible duplicates if asked. */
export function rowsToImport(preview: ImportPreview, includeDuplicates: boolean): GoodRow[] {
  const rows = includeDuplicates ? [...preview.ready, ...preview.duplicates] : [...preview.ready];
  return rows.sort((a, b) => a.row - b.row);
}

/** Why nothing would be sent, in words; null when some row would be. */
export function nothingToImportMessage(
  preview: ImportPreview,
  includeDuplicates: boolean,
  t: ImportTexts = englishImportTexts,
): string | null {
  if (rowsToImport(preview, includeDuplicates).length > 0) return null;
  const imported = preview.alreadyImported.length > 0 ? t('nothing.alreadyImported') : null;
  if (preview.duplicates.length > 0)
    return [imported, t('nothing.onlyDuplicates')].filter(Boolean).join(' ');
  if (imported) return t('nothing.allImported');
  return t('nothing.errors');
}

/** `items` in runs of `size`. */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    batches.push(items.slice(start, start + size));
  return batches;
}
