// Every deployed function, by concern. Each module names the trigger path above its exports.
// First the options they all share (the region): they must be set before any is defined.
import './options';
export { onStudentWritten, sweepPendingCounters } from './students';
export { onMemberWritten, changeMemberRole, promoteMember, removeMember } from './members';
export { inviteMember, revokeInvitation, resendInvitation, acceptInvitation } from './invitations';
export { onInvitationWritten, sweepInvitationDeliveries } from './invitation-delivery';
export { importStudents } from './import';
export { applyProgression } from './progression';
export { issueTransferCertificate } from './certificates';
export { onStudentDeleted } from './identity';
export { setAadhaar, revealAadhaar } from './aadhaar';
export { udiseAadhaarNumbers } from './udise-aadhaar';
export { reconcileOrganization, reconcileDaily, onReconcileRequested } from './reconcile';
export { onAttendanceWritten } from './attendance';
