import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { Organization } from '@village/model/organization';
import type { Role } from '@village/model/roles';
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
 * super_admin, read-only for others), and Leave.
 */
export function SettingsTab({ orgId, role, organization }: SettingsTabProps) {
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
      <Divider />
      <LeaveOrganization orgId={orgId} role={role} organization={organization} />
    </Stack>
  );
}
