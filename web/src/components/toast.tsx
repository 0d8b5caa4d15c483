import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

/** SPEC.md's toasts: a title and a message; "destructive" for errors such as Validation Error. */
export interface Toast {
  title: string;
  description?: string;
  variant?: 'success' | 'destructive' | 'info' | 'warning';
}

// The Snackbar and Alert load with the first toast, not with the sign-in page.
const ToastView = lazy(() => import('./ToastView'));
const PRELOAD_AFTER_MS = 1500;

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
  // Fetched soon after start, so a toast can still show when the connection drops later.
  useEffect(() => {
    const timer = setTimeout(() => void import('./ToastView'), PRELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <ToastView toast={current} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  return useContext(ToastContext);
}
