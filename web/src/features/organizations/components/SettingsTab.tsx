import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Organization } from '@village/model/organization';
import type { Role } from '@village/model/roles';
import { useMessages } from '../../../lib/i18n/messages';
import { paths } from '../../../lib/paths';
import { organizationMessages } from '../messages';
import { LeaveOrganization } from './LeaveOrganization';
import { OrganizationDetailsForm } from './OrganizationDetailsForm';
import { OrganizationDetailsView } from './OrganizationDetailsView';

export interface SettingsTabProps {
  orgId: string;
  role: Role;
  organization: Organization;
}

/**
 * Name, description, postal address and the month the academic year starts (editable by a
 * super_admin, read-only for others), the way to the UDISE+ settings (super_admin), and Leave.
 */
export function SettingsTab({ orgId, role, organization }: SettingsTabProps) {
  const t = useMessages(organizationMessages);
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      {role === 'super_admin' ? (
        // A new key when the saved values change (here or elsewhere) starts the form from them.
        <OrganizationDetailsForm
          key={[
            organization.name,
            organization.description,
            organization.address,
            organization.academicYearStartMonth,
            organization.attendanceWindowDays,
          ].join('\n')}
          orgId={orgId}
          organization={organization}
        />
      ) : (
        <OrganizationDetailsView organization={organization} />
      )}
      {role === 'super_admin' && (
        <>
          <Divider />
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="body2" color="text.secondary">
              {t('settings.udiseHelp')}
            </Typography>
            <Button component={RouterLink} to={paths.udise} variant="outlined">
              {t('settings.udise')}
            </Button>
          </Stack>
        </>
      )}
      <Divider />
      <LeaveOrganization orgId={orgId} role={role} organization={organization} />
    </Stack>
  );
}
