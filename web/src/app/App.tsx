import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ToastProvider } from '../components/toast';
import { pageTitleHere } from '../lib/page-titles';
import { afterPaint } from '../lib/scheduling/after-paint';
import { yieldToMain } from '../lib/scheduling/slices';
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
  useEffect(() => {
    let unmounted = false;
    const cancel = afterPaint(
      () => {
        const created = createAppRouter();
        // Drawn in a task of its own: creating the router (its routes compiled, the first
        // match's chunks asked for) and drawing it are each short, together a long task on a
        // cheap phone.
        void yieldToMain().then(() => {
          if (!unmounted) setRouter(created);
        });
      },
      { awaitLargestPaint: pageTitleHere() !== undefined },
    );
    return () => {
      unmounted = true;
      cancel();
    };
  }, []);
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
