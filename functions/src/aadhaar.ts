// Callables setAadhaar and revealAadhaar: the only ways a student's Aadhaar number is written or
// read whole (docs/decisions/identity-numbers.md). The web never touches
// students/{id}/private/identity through Firestore (the rules deny it), so the number never lands
// in a device's offline cache: it travels in a call's request or answer, and lives in memory.
//
// Each use is recorded in the organization's audit log in the transaction that reads or writes the
// number: there is no read without its entry, and no entry for a read that did not happen. The
// entry's id is `${uid}_${studentDocId}_${count}`, counted by the member's record of uses of that
// student's number (identityReveals/{uid}_{studentDocId}), so that the child's data download finds
// a student's entries by their records (the audit log names the student by name only).
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/https';
import { IDENTITY_AUDIT_ACTIONS } from '@village/model/audit';
import {
  revealAadhaarInputSchema,
  setAadhaarInputSchema,
  type RevealAadhaarRequest,
  type RevealAadhaarResult,
  type SetAadhaarRequest,
  type SetAadhaarResult,
} from '@village/model/identity-callables';
import { aadhaarSummaryOf, type IdentityAccessReason } from '@village/model/identity';
import { identityRevealPath, studentIdentityPath, studentsPath } from '@village/model/paths';
import { STAFF_ROLES } from '@village/model/roles';
import { db } from './app';
import { callerPerson, recordAudit, studentPerson } from './audit';
import {
  logged,
  orgName,
  parseInput,
  refuse,
  requireCaller,
  requireRole,
  type Caller,
} from './callable';
import { runTransaction } from './transactions';

interface StudentDocuments {
  student: DocumentReference;
  identity: DocumentReference;
  /** The caller's record of uses of this student's number: the last, and how many. */
  record: DocumentReference;
}

function documentsOf(orgId: string, studentDocId: string, uid: string): StudentDocuments {
  return {
    student: db.doc(`${studentsPath(orgId)}/${studentDocId}`),
    identity: db.doc(studentIdentityPath(orgId, studentDocId)),
    record: db.doc(identityRevealPath(orgId, uid, studentDocId)),
  };
}

/** A record's count: a positive whole number, else 0 (no record yet). */
function countOf(record: DocumentSnapshot): number {
  const count: unknown = record.get('count');
  return typeof count === 'number' && Number.isSafeInteger(count) && count > 0 ? count : 0;
}

/**
 * Writes the record of one more use and its audit entry, in the transaction that makes the use
 * (after all its reads, as Firestore transactions require).
 */
function recordUse(
  tx: Transaction,
  use: {
    orgId: string;
    caller: Caller;
    member: DocumentSnapshot;
    student: DocumentSnapshot;
    record: DocumentSnapshot;
    reason: IdentityAccessReason;
  },
): void {
  const count = countOf(use.record) + 1;
  tx.set(use.record.ref, {
    uid: use.caller.uid,
    studentDocId: use.student.id,
    reason: use.reason,
    at: FieldValue.serverTimestamp(),
    count,
  });
  recordAudit(
    tx,
    use.orgId,
    {
      action: IDENTITY_AUDIT_ACTIONS[use.reason],
      actor: callerPerson(use.caller, use.member),
      target: studentPerson(use.student),
    },
    `${use.record.id}_${count}`,
  );
}

const storedAadhaar = (identity: DocumentSnapshot): string | null => {
  const aadhaar: unknown = identity.get('aadhaar');
  return typeof aadhaar === 'string' && aadhaar ? aadhaar : null;
};

async function setNumber(input: SetAadhaarRequest, caller: Caller): Promise<SetAadhaarResult> {
  const { orgId, studentDocId, aadhaar } = input;
  const refs = documentsOf(orgId, studentDocId, caller.uid);
  const removing = aadhaar === null;
  return runTransaction(async (tx): Promise<SetAadhaarResult> => {
    // Any staff member may type a number; only a super_admin removes one (a parent's request).
    const { org, member } = removing
      ? await requireRole(tx, orgId, caller.uid, ['super_admin'], 'removeAadhaar')
      : await requireRole(tx, orgId, caller.uid, STAFF_ROLES, 'saveAadhaar');
    const [student, identity, record] = await tx.getAll(refs.student, refs.identity, refs.record);
    if (!student?.exists) throw refuse('not-found', 'studentNotFound', { org: orgName(org) });
    const summary = removing ? null : aadhaarSummaryOf(aadhaar);
    const stored = storedAadhaar(identity!);
    const sameSummary =
      summary === null
        ? student.get('identity.aadhaarLastFour') === undefined
        : student.get('identity.aadhaarLastFour') === summary.aadhaarLastFour &&
          student.get('identity.aadhaarKind') === summary.aadhaarKind;
    // Nothing to change (a call sent again, the number saved already): no write, no entry.
    if (stored === aadhaar && sameSummary) return { saved: summary };
    if (removing) tx.delete(refs.identity);
    else
      tx.set(refs.identity, {
        aadhaar,
        updatedAt: FieldValue.serverTimestamp(),
        updatedBy: caller.uid,
      });
    if (!sameSummary) {
      // By field path: the rest of the identity group (PEN, APAAR ID) stays as it is. Not an
      // edit of the record (no updatedAt, no activity: activity-kind.ts): the History has it.
      tx.update(refs.student, {
        'identity.aadhaarLastFour': summary?.aadhaarLastFour ?? FieldValue.delete(),
        'identity.aadhaarKind': summary?.aadhaarKind ?? FieldValue.delete(),
      });
    }
    recordUse(tx, {
      orgId,
      caller,
      member,
      student,
      record: record!,
      reason: removing ? 'remove' : 'save',
    });
    return { saved: summary };
  });
}

async function revealNumber(
  input: RevealAadhaarRequest,
  caller: Caller,
): Promise<RevealAadhaarResult> {
  const { orgId, studentDocId, reason } = input;
  const refs = documentsOf(orgId, studentDocId, caller.uid);
  return runTransaction(async (tx): Promise<RevealAadhaarResult> => {
    const { org, member } = await requireRole(tx, orgId, caller.uid, ['super_admin'], 'seeAadhaar');
    const [student, identity, record] = await tx.getAll(refs.student, refs.identity, refs.record);
    if (!student?.exists) throw refuse('not-found', 'studentNotFound', { org: orgName(org) });
    const aadhaar = storedAadhaar(identity!);
    // No number read, nothing to record.
    if (aadhaar === null) return { aadhaar: null };
    recordUse(tx, { orgId, caller, member, student, record: record!, reason });
    return { aadhaar };
  });
}

export const setAadhaar = onCall(
  { timeoutSeconds: 30 },
  async (request): Promise<SetAadhaarResult> => {
    const caller = requireCaller(request);
    const input = parseInput(setAadhaarInputSchema, request.data);
    // Never the number in the logs: only whether one was set or removed.
    const fields = {
      orgId: input.orgId,
      studentDocId: input.studentDocId,
      removing: input.aadhaar === null,
    };
    return logged('setAadhaar', { ...fields, by: caller.uid }, () => setNumber(input, caller));
  },
);

export const revealAadhaar = onCall(
  { timeoutSeconds: 30 },
  async (request): Promise<RevealAadhaarResult> => {
    const caller = requireCaller(request);
    const input = parseInput(revealAadhaarInputSchema, request.data);
    const fields = { orgId: input.orgId, studentDocId: input.studentDocId, reason: input.reason };
    return logged('revealAadhaar', { ...fields, by: caller.uid }, () =>
      revealNumber(input, caller),
    );
  },
);
