import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useOnline } from '../lib/data/use-online';
import { useT } from '../lib/i18n/I18nProvider';
import { usePageTitle, type PageTitle } from '../lib/page-titles';

/** How long a page waits for the server, the device saying it is online, before saying so. */
export const SERVER_WAIT_MS = 10_000;

/** True once `ms` have passed since the component mounted (a loading state that lasts). */
function useLongerThan(ms: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPassed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return passed;
}

/** Closes and reopens Firestore's connection: only signed-in pages have it loaded. */
async function askServerAgain() {
  const { reconnectFirestore } = await import('../lib/firestore');
  await reconnectFirestore();
}

/**
 * A page's data on its way. The data hooks (lib/data) stay loading until the server answers, the
 * device's cache being empty, so a link that dropped (the device still saying it is online) would
 * spin forever: after SERVER_WAIT_MS the page says so, with Retry.
 */
export function PageLoading() {
  const online = useOnline();
  const stalled = useLongerThan(SERVER_WAIT_MS) && online;
  const [asking, setAsking] = useState(false);
  const t = useT();
  return (
    <Box
      role="status"
      aria-label={t('loading')}
      aria-busy
      sx={{ display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2, minHeight: 240 }}
    >
      {/* Named too: a progressbar without a name is a serious fault for axe and for a reader. */}
      <CircularProgress aria-label={t('loading')} />
      {stalled && (
        <>
          <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('loading.stalled')}
          </Typography>
          <Button
            variant="outlined"
            disabled={asking}
            onClick={() => {
              setAsking(true);
              void askServerAgain()
                .catch((error: unknown) => console.warn('Could not reconnect', error))
                .finally(() => setAsking(false));
            }}
          >
            {t('loading.retry')}
          </Button>
        </>
      )}
    </Box>
  );
}

/**
 * A page's title and subtitle over the spinner, while its code or its data load: what the build
 * prerenders for the page (RouteLoading) and what the page shows until its record arrives, so the
 * title stays put from the first paint to the content.
 */
export function TitledPageLoading({ page: english }: { page: PageTitle }) {
  const page = usePageTitle(english);
  return (
    <>
      {/* Hidden from assistive technology: the page's own heading follows; until then the
          spinner's "Loading" is what there is to say. */}
      <Box aria-hidden sx={page.maxWidth ? { maxWidth: page.maxWidth, mx: 'auto' } : undefined}>
        <Typography variant="h1">{page.title}</Typography>
        <Typography color="text.secondary">{page.subtitle}</Typography>
      </Box>
      <PageLoading />
    </>
  );
}
