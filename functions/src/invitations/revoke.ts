import { onCall } from 'firebase-functions/https';
import { revokeInvitationInputSchema } from '@village/model/callables';
import { isInvitableRole } from '@village/model/roles';
import { callerPerson, recordAudit } from '../audit';
import { logged, parseInput, requireVerifiedCaller } from '../callable';
import { runTransaction } from '../transactions';
import { pendingInvitation, withdrawnEmail } from './pending-invitation';

// Callable: a super_admin revokes a pending invitation; it can no longer be accepted.
export const revokeInvitation = onCall(
  async (request): Promise<{ orgId: string; email: string }> => {
    const caller = requireVerifiedCaller(request, 'revokeInvitations');
    const { orgId, email } = parseInput(revokeInvitationInputSchema, request.data);
    return logged('revokeInvitation', { orgId, email, by: caller.uid }, () =>
      runTransaction(async (tx) => {
        const { invitation, me } = await pendingInvitation(
          tx,
          orgId,
          email,
          caller.uid,
          'revokeInvitations',
        );
        tx.update(invitation.ref, { status: 'revoked', ...withdrawnEmail(invitation) });
        const role: unknown = invitation.get('role');
        recordAudit(tx, orgId, {
          action: 'revoked',
          actor: callerPerson(caller, me),
          target: { uid: null, name: '', email },
          ...(isInvitableRole(role) ? { fromRole: role } : {}),
        });
        return { orgId, email };
      }),
    );
  },
);
