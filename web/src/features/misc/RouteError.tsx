import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router-dom';
import type { MessageKey } from '../../lib/i18n/catalog';
import { useT } from '../../lib/i18n/I18nProvider';

/** A page's code failed to download: typical offline, on a page not opened on this device yet. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    message,
  );
}

/** The address of the module a chunk load error names, if it names one. */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  return /https?:\/\/\S+?\.js\b/.exec(message)?.[0] ?? null;
}

/**
 * Why a page's code did not load. Asked again, a 404 means a deploy removed it while this tab ran
 * an older version (Hosting answers a missing asset with 404: firebase.json); anything else is the
 * connection.
 */
export async function chunkFailureCause(error: unknown): Promise<'new-version' | 'connection'> {
  const url = failedModuleUrl(error);
  if (!navigator.onLine || !url) return 'connection';
  try {
    const answer = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return answer.status === 404 ? 'new-version' : 'connection';
  } catch {
    return 'connection';
  }
}

type Failure = 'new-version' | 'connection' | 'error';

// In the core catalog, not a book of this feature: the page shows when a chunk could not be
// fetched, and the core catalog is loaded before the app starts.
const TEXTS: Record<Failure, { title: MessageKey; body: MessageKey; action: MessageKey }> = {
  'new-version': {
    title: 'routeError.newVersion.title',
    body: 'routeError.newVersion.body',
    action: 'update.reload',
  },
  connection: {
    title: 'routeError.connection.title',
    body: 'routeError.connection.body',
    action: 'routeError.tryAgain',
  },
  error: {
    title: 'routeError.error.title',
    body: 'routeError.error.body',
    action: 'routeError.tryAgain',
  },
};

/** What the router shows when a page fails, instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);
  const [failure, setFailure] = useState<Failure>(
    chunkFailed || !navigator.onLine ? 'connection' : 'error',
  );
  useEffect(() => console.error('Page failed:', error), [error]);
  useEffect(() => {
    if (!chunkFailed) return;
    let current = true;
    void chunkFailureCause(error).then((cause) => current && setFailure(cause));
    return () => {
      current = false;
    };
  }, [error, chunkFailed]);
  const text = TEXTS[failure];
  const t = useT();

  return (
    <Box
      role="alert"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
    >
      <Box sx={{ maxWidth: 460 }}>
        <Typography variant="h1" gutterBottom>
          {t(text.title)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t(text.body)}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t(text.action)}
          </Button>
          <Button href={import.meta.env.BASE_URL}>{t('common.returnHome')}</Button>
        </Stack>
      </Box>
    </Box>
  );
}
