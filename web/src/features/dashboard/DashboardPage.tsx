import { canSeeStudents } from '@village/model/roles';
import { useDirectoryIndex } from '../../lib/directory/directory-index';
import { useCurrentOrganization } from '../../lib/session/current-organization';
import { usePreviousMonthStats } from './api/get-previous-month-stats';
import { useRecentActivities } from './api/get-recent-activities';
import { DashboardView } from './components/DashboardView';
import { useMapRequested } from './components/use-map-requested';
import { useNow } from './components/use-now';

/**
 * The dashboard (/ and /analytics). What it reads does not grow with the organization: the
 * organization document (already loaded for the shell: the counters, per category and per level),
 * the newest monthlyStats document before this month (one, for the trends), and for staff the
 * newest activities and, once the map is asked for (a tap: see useMapRequested), the directory
 * index (at most 32 documents) for its markers. End users see the figures and the distribution only, and their page
 * asks for nothing else (the rules would refuse it).
 */
export function DashboardPage() {
  const { orgId, role, organization } = useCurrentOrganization();
  const staff = canSeeStudents(role);
  // Hourly is enough to notice a new month; the query only changes when the month does.
  const now = useNow(3_600_000);
  const previous = usePreviousMonthStats(orgId, now);
  const activities = useRecentActivities(staff ? orgId : null);
  const [mapRequested, requestMap] = useMapRequested();
  const directory = useDirectoryIndex(staff && mapRequested ? orgId : null);
  return (
    <DashboardView
      staff={staff}
      organization={organization}
      previous={previous}
      activities={activities}
      directory={directory}
      mapRequested={mapRequested}
      onShowMap={requestMap}
    />
  );
}

export default DashboardPage;
