// Every deployed function, by concern. Each module names the trigger path above its exports.
export { onStudentWritten } from './students';
export { syncDirectoryEntry } from './directory';
export { onMemberWritten, changeMemberRole, removeMember } from './members';
export {
  onInvitationWritten,
  inviteMember,
  revokeInvitation,
  acceptInvitation,
} from './invitations';
export { reconcileOrganization, reconcileDaily } from './reconcile';
