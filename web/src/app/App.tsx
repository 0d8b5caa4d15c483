import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode, useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { markHydrated } from '../components/early-submit';
import { ToastProvider } from '../components/toast';
import { I18nProvider } from '../lib/i18n/I18nProvider';
import { AuthProvider } from '../lib/session/auth-state';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import type { AppRouter } from './router';
import { theme } from './theme';

/**
 * The whole app around a router. The browser renders it with its own router (main.tsx); the build
 * renders it with a static router for each route's HTML (web/prerender/), so the two must stay the
 * same tree: the browser hydrates that HTML.
 */
export function App({ router }: { router: AppRouter }) {
  // After the whole tree's effects: the forms have taken any submit held before hydration.
  useEffect(markHydrated, []);
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <I18nProvider>
          <AuthProvider>
            <ToastProvider>
              <RouterProvider router={router} />
              <UpdatePrompt />
            </ToastProvider>
          </AuthProvider>
        </I18nProvider>
      </ThemeProvider>
    </StrictMode>
  );
}
