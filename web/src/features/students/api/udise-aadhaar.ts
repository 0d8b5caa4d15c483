import { CALLABLES } from '@village/model/callables';
import {
  UDISE_AADHAAR_MAX_STUDENTS,
  type UdiseAadhaarNumbersInput,
  type UdiseAadhaarNumbersResult,
} from '@village/model/identity-callables';
import type { Student } from '@village/model/student';
import { callFunction } from '../../../lib/functions';

// The UDISE+ return's Aadhaar numbers, apart from identity.ts so that only the return's chunk
// carries the callable's schema module. As with Show, the numbers travel only in the call's answer
// (never through the Firestore SDK and its offline cache) and live in memory until the workbook is
// written (docs/decisions/identity-numbers.md).

/**
 * A super_admin's UDISE+ return: the saved numbers of these students, by student document id,
 * for those whose record shows one (`identity.aadhaarLastFour`). The server reads them at once and
 * records one History entry per call, with how many it read; a school with more than
 * UDISE_AADHAAR_MAX_STUDENTS such students takes a call (and an entry) per that many. A call that
 * fails (offline, refused) gives no numbers for its students, and the return lists them to copy
 * from the register, as before this read existed; what earlier calls gave is kept.
 */
export async function readUdiseAadhaarNumbers(
  orgId: string,
  students: Iterable<Student>,
): Promise<Map<string, string>> {
  const withNumber = [...students]
    .filter((student) => student.identity?.aadhaarLastFour)
    .map((student) => student.id);
  const numbers = new Map<string, string>();
  for (let start = 0; start < withNumber.length; start += UDISE_AADHAAR_MAX_STUDENTS) {
    const studentDocIds = withNumber.slice(start, start + UDISE_AADHAAR_MAX_STUDENTS);
    try {
      const result = await callFunction<UdiseAadhaarNumbersInput, UdiseAadhaarNumbersResult>(
        CALLABLES.udiseAadhaarNumbers,
        { orgId, studentDocIds },
      );
      for (const [studentDocId, aadhaar] of Object.entries(result.numbers))
        numbers.set(studentDocId, aadhaar);
    } catch (error) {
      console.warn('the UDISE+ return goes without the Aadhaar numbers it could not read', error);
      break;
    }
  }
  return numbers;
}
