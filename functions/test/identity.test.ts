// Aadhaar numbers kept apart, against the emulators: a deleted student's private/identity goes
// with it, with its consents. The callables that write and read it: aadhaar.test.ts.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { verhoeffCheckDigit } from '@village/model/identity';
import { categoryForLevel } from '@village/model/levels';
import { studentConsentPath, studentIdentityPath, studentsPath } from '@village/model/paths';
import { addMember, createOrganization, db, eventually, uniqueOrgId } from './emulator';
import { deleteStudentPrivate } from '../src/identity';

// A super_admin and a student with a number saved apart.
const ASHA = { uid: 'asha-admin', name: 'Asha Verma', email: 'asha@school.test' };
const STUDENT = 'ravi-kumar';
const AADHAAR = `23456789012${verhoeffCheckDigit('23456789012')}`;

/** An organization with a super_admin and a student whose Aadhaar number is stored apart. */
async function schoolWithAadhaar(label: string) {
  const orgId = uniqueOrgId(label);
  await createOrganization(orgId, 'Identity Academy');
  await addMember(orgId, ASHA, 'super_admin');
  const now = new Date();
  await db.doc(`${studentsPath(orgId)}/${STUDENT}`).create({
    name: 'Ravi Kumar',
    educationLevel: '5th Standard',
    category: categoryForLevel('5th Standard'),
    status: 'active',
    identity: {
      nameAsPerAadhaar: 'Ravi Kumar',
      aadhaarLastFour: AADHAAR.slice(-4),
      aadhaarKind: 'aadhaar',
    },
    createdAt: now,
    createdBy: ASHA.uid,
    updatedAt: now,
    updatedBy: ASHA.uid,
  });
  await db.doc(studentIdentityPath(orgId, STUDENT)).create({
    aadhaar: AADHAAR,
    updatedAt: now,
    updatedBy: ASHA.uid,
  });
  return orgId;
}

describe("a deleted student's private documents (functions emulator)", () => {
  it('are deleted after the student, with its consents', async () => {
    const orgId = await schoolWithAadhaar('forget');
    const identity = db.doc(studentIdentityPath(orgId, STUDENT));
    const consent = db.doc(studentConsentPath(orgId, STUDENT));
    await consent.create({
      apaar: { givenBy: 'Sunita Devi', relation: 'mother', givenOn: '2026-11-02' },
      updatedAt: Timestamp.now(),
      updatedBy: ASHA.uid,
    });
    await db.doc(`${studentsPath(orgId)}/${STUDENT}`).delete();
    const gone = await eventually(
      async () => (await identity.get()).exists || (await consent.get()).exists,
      (exists) => !exists,
    );
    expect(gone).toBe(false);
    // Run again (a redelivered event): nothing left to delete.
    expect(await deleteStudentPrivate(orgId, STUDENT)).toBe(0);
  });

  it('leave one written after the delete, for a student created again under the same id', async () => {
    const orgId = await schoolWithAadhaar('again');
    const identity = db.doc(studentIdentityPath(orgId, STUDENT));
    const before = (await identity.get()).updateTime!;
    const earlier = new Timestamp(before.seconds - 1, before.nanoseconds);
    expect(await deleteStudentPrivate(orgId, STUDENT, earlier)).toBe(0);
    expect((await identity.get()).exists).toBe(true);
    expect(await deleteStudentPrivate(orgId, STUDENT, before)).toBe(1);
    expect((await identity.get()).exists).toBe(false);
  });
});
