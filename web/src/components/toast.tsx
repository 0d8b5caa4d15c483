import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

/** The toast's code (MUI's Snackbar and Alert) loads with the signed-in app (preloadToasts), not
 * with the sign-in page, which shows none. */
const loadToastView = () => import('./ToastView');
const ToastView = lazy(loadToastView);

/** Called by the signed-in shell: a save made just after the link drops must still be able to
 * say that it is kept on the device. */
export function preloadToasts() {
  void loadToastView();
}

/**
 * A toast: a title and a message; "destructive" for errors such as Validation Error
 * (docs/product.md, "Student record").
 */
export interface Toast {
  title: string;
  description?: string;
  variant?: 'success' | 'destructive' | 'info' | 'warning';
}

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
