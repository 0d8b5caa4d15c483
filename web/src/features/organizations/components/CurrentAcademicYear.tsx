import Typography from '@mui/material/Typography';
import { academicYearOf } from '@village/model/academic-year';
import { todayIso } from '@village/model/dates';
import { useMessages } from '../../../lib/i18n/messages';
import { organizationMessages } from '../messages';

/** What the start month makes of today: "Current academic year: 2026-27". */
export function CurrentAcademicYear({ startMonth }: { startMonth: number }) {
  const t = useMessages(organizationMessages);
  const year = academicYearOf(todayIso(), startMonth).label;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="current-year">
      {t('settings.currentYear', { year })}
    </Typography>
  );
}
