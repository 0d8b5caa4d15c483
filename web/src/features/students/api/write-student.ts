import type { User } from 'firebase/auth';
import {
  deleteDoc,
  deleteField,
  GeoPoint,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type DocumentReference,
} from 'firebase/firestore';
import { changedConsentPurposes, type StudentConsent } from '@village/model/consent';
import { DETAIL_GROUP_NAMES, recordedFieldCount } from '@village/model/student-details';
import {
  deriveStudentFields,
  studentInputSchema,
  type LatLng,
  type Student,
  type StudentInput,
  type StudentInputDraft,
} from '@village/model/student';
import { planStudentEdit, studentEditWrites } from '@village/model/student-edit';
import { queuedWrite, trackWrite, type QueuedWrite } from '../../../lib/data/pending-writes';
import { db } from '../../../lib/firestore';
import { messagesNow } from '../../../lib/i18n/messages';
import { studentRecordMessages } from '../components/messages';
import { consentWrites } from './consent';
import { noteDeletedHere } from './deleted-here';
import { newStudentDoc, studentDoc } from './student-refs';

/** What a save did: the write is on this device; `synced` settles when the server answers. */
export interface SaveResult extends QueuedWrite {
  id: string;
  /** false when an edit changed nothing, so nothing was written. */
  written: boolean;
}

// The model's schema validates here again, whatever the form did, and the rules a third time.
// A detail group with nothing recorded is left out: absent and {} read the same.
function storedFields(input: StudentInput) {
  const fields: Record<string, unknown> = {
    ...input,
    ...deriveStudentFields(input),
    location: geoPointOf(input.location),
  };
  for (const group of DETAIL_GROUP_NAMES)
    if (recordedFieldCount(input[group]) === 0) delete fields[group];
  return fields;
}

const geoPointOf = (location: LatLng | null) =>
  location ? new GeoPoint(location.lat, location.lng) : null;

// In the language of the moment the server refuses (the pages have loaded the book by then).
function refusal(error: unknown): string {
  const code = (error as { code?: string }).code;
  const t = messagesNow(studentRecordMessages);
  return code === 'permission-denied' ? t('save.refused') : t('save.notSaved');
}

function track(write: Promise<void>, description: string): Promise<void> {
  return trackWrite(write, description, refusal);
}

/**
 * Adds a student, with the parent's consents recorded with it. Resolves once the write is queued
 * on this device, online or not. The Aadhaar number is not part of it: it goes by the setAadhaar
 * callable once the student is on the server (api/identity.ts), never into this device's cache.
 */
export function createStudent(
  orgId: string,
  user: User,
  draft: StudentInputDraft,
  consent: StudentConsent = {},
): SaveResult {
  const input = studentInputSchema.parse(draft);
  const ref = newStudentDoc(orgId);
  const batch = writeBatch(db);
  batch.set(ref, {
    ...storedFields(input),
    createdAt: serverTimestamp(),
    createdBy: user.uid,
    updatedAt: serverTimestamp(),
    updatedBy: user.uid,
  });
  consentWrites(batch, orgId, ref.id, user, {}, consent);
  const synced = track(batch.commit(), input.name);
  return { id: ref.id, written: true, ...queuedWrite(synced) };
}

/**
 * Saves an edit: only the fields the user changed since the form opened with `base` (with the
 * fields derived from them), so that changes made elsewhere to other fields since then stay,
 * also when this write waits offline and reaches the server later. Fields changed both here and
 * in `current` are overwritten: the page asks first (planStudentEdit's conflicts). An edit that
 * changes nothing, or only what `current` already holds, writes nothing (and adds no activity).
 * A typed Aadhaar number is not part of it (see createStudent).
 */
export function updateStudent(
  orgId: string,
  user: User,
  studentId: string,
  edit: {
    base: StudentInput;
    current: StudentInput;
    draft: StudentInputDraft;
    /** The consents as the form opened with them, and as saved: the changed purposes are written. */
    consent?: { base: StudentConsent; next: StudentConsent };
  },
): SaveResult {
  const consent = edit.consent ?? { base: {}, next: {} };
  const consentChanged = changedConsentPurposes(consent.base, consent.next).length > 0;
  const edited = studentInputSchema.parse(edit.draft);
  const plan = planStudentEdit(edit.base, edit.current, edited);
  const { written } = plan;
  if (written.length === 0 && !consentChanged) {
    return { id: studentId, written: false, ...queuedWrite(Promise.resolve()) };
  }
  const batch = writeBatch(db);
  if (written.length > 0) {
    // The "More details" groups field by field ("family.motherName"): another device's change to
    // another field of the same group stays.
    const { data, removed } = studentEditWrites(edited, plan);
    const { location, ...fields } = data;
    const ref = studentDoc(orgId, studentId) as unknown as DocumentReference;
    batch.update(ref, {
      ...fields,
      ...Object.fromEntries(removed.map((path) => [path, deleteField()])),
      ...(location === undefined ? {} : { location: geoPointOf(location as LatLng | null) }),
      updatedAt: serverTimestamp(),
      updatedBy: user.uid,
    });
  }
  consentWrites(batch, orgId, studentId, user, consent.base, consent.next);
  const synced = track(batch.commit(), edited.name);
  return { id: studentId, written: true, ...queuedWrite(synced) };
}

/** Marks a student graduated (the functions add the "Student graduated" activity). */
export function graduateStudent(orgId: string, user: User, student: Student): SaveResult {
  const ref = studentDoc(orgId, student.id) as unknown as DocumentReference;
  const synced = track(
    updateDoc(ref, { status: 'graduated', updatedAt: serverTimestamp(), updatedBy: user.uid }),
    student.name,
  );
  return { id: student.id, written: true, ...queuedWrite(synced) };
}

/** Deletes a student (super_admin only: the rules refuse anyone else). */
export function deleteStudent(orgId: string, student: Student): SaveResult {
  noteDeletedHere(student.id);
  const synced = track(deleteDoc(studentDoc(orgId, student.id)), student.name);
  return { id: student.id, written: true, ...queuedWrite(synced) };
}
