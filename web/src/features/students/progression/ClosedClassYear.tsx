import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AcademicYear } from '@village/model/academic-year';
import { formatDate } from '../../../lib/i18n/format';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { useMessages } from '../../../lib/i18n/messages';
import type { ProgressionRecord } from '../api/progression';
import { progressionMessages } from './messages';
import { summaryText } from './progression-text';

/** A class-year already closed: what its year end decided, and when. */
export function ClosedClassYear({
  record,
  className,
  year,
}: {
  record: ProgressionRecord;
  className: string;
  year: AcademicYear;
}) {
  const t = useMessages(progressionMessages);
  const { language } = useI18n();
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} data-testid="progression-closed">
      <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 1 }}>
        {t('closed.title', { className, year: year.label })}
      </Typography>
      <Typography>{t('closed.summary', { summary: summaryText(record.counts, t) })}</Typography>
      {record.earlyReason && (
        <Typography color="text.secondary">
          {t('closed.early', { reason: record.earlyReason })}
        </Typography>
      )}
      {record.closedAt && (
        <Typography color="text.secondary">
          {t('closed.when', { date: formatDate(record.closedAt, language) })}
        </Typography>
      )}
    </Paper>
  );
}
