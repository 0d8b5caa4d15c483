import type { User } from 'firebase/auth';
import {
  doc,
  getDoc,
  getDocFromCache,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentSnapshot,
} from 'firebase/firestore';
import { COLLECTIONS } from '@village/model/paths';
import { db } from '../firestore';
import { isLanguage, type Language } from '../i18n/catalog';
import { deviceHasChoice, deviceLanguage, keepOnDevice } from '../i18n/language';
import { activateLanguage, i18nState } from '../i18n/store';

// Loaded only after sign-in (dynamic import), so the sign-in page does not download Firestore.

/**
 * Creates users/{uid} on first sign-in, with the language shown; an existing profile is left as
 * it is, but for the language (syncLanguage).
 */
export async function ensureUserProfile(user: User, displayName?: string): Promise<void> {
  const ref = doc(db, COLLECTIONS.users, user.uid);
  const existing = await getDoc(ref).catch(() => undefined);
  if (existing?.exists()) {
    await syncLanguage(user.uid, existing.get('language'));
    return;
  }
  await setDoc(ref, {
    displayName: (displayName ?? user.displayName ?? '').slice(0, 100),
    email: user.email ?? '',
    ...(user.photoURL ? { photoURL: user.photoURL } : {}),
    createdAt: serverTimestamp(),
    language: i18nState().language,
  });
}

/**
 * At sign-in: a language chosen on this device goes to the profile; a device with no choice yet
 * takes the one the person made elsewhere (and keeps it).
 */
async function syncLanguage(uid: string, stored: unknown): Promise<void> {
  if (deviceHasChoice()) {
    const chosen = deviceLanguage();
    if (stored !== chosen) await saveLanguage(uid, chosen);
  } else if (isLanguage(stored)) {
    keepOnDevice(stored);
    if (i18nState().language !== stored) await activateLanguage(stored);
  }
}

/** The person's language, so every device (and, later, their emails) uses it. */
export async function saveLanguage(uid: string, language: Language): Promise<void> {
  await updateDoc(doc(db, COLLECTIONS.users, uid), { language });
}

/** Remembers the organization last used, so another device opens it too. */
export async function saveLastOrganization(uid: string, orgId: string): Promise<void> {
  await updateDoc(doc(db, COLLECTIONS.users, uid), { lastOrgId: orgId });
}

/** How long reopening waits for the server before it falls back to this device's copy. */
const LAST_ORG_WAIT_MS = 6000;

export interface LastOrganizationRead {
  /**
   * Settles within LAST_ORG_WAIT_MS: the server's answer, or else this device's copy (offline, or
   * on a slow connection, where the selection page is better than a longer wait).
   */
  soon: Promise<string | undefined>;
  /** The server's answer whenever it comes; undefined offline or when it fails. */
  fromServer: Promise<string | undefined>;
}

const lastOrgIdOf = (snapshot: DocumentSnapshot | undefined): string | undefined => {
  const value: unknown = snapshot?.get('lastOrgId');
  return typeof value === 'string' ? value : undefined;
};

/** The organization last used on the account, soon and (on a slow link) late. */
export function readLastOrganization(uid: string): LastOrganizationRead {
  const ref = doc(db, COLLECTIONS.users, uid);
  const server: Promise<DocumentSnapshot | undefined> = navigator.onLine
    ? getDoc(ref).catch(() => undefined)
    : Promise.resolve(undefined);
  const inTime = new Promise<DocumentSnapshot | undefined>((resolve) => {
    const timer = setTimeout(() => resolve(undefined), LAST_ORG_WAIT_MS);
    void server.then((snapshot) => {
      clearTimeout(timer);
      resolve(snapshot);
    });
  });
  const soon = inTime.then(
    async (snapshot) => snapshot ?? (await getDocFromCache(ref).catch(() => undefined)),
  );
  return { soon: soon.then(lastOrgIdOf), fromServer: server.then(lastOrgIdOf) };
}
