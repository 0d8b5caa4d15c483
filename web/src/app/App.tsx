import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ToastProvider } from '../components/toast';
import { pageTitleHere } from '../lib/page-titles';
import { afterPaint } from '../lib/scheduling/after-paint';
import { AuthProvider } from '../lib/session/auth-state';
import { RouteLoading } from './layout/RouteLoading';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import { createAppRouter } from './router';
import { theme } from './theme';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The router, created once the first frame has been shown. Creating it starts loading the matched
 * pages' chunks (about 200 KB gzipped behind sign-in) and replaces this first skeleton with the
 * router's own; created after the first paint, the page's title and subtitle (RouteLoading) are on
 * screen before those downloads start competing with anything. Where the skeleton has a title, the
 * wait lasts until the browser has reported that paint: Chrome forgets a text removed before its
 * frame is presented and counts the next title instead, after the downloads (the swing in LCP
 * between runs of the bench, README: Figures). The cost is a frame or two.
 */
function useRouterAfterFirstPaint(): AppRouter | undefined {
  const [router, setRouter] = useState<AppRouter>();
  useEffect(
    () =>
      afterPaint(() => setRouter(createAppRouter()), {
        awaitLargestPaint: pageTitleHere() !== undefined,
      }),
    [],
  );
  return router;
}

export function App() {
  const router = useRouterAfterFirstPaint();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AuthProvider>
        <ToastProvider>
          {router ? <RouterProvider router={router} /> : <RouteLoading />}
          <UpdatePrompt />
        </ToastProvider>
      </AuthProvider>
    </ThemeProvider>
  );
}
