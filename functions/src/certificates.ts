// Callable issueTransferCertificate: a student's transfer certificate (TC), by staff. Its number is
// the organization's next (organizations/{orgId}/private/certificates: { last }), and is taken in
// the same transaction that records the TC on the student: a number is never skipped (a refused or
// failed call moves nothing) nor given twice (two calls at once contend on the counter, and one
// runs again). A student who already has a TC keeps its number: the call counts a duplicate copy
// and answers with the stored record, for the office to print it marked DUPLICATE.
//
// A TC takes the student off the roll: the first issue sets its status to "left", an edit the
// student trigger counts and shows in the feed as any other; the duplicates' copy count is the
// functions' own bookkeeping (activity-kind.ts: no activity).
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/https';
import {
  issueTransferCertificateInputSchema,
  type IssueTransferCertificateRequest,
  type IssueTransferCertificateResult,
} from '@village/model/school-year-callables';
import {
  transferCertificateRecordSchema,
  type TransferCertificateRecord,
} from '@village/model/certificates';
import { certificateCounterPath, studentsPath } from '@village/model/paths';
import { STAFF_ROLES } from '@village/model/roles';
import { todayIso } from '@village/model/dates';
import { db } from './app';
import { logged, orgName, parseInput, refuse, requireCaller, requireRole } from './callable';
import { runTransaction } from './transactions';

function withoutIssuer(
  record: TransferCertificateRecord,
): IssueTransferCertificateResult['certificate'] {
  const { issuedBy: _issuedBy, ...certificate } = record;
  return certificate;
}

function lastNumber(counter: DocumentSnapshot): number {
  const last: unknown = counter.get('last');
  return typeof last === 'number' && Number.isInteger(last) && last > 0 ? last : 0;
}

async function issue(
  input: IssueTransferCertificateRequest,
  uid: string,
  now: () => Date,
): Promise<IssueTransferCertificateResult> {
  const { orgId, studentDocId, details } = input;
  const studentRef = db.doc(`${studentsPath(orgId)}/${studentDocId}`);
  const counterRef = db.doc(certificateCounterPath(orgId));
  return runTransaction(async (tx): Promise<IssueTransferCertificateResult> => {
    const { org } = await requireRole(tx, orgId, uid, STAFF_ROLES, 'issueCertificates');
    const [student, counter] = await tx.getAll(studentRef, counterRef);
    if (!student?.exists) throw refuse('not-found', 'studentNotFound', { org: orgName(org) });
    const stored = transferCertificateRecordSchema.safeParse(student.get('transferCertificate'));
    if (stored.success) {
      const copy = { ...stored.data, copies: stored.data.copies + 1 };
      tx.update(studentRef, { 'transferCertificate.copies': FieldValue.increment(1) });
      return { certificate: withoutIssuer(copy), duplicate: true };
    }
    const number = lastNumber(counter!) + 1;
    const record: TransferCertificateRecord = {
      ...details,
      number,
      issuedOn: todayIso(now()),
      issuedBy: uid,
      copies: 0,
    };
    tx.set(counterRef, { last: number, updatedAt: Timestamp.fromDate(now()) });
    tx.update(studentRef, {
      transferCertificate: record,
      // A graduate is off the roll already, and stays recorded as one.
      status: student.get('status') === 'graduated' ? 'graduated' : 'left',
      updatedAt: Timestamp.fromDate(now()),
      updatedBy: uid,
    });
    return { certificate: withoutIssuer(record), duplicate: false };
  });
}

export const issueTransferCertificate = onCall(
  { timeoutSeconds: 60 },
  async (request): Promise<IssueTransferCertificateResult> => {
    const caller = requireCaller(request);
    const input = parseInput(issueTransferCertificateInputSchema, request.data);
    const fields = { orgId: input.orgId, studentDocId: input.studentDocId };
    return logged('issueTransferCertificate', { ...fields, by: caller.uid }, () =>
      issue(input, caller.uid, () => new Date()),
    );
  },
);
