// The Aadhaar callables over HTTP against the emulators: setAadhaar saves a typed number (staff) or
// removes it (a super_admin), revealAadhaar hands it whole to a super_admin; each use writes its
// audit entry in the same transaction as the read or write, never with the number; the model's
// check (Verhoeff's digit) refuses a mistyped number, and the roles are kept.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { RevealAadhaarResult, SetAadhaarResult } from '@village/model/identity-callables';
import { verhoeffCheckDigit } from '@village/model/identity';
import { categoryForLevel } from '@village/model/levels';
import {
  auditPath,
  identityRevealPath,
  studentIdentityPath,
  studentsPath,
} from '@village/model/paths';
import { addMember, call, createUser, db, staffedOrganization, type TestUser } from './emulator';

const AADHAAR = `23456789012${verhoeffCheckDigit('23456789012')}`;
const OTHER = `98765432109${verhoeffCheckDigit('98765432109')}`;
/** An enrolment ID: 14 digits, then its date and time (2019-12-31 23:59:59). */
const ENROLMENT = '1234567890123420191231235959';

async function school(label: string) {
  const { orgId, admin, staff } = await staffedOrganization(label, 'Aadhaar Academy');
  const parent = await createUser('parent');
  await addMember(orgId, parent, 'end_user');
  const now = new Date();
  const studentDocId = 'ravi-kumar';
  await db.doc(`${studentsPath(orgId)}/${studentDocId}`).create({
    name: 'Ravi Kumar',
    educationLevel: '5th Standard',
    category: categoryForLevel('5th Standard'),
    status: 'active',
    identity: { pen: '12345678901' },
    createdAt: now,
    createdBy: staff.uid,
    updatedAt: now,
    updatedBy: staff.uid,
  });
  return { orgId, admin, staff, parent, studentDocId };
}

const setNumber = (
  orgId: string,
  studentDocId: string,
  aadhaar: string | null,
  user: TestUser | undefined,
) => call<SetAadhaarResult>('setAadhaar', { orgId, studentDocId, aadhaar }, user);

const reveal = (
  orgId: string,
  studentDocId: string,
  user: TestUser | undefined,
  reason: 'show' | 'export' = 'show',
) => call<RevealAadhaarResult>('revealAadhaar', { orgId, studentDocId, reason }, user);

async function entries(orgId: string) {
  const snapshot = await db.collection(auditPath(orgId)).orderBy('at').get();
  return snapshot.docs.map((doc): DocumentData => ({ id: doc.id, ...doc.data() }));
}

const storedNumber = async (orgId: string, studentDocId: string) =>
  (await db.doc(studentIdentityPath(orgId, studentDocId)).get()).data();

const studentIdentity = async (orgId: string, studentDocId: string): Promise<unknown> =>
  (await db.doc(`${studentsPath(orgId)}/${studentDocId}`).get()).get('identity');

describe('setAadhaar (functions emulator)', () => {
  it('saves the number apart, its masked form on the student, and the entry with them', async () => {
    const { orgId, staff, studentDocId } = await school('aadhaar-set');
    expect(await setNumber(orgId, studentDocId, AADHAAR, staff)).toEqual({
      result: { saved: { aadhaarLastFour: AADHAAR.slice(-4), aadhaarKind: 'aadhaar' } },
    });
    const stored = await storedNumber(orgId, studentDocId);
    expect(stored).toMatchObject({ aadhaar: AADHAAR, updatedBy: staff.uid });
    expect(stored?.updatedAt).toBeInstanceOf(Timestamp);
    // The rest of the identity group stays: the masked form is written by field path.
    expect(await studentIdentity(orgId, studentDocId)).toEqual({
      pen: '12345678901',
      aadhaarLastFour: AADHAAR.slice(-4),
      aadhaarKind: 'aadhaar',
    });
    const recordId = `${staff.uid}_${studentDocId}`;
    const log = await entries(orgId);
    expect(log).toEqual([
      {
        id: `${recordId}_1`,
        action: 'identity_saved',
        actor: { uid: staff.uid, name: staff.name, email: staff.email },
        target: { uid: null, name: 'Ravi Kumar', email: '' },
        fromRole: null,
        toRole: null,
        at: expect.any(Timestamp) as unknown,
      },
    ]);
    expect(JSON.stringify(log)).not.toContain(AADHAAR.slice(0, 8));
    expect((await db.doc(identityRevealPath(orgId, staff.uid, studentDocId)).get()).data()).toEqual(
      expect.objectContaining({ uid: staff.uid, studentDocId, reason: 'save', count: 1 }),
    );

    // The same number again (a call sent twice) changes nothing and records nothing.
    await setNumber(orgId, studentDocId, AADHAAR, staff);
    expect(await entries(orgId)).toHaveLength(1);

    // Another number, then an enrolment ID: each saved, each recorded.
    await setNumber(orgId, studentDocId, OTHER, staff);
    expect((await storedNumber(orgId, studentDocId))?.aadhaar).toBe(OTHER);
    expect(await setNumber(orgId, studentDocId, ENROLMENT, staff)).toEqual({
      result: { saved: { aadhaarLastFour: ENROLMENT.slice(-4), aadhaarKind: 'enrolment' } },
    });
    expect((await entries(orgId)).map((entry) => entry.id)).toEqual([
      `${recordId}_1`,
      `${recordId}_2`,
      `${recordId}_3`,
    ]);
  });

  it('refuses a mistyped number, an end_user, a stranger and a missing student, writing nothing', async () => {
    const { orgId, staff, parent, studentDocId } = await school('aadhaar-refused');
    const stranger = await createUser('stranger');
    const mistyped = `${AADHAAR.slice(0, 11)}${(Number(AADHAAR[11]) + 1) % 10}`;
    const checkDigit = await setNumber(orgId, studentDocId, mistyped, staff);
    expect(checkDigit.error).toEqual({
      status: 'INVALID_ARGUMENT',
      message:
        'Invalid request (aadhaar: This Aadhaar number has a typing mistake: check each digit).',
    });
    // Nor does the refusal repeat the number it was sent.
    expect(JSON.stringify(checkDigit)).not.toContain(mistyped);
    const firstDigit = await setNumber(orgId, studentDocId, `1${AADHAAR.slice(1)}`, staff);
    expect(firstDigit.error?.message).toContain('An Aadhaar number does not start with 0 or 1');
    for (const bad of ['2345 6789 0124', '12345', 'not-a-number', '']) {
      expect((await setNumber(orgId, studentDocId, bad, staff)).error?.status).toBe(
        'INVALID_ARGUMENT',
      );
    }
    expect((await setNumber(orgId, studentDocId, AADHAAR, parent)).error).toEqual({
      status: 'PERMISSION_DENIED',
      message:
        'Only a Super Admin or Organization User can save Aadhaar numbers in Aadhaar Academy.',
    });
    expect((await setNumber(orgId, studentDocId, AADHAAR, stranger)).error?.status).toBe(
      'PERMISSION_DENIED',
    );
    expect((await setNumber(orgId, studentDocId, AADHAAR, undefined)).error?.status).toBe(
      'UNAUTHENTICATED',
    );
    expect((await setNumber(orgId, 'no-such-student', AADHAAR, staff)).error).toEqual({
      status: 'NOT_FOUND',
      message: 'That student was not found in Aadhaar Academy.',
    });
    expect(await storedNumber(orgId, studentDocId)).toBeUndefined();
    expect(await studentIdentity(orgId, studentDocId)).toEqual({ pen: '12345678901' });
    expect(await entries(orgId)).toEqual([]);
  });

  it('removes a number for a super_admin only, with its masked form and an entry', async () => {
    const { orgId, admin, staff, studentDocId } = await school('aadhaar-remove');
    await setNumber(orgId, studentDocId, AADHAAR, staff);
    expect((await setNumber(orgId, studentDocId, null, staff)).error).toEqual({
      status: 'PERMISSION_DENIED',
      message: 'Only a Super Admin can remove Aadhaar numbers in Aadhaar Academy.',
    });
    expect((await storedNumber(orgId, studentDocId))?.aadhaar).toBe(AADHAAR);

    expect(await setNumber(orgId, studentDocId, null, admin)).toEqual({ result: { saved: null } });
    expect(await storedNumber(orgId, studentDocId)).toBeUndefined();
    expect(await studentIdentity(orgId, studentDocId)).toEqual({ pen: '12345678901' });
    expect((await entries(orgId)).map((entry) => [entry.id, entry.action])).toEqual([
      [`${staff.uid}_${studentDocId}_1`, 'identity_saved'],
      [`${admin.uid}_${studentDocId}_1`, 'identity_removed'],
    ]);
    // Removed again: nothing there, nothing recorded.
    await setNumber(orgId, studentDocId, null, admin);
    expect(await entries(orgId)).toHaveLength(2);
  });
});

describe('revealAadhaar (functions emulator)', () => {
  it('hands a super_admin the number, recording each read in the same transaction', async () => {
    const { orgId, admin, staff, parent, studentDocId } = await school('aadhaar-reveal');
    // Nothing saved yet: nothing read, nothing recorded.
    expect(await reveal(orgId, studentDocId, admin)).toEqual({ result: { aadhaar: null } });
    expect(await entries(orgId)).toEqual([]);

    await setNumber(orgId, studentDocId, AADHAAR, staff);
    expect(await reveal(orgId, studentDocId, admin)).toEqual({ result: { aadhaar: AADHAAR } });
    expect(await reveal(orgId, studentDocId, admin, 'export')).toEqual({
      result: { aadhaar: AADHAAR },
    });
    const log = await entries(orgId);
    expect(log.map((entry) => [entry.id, entry.action])).toEqual([
      [`${staff.uid}_${studentDocId}_1`, 'identity_saved'],
      [`${admin.uid}_${studentDocId}_1`, 'identity_shown'],
      [`${admin.uid}_${studentDocId}_2`, 'identity_exported'],
    ]);
    expect(log[1]).toMatchObject({
      actor: { uid: admin.uid, name: admin.name, email: admin.email },
      target: { uid: null, name: 'Ravi Kumar', email: '' },
    });
    expect(JSON.stringify(log)).not.toContain(AADHAAR.slice(0, 8));
    const record = await db.doc(identityRevealPath(orgId, admin.uid, studentDocId)).get();
    expect(record.data()).toMatchObject({ reason: 'export', count: 2 });

    // Staff and parents are refused, and nothing is recorded for them.
    expect((await reveal(orgId, studentDocId, staff)).error).toEqual({
      status: 'PERMISSION_DENIED',
      message: 'Only a Super Admin can see Aadhaar numbers in full in Aadhaar Academy.',
    });
    expect((await reveal(orgId, studentDocId, parent)).error?.status).toBe('PERMISSION_DENIED');
    expect((await reveal(orgId, studentDocId, undefined)).error?.status).toBe('UNAUTHENTICATED');
    expect((await reveal(orgId, 'no-such-student', admin)).error?.status).toBe('NOT_FOUND');
    const bad = await call('revealAadhaar', { orgId, studentDocId, reason: 'curious' }, admin);
    expect(bad.error?.status).toBe('INVALID_ARGUMENT');
    expect(await entries(orgId)).toHaveLength(3);
  });
});
