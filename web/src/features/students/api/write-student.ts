import type { User } from 'firebase/auth';
import {
  deleteDoc,
  GeoPoint,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentReference,
} from 'firebase/firestore';
import {
  deriveStudentFields,
  studentInputSchema,
  type LatLng,
  type Student,
  type StudentInput,
  type StudentInputDraft,
} from '@village/model/student';
import { planStudentEdit, studentEditData } from '@village/model/student-edit';
import { queuedWrite, trackWrite, type QueuedWrite } from '../../../lib/data/pending-writes';
import { messagesNow } from '../../../lib/i18n/messages';
import { studentRecordMessages } from '../components/messages';
import { newStudentDoc, studentDoc } from './student-refs';

/** What a save did: the write is on this device; `synced` settles when the server answers. */
export interface SaveResult extends QueuedWrite {
  id: string;
  /** false when an edit changed nothing, so nothing was written. */
  written: boolean;
}

// The model's schema validates here again, whatever the form did, and the rules a third time.
function storedFields(input: StudentInput) {
  return {
    ...input,
    ...deriveStudentFields(input),
    location: geoPointOf(input.location),
  };
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

/** Adds a student. Resolves once the write is queued on this device, online or not. */
export function createStudent(orgId: string, user: User, draft: StudentInputDraft): SaveResult {
  const input = studentInputSchema.parse(draft);
  const ref = newStudentDoc(orgId);
  const synced = track(
    setDoc(ref, {
      ...storedFields(input),
      createdAt: serverTimestamp(),
      createdBy: user.uid,
      updatedAt: serverTimestamp(),
      updatedBy: user.uid,
    }),
    input.name,
  );
  return { id: ref.id, written: true, ...queuedWrite(synced) };
}

/**
 * Saves an edit: only the fields the user changed since the form opened with `base` (with the
 * fields derived from them), so that changes made elsewhere to other fields since then stay,
 * also when this write waits offline and reaches the server later. Fields changed both here and
 * in `current` are overwritten: the page asks first (planStudentEdit's conflicts). An edit that
 * changes nothing, or only what `current` already holds, writes nothing (and adds no activity).
 */
export function updateStudent(
  orgId: string,
  user: User,
  studentId: string,
  edit: { base: StudentInput; current: StudentInput; draft: StudentInputDraft },
): SaveResult {
  const edited = studentInputSchema.parse(edit.draft);
  const { written } = planStudentEdit(edit.base, edit.current, edited);
  if (written.length === 0) {
    return { id: studentId, written: false, ...queuedWrite(Promise.resolve()) };
  }
  const { location, ...data } = studentEditData(edited, written);
  const ref = studentDoc(orgId, studentId) as unknown as DocumentReference;
  const synced = track(
    updateDoc(ref, {
      ...data,
      ...(location === undefined ? {} : { location: geoPointOf(location) }),
      updatedAt: serverTimestamp(),
      updatedBy: user.uid,
    }),
    edited.name,
  );
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

const deletedHere = new Set<string>();

/** Students deleted in this page: the directory hides them before the index catches up. */
export function idsDeletedHere(): ReadonlySet<string> {
  return deletedHere;
}

/** Deletes a student (super_admin only: the rules refuse anyone else). */
export function deleteStudent(orgId: string, student: Student): SaveResult {
  deletedHere.add(student.id);
  const synced = track(deleteDoc(studentDoc(orgId, student.id)), student.name);
  return { id: student.id, written: true, ...queuedWrite(synced) };
}
