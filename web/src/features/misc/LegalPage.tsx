import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../lib/i18n/I18nProvider';
import { useMessages } from '../../lib/i18n/messages';
import { paths } from '../../lib/paths';
import { miscMessages, type MiscKey } from './messages';

/** A legal page's sections, each a heading and a paragraph: `<page>.<section>.heading|body`. */
export interface LegalPageProps {
  page: 'terms' | 'privacy';
  sections: readonly string[];
}

/** The frame of /terms and /privacy: readable width, a way back. */
export function LegalPage({ page, sections }: LegalPageProps) {
  const t = useMessages(miscMessages);
  const core = useT();
  const text = (key: string) => t(key as MiscKey);
  return (
    <Box component="main" sx={{ bgcolor: 'background.default', minHeight: '100dvh', p: 2 }}>
      <Paper variant="outlined" sx={{ maxWidth: 760, mx: 'auto', p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" gutterBottom>
          {text(`${page}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {t('legalUpdated')}
        </Typography>
        <Box sx={{ '& h2': { fontSize: '1.1rem', fontWeight: 700, mt: 3, mb: 1 } }}>
          {sections.map((section) => (
            <Box key={section}>
              <Typography component="h2">{text(`${page}.${section}.heading`)}</Typography>
              <Typography sx={{ mb: 2 }}>{text(`${page}.${section}.body`)}</Typography>
            </Box>
          ))}
        </Box>
        <Link component={RouterLink} to={paths.signIn} sx={{ display: 'inline-block', mt: 3 }}>
          {core('forgot.back')}
        </Link>
      </Paper>
    </Box>
  );
}
