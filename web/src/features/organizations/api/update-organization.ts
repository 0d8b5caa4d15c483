import type { User } from 'firebase/auth';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { organizationInputSchema, type OrganizationInput } from '@village/model/organization';
import { organizationPath } from '@village/model/paths';
import { queuedWrite, trackWrite, type QueuedWrite } from '../../../lib/data/pending-writes';
import { db } from '../../../lib/firestore';

function refusal(error: unknown): string {
  return (error as { code?: string }).code === 'permission-denied'
    ? 'The server refused the new name: only a Super Admin may change it.'
    : 'The server could not save the organization details. Try again.';
}

/**
 * A super_admin edits the organization's name and description (the only fields a client may
 * change, with updatedAt/updatedBy, as the rules check). updateDoc bypasses converters: the
 * model's schema validates here.
 */
export function updateOrganizationDetails(
  orgId: string,
  user: User,
  input: OrganizationInput,
): QueuedWrite {
  const { name, description } = organizationInputSchema.parse(input);
  const synced = trackWrite(
    updateDoc(doc(db, organizationPath(orgId)), {
      name,
      description,
      updatedAt: serverTimestamp(),
      updatedBy: user.uid,
    }),
    name,
    refusal,
  );
  return queuedWrite(synced);
}
