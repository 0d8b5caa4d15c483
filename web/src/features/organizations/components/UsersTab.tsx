import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PersonAdd from '@mui/icons-material/PersonAddAlt1Outlined';
import { useState } from 'react';
import { ROLE_LABELS, type Role } from '@village/model/roles';
import { PageLoading } from '../../../components/PageLoading';
import { useToast } from '../../../components/toast';
import { dataErrorMessage, type DataState } from '../../../lib/data/state';
import { useSignedInUser } from '../../../lib/session/auth-state';
import {
  useMembers,
  usePendingInvitations,
  type InvitationRow,
  type MemberRow,
} from '../api/people';
import {
  changeMemberRole,
  inviteMember,
  promoteMember,
  removeMember,
  resendInvitation,
  revokeInvitation,
} from '../api/people-actions';
import { ActionDialog } from './ActionDialog';
import { ChangeRoleDialog } from './ChangeRoleDialog';
import { InviteDialog } from './InviteDialog';
import { PeopleTable, type InvitationAction, type MemberAction } from './PeopleTable';

type Pending =
  { action: MemberAction; member: MemberRow } | { action: 'revoke'; invitation: InvitationRow };

export interface UsersTabProps {
  orgId: string;
  organizationName: string;
  /** Staff only: the page does not render this tab (nor ask for its data) for an end_user. */
  role: Role;
}

function rowsOf<T>(state: DataState<{ rows: T[] }>): T[] {
  return state.status === 'ready' ? state.data.rows : [];
}

function problemOf(state: DataState<unknown>, what: string): string | undefined {
  if (state.status === 'offline')
    return `The ${what} are not saved on this device and you are offline. They will show when you are back online.`;
  if (state.status === 'error') return dataErrorMessage(state.error);
  return undefined;
}

/**
 * Users & Roles (docs/product.md, "Organization"): a super_admin invites, changes roles and
 * removes; others only read.
 */
export function UsersTab({ orgId, organizationName, role }: UsersTabProps) {
  const user = useSignedInUser();
  const toast = useToast();
  const members = useMembers(orgId);
  const invitations = usePendingInvitations(orgId);
  const canManage = role === 'super_admin';
  const [inviting, setInviting] = useState(false);
  const [pending, setPending] = useState<Pending>();
  const [resending, setResending] = useState<string>();

  function onInvitationAction(action: InvitationAction, invitation: InvitationRow) {
    if (action === 'revoke') {
      setPending({ action, invitation });
      return;
    }
    setResending(invitation.id);
    resendInvitation(orgId, invitation.email)
      .then(
        () =>
          toast({
            variant: 'success',
            title: 'Invitation sent again',
            description: `A new email is on its way to ${invitation.email}.`,
          }),
        (caught: unknown) =>
          toast({
            variant: 'destructive',
            title: 'Not sent again',
            description: caught instanceof Error ? caught.message : String(caught),
          }),
      )
      .finally(() => setResending(undefined));
  }

  const membersProblem = problemOf(members, 'members');
  const invitationsProblem = problemOf(invitations, 'invitations');

  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 2,
        }}
      >
        <Typography color="text.secondary">
          {canManage
            ? `Invite people to ${organizationName}, change their roles or remove them.`
            : `The people of ${organizationName}. Only a ${ROLE_LABELS.super_admin} can change them.`}
        </Typography>
        {canManage && (
          <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setInviting(true)}>
            Invite User
          </Button>
        )}
      </Box>
      {membersProblem && (
        <Alert severity={members.status === 'offline' ? 'info' : 'error'} sx={{ mb: 2 }}>
          {membersProblem}
        </Alert>
      )}
      {invitationsProblem && !membersProblem && (
        <Alert severity={invitations.status === 'offline' ? 'info' : 'error'} sx={{ mb: 2 }}>
          {invitationsProblem}
        </Alert>
      )}
      {members.status === 'loading' ? (
        <PageLoading />
      ) : (
        <PeopleTable
          members={rowsOf(members)}
          invitations={rowsOf(invitations)}
          viewerUid={user.uid}
          canManage={canManage}
          resending={resending}
          onMemberAction={(action, member) => setPending({ action, member })}
          onInvitationAction={onInvitationAction}
        />
      )}

      <InviteDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onInvite={async (input) => {
          await inviteMember(orgId, input);
          toast({
            variant: 'success',
            title: 'Invitation sent',
            description: `${input.email} is invited as ${ROLE_LABELS[input.role]}.`,
          });
        }}
      />

      {pending?.action === 'change-role' && (
        <ChangeRoleDialog
          open
          memberName={pending.member.name}
          organizationName={organizationName}
          currentRole={pending.member.role}
          onClose={() => setPending(undefined)}
          onChange={async (newRole) => {
            await changeMemberRole(orgId, pending.member.uid, newRole);
            toast({
              variant: 'success',
              title: 'Role changed',
              description: `${pending.member.name} is now ${ROLE_LABELS[newRole]}.`,
            });
          }}
        />
      )}
      {pending?.action === 'promote' && (
        <ActionDialog
          open
          title="Make super admin?"
          confirmLabel="Make Super Admin"
          onClose={() => setPending(undefined)}
          onConfirm={async () => {
            await promoteMember(orgId, pending.member.uid);
            toast({
              variant: 'success',
              title: 'Super admin added',
              description: `${pending.member.name} is now a ${ROLE_LABELS.super_admin} of ${organizationName}.`,
            });
          }}
        >
          {pending.member.name} will be able to do everything you can in {organizationName}: invite
          and remove people, change roles, delete students and edit the organization.
        </ActionDialog>
      )}
      {pending?.action === 'remove' && (
        <ActionDialog
          open
          title="Remove from organization?"
          confirmLabel="Remove"
          confirmColor="error"
          onClose={() => setPending(undefined)}
          onConfirm={async () => {
            await removeMember(orgId, pending.member.uid);
            toast({
              variant: 'success',
              title: 'Member removed',
              description: `${pending.member.name} was removed from ${organizationName}.`,
            });
          }}
        >
          {pending.member.name} ({pending.member.email}) will lose access to {organizationName} at
          once. To come back, they need a new invitation.
        </ActionDialog>
      )}
      {pending?.action === 'revoke' && (
        <ActionDialog
          open
          title="Revoke invitation?"
          confirmLabel="Revoke"
          confirmColor="error"
          onClose={() => setPending(undefined)}
          onConfirm={async () => {
            await revokeInvitation(orgId, pending.invitation.email);
            toast({
              variant: 'success',
              title: 'Invitation revoked',
              description: `${pending.invitation.email} can no longer join with it.`,
            });
          }}
        >
          The invitation for {pending.invitation.email} will stop working, even if they already have
          the email.
        </ActionDialog>
      )}
    </Box>
  );
}
