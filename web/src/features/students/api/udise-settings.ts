import {
  doc,
  getDoc,
  getDocFromCache,
  serverTimestamp,
  setDoc,
  type DocumentReference,
  type FirestoreDataConverter,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { udiseSettingsPath } from '@village/model/paths';
import {
  NO_UDISE_SETTINGS,
  readUdiseSettings,
  udiseSettingsInputSchema,
  type UdiseSettings,
  type UdiseSettingsInput,
} from '@village/model/udise-settings';
import { queuedWrite, trackWrite, type QueuedWrite } from '../../../lib/data/pending-writes';
import type { DataState } from '../../../lib/data/state';
import { useDocument } from '../../../lib/data/use-document';
import { db } from '../../../lib/firestore';

// The school's UDISE+ settings (organizations/{orgId}/udise/settings): read leniently (a part
// that does not read is as if unset, never a wrong code), written whole by a super_admin.

const converter: FirestoreDataConverter<UdiseSettings> = {
  toFirestore: () => {
    throw new Error('Write with saveUdiseSettings, not through the converter');
  },
  fromFirestore: (snapshot, options) => readUdiseSettings(snapshot.data(options)),
};

function settingsRef(orgId: string): DocumentReference<UdiseSettings> {
  return doc(db, udiseSettingsPath(orgId)).withConverter(converter);
}

/** The settings, live; an organization that has none yet has NO_UDISE_SETTINGS. */
export function useUdiseSettings(orgId: string): DataState<UdiseSettings> {
  const ref = useMemo(() => settingsRef(orgId), [orgId]);
  const state = useDocument(ref);
  return useMemo(
    (): DataState<UdiseSettings> =>
      state.status === 'ready' ? { ...state, data: state.data ?? NO_UDISE_SETTINGS } : state,
    [state],
  );
}

/** A super_admin saves the settings, whole; the rules check the same shape (udiseSettingsFit). */
export function saveUdiseSettings(
  orgId: string,
  uid: string,
  input: UdiseSettingsInput,
  /** What the sync status says while it is sent, and what it says if it is refused. */
  texts: { description: string; refusal: (error: unknown) => string },
): QueuedWrite {
  const { code, codes, ...school } = udiseSettingsInputSchema.parse(input);
  const write = setDoc(doc(db, udiseSettingsPath(orgId)), {
    code,
    codes,
    // A part of the school left unset is left out: Firestore refuses an undefined value.
    ...Object.fromEntries(Object.entries(school).filter(([, value]) => value !== undefined)),
    updatedAt: serverTimestamp(),
    updatedBy: uid,
  });
  return queuedWrite(trackWrite(write, texts.description, texts.refusal));
}

/**
 * The settings for the return, read when it is made: from the server when online, else this
 * device's copy; none when neither answers (the return then lists what to settle).
 */
export async function readSchoolUdiseSettings(orgId: string): Promise<UdiseSettings> {
  const ref = settingsRef(orgId);
  try {
    const snapshot = navigator.onLine ? await getDoc(ref) : await getDocFromCache(ref);
    return snapshot.data() ?? NO_UDISE_SETTINGS;
  } catch (error) {
    console.warn('UDISE+ settings not read; the return is made without them', error);
    return NO_UDISE_SETTINGS;
  }
}
