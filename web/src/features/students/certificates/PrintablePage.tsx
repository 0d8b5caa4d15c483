import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoading } from '../../../components/PageLoading';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../lib/i18n/catalog';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { useMessages, useMessagesIn } from '../../../lib/i18n/messages';
import type { CertificateTranslate } from './certificate-text';
import { certificateMessages } from './messages';

/** The margin of every printed sheet; the ID cards' sheet is laid out within it. */
export const PAGE_MARGIN_MM = 10;

// Printing prints the paper alone: the app's sidebar, header and toasts, and the page's own
// controls (marked data-print="hide"), are left off; the sheet is A4 whatever the printer's default.
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: 'A4', margin: `${PAGE_MARGIN_MM}mm` },
        '.MuiDrawer-root, .MuiAppBar-root, .MuiSnackbar-root, [data-print="hide"]': {
          display: 'none !important',
        },
        main: { padding: '0 !important' },
        body: { background: '#fff' },
      },
    }}
  />
);

export interface PrintablePageProps {
  /** Where Back goes: the student's profile, the Print page. */
  back: string;
  /** The paper, drawn in the printout's language with the certificates' texts in it. */
  children: (t: CertificateTranslate, language: Language) => ReactNode;
}

/**
 * A page to print on A4: a toolbar (Back, the printout's language, Print) left off the paper, and
 * the paper itself in the language chosen, the app's by default. The other language's texts load
 * when it is first chosen; the paper waits for them, the toolbar stays.
 */
export function PrintablePage({ back, children }: PrintablePageProps) {
  const { language: appLanguage } = useI18n();
  const t = useMessages(certificateMessages);
  const [language, setLanguage] = useState<Language>(appLanguage);

  return (
    <Box>
      {printStyles}
      <Stack
        data-print="hide"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, flexWrap: 'wrap', mb: 3 }}
      >
        <Link
          component={RouterLink}
          to={back}
          underline="hover"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <ArrowBack fontSize="small" aria-hidden />
          {t('toolbar.back')}
        </Link>
        <Box sx={{ flexGrow: 1 }} />
        <ToggleButtonGroup
          value={language}
          exclusive
          size="small"
          aria-label={t('toolbar.language')}
          onChange={(_, value: Language | null) => {
            if (value) setLanguage(value);
          }}
        >
          {LANGUAGES.map((option) => (
            <ToggleButton key={option} value={option} lang={option}>
              {LANGUAGE_NAMES[option]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button variant="contained" startIcon={<PrintOutlined />} onClick={() => window.print()}>
          {t('toolbar.print')}
        </Button>
      </Stack>
      <Typography data-print="hide" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('toolbar.hint')}
      </Typography>
      <Suspense fallback={<PageLoading />}>
        <Paper language={language}>{children}</Paper>
      </Suspense>
    </Box>
  );
}

function Paper({
  language,
  children,
}: {
  language: Language;
  children: PrintablePageProps['children'];
}) {
  const t = useMessagesIn(certificateMessages, language);
  return (
    <Box lang={language} data-printout="">
      {children(t, language)}
    </Box>
  );
}
