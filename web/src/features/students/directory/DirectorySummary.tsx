import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { memo } from 'react';
import type { Organization } from '@village/model/organization';
import { formatCount } from '../../../lib/format-count';
import { useT } from '../../../lib/i18n/I18nProvider';
import { useMessages } from '../../../lib/i18n/messages';
import { directoryMessages } from './messages';

export interface DirectorySummaryProps {
  /** undefined while the organization document loads. */
  organization: Pick<Organization, 'studentCount' | 'stats'> | undefined;
}

/**
 * Total, Primary, Secondary and Higher Ed from the organization's counters (kept exact by the
 * functions), so that the counts show without reading a single student. Memoised: the page
 * draws again when the directory arrives, and the counts have not changed.
 */
export const DirectorySummary = memo(function DirectorySummary({
  organization,
}: DirectorySummaryProps) {
  const t = useMessages(directoryMessages);
  const core = useT();
  const figures = [
    { label: t('summary.total'), value: organization?.studentCount },
    { label: t('summary.primary'), value: organization?.stats.primary },
    { label: t('summary.secondary'), value: organization?.stats.secondary },
    { label: t('summary.higher'), value: organization?.stats.higher },
  ];
  return (
    <Box
      component="dl"
      aria-label={t('summary.label')}
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
      }}
    >
      {figures.map(({ label, value }) => (
        <Paper
          key={label}
          variant="outlined"
          sx={{ p: 1.5, display: 'flex', flexDirection: 'column-reverse' }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 700 }}>
            {value === undefined ? (
              <Skeleton width={48} aria-label={core('loading')} />
            ) : (
              formatCount(value)
            )}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
});
