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
import Progressed from '@mui/icons-material/TrendingUpOutlined';
import type { Activity, ActivityType } from '@village/model/activity';
import { memo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { dataErrorMessage, type DataState } from '../../../lib/data/state';
import type { LiveRows } from '../../../lib/data/use-live-query';
import type { Language } from '../../../lib/i18n/catalog';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { useMessages } from '../../../lib/i18n/messages';
import { paths } from '../../../lib/paths';
import { dashboardMessages, type DashboardTranslate } from '../messages';
import { activityActionText, activityStudentText } from './activity-text';
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
  progression: <Progressed fontSize="small" />,
};

const TYPE_COLORS: Record<ActivityType, string> = {
  add: 'success.main',
  update: 'secondary.main',
  graduate: '#7b1fa2',
  import: 'info.main',
  progression: 'primary.main',
};

/** Recent Activities, live from the feed the functions keep; times move on every minute. */
export const RecentActivities = memo(function RecentActivities({
  activities,
  existingStudentIds,
}: RecentActivitiesProps) {
  const t = useMessages(dashboardMessages);
  const { t: core } = useI18n();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="activities-title"
      sx={{ p: 2, minWidth: 0, height: '100%' }}
    >
      <Typography id="activities-title" variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
        {t('activities.title')}
      </Typography>
      {activities.status === 'loading' && (
        <Box role="status" aria-label={core('loading')}>
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height={48} />
          ))}
        </Box>
      )}
      {activities.status === 'offline' && <Alert severity="info">{t('activities.offline')}</Alert>}
      {activities.status === 'error' && (
        <Alert severity="error">{dataErrorMessage(activities.error, core)}</Alert>
      )}
      {activities.status === 'ready' &&
        (activities.data.rows.length === 0 ? (
          <Typography color="text.secondary">{t('activities.empty')}</Typography>
        ) : (
          <ActivityList rows={activities.data.rows} existingStudentIds={existingStudentIds} t={t} />
        ))}
    </Paper>
  );
});

/** The time's tooltip: the device's own format in English, Hindi's when the app is in Hindi. */
const tooltipLocale = (language: Language) => (language === 'en' ? undefined : 'hi-IN');

function ActivityList({
  rows,
  existingStudentIds,
  t,
}: {
  rows: Activity[];
  existingStudentIds: ReadonlySet<string> | null;
  t: DashboardTranslate;
}) {
  // Only the list re-renders every minute, not the whole dashboard.
  const now = useNow();
  const { language } = useI18n();
  return (
    <Box component="ul" aria-label={t('activities.list')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((activity) => {
        // An import's or a progression's activity names no one student: no link.
        const linked =
          activity.type !== 'import' &&
          activity.type !== 'progression' &&
          activity.studentRef !== '' &&
          (existingStudentIds === null || existingStudentIds.has(activity.studentRef));
        const name = activityStudentText(activity, t);
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
                {activityActionText(activity, t)}
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
                <time
                  dateTime={activity.at.toISOString()}
                  title={activity.at.toLocaleString(tooltipLocale(language))}
                >
                  {relativeTime(activity.at, now, language, t('activities.justNow'))}
                </time>
                {activity.byName && ` · ${t('activities.by', { name: activity.byName })}`}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
