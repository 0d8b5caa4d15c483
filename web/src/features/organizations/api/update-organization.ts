import type { User } from 'firebase/auth';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { organizationDetailsSchema, type OrganizationDetails } from '@village/model/organization';
import { organizationPath } from '@village/model/paths';
import { queuedWrite, trackWrite, type QueuedWrite } from '../../../lib/data/pending-writes';
import { db } from '../../../lib/firestore';
import { messagesNow } from '../../../lib/i18n/messages';
import { organizationMessages } from '../messages';

/** The words for a refused save, in the language of the moment it was refused. */
function refusal(error: unknown): string {
  const t = messagesNow(organizationMessages);
  return (error as { code?: string }).code === 'permission-denied'
    ? t('settings.refused')
    : t('settings.serverNotSaved');
}

/**
 * A super_admin edits the organization's name, description, postal address and the month its
 * academic year starts and the days back an org_user may mark attendance (the only fields a client may change, with updatedAt/updatedBy, as the
 * rules check). updateDoc bypasses converters: the model's schema validates here.
 */
export function updateOrganizationDetails(
  orgId: string,
  user: User,
  input: OrganizationDetails,
): QueuedWrite {
  const { name, description, address, academicYearStartMonth, attendanceWindowDays } =
    organizationDetailsSchema.parse(input);
  const synced = trackWrite(
    updateDoc(doc(db, organizationPath(orgId)), {
      name,
      description,
      address,
      academicYearStartMonth,
      attendanceWindowDays,
      updatedAt: serverTimestamp(),
      updatedBy: user.uid,
    }),
    name,
    refusal,
  );
  return queuedWrite(synced);
}
