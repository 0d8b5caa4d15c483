import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** SPEC.md's toasts: a title and a message; "destructive" for errors such as Validation Error. */
export interface Toast {
  title: string;
  description?: string;
  variant?: 'success' | 'destructive' | 'info' | 'warning';
}

const SEVERITY = {
  success: 'success',
  destructive: 'error',
  info: 'info',
  warning: 'warning',
} as const;

type ShowToast = (toast: Toast) => void;
const ToastContext = createContext<ShowToast>(() => {
  throw new Error('useToast outside ToastProvider');
});

/** Shows one toast at a time, newest wins; it outlives a page change (e.g. save → directory). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(Toast & { key: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback<ShowToast>((toast) => {
    setCurrent({ ...toast, key: Date.now() });
    setOpen(true);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Snackbar
        key={current?.key}
        open={open}
        autoHideDuration={current?.variant === 'destructive' ? 8000 : 5000}
        onClose={(_, reason) => reason !== 'clickaway' && setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <Alert
          severity={SEVERITY[current?.variant ?? 'success']}
          variant={current?.variant === 'destructive' ? 'filled' : 'standard'}
          onClose={() => setOpen(false)}
          role={current?.variant === 'destructive' ? 'alert' : 'status'}
          sx={{ width: '100%', maxWidth: 420, boxShadow: 3 }}
        >
          <AlertTitle>{current?.title}</AlertTitle>
          {current?.description}
        </Alert>
      </Snackbar>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  return useContext(ToastContext);
}
