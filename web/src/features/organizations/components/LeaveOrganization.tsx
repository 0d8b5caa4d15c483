import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import type { Organization } from '@village/model/organization';
import type { Role } from '@village/model/roles';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/toast';
import { useT } from '../../../lib/i18n/I18nProvider';
import { roleLabel } from '../../../lib/i18n/labels';
import { useMessages } from '../../../lib/i18n/messages';
import { paths } from '../../../lib/paths';
import { useSignedInUser } from '../../../lib/session/auth-state';
import { useOrganizations } from '../../../lib/session/current-organization';
import { removeMember } from '../api/people-actions';
import { organizationMessages } from '../messages';
import { ActionDialog } from './ActionDialog';

interface LeaveOrganizationProps {
  orgId: string;
  role: Role;
  organization: Organization;
}

/**
 * Any member may leave, but an organization never loses its last super_admin: the counter says
 * when the user is the last one, and the server refuses anyway (its message shows in the dialog).
 */
export function LeaveOrganization({ orgId, role, organization }: LeaveOrganizationProps) {
  const user = useSignedInUser();
  const toast = useToast();
  const navigate = useNavigate();
  const { forget } = useOrganizations();
  const t = useMessages(organizationMessages);
  const superAdmin = roleLabel('super_admin', useT());
  const org = organization.name;
  const [confirming, setConfirming] = useState(false);
  const lastSuperAdmin = role === 'super_admin' && organization.superAdminCount <= 1;

  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('leave.title')}
      </Typography>
      {lastSuperAdmin ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('leave.onlySuperAdmin', { role: superAdmin, org })}
        </Alert>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('leave.explanation', { org })}
        </Typography>
      )}
      <Button
        variant="outlined"
        color="error"
        startIcon={<Logout />}
        disabled={lastSuperAdmin}
        onClick={() => setConfirming(true)}
      >
        {t('leave.button')}
      </Button>
      <ActionDialog
        open={confirming}
        title={t('leave.confirmTitle', { org })}
        confirmLabel={t('leave.button')}
        confirmColor="error"
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          await removeMember(orgId, user.uid);
          // The memberships listener drops the organization; the selection page comes next.
          navigate(paths.organizationSelection, { replace: true });
          forget();
          toast({
            variant: 'success',
            title: t('leave.done'),
            description: t('leave.doneDescription', { org }),
          });
        }}
      >
        {t('leave.confirmExplanation', { org, role: superAdmin })}
      </ActionDialog>
    </Box>
  );
}
