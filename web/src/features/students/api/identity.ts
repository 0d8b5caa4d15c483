import type { User } from 'firebase/auth';
import { doc, getDocFromServer, runTransaction, serverTimestamp } from 'firebase/firestore';
import type { IdentityRevealReason } from '@village/model/identity';
import { identityRevealPath, studentIdentityPath } from '@village/model/paths';
import { db } from '../../../lib/firestore';

/**
 * A super_admin's Show of a student's Aadhaar number (docs/decisions/identity-numbers.md): first
 * the record of the Show (identityReveals, its count up by one, in a transaction so two Shows at
 * once both count), which a function turns into an entry of the organization's History; then the
 * number, from the server (the rules allow it only after a record under ten minutes old). Needs a
 * connection: a Show is never served from this device's copy. Resolves to the digits, or null when
 * no number is saved.
 */
export async function revealAadhaar(
  orgId: string,
  user: User,
  studentDocId: string,
  reason: IdentityRevealReason = 'show',
): Promise<string | null> {
  const reveal = doc(db, identityRevealPath(orgId, user.uid, studentDocId));
  await runTransaction(db, async (transaction) => {
    const before = await transaction.get(reveal);
    const count = before.exists() ? (before.get('count') as number) + 1 : 1;
    transaction.set(reveal, {
      uid: user.uid,
      studentDocId,
      reason,
      at: serverTimestamp(),
      count,
    });
  });
  const identity = await getDocFromServer(doc(db, studentIdentityPath(orgId, studentDocId)));
  const aadhaar: unknown = identity.get('aadhaar');
  return typeof aadhaar === 'string' ? aadhaar : null;
}
