import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AcademicYear } from '@village/model/academic-year';
import { addMonths } from '@village/model/paths';
import { useIndianDay } from '../../../lib/session/indian-day';
import { closeMonth, reopenMonth, useClosedMonths } from '../data/calendar';
import type { AttendanceTranslate } from '../messages';

/** The year's months up to this one, each open or closed, with Close / Reopen. */
export function MonthList({
  orgId,
  uid,
  year,
  t,
}: {
  orgId: string;
  uid: string;
  year: AcademicYear;
  t: AttendanceTranslate;
}) {
  const today = useIndianDay();
  const closed = useClosedMonths(orgId);
  const closedMonths = closed.status === 'ready' ? closed.data : new Set<string>();
  const months: string[] = [];
  const last = today.slice(0, 7) < year.end.slice(0, 7) ? today.slice(0, 7) : year.end.slice(0, 7);
  for (let month = year.start.slice(0, 7); month <= last; month = addMonths(month, 1))
    months.push(month);

  return (
    <Box component="section">
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        {t('calendar.months')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {months.map((month) => {
          const isClosed = closedMonths.has(month);
          return (
            <Box component="li" key={month} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ width: 80 }}>{month}</Typography>
              <Typography sx={{ flexGrow: 1, color: isClosed ? 'error.dark' : 'text.secondary' }}>
                {isClosed ? t('calendar.monthClosed') : t('calendar.monthOpen')}
              </Typography>
              <Button
                size="small"
                disabled={closed.status !== 'ready'}
                onClick={() =>
                  isClosed ? reopenMonth(orgId, month) : closeMonth(orgId, uid, month)
                }
              >
                {isClosed ? t('calendar.reopen', { month }) : t('calendar.close', { month })}
              </Button>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
