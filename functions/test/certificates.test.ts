// The issueTransferCertificate callable over HTTP against the emulators: numbers serial per
// organization from 1, a duplicate that keeps its number and counts the copy, ten issued at once
// numbered 1 to 10 without a gap or a repeat, the student taken off the roll, and the refusals;
// the student as printed kept as issued (an edit, a promotion change nothing), the class last
// studied from the year record, a retried call (same key) answered as the first, and the
// organization's register kept in step and kept after the student is deleted.
import { describe, expect, it } from 'vitest';
import type {
  ApplyProgressionResult,
  IssueTransferCertificateResult,
} from '@village/model/school-year-callables';
import type {
  TransferCertificateDetails,
  TransferCertificateSnapshot,
} from '@village/model/certificates';
import { academicYearOf } from '@village/model/academic-year';
import { todayIso } from '@village/model/dates';
import { categoryForLevel } from '@village/model/levels';
import {
  certificateCounterPath,
  certificateRegisterPath,
  studentConsentPath,
  studentsPath,
} from '@village/model/paths';
import {
  addMember,
  call,
  createOrganization,
  createUser,
  db,
  eventually,
  uniqueOrgId,
  type TestUser,
} from './emulator';

const DETAILS: TransferCertificateDetails = {
  leavingDate: '2027-03-31',
  reasonForLeaving: 'Family moved to Sonipat',
  conduct: 'Good',
  qualifiedForPromotion: 'yes',
};

async function organization(name: string, students: number) {
  const orgId = uniqueOrgId('tc');
  await createOrganization(orgId, name);
  const staff = await createUser('staff');
  await addMember(orgId, staff, 'org_user');
  const now = new Date();
  const ids = Array.from({ length: students }, (_, i) => `pupil-${i + 1}`);
  await Promise.all(
    ids.map((id, i) =>
      db.doc(`${studentsPath(orgId)}/${id}`).create({
        name: `Pupil ${i + 1}`,
        dateOfBirth: null,
        gender: null,
        educationLevel: '8th Standard',
        course: '',
        category: categoryForLevel('8th Standard'),
        school: 'Govt. Middle School, Narela',
        address: '',
        location: null,
        parentName: '',
        parentContact: '',
        parentOccupation: '',
        enrollmentDate: null,
        status: i === 0 ? 'active' : i === 1 ? 'graduated' : 'active',
        section: 'A',
        createdAt: now,
        createdBy: staff.uid,
        updatedAt: now,
        updatedBy: staff.uid,
      }),
    ),
  );
  return { orgId, staff, ids };
}

let keys = 0;
/** A key as the web sends it, another for each call unless a test sends one again. */
const newKey = () => `test-${Date.now().toString(36)}-${(keys += 1)}-key`;

function issue(
  orgId: string,
  studentDocId: string,
  user: TestUser | undefined,
  details = DETAILS,
  issueKey = newKey(),
) {
  return call<IssueTransferCertificateResult>(
    'issueTransferCertificate',
    { orgId, studentDocId, details, issueKey },
    user,
  );
}

const studentOf = async (orgId: string, id: string) =>
  (await db.doc(`${studentsPath(orgId)}/${id}`).get()).data();
const registerLine = async (orgId: string, number: number) => {
  const line = (await db.doc(`${certificateRegisterPath(orgId)}/${number}`).get()).data();
  if (!line) return line;
  const { updatedAt: _updatedAt, ...rest } = line;
  return rest;
};

/** The fixture's pupil as a TC issued today prints them (8th-A, nothing else recorded). */
const pupilSnapshot = (n: number): TransferCertificateSnapshot => ({
  admissionNumber: '',
  name: `Pupil ${n}`,
  guardianName: '',
  fatherName: '',
  motherName: '',
  dateOfBirth: null,
  admissionDate: null,
  educationLevel: '8th Standard',
  section: 'A',
  classYear: null,
});

describe('issueTransferCertificate (functions emulator)', () => {
  it('numbers from 1, keeps the number of a duplicate, and takes the student off the roll', async () => {
    const { orgId, staff, ids } = await organization('Serial Number School', 2);
    const firstKey = newKey();
    const first = await issue(orgId, ids[0]!, staff, DETAILS, firstKey);
    const certificate = {
      ...DETAILS,
      number: 1,
      issuedOn: todayIso(),
      copies: 0,
      snapshot: pupilSnapshot(1),
    };
    expect(first).toEqual({ result: { certificate, duplicate: false } });
    expect(await studentOf(orgId, ids[0]!)).toMatchObject({
      status: 'left',
      transferCertificate: { ...certificate, issuedBy: staff.uid, issueKey: firstKey },
      updatedBy: staff.uid,
    });
    expect((await db.doc(certificateCounterPath(orgId)).get()).get('last')).toBe(1);
    const line = { number: 1, studentDocId: ids[0], studentName: 'Pupil 1', issuedOn: todayIso() };
    expect(await registerLine(orgId, 1)).toEqual({ ...line, copies: 0 });

    // The next student: the next number. A graduate stays recorded as one.
    const second = await issue(orgId, ids[1]!, staff);
    expect(second.result?.certificate.number).toBe(2);
    expect((await studentOf(orgId, ids[1]!))?.status).toBe('graduated');

    // Printed again, with other details even: the same TC, number and date, one copy more.
    const copyKey = newKey();
    const duplicate = await issue(
      orgId,
      ids[0]!,
      staff,
      { ...DETAILS, conduct: 'Excellent' },
      copyKey,
    );
    expect(duplicate).toEqual({
      result: { certificate: { ...certificate, copies: 1 }, duplicate: true },
    });
    expect((await studentOf(orgId, ids[0]!))?.transferCertificate).toEqual({
      ...certificate,
      issuedBy: staff.uid,
      issueKey: firstKey,
      lastCopyKey: copyKey,
      copies: 1,
    });
    expect(await registerLine(orgId, 1)).toEqual({ ...line, copies: 1 });
    expect((await db.doc(certificateCounterPath(orgId)).get()).get('last')).toBe(2);
  });

  it('gives ten TCs issued at once the numbers 1 to 10, no gap, no repeat', async () => {
    const { orgId, staff, ids } = await organization('Busy Office School', 10);
    const results = await Promise.all(ids.map((id) => issue(orgId, id, staff)));
    expect(results.map((outcome) => outcome.error)).toEqual(ids.map(() => undefined));
    const numbers = results
      .map((outcome) => outcome.result?.certificate.number)
      .sort((a, b) => a! - b!);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // Each student holds the number its call answered.
    for (const [index, id] of ids.entries()) {
      expect((await studentOf(orgId, id))?.transferCertificate?.number).toBe(
        results[index]?.result?.certificate.number,
      );
    }
    expect((await db.doc(certificateCounterPath(orgId)).get()).get('last')).toBe(10);
  }, 120_000);

  it('refuses an end_user, a stranger, a missing student and bad details, numbering nothing', async () => {
    const { orgId, staff, ids } = await organization('Careful Office School', 1);
    const [endUser, stranger] = await Promise.all([createUser('end'), createUser('stranger')]);
    await addMember(orgId, endUser, 'end_user');
    const endUsers = await issue(orgId, ids[0]!, endUser);
    expect(endUsers.error).toEqual({
      status: 'PERMISSION_DENIED',
      message:
        'Only a Super Admin or Organization User can issue transfer certificates in Careful Office School.',
    });
    expect((await issue(orgId, ids[0]!, stranger)).error?.status).toBe('PERMISSION_DENIED');
    expect((await issue(orgId, ids[0]!, undefined)).error?.status).toBe('UNAUTHENTICATED');
    expect((await issue(orgId, 'no-such-student', staff)).error).toEqual({
      status: 'NOT_FOUND',
      message: 'That student was not found in Careful Office School.',
    });
    const badDate = await issue(orgId, ids[0]!, staff, { ...DETAILS, leavingDate: '2027-02-30' });
    expect(badDate.error?.message).toMatch(/details\.leavingDate: Not a real date/);
    const badKey = await issue(orgId, ids[0]!, staff, DETAILS, 'short');
    expect(badKey.error?.message).toMatch(/issueKey: Use 16 to 64 letters, digits, - or _/);

    expect((await db.doc(certificateCounterPath(orgId)).get()).exists).toBe(false);
    expect(await studentOf(orgId, ids[0]!)).toMatchObject({ status: 'active' });
    expect((await studentOf(orgId, ids[0]!))?.transferCertificate).toBeUndefined();
    expect((await db.collection(certificateRegisterPath(orgId)).get()).size).toBe(0);
  });

  it('answers a retry (the same key) as the first call; another key is a duplicate', async () => {
    const { orgId, staff, ids } = await organization('Dropped Line School', 1);
    const key = newKey();
    const first = await issue(orgId, ids[0]!, staff, DETAILS, key);
    expect(first.result?.duplicate).toBe(false);
    // The response was lost; the browser sends the same call again, details edited even.
    const retry = await issue(orgId, ids[0]!, staff, { ...DETAILS, conduct: 'Fair' }, key);
    expect(retry).toEqual(first);
    expect((await studentOf(orgId, ids[0]!))?.transferCertificate?.copies).toBe(0);
    expect((await registerLine(orgId, 1))?.copies).toBe(0);

    // A new Print a duplicate: a copy; its own retry counts no second copy.
    const copyKey = newKey();
    const copy = await issue(orgId, ids[0]!, staff, DETAILS, copyKey);
    expect(copy.result).toMatchObject({ certificate: { number: 1, copies: 1 }, duplicate: true });
    expect(await issue(orgId, ids[0]!, staff, DETAILS, copyKey)).toEqual(copy);
    expect((await studentOf(orgId, ids[0]!))?.transferCertificate?.copies).toBe(1);
    expect((await registerLine(orgId, 1))?.copies).toBe(1);
    expect((await db.doc(certificateCounterPath(orgId)).get()).get('last')).toBe(1);
  });

  it('prints the student as issued, after an edit and a promotion; the class from the year record', async () => {
    const { orgId, staff, ids } = await organization('Steady Record School', 2);
    const [promotedFirst, issuedFirst] = ids as [string, string];
    // This year's end, applied whatever the date: a super_admin may, giving a reason.
    const admin = await createUser('admin');
    await addMember(orgId, admin, 'super_admin');
    const startYear = academicYearOf(new Date()).startYear;
    const today = todayIso();

    // Issued while in 8th-A, no year closed: the class of the day.
    const issued = await issue(orgId, issuedFirst, staff, { ...DETAILS, leavingDate: today });
    const original = {
      ...DETAILS,
      leavingDate: today,
      number: 1,
      issuedOn: today,
      copies: 0,
      snapshot: pupilSnapshot(2),
    };
    expect(issued.result).toEqual({ certificate: original, duplicate: false });

    // Edited (taken back on the roll, renamed, a guardian and a birth date), then promoted.
    await db.doc(`${studentsPath(orgId)}/${issuedFirst}`).update({
      name: 'Pupil Two Renamed',
      parentName: 'Mohan Lal',
      dateOfBirth: '2013-05-06',
      status: 'active',
    });
    const promoted = await call<ApplyProgressionResult>(
      'applyProgression',
      {
        orgId,
        startYear,
        educationLevel: '8th Standard',
        section: 'A',
        entries: ids.map((studentDocId) => ({ studentDocId, outcome: 'promoted' })),
        last: true,
        earlyReason: 'The board results came early this year.',
      },
      admin,
    );
    expect(promoted.result?.applied).toBe(2);
    expect((await studentOf(orgId, issuedFirst))?.educationLevel).toBe('9th Standard');

    // The duplicate prints the TC as first issued; the record's snapshot is unchanged.
    const duplicate = await issue(orgId, issuedFirst, staff);
    expect(duplicate.result).toEqual({
      certificate: { ...original, copies: 1 },
      duplicate: true,
    });
    expect((await studentOf(orgId, issuedFirst))?.transferCertificate?.snapshot).toEqual(
      pupilSnapshot(2),
    );
    expect((await registerLine(orgId, 1))?.studentName).toBe('Pupil 2');

    // Promoted to 9th, then given a TC leaving this year: the class studied is the year's, 8th-A.
    const afterPromotion = await issue(orgId, promotedFirst, staff, {
      ...DETAILS,
      leavingDate: today,
    });
    expect(afterPromotion.result?.certificate.snapshot).toEqual({
      ...pupilSnapshot(1),
      classYear: startYear,
    });
  });

  it('keeps the register line when the student is deleted', async () => {
    const { orgId, staff, ids } = await organization('Long Memory School', 1);
    expect((await issue(orgId, ids[0]!, staff)).result?.certificate.number).toBe(1);
    const consent = db.doc(studentConsentPath(orgId, ids[0]!));
    await consent.set({ updatedBy: staff.uid });

    await db.doc(`${studentsPath(orgId)}/${ids[0]}`).delete();
    // The deletion's trigger has run once the student's consents are gone.
    expect(
      await eventually(
        async () => (await consent.get()).exists,
        (exists) => !exists,
      ),
    ).toBe(false);
    expect(await registerLine(orgId, 1)).toEqual({
      number: 1,
      studentDocId: ids[0],
      studentName: 'Pupil 1',
      issuedOn: todayIso(),
      copies: 0,
    });
    expect((await db.doc(certificateCounterPath(orgId)).get()).get('last')).toBe(1);
  });

  it('gives a TC issued before snapshots its register line when a duplicate is printed', async () => {
    const { orgId, staff, ids } = await organization('Old Record School', 1);
    const old = { ...DETAILS, number: 4, issuedOn: '2026-04-10', issuedBy: staff.uid, copies: 2 };
    await db.doc(`${studentsPath(orgId)}/${ids[0]}`).update({ transferCertificate: old });
    const duplicate = await issue(orgId, ids[0]!, staff);
    const { issuedBy: _issuedBy, ...certificate } = old;
    expect(duplicate.result).toEqual({
      certificate: { ...certificate, copies: 3 },
      duplicate: true,
    });
    expect(await registerLine(orgId, 4)).toEqual({
      number: 4,
      studentDocId: ids[0],
      studentName: 'Pupil 1',
      issuedOn: '2026-04-10',
      copies: 3,
    });
  });
});
