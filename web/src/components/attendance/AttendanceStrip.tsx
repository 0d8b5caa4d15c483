import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AcademicYear } from '@village/model/academic-year';
import { attendedPercent } from '@village/model/attendance/register';
import type { AttendanceTotals } from '@village/model/attendance/totals';
import type { DataState } from '../../lib/data/state';
import { formatMonthName } from '../../lib/i18n/format';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { useMessages } from '../../lib/i18n/messages';
import { attendanceSummaryMessages } from './messages';
import { stripMonths } from './attendance-strip';

export interface AttendanceStripProps {
  /** The child's totals of the year: one document, null when none was taken. */
  totals: DataState<AttendanceTotals | null>;
  year: AcademicYear;
  /** Today in India ("YYYY-MM-DD"). */
  today: string;
}

const number = (value: number) => String(value);

/** A child's attendance this year on the profile: days attended of days taken, month by month. */
export function AttendanceStrip({ totals, year, today }: AttendanceStripProps) {
  const t = useMessages(attendanceSummaryMessages);
  const { language } = useI18n();
  let body;
  if (totals.status === 'loading') body = null;
  else if (totals.status === 'offline') body = <Alert severity="info">{t('strip.offline')}</Alert>;
  else if (totals.status === 'error') body = <Alert severity="warning">{t('strip.failed')}</Alert>;
  else if (!totals.data || totals.data.taken === 0)
    body = <Typography color="text.secondary">{t('strip.none')}</Typography>;
  else {
    const data = totals.data;
    body = (
      <>
        <Typography sx={{ fontWeight: 600 }} data-testid="attendance-summary">
          {t('strip.summary', {
            attended: number(data.attended),
            taken: number(data.taken),
            percent: number(attendedPercent(data) ?? 0),
          })}
        </Typography>
        <Box
          component="ul"
          aria-label={t('strip.months')}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))',
            gap: 1,
            listStyle: 'none',
            m: 0,
            mt: 1.5,
            p: 0,
          }}
        >
          {stripMonths(data, year, today).map(({ month, counts, percent }) => (
            <Box
              component="li"
              key={month}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, minWidth: 0 }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {formatMonthName(Number(month.slice(5)), language)}
              </Typography>
              {percent === null ? (
                <Typography variant="body2" color="text.secondary">
                  {t('strip.monthNotTaken')}
                </Typography>
              ) : (
                <>
                  <Typography
                    sx={{ fontSize: '1.125rem', fontWeight: 700 }}
                  >{`${percent}%`}</Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {t('strip.monthCounts', {
                      present: number(counts.present),
                      absent: number(counts.absent),
                      leave: number(counts.leave),
                      half: number(counts.half),
                    })}
                  </Typography>
                </>
              )}
            </Box>
          ))}
        </Box>
      </>
    );
  }
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="attendance-strip-title"
      data-testid="attendance-strip"
      sx={{ p: 2 }}
    >
      <Typography id="attendance-strip-title" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        {`${t('strip.title')} (${year.label})`}
      </Typography>
      {body}
    </Paper>
  );
}

export default AttendanceStrip;
