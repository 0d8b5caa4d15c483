import type { User } from 'firebase/auth';
import { doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { COLLECTIONS } from '@village/model/paths';
import { db } from '../firestore';

// Loaded only after sign-in (dynamic import), so the sign-in page does not download Firestore.

/** Creates users/{uid} on first sign-in; an existing profile is left as it is. */
export async function ensureUserProfile(user: User, displayName?: string): Promise<void> {
  const ref = doc(db, COLLECTIONS.users, user.uid);
  const existing = await getDoc(ref).catch(() => undefined);
  if (existing?.exists()) return;
  await setDoc(ref, {
    displayName: (displayName ?? user.displayName ?? '').slice(0, 100),
    email: user.email ?? '',
    ...(user.photoURL ? { photoURL: user.photoURL } : {}),
    createdAt: serverTimestamp(),
  });
}

/** Remembers the organization last used, so another device opens it too. */
export async function saveLastOrganization(uid: string, orgId: string): Promise<void> {
  await updateDoc(doc(db, COLLECTIONS.users, uid), { lastOrgId: orgId });
}

export async function readLastOrganization(uid: string): Promise<string | undefined> {
  const snapshot = await getDoc(doc(db, COLLECTIONS.users, uid)).catch(() => undefined);
  const value: unknown = snapshot?.get('lastOrgId');
  return typeof value === 'string' ? value : undefined;
}
