import { deleteField, doc, setDoc, type DocumentReference } from 'firebase/firestore';
import { useMemo } from 'react';
import {
  registerIdOf,
  type AttendanceClass,
  type AttendanceMark,
  type AttendanceRegister,
  type ChosenMark,
  type RegisterPerson,
} from '@village/model/attendance/register';
import { attendancePath } from '@village/model/paths';
import { registerConverter, type StoredRegister } from '../../../lib/attendance/registers';
import { queuedWrite, trackWrite, type QueuedWrite } from '../../../lib/data/pending-writes';
import type { DataState } from '../../../lib/data/state';
import { useDocumentView } from '../../../lib/data/use-document';
import { db } from '../../../lib/firestore';
import { messagesNow } from '../../../lib/i18n/messages';
import { attendanceMessages } from '../messages';
import { MARKING_READ } from './marking-read';
import { keepRefused } from './refused';

export type { StoredRegister } from '../../../lib/attendance/registers';

export const registerDoc = (
  orgId: string,
  date: string,
  attendanceClass: AttendanceClass,
): DocumentReference<StoredRegister> =>
  doc(db, attendancePath(orgId), registerIdOf(date, attendanceClass)).withConverter(
    registerConverter,
  );

/** A register as the marking screen shows it: null when nobody has written it yet. */
export interface RegisterView {
  register: StoredRegister | null;
  /** Saved on this device and not yet acknowledged by the server. */
  pending: boolean;
}

/**
 * One class's register of one day, live, with whether this device's writes to it are still on
 * their way (the document's hasPendingWrites: true while offline, even after a reload, since the
 * persistent cache keeps the queued write).
 */
export function useRegister(
  orgId: string,
  date: string,
  attendanceClass: AttendanceClass | null,
): DataState<RegisterView> {
  const level = attendanceClass?.educationLevel;
  const section = attendanceClass?.section;
  const ref = useMemo(
    () =>
      level === undefined || section === undefined
        ? null
        : registerDoc(orgId, date, { educationLevel: level, section }),
    [orgId, date, level, section],
  );
  const state = useDocumentView(ref, MARKING_READ);
  return useMemo((): DataState<RegisterView> => {
    if (state.status !== 'ready') return state;
    return { ...state, data: { register: state.data.data, pending: state.data.pending } };
  }, [state]);
}

/** What one save writes: the register's fixed fields and the caller's own marks and choices. */
export interface RegisterSave {
  orgId: string;
  uid: string;
  base: Pick<AttendanceRegister, 'date' | 'startYear' | 'educationLevel' | 'section'>;
  person: RegisterPerson;
  marks: Record<string, AttendanceMark>;
  chosen?: Record<string, ChosenMark>;
  /** Whether the register holds marks of this person already: an empty map must not replace them. */
  hasOwnMarks: boolean;
  /** Children on this person's stored roll who are no longer on the list: taken off it. */
  rollDropped?: string[];
}

/**
 * The person's entry as a merge writes it: a merge joins maps, so a child taken off the list since
 * this person's last save is deleted from their roll rather than kept beside the new one.
 */
function personToWrite(person: RegisterPerson, dropped: readonly string[] | undefined) {
  if (!person.roll || !dropped?.length) return person;
  return {
    ...person,
    roll: { ...person.roll, ...Object.fromEntries(dropped.map((id) => [id, deleteField()])) },
  };
}

/** "Class 3-A, 2026-12-07": how a pending or refused save is named to the user. */
export const saveDescription = (save: RegisterSave, className: string) =>
  `${className}, ${save.base.date}`;

function refusal(error: unknown): string {
  const t = messagesNow(attendanceMessages);
  return (error as { code?: string }).code === 'permission-denied'
    ? t('sync.refused')
    : t('sync.notSaved');
}

/**
 * Writes a register in the one form the contract allows, for create and update alike, online and
 * offline: merge, only the caller's own uid under people and marks (and chosen entries when a clash
 * is settled). A save that takes the roll records the list it was taken from in the same write. A
 * save the server refuses (a closed month) is kept on this device to retry or discard.
 */
export function saveRegister(save: RegisterSave, className: string): QueuedWrite {
  const { orgId, uid, base, person, marks, chosen, hasOwnMarks, rollDropped } = save;
  const ref = doc(db, attendancePath(orgId), registerIdOf(base.date, base));
  const data = {
    ...base,
    people: { [uid]: personToWrite(person, rollDropped) },
    // A merge writes an empty map as a value: it would erase this person's earlier marks.
    ...(Object.keys(marks).length > 0 || !hasOwnMarks ? { marks: { [uid]: marks } } : {}),
    ...(chosen && Object.keys(chosen).length > 0 ? { chosen } : {}),
  };
  const description = saveDescription(save, className);
  const write = trackWrite(setDoc(ref, data, { merge: true }), description, refusal);
  write.catch((error: unknown) => {
    if ((error as { code?: string }).code === 'permission-denied') keepRefused(save, className);
  });
  return queuedWrite(write);
}
