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
import { memo, useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { dataErrorMessage, type DataState } from '../../../lib/data/state';
import type { LiveRows } from '../../../lib/data/use-live-query';
import type { Language } from '../../../lib/i18n/catalog';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { byEnglishText, useMessages } from '../../../lib/i18n/messages';
import { paths } from '../../../lib/paths';
import { dashboardMessages, type DashboardTranslate } from '../messages';
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

/** An import's stored student text, "12 students imported" (the model's importedActivityText). */
const IMPORTED = /^(\d+) students? imported$/;

/** A progression's stored text (the model's progressionActivityText): the class, the outcomes. */
const PROGRESSED = /^(.+): (.+)$/;
const STANDARD_CLASS = /^Class (.+)$/;
const PROGRESSED_OUTCOME = /^(\d+) (promoted|repeating|graduated|left)$/;

/** "Class 7-A: 38 promoted, 2 repeating, 1 left" in words of the book; as stored if unreadable. */
function progressedText(text: string, t: DashboardTranslate): string {
  const progressed = PROGRESSED.exec(text);
  if (!progressed) return text;
  const [, label = '', said = ''] = progressed;
  const standard = STANDARD_CLASS.exec(label);
  const className = standard
    ? t('activities.progressed.class', { number: standard[1] ?? '' })
    : label; // a degree keeps its name ("B.Sc-A")
  if (said === 'no students') {
    return t('activities.progressed', {
      class: className,
      outcomes: t('activities.progressed.none'),
    });
  }
  const outcomes: string[] = [];
  for (const part of said.split(', ')) {
    const outcome = PROGRESSED_OUTCOME.exec(part);
    if (!outcome) return text;
    const count = Number(outcome[1]);
    switch (outcome[2]) {
      case 'promoted':
        outcomes.push(t('activities.progressed.promoted', { count }));
        break;
      case 'repeating':
        outcomes.push(t('activities.progressed.repeating', { count }));
        break;
      case 'graduated':
        outcomes.push(t('activities.progressed.graduated', { count }));
        break;
      default:
        outcomes.push(t('activities.progressed.left', { count }));
    }
  }
  return t('activities.progressed', { class: className, outcomes: outcomes.join(', ') });
}

/**
 * The stored student text of an activity in the reader's language: a name as it is; the
 * functions' English for an import ("12 students imported") and for a class's progression
 * ("Class 7-A: 38 promoted, 2 repeating") in words of the book.
 */
function studentText(activity: Activity, t: DashboardTranslate): string {
  if (!activity.student)
    return t(activity.type === 'import' ? 'activities.someStudents' : 'activities.aStudent');
  if (activity.type === 'progression') return progressedText(activity.student, t);
  const imported = activity.type === 'import' ? IMPORTED.exec(activity.student) : null;
  return imported ? t('activities.imported', { count: Number(imported[1]) }) : activity.student;
}

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
  // The functions store each action's English text (ACTIVITY_ACTIONS): shown in the reader's.
  const actionText = useMemo(() => byEnglishText(t, dashboardMessages), [t]);
  return (
    <Box component="ul" aria-label={t('activities.list')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((activity) => {
        // An import's or a progression's activity names no one student: no link.
        const linked =
          activity.type !== 'import' &&
          activity.type !== 'progression' &&
          activity.studentRef !== '' &&
          (existingStudentIds === null || existingStudentIds.has(activity.studentRef));
        const name = studentText(activity, t);
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
                {actionText(activity.action)}
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
