// Callable udiseAadhaarNumbers: a super_admin's UDISE+ return reads the Aadhaar numbers of its
// students at once (docs/decisions/identity-numbers.md). Like revealAadhaar (aadhaar.ts) it reads
// students/{id}/private/identity, which no client reads through Firestore, and records the read in
// the organization's audit log in the same transaction; but one return is one use: one entry that
// counts the numbers read (identity_return_exported), not one per student. A call that reads no
// number writes no entry.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/https';
import {
  udiseAadhaarNumbersInputSchema,
  type UdiseAadhaarNumbersRequest,
  type UdiseAadhaarNumbersResult,
} from '@village/model/identity-callables';
import { studentIdentityPath } from '@village/model/paths';
import { db } from './app';
import { callerPerson, recordAudit } from './audit';
import { logged, orgName, parseInput, requireCaller, requireRole, type Caller } from './callable';
import { runTransaction } from './transactions';

/** Documents per read: a few round trips for a whole school, each answer well under its limit. */
const READ_CHUNK = 500;

const storedAadhaar = (identity: DocumentSnapshot): string | null => {
  const aadhaar: unknown = identity.get('aadhaar');
  return typeof aadhaar === 'string' && aadhaar ? aadhaar : null;
};

async function readNumbers(
  input: UdiseAadhaarNumbersRequest,
  caller: Caller,
): Promise<UdiseAadhaarNumbersResult> {
  const { orgId } = input;
  // An id sent twice is one student, read and counted once.
  const studentDocIds = [...new Set(input.studentDocIds)];
  return runTransaction(async (tx): Promise<UdiseAadhaarNumbersResult> => {
    const { org, member } = await requireRole(tx, orgId, caller.uid, ['super_admin'], 'seeAadhaar');
    const numbers = new Map<string, string>();
    for (let start = 0; start < studentDocIds.length; start += READ_CHUNK) {
      const ids = studentDocIds.slice(start, start + READ_CHUNK);
      // Under this organization only: another organization's ids find no document here.
      const identities = await tx.getAll(
        ...ids.map((studentDocId) => db.doc(studentIdentityPath(orgId, studentDocId))),
      );
      identities.forEach((identity, index) => {
        const aadhaar = storedAadhaar(identity);
        if (aadhaar !== null) numbers.set(ids[index]!, aadhaar);
      });
    }
    // No number read, nothing to record.
    if (numbers.size === 0) return { numbers: {} };
    recordAudit(tx, orgId, {
      action: 'identity_return_exported',
      actor: callerPerson(caller, member),
      // The return is the organization's: the entry names no student, only how many numbers.
      target: { uid: null, name: orgName(org), email: '' },
      count: numbers.size,
    });
    return { numbers: Object.fromEntries(numbers) };
  });
}

export const udiseAadhaarNumbers = onCall(
  { timeoutSeconds: 60 },
  async (request): Promise<UdiseAadhaarNumbersResult> => {
    const caller = requireCaller(request);
    const input = parseInput(udiseAadhaarNumbersInputSchema, request.data);
    // Never a number in the logs: how many students were asked for, not which numbers came back.
    const fields = { orgId: input.orgId, students: input.studentDocIds.length, by: caller.uid };
    return logged('udiseAadhaarNumbers', fields, () => readNumbers(input, caller));
  },
);
