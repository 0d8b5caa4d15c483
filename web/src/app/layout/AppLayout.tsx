import { AcademicYearChip } from '../../components/AcademicYearChip';
import { SyncStatus } from '../../components/SyncStatus';
import { UserMenu } from '../../features/auth/components/UserMenu';
import { OrganizationSwitcher } from '../../features/organizations/components/OrganizationSwitcher';
import { useCurrentOrganization } from '../../lib/session/current-organization';
import { MainLayout } from './MainLayout';

/**
 * The signed-in shell: sidebar for the user's role in the current organization, header tools (the
 * academic year, the sync status, the organization switcher, the account menu).
 */
export function AppLayout() {
  const { role } = useCurrentOrganization();
  return (
    <MainLayout
      role={role}
      headerActions={
        <>
          <AcademicYearChip />
          <SyncStatus />
          <OrganizationSwitcher />
          <UserMenu />
        </>
      }
    />
  );
}

export default AppLayout;
