// Invitations: the callables that create (invite.ts), revoke (revoke.ts), resend (resend.ts) and
// accept (accept.ts) them. They are the only writers of invitations (the rules refuse client
// writes). Creating, renewing or resending an invitation queues its email in the same transaction,
// within the organization's quotas (quotas.ts); invitation-delivery/ sends it.
//
// This file is the folder's one entry: functions/src/index.ts deploys these callables from here.
export { acceptInvitation } from './accept';
export { inviteMember } from './invite';
export { resendInvitation } from './resend';
export { revokeInvitation } from './revoke';
