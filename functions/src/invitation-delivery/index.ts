// Invitation emails, delivered at least once and, short of a crash in the instant between the SMTP
// server accepting a message and the function recording it, exactly once.
//
// The callables queue an email by writing `delivery: { state: 'queued', leaseExpiresAt }` in the
// transaction that creates, renews or resends the invitation. The trigger then delivers it
// by one of two paths, never both, so that nothing is sent twice:
//  - SMTP configured: the function claims the invitation (state sending, a lease, attempts + 1),
//    sends it with nodemailer, and records sent or failed (with the error). No mail/{id} document
//    is written, so an installed Trigger Email extension cannot send it a second time.
//  - no SMTP: the message goes to the mail/{id} outbox (Trigger Email extension format) in the
//    same transaction that records state outbox; the extension (or whatever reads the outbox)
//    delivers it.
// A sender that crashes leaves its claim behind; once the lease has expired, a redelivered event
// or the sweep (every 10 minutes) queues the email again. An event that finds a live lease throws,
// so that the platform retries it later (retry: true) rather than dropping it.
//
// The parts: where an email is (delivery-state.ts), one delivery (deliver.ts), the trigger
// (trigger.ts) and the sweep (sweep.ts). This file is the folder's one entry: the invitation
// callables, functions/src/index.ts and the tests import from here.
export { DeliveryLeaseHeldError, deliverInvitation } from './deliver';
export { awaitsDelivery, LEASE_MS, MAX_SEND_ATTEMPTS, queuedDelivery } from './delivery-state';
export { requeueStuckDeliveries, sweepInvitationDeliveries } from './sweep';
export { onInvitationWritten } from './trigger';
