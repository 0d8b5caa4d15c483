// Callable issueTransferCertificate: a student's transfer certificate (TC), by staff. Its number is
// the organization's next (organizations/{orgId}/private/certificates: { last }), and is taken in
// the same transaction that records the TC on the student: a number is never skipped (a refused or
// failed call moves nothing) nor given twice (two calls at once contend on the counter, and one
// runs again). A student who already has a TC keeps its number: the call counts a duplicate copy
// and answers with the stored record, for the office to print it marked DUPLICATE. A call sent
// again with the key of the call that issued the TC (or printed the last duplicate) is a retry
// after a dropped response: it is answered as that call was and counts nothing.
//
// The record keeps the student as printed that day (its snapshot: reprints print it, whatever is
// edited later), the class last studied from the student's record of the leaving date's academic
// year when that year was closed for them; the organization's register (certificates/{number})
// gets the TC's line in the same transaction, and keeps it after the student is deleted.
//
// A TC takes the student off the roll: the first issue sets its status to "left", an edit the
// student trigger counts and shows in the feed as any other; the duplicates' copy count is the
// functions' own bookkeeping (activity-kind.ts: no activity).
import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/https';
import {
  issueTransferCertificateInputSchema,
  type IssueTransferCertificateRequest,
  type IssueTransferCertificateResult,
} from '@village/model/school-year-callables';
import {
  transferCertificateRecordSchema,
  type CertificateRegisterEntry,
  type IssuedTransferCertificate,
  type TransferCertificateRecord,
} from '@village/model/certificates';
import { academicYearOf } from '@village/model/academic-year';
import {
  certificateCounterPath,
  certificateRegisterPath,
  studentsPath,
  studentYearsPath,
} from '@village/model/paths';
import { STAFF_ROLES } from '@village/model/roles';
import { todayIso } from '@village/model/dates';
import { db } from './app';
import { snapshotOf, startMonthOf, studentNameOf } from './school-reads';
import { logged, orgName, parseInput, refuse, requireCaller, requireRole } from './callable';
import { runTransaction } from './transactions';

function issued(record: TransferCertificateRecord): IssuedTransferCertificate {
  const { issuedBy: _issuedBy, issueKey: _issueKey, lastCopyKey: _lastCopyKey, ...rest } = record;
  return rest;
}

function lastNumber(counter: DocumentSnapshot): number {
  const last: unknown = counter.get('last');
  return typeof last === 'number' && Number.isInteger(last) && last > 0 ? last : 0;
}

/** The register's line of a TC, written whole (a TC issued before the register gets its line). */
function registerLine(
  tx: Transaction,
  orgId: string,
  entry: CertificateRegisterEntry,
  now: Date,
): void {
  const ref = db.doc(`${certificateRegisterPath(orgId)}/${entry.number}`);
  tx.set(ref, { ...entry, updatedAt: Timestamp.fromDate(now) });
}

/** A student who has a TC: the call again (same key) or one copy more (another key). */
function reprint(
  tx: Transaction,
  orgId: string,
  student: DocumentSnapshot,
  stored: TransferCertificateRecord,
  issueKey: string,
  now: Date,
): IssueTransferCertificateResult {
  if (stored.issueKey === issueKey) return { certificate: issued(stored), duplicate: false };
  if (stored.lastCopyKey === issueKey) return { certificate: issued(stored), duplicate: true };
  const copy = { ...stored, copies: stored.copies + 1, lastCopyKey: issueKey };
  tx.update(student.ref, {
    'transferCertificate.copies': copy.copies,
    'transferCertificate.lastCopyKey': issueKey,
  });
  registerLine(
    tx,
    orgId,
    {
      number: copy.number,
      studentDocId: student.id,
      studentName: copy.snapshot?.name ?? studentNameOf(student),
      issuedOn: copy.issuedOn,
      copies: copy.copies,
    },
    now,
  );
  return { certificate: issued(copy), duplicate: true };
}

async function issue(
  input: IssueTransferCertificateRequest,
  uid: string,
  now: () => Date,
): Promise<IssueTransferCertificateResult> {
  const { orgId, studentDocId, details, issueKey } = input;
  const studentRef = db.doc(`${studentsPath(orgId)}/${studentDocId}`);
  const counterRef = db.doc(certificateCounterPath(orgId));
  return runTransaction(async (tx): Promise<IssueTransferCertificateResult> => {
    const { org } = await requireRole(tx, orgId, uid, STAFF_ROLES, 'issueCertificates');
    // The class last studied: the student's record of the leaving date's academic year, if any.
    const { startYear } = academicYearOf(details.leavingDate, startMonthOf(org));
    const yearRef = db.doc(`${studentYearsPath(orgId, studentDocId)}/${startYear}`);
    const [student, counter, year] = await tx.getAll(studentRef, counterRef, yearRef);
    if (!student?.exists) throw refuse('not-found', 'studentNotFound', { org: orgName(org) });
    const stored = transferCertificateRecordSchema.safeParse(student.get('transferCertificate'));
    if (stored.success) return reprint(tx, orgId, student, stored.data, issueKey, now());
    const number = lastNumber(counter!) + 1;
    const record: TransferCertificateRecord = {
      ...details,
      number,
      issuedOn: todayIso(now()),
      issuedBy: uid,
      copies: 0,
      snapshot: snapshotOf(student, year!),
      issueKey,
    };
    tx.set(counterRef, { last: number, updatedAt: Timestamp.fromDate(now()) });
    tx.update(studentRef, {
      transferCertificate: record,
      // A graduate is off the roll already, and stays recorded as one.
      status: student.get('status') === 'graduated' ? 'graduated' : 'left',
      updatedAt: Timestamp.fromDate(now()),
      updatedBy: uid,
    });
    registerLine(
      tx,
      orgId,
      {
        number,
        studentDocId,
        studentName: record.snapshot!.name,
        issuedOn: record.issuedOn,
        copies: 0,
      },
      now(),
    );
    return { certificate: issued(record), duplicate: false };
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
