import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS, organizationPath } from '@village/model/paths';
import { db } from './app';
import { studentCountDelta } from './counter-math';

/** How long an applied event id is remembered; redeliveries come within minutes. */
const LEDGER_TTL_MS = 7 * 24 * 60 * 60 * 1000;

// organizations/{orgId}/students/{studentId}: keep organizations/{orgId}.studentCount exact.
// Triggers are delivered at least once: the event id is recorded in the same transaction as the
// increment, so a redelivered event finds its ledger entry and changes nothing.
export const onStudentWrittenCount = onDocumentWritten(
  `${COLLECTIONS.organizations}/{orgId}/${COLLECTIONS.students}/{studentId}`,
  async (event) => {
    const delta = studentCountDelta(
      event.data?.before.exists ?? false,
      event.data?.after.exists ?? false,
    );
    if (delta === 0) return;
    const { orgId } = event.params;
    const orgRef = db.doc(organizationPath(orgId));
    const ledgerRef = orgRef.collection('counterEvents').doc(event.id);
    const applied = await db.runTransaction(async (tx) => {
      const [ledger, org] = await Promise.all([tx.get(ledgerRef), tx.get(orgRef)]);
      if (ledger.exists) return false;
      if (!org.exists) return false; // the organization itself was deleted
      tx.update(orgRef, { studentCount: FieldValue.increment(delta) });
      tx.create(ledgerRef, {
        at: FieldValue.serverTimestamp(),
        expireAt: Timestamp.fromMillis(Date.now() + LEDGER_TTL_MS),
      });
      return true;
    });
    logger.debug('student counter', { orgId, eventId: event.id, delta, applied });
  },
);
