// Aadhaar numbers kept apart, against the emulators: each recorded Show becomes one
// audit entry, never two and never with the number; a deleted student's private/identity goes with
// it, with its consents.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { checkAadhaar, verhoeffCheckDigit } from '@village/model/identity';
import { categoryForLevel } from '@village/model/levels';
import {
  auditPath,
  identityRevealPath,
  studentConsentPath,
  studentIdentityPath,
  studentsPath,
} from '@village/model/paths';
import { addMember, createOrganization, db, eventually, uniqueOrgId } from './emulator';
import { deleteStudentPrivate, recordIdentityReveal } from '../src/identity';

// Ids and names without digits, so that a digit anywhere in an entry could only be the number's.
const ASHA = { uid: 'asha-admin', name: 'Asha Verma', email: 'asha@school.test' };
const STUDENT = 'ravi-kumar';
const AADHAAR = `23456789012${verhoeffCheckDigit('23456789012')}`;

async function entries(orgId: string) {
  const snapshot = await db.collection(auditPath(orgId)).orderBy('at').get();
  return snapshot.docs.map((doc): DocumentData => ({ id: doc.id, ...doc.data() }));
}

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

describe('Shows of Aadhaar numbers in the audit log (functions emulator)', () => {
  it('writes one entry per Show, naming who and whom, without the number', async () => {
    expect(checkAadhaar(AADHAAR)).toMatchObject({ ok: true });
    const orgId = await schoolWithAadhaar('reveal');
    const reveal = db.doc(identityRevealPath(orgId, ASHA.uid, STUDENT));
    const show = (count: number, reason = 'show'): DocumentData => ({
      uid: ASHA.uid,
      studentDocId: STUDENT,
      reason,
      at: Timestamp.now(),
      count,
    });
    const untilEntries = (count: number) =>
      eventually(
        () => entries(orgId),
        (log) => log.length >= count,
      );

    const first = show(1);
    await reveal.create(first);
    expect(await untilEntries(1)).toEqual([
      {
        id: `${reveal.id}_1`,
        action: 'identity_shown',
        actor: ASHA,
        target: { uid: null, name: 'Ravi Kumar', email: '' },
        fromRole: null,
        toRole: null,
        at: first.at as Timestamp,
      },
    ]);

    await reveal.set(show(2));
    await reveal.set(show(3, 'export'));
    let log = await untilEntries(3);
    expect(log.map((entry) => [entry.id, entry.action])).toEqual([
      [`${reveal.id}_1`, 'identity_shown'],
      [`${reveal.id}_2`, 'identity_shown'],
      [`${reveal.id}_3`, 'identity_exported'],
    ]);

    // The same count written again, then one more Show: the rewrite adds nothing.
    await reveal.set(show(3, 'export'));
    await reveal.set(show(4));
    log = await untilEntries(4);
    expect(log.map((entry) => entry.id)).toEqual([1, 2, 3, 4].map((n) => `${reveal.id}_${n}`));

    // An event delivered again finds its entry written.
    const now = await reveal.get();
    expect(await recordIdentityReveal(orgId, reveal.id, undefined, now)).toEqual({
      recorded: false,
      reason: 'already recorded',
      entryId: `${reveal.id}_4`,
    });
    expect(await entries(orgId)).toHaveLength(4);

    // Its id counts the Shows (checked above) and `at` is a time: the rest has no digit at all.
    for (const entry of log) {
      const { id, at, ...words } = entry;
      expect(id).toMatch(/^asha-admin_ravi-kumar_\d$/);
      expect(at).toBeInstanceOf(Timestamp);
      expect(JSON.stringify(words)).not.toMatch(/\d/);
    }
  });
});

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
