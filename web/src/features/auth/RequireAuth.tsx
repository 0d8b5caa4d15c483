import { Navigate, Outlet, useLocation, type Location } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PageLoading } from '../../components/PageLoading';
import { useAuth } from './AuthProvider';

/** Where a guard sent the user from, so that signing in brings them back there. */
export interface ReturnState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

export function returnPath(state: unknown, fallback: string = paths.dashboard): string {
  const from = (state as ReturnState | null)?.from;
  if (!from?.pathname || from.pathname === paths.signIn || from.pathname === paths.signUp)
    return fallback;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** Signed-out users go to /signin, and come back here after signing in. */
export function RequireAuth() {
  const { user } = useAuth();
  const location = useLocation();
  if (user === undefined) return <PageLoading />;
  if (user === null) {
    const state: ReturnState = { from: location };
    return <Navigate to={paths.signIn} replace state={state} />;
  }
  return <Outlet />;
}

/** /signin and /signup: a signed-in user goes on to where they were going. */
export function RedirectIfSignedIn() {
  const { user } = useAuth();
  const location = useLocation();
  if (user === undefined) return <PageLoading />;
  if (user) return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}
