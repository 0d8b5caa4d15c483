import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Add from '@mui/icons-material/Add';
import type { Activity } from '@village/model/activity';
import type { Organization } from '@village/model/organization';
import type { MonthlyStats } from '@village/model/stats';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { dataErrorMessage, type DataState } from '../../../lib/data/state';
import type { LiveRows } from '../../../lib/data/use-live-query';
import { paths } from '../../../lib/paths';
import type { LocatedStudents } from '../map/located-students';
import { LevelDistribution } from './LevelDistribution';
import { QuickActions } from './QuickActions';
import { RecentActivities } from './RecentActivities';
import { StatCards } from './StatCards';
import { StudentLocations } from './StudentLocations';
import { useT } from '../../../lib/i18n/I18nProvider';
import { useMessages } from '../../../lib/i18n/messages';
import { PAGE_TITLES, usePageTitle } from '../../../lib/page-titles';
import { dashboardMessages } from '../messages';

export interface DashboardViewProps {
  /** Staff see everything; others (end users) the figures and the distribution only. */
  staff: boolean;
  /** undefined while the organization document loads. */
  organization: Organization | undefined;
  /** The previous month's closing figures (null: no earlier month). */
  previous: DataState<MonthlyStats | null>;
  /** Staff only: the newest activities. */
  activities: DataState<LiveRows<Activity>>;
  /** Staff only: the located students, loading until the map is asked for. */
  locations: DataState<LocatedStudents>;
  /** Staff only: which of the activities' students still exist; null while unknown. */
  existingStudentIds: ReadonlySet<string> | null;
  /** Whether the map has been asked for (it loads on a tap: see useMapRequested). */
  mapRequested: boolean;
  onShowMap: () => void;
  /** Today's attendance: drawn last, so that it moves nothing when it arrives after the rest. */
  attendanceCard?: ReactNode;
}

/** The dashboard's screen, from the data its page reads (see DashboardPage). */
export function DashboardView({
  staff,
  organization,
  previous,
  activities,
  locations,
  existingStudentIds,
  mapRequested,
  onShowMap,
  attendanceCard,
}: DashboardViewProps) {
  const page = usePageTitle(PAGE_TITLES.dashboard);
  const t = useMessages(dashboardMessages);
  const core = useT();
  return (
    <Stack spacing={3}>
      <PageHeader
        overline={organization?.name ?? ' '}
        title={page.title}
        subtitle={page.subtitle}
        action={
          staff && (
            <Button
              component={RouterLink}
              to={paths.addStudent}
              variant="contained"
              startIcon={<Add />}
              sx={{ flexShrink: 0 }}
            >
              {t('addStudent')}
            </Button>
          )
        }
      />

      <StatCards
        organization={organization}
        previous={previous.status === 'ready' ? previous.data : undefined}
        trendUnavailable={previous.status === 'error' || previous.status === 'offline'}
      />
      {previous.status === 'error' && (
        <Alert severity="warning">
          {t('previousFailed')} {dataErrorMessage(previous.error, core)}
        </Alert>
      )}
      {previous.status === 'offline' && <Alert severity="info">{t('previousOffline')}</Alert>}

      {staff ? (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
              alignItems: 'start',
            }}
          >
            <StudentLocations locations={locations} requested={mapRequested} onShow={onShowMap} />
            <RecentActivities activities={activities} existingStudentIds={existingStudentIds} />
          </Box>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
              alignItems: 'start',
            }}
          >
            <LevelDistribution organization={organization} />
            <QuickActions />
          </Box>
        </>
      ) : (
        <LevelDistribution organization={organization} />
      )}
      {attendanceCard}
    </Stack>
  );
}
