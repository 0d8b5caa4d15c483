import { canSeeStudents } from '@village/model/roles';
import { LazyAttendanceCard } from '../../components/attendance/LazyAttendanceCard';
import { useDirectory } from '../../lib/directory/use-directory';
import { useCurrentOrganization } from '../../lib/session/current-organization';
import { usePreviousMonthStats } from './api/get-previous-month-stats';
import { useRecentActivities } from './api/get-recent-activities';
import { DashboardView } from './components/DashboardView';
import { useExistingStudentIds } from './components/use-existing-student-ids';
import { useMapRequested } from './components/use-map-requested';
import { useNow } from './components/use-now';
import { useLocatedStudents } from './map/use-located-students';

/**
 * The dashboard (/ and /analytics). What it reads does not grow with the organization: the
 * organization document (already loaded for the shell: the counters, per category and per level),
 * the newest monthlyStats document before this month (one, for the trends), and for staff the
 * newest activities and, once the map is asked for (a tap: see useMapRequested), the directory
 * index (at most 32 documents), unpacked in a worker that hands back the located students for the
 * markers and which of the activities' students still exist. End users see the figures and the
 * distribution only, and their page asks for nothing else (the rules would refuse it). Today's
 * attendance (a card of its own, loaded once the page is idle) reads two documents more, three
 * for staff.
 */
export function DashboardPage() {
  const { orgId, role, organization } = useCurrentOrganization();
  const staff = canSeeStudents(role);
  // Hourly is enough to notice a new month; the query only changes when the month does.
  const now = useNow(3_600_000);
  const previous = usePreviousMonthStats(orgId, now);
  const activities = useRecentActivities(staff ? orgId : null);
  const [mapRequested, requestMap] = useMapRequested();
  const directory = useDirectory(staff && mapRequested ? orgId : null);
  const locations = useLocatedStudents(directory);
  const existingStudentIds = useExistingStudentIds(directory, activities);
  return (
    <DashboardView
      staff={staff}
      organization={organization}
      previous={previous}
      activities={activities}
      locations={locations}
      existingStudentIds={existingStudentIds}
      mapRequested={mapRequested}
      onShowMap={requestMap}
      attendanceCard={<LazyAttendanceCard />}
    />
  );
}

export default DashboardPage;
