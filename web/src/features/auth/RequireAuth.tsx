import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { paths } from '../../lib/paths';
import { useAuth } from '../../lib/session/auth-state';
import { returnPath, type ReturnState } from '../../lib/session/return-path';

/** Signed-out users go to /signin, and come back here after signing in. `loading` shows while the
 * sign-in kept on the device is read. */
export function RequireAuth({ loading = <PageLoading /> }: { loading?: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  if (user === undefined) return loading;
  if (user === null) {
    const state: ReturnState = { from: location };
    return <Navigate to={paths.signIn} replace state={state} />;
  }
  return <Outlet />;
}

/** /signin and /signup: a signed-in user goes on to where they were going. The page shows while
 * the sign-in kept on the device is read (it is prerendered so, and usually wanted). */
export function RedirectIfSignedIn() {
  const { user } = useAuth();
  const location = useLocation();
  if (user) return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}
