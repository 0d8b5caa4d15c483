import {
  CALLABLES,
  type ImportStudentsInput,
  type ImportStudentsResult,
} from '@village/model/callables';
import { callFunction } from '../../../../lib/functions';

/**
 * One batch of an import (at most IMPORT_BATCH_SIZE rows) through the importStudents callable:
 * the server checks the caller is staff, validates every row again and creates each row's
 * document only if it is absent. Fails with a CallableError whose message is for the user
 * (OFFLINE_MESSAGE when the connection is gone).
 */
export function importStudentsBatch(input: ImportStudentsInput): Promise<ImportStudentsResult> {
  return callFunction<ImportStudentsInput, ImportStudentsResult>(CALLABLES.importStudents, input);
}
