import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DayOff } from '@village/model/attendance/calendar';
import type { AttendanceClasses, AttendanceDay } from '@village/model/attendance/totals';
import { Link as RouterLink } from 'react-router-dom';
import type { DataState } from '../../lib/data/state';
import { formatCount } from '../../lib/format-count';
import { useT } from '../../lib/i18n/I18nProvider';
import { useMessages } from '../../lib/i18n/messages';
import { paths } from '../../lib/paths';
import { classNameOf } from './class-name';
import { attendanceSummaryMessages, type AttendanceSummaryTranslate } from './messages';
import { classesTaken, unmarkedClasses } from './attendance-card';

export interface AttendanceCardViewProps {
  /** Why today has no school, null on a working day, undefined while the calendar loads. */
  dayOff: DayOff | null | undefined;
  /** Today's summary: null when no class has been taken. */
  day: DataState<AttendanceDay | null>;
  /** Staff: the organization's classes; null for end users, who see the percentage only. */
  classes: DataState<AttendanceClasses | null> | null;
}

function Today({ day, t }: { day: AttendanceDay | null; t: AttendanceSummaryTranslate }) {
  if (!day || day.percent === null)
    return <Typography color="text.secondary">{t('card.notTaken')}</Typography>;
  const count = (value: number) => formatCount(value);
  return (
    <Box>
      <Typography sx={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2 }}>
        {t('card.percent', { percent: String(day.percent) })}
      </Typography>
      <Typography>
        {t('card.counts', {
          present: count(day.present),
          absent: count(day.absent),
          leave: count(day.leave),
          half: count(day.half),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('card.classesTaken', { count: classesTaken(day) })}
      </Typography>
    </Box>
  );
}

/** The classes still to be marked today, each a link to its roll. */
function Unmarked({
  classes,
  day,
  t,
}: {
  classes: AttendanceClasses | null;
  day: AttendanceDay | null;
  t: AttendanceSummaryTranslate;
}) {
  const core = useT();
  const unmarked = unmarkedClasses(classes, day);
  const none = Object.keys(classes?.classes ?? {}).length === 0;
  return (
    <Box>
      <Typography component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('card.unmarked')}
      </Typography>
      {none ? (
        <Typography variant="body2" color="text.secondary">
          {t('card.noClasses')}
        </Typography>
      ) : unmarked.length === 0 ? (
        <Typography variant="body2">{t('card.unmarkedNone')}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('card.unmarked')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
        >
          {unmarked.map((entry) => {
            const name = classNameOf(entry, core);
            return (
              <li key={entry.key}>
                <Button
                  component={RouterLink}
                  to={paths.markAttendance(entry.key)}
                  size="small"
                  variant="outlined"
                  aria-label={t('card.markClass', { class: name })}
                >
                  {name}
                </Button>
              </li>
            );
          })}
        </Box>
      )}
    </Box>
  );
}

/**
 * Today's attendance on the dashboard: the organization's percentage and counts (every member),
 * and for staff the classes not marked yet, each a link to its roll. A day off says so.
 */
export function AttendanceCardView({ dayOff, day, classes }: AttendanceCardViewProps) {
  const t = useMessages(attendanceSummaryMessages);
  const staff = classes !== null;
  let body;
  if (day.status === 'loading' || dayOff === undefined)
    body = <Typography color="text.secondary">{t('card.loading')}</Typography>;
  else if (day.status === 'offline') body = <Alert severity="info">{t('card.offline')}</Alert>;
  else if (day.status === 'error') body = <Alert severity="warning">{t('card.failed')}</Alert>;
  else if (dayOff && !day.data)
    body = (
      <Typography>
        {dayOff.kind === 'holiday' ? t('card.holiday', { name: dayOff.name }) : t('card.weeklyOff')}
      </Typography>
    );
  else
    body = (
      <Stack spacing={2}>
        <Today day={day.data} t={t} />
        {staff &&
          !dayOff &&
          (classes.status === 'ready' ? (
            <Unmarked classes={classes.data} day={day.data} t={t} />
          ) : classes.status === 'error' ? (
            <Alert severity="warning">{t('card.classesFailed')}</Alert>
          ) : null)}
      </Stack>
    );
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="attendance-card-title"
      data-testid="attendance-card"
      sx={{ p: 2, minWidth: 0 }}
    >
      <Stack direction="row" sx={{ alignItems: 'baseline', mb: 1.5, gap: 2, flexWrap: 'wrap' }}>
        <Typography
          id="attendance-card-title"
          variant="h2"
          sx={{ fontSize: '1.125rem', flexGrow: 1 }}
        >
          {t('card.title')}
        </Typography>
        {staff && (
          <Link component={RouterLink} to={paths.attendanceRegister()} underline="hover">
            {t('card.register')}
          </Link>
        )}
      </Stack>
      {body}
    </Paper>
  );
}
