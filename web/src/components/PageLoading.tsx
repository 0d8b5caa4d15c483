import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { PageTitle } from '../lib/page-titles';

export function PageLoading() {
  return (
    <Box
      role="status"
      aria-label="Loading"
      sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}
    >
      <CircularProgress />
    </Box>
  );
}

/**
 * A page's title and subtitle over the spinner, while its code or its data load: what the build
 * prerenders for the page (RouteLoading) and what the page shows until its record arrives, so the
 * title stays put from the first paint to the content.
 */
export function TitledPageLoading({ page }: { page: PageTitle }) {
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
