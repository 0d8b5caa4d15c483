// Which audit entry a write of organizations/{orgId}/identityReveals/{uid}_{studentDocId} calls for
// (firestore.rules: the count is 1 on create and goes up by one on each Show). Pure, so that the
// trigger (identity.ts) does only the reads and the write.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { IDENTITY_REVEAL_AUDIT_ACTIONS } from '@village/model/audit';
import { IDENTITY_REVEAL_REASONS, type IdentityRevealReason } from '@village/model/identity';

export type RevealEntry =
  | {
      ok: true;
      /** `${revealId}_${count}`: one entry per Show, whatever the deliveries of its event. */
      entryId: string;
      uid: string;
      studentDocId: string;
      action: (typeof IDENTITY_REVEAL_AUDIT_ACTIONS)[IdentityRevealReason];
      /** The Show's time, as the rules checked it (request.time). */
      at: Timestamp;
    }
  | { ok: false; reason: string };

/** A reveal's count: a positive whole number, else 0 (no reveal, or a count no Show wrote). */
function countOf(data: DocumentData | undefined): number {
  const count: unknown = data?.count;
  return typeof count === 'number' && Number.isSafeInteger(count) && count > 0 ? count : 0;
}

const isReason = (value: unknown): value is IdentityRevealReason =>
  (IDENTITY_REVEAL_REASONS as readonly unknown[]).includes(value);

/**
 * The entry for one write of the reveal `revealId` (`before`/`after`: its data, undefined where it
 * does not exist): one when the count went up (a create, or an update with a higher count), none
 * for anything else (a rewrite at the same count, a delete, a record the rules would not allow).
 */
export function revealEntry(
  revealId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): RevealEntry {
  const count = countOf(after);
  if (count === 0) return { ok: false, reason: after ? 'no count' : 'deleted' };
  if (count <= countOf(before)) return { ok: false, reason: 'count did not go up' };
  const { uid, studentDocId, reason, at } = after ?? {};
  if (
    typeof uid !== 'string' ||
    typeof studentDocId !== 'string' ||
    revealId !== `${uid}_${studentDocId}` ||
    !isReason(reason) ||
    !(at instanceof Timestamp)
  ) {
    return { ok: false, reason: 'malformed reveal' };
  }
  return {
    ok: true,
    entryId: `${revealId}_${count}`,
    uid,
    studentDocId,
    action: IDENTITY_REVEAL_AUDIT_ACTIONS[reason],
    at,
  };
}
