import { directorySourceOf, type DirectoryEntry } from '@village/model/directory';
import { categoryForLevel } from '@village/model/levels';
import type { Student } from '@village/model/student';

/**
 * A student document as the directory lists it: the newest students are laid over the index in
 * the directory's engine (lib/directory/directory-engine.ts: setOverlay).
 */
export function directoryEntryOf(student: Student): DirectoryEntry {
  return {
    ...directorySourceOf(student),
    id: student.id,
    category: categoryForLevel(student.educationLevel),
  };
}
