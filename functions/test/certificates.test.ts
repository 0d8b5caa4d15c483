// The issueTransferCertificate callable over HTTP against the emulators: numbers serial per
// organization from 1, a duplicate that keeps its number and counts the copy, ten issued at once
// numbered 1 to 10 without a gap or a repeat, the student taken off the roll, and the refusals.
import { describe, expect, it } from 'vitest';
import type { IssueTransferCertificateResult } from '@village/model/school-year-callables';
import type { TransferCertificateDetails } from '@village/model/certificates';
import { todayIso } from '@village/model/dates';
import { categoryForLevel } from '@village/model/levels';
import { certificateCounterPath, studentsPath } from '@village/model/paths';
import {
  addMember,
  call,
  createOrganization,
  createUser,
  db,
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

function issue(orgId: string, studentDocId: string, user: TestUser | undefined, details = DETAILS) {
  return call<IssueTransferCertificateResult>(
    'issueTransferCertificate',
    { orgId, studentDocId, details },
    user,
  );
}

const studentOf = async (orgId: string, id: string) =>
  (await db.doc(`${studentsPath(orgId)}/${id}`).get()).data();

describe('issueTransferCertificate (functions emulator)', () => {
  it('numbers from 1, keeps the number of a duplicate, and takes the student off the roll', async () => {
    const { orgId, staff, ids } = await organization('Serial Number School', 2);
    const first = await issue(orgId, ids[0]!, staff);
    const certificate = { ...DETAILS, number: 1, issuedOn: todayIso(), copies: 0 };
    expect(first).toEqual({ result: { certificate, duplicate: false } });
    expect(await studentOf(orgId, ids[0]!)).toMatchObject({
      status: 'left',
      transferCertificate: { ...certificate, issuedBy: staff.uid },
      updatedBy: staff.uid,
    });
    expect((await db.doc(certificateCounterPath(orgId)).get()).get('last')).toBe(1);

    // The next student: the next number. A graduate stays recorded as one.
    const second = await issue(orgId, ids[1]!, staff);
    expect(second.result?.certificate.number).toBe(2);
    expect((await studentOf(orgId, ids[1]!))?.status).toBe('graduated');

    // Printed again, with other details even: the same TC, number and date, one copy more.
    const duplicate = await issue(orgId, ids[0]!, staff, { ...DETAILS, conduct: 'Excellent' });
    expect(duplicate).toEqual({
      result: { certificate: { ...certificate, copies: 1 }, duplicate: true },
    });
    expect((await studentOf(orgId, ids[0]!))?.transferCertificate).toEqual({
      ...certificate,
      issuedBy: staff.uid,
      copies: 1,
    });
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

    expect((await db.doc(certificateCounterPath(orgId)).get()).exists).toBe(false);
    expect(await studentOf(orgId, ids[0]!)).toMatchObject({ status: 'active' });
    expect((await studentOf(orgId, ids[0]!))?.transferCertificate).toBeUndefined();
  });
});
