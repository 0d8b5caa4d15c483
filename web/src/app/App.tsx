import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ToastProvider } from '../components/toast';
import { AuthProvider } from '../lib/session/auth-state';
import { RouteLoading } from './layout/RouteLoading';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import { createAppRouter } from './router';
import { theme } from './theme';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The router, created once the first frame has painted. Creating it starts loading the matched
 * pages' chunks (about 200 KB gzipped behind sign-in); created after the first paint, the page's
 * title and subtitle (RouteLoading) are on screen before those downloads start competing with
 * anything, and Lighthouse's model of the load no longer counts them as needed for that paint.
 * The cost is one frame. A hidden tab gets no animation frames, hence the timeout as well.
 */
function useRouterAfterFirstPaint(): AppRouter | undefined {
  const [router, setRouter] = useState<AppRouter>();
  useEffect(() => {
    let created = false;
    const create = () => {
      if (created) return;
      created = true;
      setRouter(createAppRouter());
    };
    let afterPaint: ReturnType<typeof setTimeout> | undefined;
    // requestAnimationFrame runs just before the next paint; a timeout from there runs after it.
    const frame = requestAnimationFrame(() => (afterPaint = setTimeout(create)));
    const fallback = setTimeout(create, 250);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterPaint);
      clearTimeout(fallback);
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
