import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { Role } from '@village/model/roles';
import { paths } from '../../lib/paths';
import { PageLoading } from '../../components/PageLoading';
import type { ReturnState } from '../../lib/session/return-path';
import { NoAccess } from './no-access/NoAccess';
import { useOrganizations } from '../../lib/session/current-organization';

/**
 * Signed-in users without a current organization choose one first, then come back. The one used
 * last on this device, or else on the account, reopens without the selection page. `loading` shows
 * while the memberships are read.
 */
export function RequireOrganization({ loading = <PageLoading /> }: { loading?: ReactNode }) {
  const { memberships, current, restoring } = useOrganizations();
  const location = useLocation();
  if (memberships === undefined || restoring) return loading;
  if (!current) {
    const state: ReturnState = { from: location };
    return <Navigate to={paths.organizationSelection} replace state={state} />;
  }
  return <Outlet />;
}

/** A page some roles may not see: they get a clear message and a way back, never a blank page. */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const { current } = useOrganizations();
  if (!current || !roles.includes(current.role)) return <NoAccess />;
  return <Outlet />;
}
