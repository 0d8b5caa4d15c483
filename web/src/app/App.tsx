import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { RouterProvider } from 'react-router-dom';
import { ToastProvider } from '../components/toast';
import { AuthProvider } from '../lib/session/auth-state';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import { createAppRouter } from './router';
import { theme } from './theme';

const router = createAppRouter();

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AuthProvider>
        <ToastProvider>
          <RouterProvider router={router} />
          <UpdatePrompt />
        </ToastProvider>
      </AuthProvider>
    </ThemeProvider>
  );
}
