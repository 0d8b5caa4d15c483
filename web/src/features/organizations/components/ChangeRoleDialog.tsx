import TextField from '@mui/material/TextField';
import { useState } from 'react';
import {
  INVITABLE_ROLES,
  isInvitableRole,
  type InvitableRole,
  type Role,
} from '@village/model/roles';
import { useT } from '../../../lib/i18n/I18nProvider';
import { roleLabel } from '../../../lib/i18n/labels';
import { useMessages } from '../../../lib/i18n/messages';
import { organizationMessages } from '../messages';
import { ActionDialog } from './ActionDialog';

export interface ChangeRoleDialogProps {
  open: boolean;
  memberName: string;
  organizationName: string;
  currentRole: Role;
  onChange: (role: InvitableRole) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The role picker offers only End User and Organization User (a super_admin is made by the
 * separate "Make super admin", docs/invitations.md); the change is confirmed here and made by the
 * server.
 */
export function ChangeRoleDialog({
  open,
  memberName,
  organizationName,
  currentRole,
  onChange,
  onClose,
}: ChangeRoleDialogProps) {
  const t = useMessages(organizationMessages);
  const core = useT();
  const [role, setRole] = useState<InvitableRole>(
    isInvitableRole(currentRole) ? currentRole : 'org_user',
  );
  return (
    <ActionDialog
      open={open}
      title={t('changeRole.title')}
      confirmLabel={t('changeRole.confirm')}
      confirmDisabled={role === currentRole}
      onConfirm={() => onChange(role)}
      onClose={onClose}
      fields={
        <TextField
          select
          label={t('changeRole.newRole')}
          fullWidth
          margin="dense"
          value={role}
          onChange={(event) => setRole(event.target.value as InvitableRole)}
          slotProps={{ select: { native: true } }}
          sx={{ mt: 2 }}
        >
          {INVITABLE_ROLES.map((option) => (
            <option key={option} value={option}>
              {roleLabel(option, core)}
            </option>
          ))}
        </TextField>
      }
    >
      {t('changeRole.explanation', {
        name: memberName,
        role: roleLabel(currentRole, core),
        org: organizationName,
      })}
    </ActionDialog>
  );
}
