import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PersonAdd from '@mui/icons-material/PersonAddAlt1Outlined';
import Edit from '@mui/icons-material/EditOutlined';
import Graduated from '@mui/icons-material/WorkspacePremiumOutlined';
import Imported from '@mui/icons-material/UploadFileOutlined';
import type { Activity, ActivityType } from '@village/model/activity';
import { memo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { dataErrorMessage, type DataState } from '../../../lib/data/state';
import type { LiveRows } from '../../../lib/data/use-live-query';
import { paths } from '../../../lib/paths';
import { relativeTime } from './relative-time';
import { useNow } from './use-now';

export interface RecentActivitiesProps {
  activities: DataState<LiveRows<Activity>>;
  /**
   * Which of the activities' students still exist, when known (asked of the directory's engine):
   * an activity links to its student only if it is among them. null while unknown: every activity
   * links, and the profile says so if the student has gone since.
   */
  existingStudentIds: ReadonlySet<string> | null;
}

const TYPE_ICONS: Record<ActivityType, ReactNode> = {
  add: <PersonAdd fontSize="small" />,
  update: <Edit fontSize="small" />,
  graduate: <Graduated fontSize="small" />,
  import: <Imported fontSize="small" />,
};

const TYPE_COLORS: Record<ActivityType, string> = {
  add: 'success.main',
  update: 'secondary.main',
  graduate: '#7b1fa2',
  import: 'info.main',
};

/** Recent Activities, live from the feed the functions keep; times move on every minute. */
export const RecentActivities = memo(function RecentActivities({
  activities,
  existingStudentIds,
}: RecentActivitiesProps) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="activities-title"
      sx={{ p: 2, minWidth: 0, height: '100%' }}
    >
      <Typography id="activities-title" variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
        Recent Activities
      </Typography>
      {activities.status === 'loading' && (
        <Box role="status" aria-label="Loading">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height={48} />
          ))}
        </Box>
      )}
      {activities.status === 'offline' && (
        <Alert severity="info">
          You are offline, and the recent activities have not been loaded on this device yet.
        </Alert>
      )}
      {activities.status === 'error' && (
        <Alert severity="error">{dataErrorMessage(activities.error)}</Alert>
      )}
      {activities.status === 'ready' &&
        (activities.data.rows.length === 0 ? (
          <Typography color="text.secondary">
            No activity yet: adding or updating a student shows here.
          </Typography>
        ) : (
          <ActivityList rows={activities.data.rows} existingStudentIds={existingStudentIds} />
        ))}
    </Paper>
  );
});

function ActivityList({
  rows,
  existingStudentIds,
}: {
  rows: Activity[];
  existingStudentIds: ReadonlySet<string> | null;
}) {
  // Only the list re-renders every minute, not the whole dashboard.
  const now = useNow();
  return (
    <Box component="ul" aria-label="Recent activities" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((activity) => {
        // An import's activity names no one student ("12 students imported"): no link.
        const linked =
          activity.type !== 'import' &&
          activity.studentRef !== '' &&
          (existingStudentIds === null || existingStudentIds.has(activity.studentRef));
        const name = activity.student || (activity.type === 'import' ? 'Students' : 'A student');
        return (
          <Box
            component="li"
            key={activity.id}
            sx={{
              display: 'flex',
              gap: 1.5,
              py: 1,
              borderTop: 1,
              borderColor: 'divider',
              '&:first-of-type': { borderTop: 0 },
            }}
          >
            <Box
              aria-hidden
              sx={{
                color: TYPE_COLORS[activity.type],
                bgcolor: 'action.hover',
                borderRadius: '50%',
                width: 32,
                height: 32,
                flexShrink: 0,
                display: 'grid',
                placeItems: 'center',
              }}
            >
              {TYPE_ICONS[activity.type]}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {activity.action}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {linked ? (
                  <Link component={RouterLink} to={paths.student(activity.studentRef)}>
                    {name}
                  </Link>
                ) : (
                  name
                )}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                <time dateTime={activity.at.toISOString()} title={activity.at.toLocaleString()}>
                  {relativeTime(activity.at, now)}
                </time>
                {activity.byName && ` · by ${activity.byName}`}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
