import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { useDirectory } from '../../lib/directory/use-directory';
import type { Language } from '../../lib/i18n/catalog';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { useMessages } from '../../lib/i18n/messages';
import { paths } from '../../lib/paths';
import { useCurrentOrganization } from '../../lib/session/current-organization';
import { CsvDownload } from './report/CsvDownload';
import { ReportSummary } from './report/ReportSummary';
import { reportMessages } from './report/messages';
import { summaryFigures } from './report/summary-figures';

// Printing this page prints the report alone: the app's sidebar, header and toasts, and the
// page's own controls (marked data-print="hide"), are left off the paper.
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { margin: '15mm' },
        '.MuiDrawer-root, .MuiAppBar-root, .MuiSnackbar-root, [data-print="hide"]': {
          display: 'none !important',
        },
        main: { padding: '0 !important' },
        body: { background: '#fff' },
      },
    }}
  />
);

// Digits 0-9 in Hindi too, as the rest of the app writes numbers (lib/i18n/format.ts).
const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN-u-nu-latn' };
const generatedAtText = (date: Date, language: Language) =>
  date.toLocaleString(LOCALES[language], { dateStyle: 'long', timeStyle: 'short' });

/**
 * /report (staff): a printable summary of the organization's figures, from its counters, and the
 * CSV of all its students, from the directory index (unpacked and sorted in the directory's worker).
 */
export function ReportPage() {
  const { orgId, organization } = useCurrentOrganization();
  const directory = useDirectory(orgId);
  const t = useMessages(reportMessages);
  const { language, t: core } = useI18n();
  // The moment the page was opened: the figures below are live, the date says when it was made.
  const [generatedAt] = useState(() => new Date());
  const figures = useMemo(
    () => (organization ? summaryFigures(organization, generatedAt) : null),
    [organization, generatedAt],
  );

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      {printStyles}
      <Link
        component={RouterLink}
        to={paths.dashboard}
        underline="hover"
        data-print="hide"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
      >
        <ArrowBack fontSize="small" aria-hidden />
        {core('nav.dashboard')}
      </Link>

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1">{t('title')}</Typography>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mt: 0.5, overflowWrap: 'anywhere' }}>
            {organization?.name ?? ''}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('generatedOn', { date: generatedAtText(generatedAt, language) })}
          </Typography>
        </Box>
        <Box data-print="hide" sx={{ flexShrink: 0 }}>
          <Button
            variant="outlined"
            startIcon={<PrintOutlined />}
            onClick={() => window.print()}
            disabled={!figures}
          >
            {t('print')}
          </Button>
        </Box>
      </Stack>

      <Paper variant="outlined" data-print="hide" sx={{ p: 2, mt: 3 }}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
          {t('csv.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('csv.description')}
        </Typography>
        <CsvDownload
          organizationName={organization?.name ?? orgId}
          studentCount={organization?.studentCount}
          directory={directory}
        />
      </Paper>

      <Divider sx={{ mt: 3 }} data-print="hide" />

      <Box sx={{ mt: 3 }}>{figures ? <ReportSummary figures={figures} /> : <PageLoading />}</Box>
    </Box>
  );
}

export default ReportPage;
