import { CALLABLES } from '@village/model/callables';
import type { AadhaarChange, IdentityRevealReason } from '@village/model/identity';
import { REMOVE_AADHAAR } from '@village/model/identity';
import type {
  RevealAadhaarInput,
  RevealAadhaarResult,
  SetAadhaarInput,
  SetAadhaarResult,
} from '@village/model/identity-callables';
import { callFunction } from '../../../lib/functions';

// A student's Aadhaar number travels only through the callables (docs/decisions/identity-numbers.md):
// never through the Firestore SDK, whose offline cache (IndexedDB) would keep it on the device.
// What these resolve to lives in memory only, for as long as the screen shows it.

/**
 * A super_admin's Show of a student's Aadhaar number (or its read for the child's data): the
 * server reads it and records the use in the organization's History in one transaction. Needs a
 * connection (fails at once offline, with a CallableError worded for the user). Resolves to the
 * digits, or null when no number is saved.
 */
export async function revealAadhaar(
  orgId: string,
  studentDocId: string,
  reason: IdentityRevealReason = 'show',
): Promise<string | null> {
  const result = await callFunction<RevealAadhaarInput, RevealAadhaarResult>(
    CALLABLES.revealAadhaar,
    { orgId, studentDocId, reason },
  );
  return result.aadhaar;
}

/**
 * Saves a typed number (digits, checked by the model) for a student who is saved on the server,
 * or removes the saved one (REMOVE_AADHAAR, a super_admin): the server writes it apart, its
 * masked form on the student and the History's entry together. Needs a connection.
 */
export function saveAadhaar(
  orgId: string,
  studentDocId: string,
  change: Exclude<AadhaarChange, null>,
): Promise<SetAadhaarResult> {
  return callFunction<SetAadhaarInput, SetAadhaarResult>(CALLABLES.setAadhaar, {
    orgId,
    studentDocId,
    aadhaar: change === REMOVE_AADHAAR ? null : change,
  });
}
