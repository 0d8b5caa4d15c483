import { lazy, Suspense } from 'react';
import { useUpdateWaiting } from './service-worker';

const UpdateSnackbar = lazy(() => import('./UpdateSnackbar'));

/** Offers the new version once one is waiting (its snackbar loads only then). */
export function UpdatePrompt() {
  const waiting = useUpdateWaiting();
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdateSnackbar />
    </Suspense>
  );
}
