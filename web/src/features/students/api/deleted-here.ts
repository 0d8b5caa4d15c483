// Apart from write-student.ts, so that the directory, which only asks, does not load the writes
// (and the form's schemas and consents they bring).

const deletedHere = new Set<string>();

/** Records a student deleted in this page (write-student.ts deleteStudent). */
export function noteDeletedHere(id: string): void {
  deletedHere.add(id);
}

/** Students deleted in this page: the directory hides them before the index catches up. */
export function idsDeletedHere(): ReadonlySet<string> {
  return deletedHere;
}
