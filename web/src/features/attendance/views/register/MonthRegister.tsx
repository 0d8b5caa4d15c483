import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { academicYearOf, DEFAULT_ACADEMIC_YEAR_START_MONTH } from '@village/model/academic-year';
import type { AttendanceClass } from '@village/model/attendance/register';
import { useMemo } from 'react';
import { classNameOf } from '../../../../components/attendance/class-name';
import { useAttendanceCalendar } from '../../../../lib/attendance/calendar';
import { dataErrorMessage, type DataState } from '../../../../lib/data/state';
import { formatMonthName, nameCollator } from '../../../../lib/i18n/format';
import { useI18n } from '../../../../lib/i18n/I18nProvider';
import { useMessages } from '../../../../lib/i18n/messages';
import { useCurrentOrganization } from '../../../../lib/session/current-organization';
import { attendanceRegisterMessages } from '../messages';
import { useMonthRegisters } from '../month-registers';
import { useRollCandidates } from './month-roll';
import { registerGrid, registerOrder } from './register-grid';
import { RegisterSheet } from './RegisterSheet';
import { childrenAsTaken } from './taken-rolls';

/** The first of the states that is not ready, if any: what the register waits for or lacks. */
function notReady(states: DataState<unknown>[]): DataState<never> | null {
  for (const state of states) if (state.status === 'error') return state;
  for (const state of states) if (state.status === 'offline') return state;
  for (const state of states) if (state.status === 'loading') return state;
  return null;
}

/**
 * One class's register of one month, from the month's registers (at most 31), the students who
 * may have been on its roll, and the year's calendar; all live, so that a register opened once
 * online prints offline from this device's copy.
 */
export function MonthRegister({
  attendanceClass,
  month,
}: {
  attendanceClass: AttendanceClass;
  month: string;
}) {
  const t = useMessages(attendanceRegisterMessages);
  const { language, t: core } = useI18n();
  const { orgId, organization } = useCurrentOrganization();
  const startMonth = organization?.academicYearStartMonth ?? DEFAULT_ACADEMIC_YEAR_START_MONTH;
  const startYear = academicYearOf(`${month}-01`, startMonth).startYear;
  const registers = useMonthRegisters(orgId, attendanceClass, month);
  const candidates = useRollCandidates(orgId, attendanceClass, startYear);
  const calendar = useAttendanceCalendar(orgId, startYear);

  const grid = useMemo(() => {
    if (registers.status !== 'ready' || candidates.status !== 'ready') return null;
    if (calendar.status !== 'ready') return null;
    return registerGrid({
      month,
      attendanceClass,
      startYear,
      children: registerOrder(
        childrenAsTaken(candidates.data, registers.data.rows),
        nameCollator(language),
      ),
      registers: registers.data.rows,
      calendar: calendar.data,
    });
  }, [registers, candidates, calendar, month, attendanceClass, startYear, language]);

  const waiting = notReady([registers, candidates, calendar]);
  if (waiting?.status === 'error')
    return <Alert severity="error">{dataErrorMessage(waiting.error, core)}</Alert>;
  if (waiting?.status === 'offline') return <Alert severity="info">{t('register.offline')}</Alert>;
  if (!grid || !organization)
    return (
      <Typography role="status" aria-busy="true" color="text.secondary">
        {t('register.loading')}
      </Typography>
    );
  return (
    // On a phone the sheet scrolls sideways in its box: a keyboard can reach and scroll it.
    <Box
      role="region"
      aria-label={t('register.heading')}
      tabIndex={0}
      sx={{ overflowX: 'auto', '@media print': { overflow: 'visible' } }}
    >
      <RegisterSheet
        grid={grid}
        schoolName={organization.name}
        className={classNameOf(attendanceClass, core)}
        monthName={`${formatMonthName(Number(month.slice(5)), language)} ${month.slice(0, 4)}`}
        t={t}
        language={language}
      />
    </Box>
  );
}
