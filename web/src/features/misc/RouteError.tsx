import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';

/** A page's code failed to download: typical offline, on a page not opened on this device yet. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    message,
  );
}

/** What the router shows when a page fails, instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const offline = isChunkLoadError(error) || !navigator.onLine;
  useEffect(() => console.error('Page failed:', error), [error]);

  return (
    <Box
      role="alert"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
    >
      <Box sx={{ maxWidth: 460 }}>
        <Typography variant="h1" gutterBottom>
          {offline ? 'This page could not be loaded' : 'Something went wrong'}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {offline
            ? 'Check your internet connection and try again. Pages you opened before keep working offline.'
            : 'The page stopped because of an error. Your saved records are safe. Try again, or go back to the dashboard.'}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Try again
          </Button>
          <Button href={import.meta.env.BASE_URL}>Return to Home</Button>
        </Stack>
      </Box>
    </Box>
  );
}
