import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { COLLECTIONS } from '@village/model/paths';
import { APP_URL, SMTP_PASS, smtpConfig } from '../params';
import { DeliveryLeaseHeldError, deliverInvitation } from './deliver';
import { awaitsDelivery, TIMEOUT_SECONDS } from './delivery-state';

// organizations/{orgId}/invitations/{email}: deliver the email of an invitation left queued by a
// callable (or the sweep). The writes of the delivery itself (sending, sent, ...) start events
// too, which end here at once.
export const onInvitationWritten = onDocumentWritten(
  {
    document: `${COLLECTIONS.organizations}/{orgId}/${COLLECTIONS.invitations}/{email}`,
    secrets: [SMTP_PASS],
    retry: true,
    timeoutSeconds: TIMEOUT_SECONDS,
  },
  async (event) => {
    const after = event.data?.after;
    if (!after?.exists || !awaitsDelivery(after.data())) return;
    const fields = { orgId: event.params.orgId, email: event.params.email, eventId: event.id };
    const smtp = smtpConfig();
    try {
      const result = await deliverInvitation(after.ref, { smtp, appUrl: APP_URL.value() });
      const log = result.outcome === 'failed' || result.outcome === 'gave up' ? 'warn' : 'info';
      logger[log]('invitation delivery', { ...fields, ...result, smtpHost: smtp?.host ?? null });
    } catch (error) {
      if (error instanceof DeliveryLeaseHeldError) {
        logger.info('invitation being sent by another instance; retrying later', fields);
      } else {
        logger.error('invitation delivery failed', { ...fields, error: String(error) });
      }
      throw error;
    }
  },
);
