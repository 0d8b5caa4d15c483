import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useHref, useLocation } from 'react-router-dom';
import { useT } from '../../lib/i18n/I18nProvider';
import { useMessages } from '../../lib/i18n/messages';
import { paths } from '../../lib/paths';
import { miscMessages } from './messages';

/**
 * Any unknown path (docs/product.md, "Sign-in and accounts"): the 404 page, with the attempted
 * path logged to the console.
 */
export function NotFoundPage() {
  const location = useLocation();
  // The full path as the user typed it, base path included (the router's own omits it).
  const attemptedPath = useHref({ pathname: location.pathname });
  const t = useMessages(miscMessages);
  const core = useT();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', attemptedPath);
  }, [attemptedPath]);

  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ textAlign: 'center', p: 3 }}>
        <Typography variant="h1" sx={{ fontSize: '3rem', mb: 2 }}>
          404
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 2 }}>
          {t('notFound')}
        </Typography>
        <Link component={RouterLink} to={paths.dashboard} underline="always">
          {core('common.returnHome')}
        </Link>
      </Box>
    </Box>
  );
}

export default NotFoundPage;
