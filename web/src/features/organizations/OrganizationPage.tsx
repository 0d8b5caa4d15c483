import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { canSeeStudents } from '@village/model/roles';
import { PageLoading } from '../../components/PageLoading';
import { PAGE_TITLES, usePageTitle } from '../../lib/page-titles';
import { useMessages } from '../../lib/i18n/messages';
import { useCurrentOrganization } from '../../lib/session/current-organization';
import { OverviewTab } from './components/OverviewTab';
import { organizationMessages } from './messages';

// The page opens on the overview: the other tabs (tables, menus, dialogs, forms) load when chosen.
const UsersTab = lazy(() =>
  import('./components/UsersTab').then((module) => ({ default: module.UsersTab })),
);
const SettingsTab = lazy(() =>
  import('./components/SettingsTab').then((module) => ({ default: module.SettingsTab })),
);
const HistoryTab = lazy(() =>
  import('./components/HistoryTab').then((module) => ({ default: module.HistoryTab })),
);

const TABS = ['overview', 'users', 'settings', 'history'] as const;
type TabId = (typeof TABS)[number];

/**
 * /organization (docs/product.md, "Organization"): Overview, Users & Roles and Settings, and
 * History for super_admins. Every member opens it; the members and invitations are staff-only (the
 * rules say so), so an end_user has no Users & Roles tab and the page never asks for them; the
 * audit log is super_admin-only likewise. The tab is in the address, so a reload stays on it.
 */
export function OrganizationPage() {
  const { orgId, role, organization } = useCurrentOrganization();
  const [searchParams, setSearchParams] = useSearchParams();
  const idPrefix = useId();
  const t = useMessages(organizationMessages);
  const staff = canSeeStudents(role);
  // Users & Roles for staff; the History of people changes for super_admins (the rules say so).
  const tabs = TABS.filter(
    (id) => (id !== 'users' || staff) && (id !== 'history' || role === 'super_admin'),
  );
  const wanted = searchParams.get('tab');
  const tab: TabId = tabs.find((id) => id === wanted) ?? 'overview';
  const pageTitle = usePageTitle(PAGE_TITLES.organization);

  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        {organization?.name ?? pageTitle.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {organization?.description || pageTitle.subtitle}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, value: TabId) =>
          setSearchParams(value === 'overview' ? {} : { tab: value }, { replace: true })
        }
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {tabs.map((id) => (
          <Tab
            key={id}
            value={id}
            label={t(`tabs.${id}`)}
            id={`${idPrefix}-tab-${id}`}
            aria-controls={`${idPrefix}-panel-${id}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${idPrefix}-panel-${tab}`}
        aria-labelledby={`${idPrefix}-tab-${tab}`}
      >
        {tab === 'overview' && <OverviewTab organization={organization} />}
        <Suspense fallback={<PageLoading />}>
          {tab === 'users' && staff && (
            <UsersTab
              orgId={orgId}
              organizationName={organization?.name ?? t('thisOrganization')}
              role={role}
            />
          )}
          {tab === 'history' && role === 'super_admin' && <HistoryTab orgId={orgId} />}
          {tab === 'settings' &&
            (organization ? (
              <SettingsTab orgId={orgId} role={role} organization={organization} />
            ) : (
              <PageLoading />
            ))}
        </Suspense>
      </Box>
    </Box>
  );
}

export default OrganizationPage;
