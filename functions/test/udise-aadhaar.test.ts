// The UDISE+ return's read of Aadhaar numbers over HTTP against the emulators: udiseAadhaarNumbers
// hands a super_admin the saved numbers of the students asked for, read in chunks, and records the
// read as one audit entry that counts them and never holds a digit; other roles, another
// organization and too many ids get nothing and leave nothing.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { auditEntryDocSchema, auditSentence } from '@village/model/audit';
import {
  UDISE_AADHAAR_MAX_STUDENTS,
  type UdiseAadhaarNumbersResult,
} from '@village/model/identity-callables';
import { verhoeffCheckDigit } from '@village/model/identity';
import { categoryForLevel } from '@village/model/levels';
import { auditPath, studentIdentityPath, studentsPath } from '@village/model/paths';
import { addMember, call, createUser, db, staffedOrganization, type TestUser } from './emulator';

const AADHAAR = `23456789012${verhoeffCheckDigit('23456789012')}`;
const OTHER = `98765432109${verhoeffCheckDigit('98765432109')}`;
/** An enrolment ID: 14 digits, then its date and time (2019-12-31 23:59:59). */
const ENROLMENT = '1234567890123420191231235959';

/** A student as the form leaves one: the masked form on the record, the number apart. */
async function student(orgId: string, studentDocId: string, name: string, aadhaar?: string) {
  const now = new Date();
  const lastFour = aadhaar
    ? {
        aadhaarLastFour: aadhaar.slice(-4),
        aadhaarKind: aadhaar.length === 28 ? 'enrolment' : 'aadhaar',
      }
    : {};
  await db.doc(`${studentsPath(orgId)}/${studentDocId}`).create({
    name,
    educationLevel: '5th Standard',
    category: categoryForLevel('5th Standard'),
    status: 'active',
    identity: { pen: '12345678901', ...lastFour },
    createdAt: now,
    createdBy: 'test',
    updatedAt: now,
    updatedBy: 'test',
  });
  if (aadhaar)
    await db
      .doc(studentIdentityPath(orgId, studentDocId))
      .create({ aadhaar, updatedAt: now, updatedBy: 'test' });
}

async function school(label: string, name: string) {
  const { orgId, admin, staff } = await staffedOrganization(label, name);
  const parent = await createUser('parent');
  await addMember(orgId, parent, 'end_user');
  return { orgId, admin, staff, parent };
}

const numbers = (orgId: string, studentDocIds: unknown, user: TestUser | undefined) =>
  call<UdiseAadhaarNumbersResult>('udiseAadhaarNumbers', { orgId, studentDocIds }, user);

async function entries(orgId: string) {
  const snapshot = await db.collection(auditPath(orgId)).orderBy('at').get();
  return snapshot.docs.map((doc): DocumentData => doc.data());
}

describe('udiseAadhaarNumbers (functions emulator)', () => {
  it("hands a super_admin the return's saved numbers, recorded as one entry that counts them", async () => {
    const { orgId, admin } = await school('udise-aadhaar', 'Return Academy');
    await Promise.all([
      student(orgId, 'ravi', 'Ravi Kumar', AADHAAR),
      student(orgId, 'sita', 'Sita Devi', ENROLMENT),
      student(orgId, 'mohan', 'Mohan Lal'),
    ]);
    // Past one read's chunk (500), with an id sent twice and ids of no student.
    const asked = Array.from({ length: 600 }, (_, index) => `absent-${index}`);
    asked[0] = 'ravi';
    asked[1] = 'mohan';
    asked[550] = 'sita';
    asked[599] = 'ravi';
    expect(await numbers(orgId, asked, admin)).toEqual({
      result: { numbers: { ravi: AADHAAR, sita: ENROLMENT } },
    });
    const log = await entries(orgId);
    expect(log).toEqual([
      {
        action: 'identity_return_exported',
        actor: { uid: admin.uid, name: admin.name, email: admin.email },
        target: { uid: null, name: 'Return Academy', email: '' },
        fromRole: null,
        toRole: null,
        count: 2,
        at: expect.any(Timestamp) as unknown,
      },
    ]);
    expect(JSON.stringify(log)).not.toContain(AADHAAR.slice(0, 8));
    expect(JSON.stringify(log)).not.toContain(ENROLMENT.slice(0, 8));
    const stored = auditEntryDocSchema.parse(log[0]);
    expect(auditSentence(stored)).toBe(
      `${admin.name} exported the UDISE+ return with 2 Aadhaar numbers`,
    );

    // No number among those asked for: nothing read, nothing recorded.
    expect(await numbers(orgId, ['mohan', 'absent-1'], admin)).toEqual({
      result: { numbers: {} },
    });
    expect(await numbers(orgId, [], admin)).toEqual({ result: { numbers: {} } });
    expect(await entries(orgId)).toHaveLength(1);
  });

  it('refuses other roles, another organization and too many ids, writing nothing', async () => {
    const { orgId, admin, staff, parent } = await school('udise-aadhaar-refused', 'Return Academy');
    const other = await school('udise-aadhaar-other', 'Other Academy');
    await Promise.all([
      student(orgId, 'ravi', 'Ravi Kumar', AADHAAR),
      student(other.orgId, 'asha', 'Asha Rani', OTHER),
    ]);

    expect((await numbers(orgId, ['ravi'], staff)).error).toEqual({
      status: 'PERMISSION_DENIED',
      message: 'Only a Super Admin can see Aadhaar numbers in full in Return Academy.',
    });
    expect((await numbers(orgId, ['ravi'], parent)).error?.status).toBe('PERMISSION_DENIED');
    expect((await numbers(orgId, ['ravi'], other.admin)).error?.status).toBe('PERMISSION_DENIED');
    expect((await numbers(orgId, ['ravi'], undefined)).error?.status).toBe('UNAUTHENTICATED');

    // Another organization's students are not this organization's: nothing there to read.
    expect(await numbers(orgId, ['asha'], admin)).toEqual({ result: { numbers: {} } });
    expect(await numbers(other.orgId, ['ravi'], other.admin)).toEqual({ result: { numbers: {} } });

    const tooMany = Array.from({ length: UDISE_AADHAAR_MAX_STUDENTS + 1 }, (_, i) => `s${i}`);
    tooMany[0] = 'ravi';
    const refused = await numbers(orgId, tooMany, admin);
    expect(refused.error).toEqual({
      status: 'INVALID_ARGUMENT',
      message: `Invalid request (studentDocIds: At most ${UDISE_AADHAAR_MAX_STUDENTS} students per call).`,
    });
    for (const bad of [['a/b'], [''], ['x'.repeat(129)], [42], 'ravi', undefined]) {
      expect((await numbers(orgId, bad, admin)).error?.status, JSON.stringify(bad)).toBe(
        'INVALID_ARGUMENT',
      );
    }
    expect(await entries(orgId)).toEqual([]);
    expect(await entries(other.orgId)).toEqual([]);
  });
});
