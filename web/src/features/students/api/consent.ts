import type { User } from 'firebase/auth';
import {
  deleteField,
  doc,
  serverTimestamp,
  type DocumentData,
  type FirestoreDataConverter,
  type WriteBatch,
} from 'firebase/firestore';
import { changedConsentPurposes, consentOf, type StudentConsent } from '@village/model/consent';
import { studentConsentPath } from '@village/model/paths';
import { useMemo } from 'react';
import type { DataState } from '../../../lib/data/state';
import { useDocument } from '../../../lib/data/use-document';
import { db } from '../../../lib/firestore';

// The parent's consents (model/src/consent.ts), in their own document beside the student: read
// live by the profile and the edit form, written in the batch that saves the student, so that the
// rules see the consent and a new APAAR ID together.

const consentConverter: FirestoreDataConverter<StudentConsent, DocumentData> = {
  toFirestore: () => {
    throw new Error('Write consents with consentWrites, not through a converter');
  },
  fromFirestore: (snapshot, options) => consentOf(snapshot.data(options)),
};

const consentDoc = (orgId: string, studentId: string) =>
  doc(db, studentConsentPath(orgId, studentId)).withConverter(consentConverter);

/**
 * A student's consents, live. Most students have none recorded, so a document missing from this
 * device while offline reads as none (rather than "offline"): the edit form must still open, and
 * a consent saved elsewhere and not yet seen here is only overwritten for the purposes the user
 * changes (consentWrites).
 */
export function useStudentConsent(
  orgId: string,
  studentId: string | undefined,
): DataState<StudentConsent> {
  const ref = useMemo(() => (studentId ? consentDoc(orgId, studentId) : null), [orgId, studentId]);
  const state = useDocument(ref);
  if (state.status === 'offline') return { status: 'ready', data: {}, fromCache: true };
  if (state.status === 'ready') return { ...state, data: state.data ?? {} };
  return state;
}

/**
 * Adds to `batch` the consents that changed from `before` to `after`, each purpose whole (a
 * purpose cleared is deleted); other purposes stay as stored, also when changed elsewhere since.
 * Returns whether anything was written.
 */
export function consentWrites(
  batch: WriteBatch,
  orgId: string,
  studentId: string,
  user: User,
  before: StudentConsent,
  after: StudentConsent,
): boolean {
  const changed = changedConsentPurposes(before, after);
  if (changed.length === 0) return false;
  const data: Record<string, unknown> = { updatedAt: serverTimestamp(), updatedBy: user.uid };
  for (const purpose of changed) data[purpose] = after[purpose] ?? deleteField();
  batch.set(doc(db, studentConsentPath(orgId, studentId)), data, {
    mergeFields: [...changed, 'updatedAt', 'updatedBy'],
  });
  return true;
}
