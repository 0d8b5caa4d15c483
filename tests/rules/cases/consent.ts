import { doc, serverTimestamp, setDoc, updateDoc, writeBatch } from 'firebase/firestore';
import type { ConsentEntry } from '@village/model/consent';
import { studentConsentPath } from '@village/model/paths';
import { newStudent, studentChange, applyPatch, OMIT, type Patch } from '../support/data';
import { uidFor, type Expectation, type RuleCase } from '../support/cases';
import {
  DAY_MS,
  ORG_A,
  STUDENT_WITH_ID,
  STUDENT_WITHOUT_ID,
  studentPath,
  type ActorName,
} from '../support/world';

// students/{id}/consents/current (model/src/consent.ts), beyond the roles matrix: what a consent
// must be, and the APAAR ID that a student may gain only with its consent in force, as the same
// batch leaves the consents (the rules' apaarConsented).

const GROUP = 'consent';
const NEW_ID = 'new-student-consent';
const APAAR_ID = '123456789012';

/** The day in India `days` from today, as the model writes dates. */
export const indianDay = (days: number) =>
  new Date(Date.now() + 330 * 60_000 + days * DAY_MS).toISOString().slice(0, 10);

export const GIVEN: ConsentEntry = {
  givenBy: 'Sunita Sharma',
  relation: 'mother',
  givenOn: indianDay(-30),
};
const WITHDRAWN: ConsentEntry = { ...GIVEN, withdrawnOn: indianDay(-2) };

/** A consents document by `me`, with `purposes` changed by `patch`. */
const consentData = (me: string, purposes: Patch) =>
  applyPatch({ updatedAt: serverTimestamp(), updatedBy: me }, purposes);

/** olga (org_user) records STUDENT_WITHOUT_ID's consents: an APAAR consent changed by `change`. */
function entryCase(name: string, expect: Expectation, change: Patch): RuleCase {
  return {
    group: GROUP,
    name: `an APAAR consent ${name}`,
    as: 'org_user',
    expect,
    collection: 'consents',
    op: 'create',
    run: (db, me) =>
      setDoc(
        doc(db, studentConsentPath(ORG_A, STUDENT_WITHOUT_ID)),
        consentData(uidFor(me), { apaar: applyPatch({ ...GIVEN }, change) }),
      ),
  };
}

/** A batch as the app writes it: the student (created or changed) and, if given, its consents. */
function apaarCase(
  name: string,
  expect: Expectation,
  {
    op,
    student,
    apaarId,
    consent,
    setup,
    as = 'org_user',
  }: {
    op: 'create' | 'update';
    student: string;
    apaarId: string | null;
    consent?: ConsentEntry | null;
    setup?: RuleCase['setup'];
    as?: ActorName;
  },
): RuleCase {
  return {
    group: GROUP,
    name,
    as,
    expect,
    collection: 'students',
    op,
    setup,
    run: (db, me) => {
      const batch = writeBatch(db);
      const identity = apaarId === null ? {} : { identity: { apaarId } };
      const ref = doc(db, studentPath(ORG_A, student));
      if (op === 'create') batch.set(ref, newStudent(uidFor(me), identity));
      else batch.update(ref, studentChange(uidFor(me), { identity: identity.identity ?? {} }));
      if (consent !== undefined)
        batch.set(
          doc(db, studentConsentPath(ORG_A, student)),
          consentData(uidFor(me), { apaar: consent ?? OMIT }),
        );
      return batch.commit();
    },
  };
}

/** STUDENT_WITHOUT_ID with an APAAR ID and no consent, as the register's import may leave one. */
const importedWithoutConsent: RuleCase['setup'] = async (admin) => {
  await updateDoc(doc(admin, studentPath(ORG_A, STUDENT_WITHOUT_ID)), {
    identity: { apaarId: APAAR_ID },
  });
};

export const CONSENT_CASES: RuleCase[] = [
  {
    group: GROUP,
    name: 'every purpose recorded, one withdrawn',
    as: 'org_user',
    expect: 'allow',
    collection: 'consents',
    op: 'create',
    run: (db, me) =>
      setDoc(
        doc(db, studentConsentPath(ORG_A, STUDENT_WITHOUT_ID)),
        consentData(uidFor(me), {
          apaar: GIVEN,
          photos: { ...GIVEN, relation: 'father', givenBy: 'Rajesh Sharma' },
          sharing: WITHDRAWN,
        }),
      ),
  },
  entryCase('given by the student, an adult', 'allow', { relation: 'self' }),
  entryCase('given today', 'allow', { givenOn: indianDay(0) }),
  entryCase('withdrawn the day it was given', 'allow', { withdrawnOn: GIVEN.givenOn }),
  entryCase('withdrawn before it was given', 'deny', { withdrawnOn: indianDay(-31) }),
  entryCase('given in the future', 'deny', { givenOn: indianDay(2) }),
  entryCase('withdrawn in the future', 'deny', { withdrawnOn: indianDay(2) }),
  entryCase('on a day that does not exist', 'deny', { givenOn: '2025-02-29' }),
  entryCase('with no day', 'deny', { givenOn: OMIT }),
  entryCase('with the day as null', 'deny', { givenOn: null }),
  entryCase('with no one who gave it', 'deny', { givenBy: OMIT }),
  entryCase('given by a blank name', 'deny', { givenBy: '  ' }),
  entryCase('given by a name of 101 characters', 'deny', { givenBy: 'x'.repeat(101) }),
  entryCase('given by a neighbour', 'deny', { relation: 'neighbour' }),
  entryCase('with a note', 'deny', { note: 'said on the phone' }),
  {
    group: GROUP,
    name: 'a purpose not on the list',
    as: 'org_user',
    expect: 'deny',
    collection: 'consents',
    op: 'create',
    run: (db, me) =>
      setDoc(
        doc(db, studentConsentPath(ORG_A, STUDENT_WITHOUT_ID)),
        consentData(uidFor(me), { marketing: GIVEN }),
      ),
  },
  {
    group: GROUP,
    name: 'in the name of another writer',
    as: 'org_user',
    expect: 'deny',
    collection: 'consents',
    op: 'create',
    run: (db) =>
      setDoc(
        doc(db, studentConsentPath(ORG_A, STUDENT_WITHOUT_ID)),
        consentData('alice', { apaar: GIVEN }),
      ),
  },
  {
    group: GROUP,
    name: "for a deleted student's id",
    as: 'org_user',
    expect: 'deny',
    collection: 'consents',
    op: 'create',
    run: (db, me) =>
      setDoc(
        doc(db, studentConsentPath(ORG_A, 'deleted-student')),
        consentData(uidFor(me), { apaar: GIVEN }),
      ),
  },
  {
    group: GROUP,
    name: 'withdrawn, by org_user',
    as: 'org_user',
    expect: 'allow',
    collection: 'consents',
    op: 'update',
    run: (db, me) =>
      updateDoc(doc(db, studentConsentPath(ORG_A, STUDENT_WITH_ID)), {
        apaar: WITHDRAWN,
        updatedAt: serverTimestamp(),
        updatedBy: uidFor(me),
      }),
  },

  // The APAAR ID: a new one only with its consent in force after the batch.
  apaarCase('a new student with an APAAR ID and no consent', 'deny', {
    op: 'create',
    student: NEW_ID,
    apaarId: APAAR_ID,
  }),
  apaarCase('a new student with an APAAR ID and its consent, in one batch', 'allow', {
    op: 'create',
    student: NEW_ID,
    apaarId: APAAR_ID,
    consent: GIVEN,
  }),
  apaarCase('a new student with an APAAR ID and a withdrawn consent', 'deny', {
    op: 'create',
    student: NEW_ID,
    apaarId: APAAR_ID,
    consent: WITHDRAWN,
  }),
  apaarCase('a new student with its consent and no APAAR ID', 'allow', {
    op: 'create',
    student: NEW_ID,
    apaarId: null,
    consent: GIVEN,
  }),
  apaarCase('an APAAR ID added without consent', 'deny', {
    op: 'update',
    student: STUDENT_WITHOUT_ID,
    apaarId: APAAR_ID,
  }),
  apaarCase('an APAAR ID added without consent, by super_admin', 'deny', {
    op: 'update',
    student: STUDENT_WITHOUT_ID,
    apaarId: APAAR_ID,
    as: 'super_admin',
  }),
  apaarCase('an APAAR ID added with its consent, in one batch', 'allow', {
    op: 'update',
    student: STUDENT_WITHOUT_ID,
    apaarId: APAAR_ID,
    consent: GIVEN,
  }),
  apaarCase('an APAAR ID changed, its consent in force', 'allow', {
    op: 'update',
    student: STUDENT_WITH_ID,
    apaarId: '210987654321',
  }),
  apaarCase('an APAAR ID changed as its consent is withdrawn', 'deny', {
    op: 'update',
    student: STUDENT_WITH_ID,
    apaarId: '210987654321',
    consent: WITHDRAWN,
  }),
  apaarCase('an APAAR ID changed as its consent is removed', 'deny', {
    op: 'update',
    student: STUDENT_WITH_ID,
    apaarId: '210987654321',
    consent: null,
  }),
  // Saved before the consent was recorded (the import): kept through other edits, or removed.
  apaarCase('an APAAR ID without consent, kept in an edit', 'allow', {
    op: 'update',
    student: STUDENT_WITHOUT_ID,
    apaarId: APAAR_ID,
    setup: importedWithoutConsent,
  }),
  apaarCase('an APAAR ID without consent, removed', 'allow', {
    op: 'update',
    student: STUDENT_WITHOUT_ID,
    apaarId: null,
    setup: importedWithoutConsent,
  }),
];
