import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { AttendanceCalendar } from '@village/model/attendance/calendar';
import { dayMonthYear } from '@village/model/dates';
import { useSignedInUser } from '../../../lib/session/auth-state';
import { useCurrentOrganization } from '../../../lib/session/current-organization';
import { saveCalendar } from '../data/calendar';
import type { AttendanceTranslate } from '../messages';

/** No school on a day off: why, and for a super_admin, a way to open it as a working day. */
export function DayOffNotice({
  calendar,
  date,
  startYear,
  reason,
  canOpen,
  t,
}: {
  calendar: AttendanceCalendar;
  date: string;
  startYear: number;
  reason: string | null;
  canOpen: boolean;
  t: AttendanceTranslate;
}) {
  const { orgId } = useCurrentOrganization();
  const user = useSignedInUser();
  const shown = dayMonthYear(date);
  return (
    <Alert
      severity="info"
      action={
        canOpen ? (
          <Button
            color="inherit"
            size="small"
            onClick={() =>
              saveCalendar(orgId, user.uid, startYear, {
                ...calendar,
                openedDays: [...calendar.openedDays, date],
              })
            }
          >
            {t('dayOff.open')}
          </Button>
        ) : undefined
      }
    >
      {reason === null
        ? t('dayOff.weekly', { date: shown })
        : t('dayOff.holiday', { date: shown, name: reason })}
    </Alert>
  );
}
