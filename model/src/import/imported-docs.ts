// The documents an import writes: each file row lands on a document of its own id, so that a batch
// sent again creates nothing twice; and the one activity that counts the import.

/**
 * The document id of an imported row: the same file row always lands on the same document, so a
 * batch sent again after a dropped connection creates nothing twice.
 */
export function importedStudentDocId(importId: string, row: number): string {
  return `import-${importId}-${row}`;
}

/** Whether a student document was created by an import (its add is in the import's activity). */
export function isImportedStudentDocId(docId: string): boolean {
  return docId.startsWith('import-');
}

/** The activity of one import: "N students imported". */
export function importedActivityText(count: number): string {
  return `${count} ${count === 1 ? 'student' : 'students'} imported`;
}
