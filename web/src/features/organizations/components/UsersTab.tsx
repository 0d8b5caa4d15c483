import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PersonAdd from '@mui/icons-material/PersonAddAlt1Outlined';
import { useState } from 'react';
import type { Role } from '@village/model/roles';
import { PageLoading } from '../../../components/PageLoading';
import { useToast } from '../../../components/toast';
import { dataErrorMessage, type DataState } from '../../../lib/data/state';
import { useT } from '../../../lib/i18n/I18nProvider';
import { roleLabel } from '../../../lib/i18n/labels';
import { useMessages } from '../../../lib/i18n/messages';
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
import { organizationMessages } from '../messages';
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

/** `offline`: what to say when the list is not on this device and the device is offline. */
function problemOf(state: DataState<unknown>, offline: string): string | undefined {
  if (state.status === 'offline') return offline;
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
  const t = useMessages(organizationMessages);
  const core = useT();
  const roleName = (r: Role) => roleLabel(r, core);
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
            title: t('users.resent'),
            description: t('users.resentDescription', { email: invitation.email }),
          }),
        (caught: unknown) =>
          toast({
            variant: 'destructive',
            title: t('users.notResent'),
            description: caught instanceof Error ? caught.message : String(caught),
          }),
      )
      .finally(() => setResending(undefined));
  }

  const membersProblem = problemOf(members, t('users.membersOffline'));
  const invitationsProblem = problemOf(invitations, t('users.invitationsOffline'));

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
            ? t('users.intro', { org: organizationName })
            : t('users.readOnly', { org: organizationName, role: roleName('super_admin') })}
        </Typography>
        {canManage && (
          <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setInviting(true)}>
            {t('users.invite')}
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
            title: t('users.invited'),
            description: t('users.invitedDescription', {
              email: input.email,
              role: roleName(input.role),
            }),
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
              title: t('users.roleChanged'),
              description: t('users.roleChangedDescription', {
                name: pending.member.name,
                role: roleName(newRole),
              }),
            });
          }}
        />
      )}
      {pending?.action === 'promote' && (
        <ActionDialog
          open
          title={t('promote.title')}
          confirmLabel={t('promote.confirm')}
          onClose={() => setPending(undefined)}
          onConfirm={async () => {
            await promoteMember(orgId, pending.member.uid);
            toast({
              variant: 'success',
              title: t('promote.done'),
              description: t('promote.doneDescription', {
                name: pending.member.name,
                role: roleName('super_admin'),
                org: organizationName,
              }),
            });
          }}
        >
          {t('promote.explanation', { name: pending.member.name, org: organizationName })}
        </ActionDialog>
      )}
      {pending?.action === 'remove' && (
        <ActionDialog
          open
          title={t('remove.title')}
          confirmLabel={t('remove.confirm')}
          confirmColor="error"
          onClose={() => setPending(undefined)}
          onConfirm={async () => {
            await removeMember(orgId, pending.member.uid);
            toast({
              variant: 'success',
              title: t('remove.done'),
              description: t('remove.doneDescription', {
                name: pending.member.name,
                org: organizationName,
              }),
            });
          }}
        >
          {t('remove.explanation', {
            name: pending.member.name,
            email: pending.member.email,
            org: organizationName,
          })}
        </ActionDialog>
      )}
      {pending?.action === 'revoke' && (
        <ActionDialog
          open
          title={t('revoke.title')}
          confirmLabel={t('revoke.confirm')}
          confirmColor="error"
          onClose={() => setPending(undefined)}
          onConfirm={async () => {
            await revokeInvitation(orgId, pending.invitation.email);
            toast({
              variant: 'success',
              title: t('revoke.done'),
              description: t('revoke.doneDescription', { email: pending.invitation.email }),
            });
          }}
        >
          {t('revoke.explanation', { email: pending.invitation.email })}
        </ActionDialog>
      )}
    </Box>
  );
}
