import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Organization } from '@village/model/organization';
import { currentOrgStorageKey } from '../../lib/session/account';
import { useSignedInUser } from '../../lib/session/auth-state';
import {
  OrganizationsContext,
  type CurrentOrganization,
  type Membership,
} from '../../lib/session/current-organization';
import { readLastOrganization, saveLastOrganization } from '../../lib/session/user-profile';
import { watchMemberships, watchOrganization } from './api/organizations';

/** The signed-in user's organizations and the current one, which every page's data follows. */
export function OrganizationsProvider({ children }: { children: ReactNode }) {
  const user = useSignedInUser();
  const storageKey = currentOrgStorageKey(user.uid);
  const [memberships, setMemberships] = useState<Membership[]>();
  const [organizations, setOrganizations] = useState<Record<string, Organization>>({});
  const [selectedId, setSelectedId] = useState<string | null>(() =>
    localStorage.getItem(storageKey),
  );
  const [error, setError] = useState<string>();

  useEffect(
    () =>
      watchMemberships(user.uid, setMemberships, (caught) => {
        console.error('memberships', caught);
        setError('Your organizations could not be loaded. Check your connection.');
        setMemberships((current) => current ?? []);
      }),
    [user.uid],
  );

  // One listener per organization, renewed only when the set of organizations changes.
  const orgIdsKey = (memberships ?? [])
    .map((membership) => membership.orgId)
    .sort()
    .join('/');
  useEffect(() => {
    const orgIds = orgIdsKey ? orgIdsKey.split('/') : [];
    const stops = orgIds.map((orgId) =>
      watchOrganization(
        orgId,
        (organization) =>
          setOrganizations((current) =>
            organization ? { ...current, [orgId]: organization } : current,
          ),
        (caught) => console.warn('organization', orgId, caught),
      ),
    );
    return () => stops.forEach((stop) => stop());
  }, [orgIdsKey]);

  // On a new device: open the organization used last elsewhere.
  useEffect(() => {
    if (selectedId || !memberships?.length) return;
    let cancelled = false;
    void readLastOrganization(user.uid).then((lastOrgId) => {
      if (!cancelled && lastOrgId && memberships.some((m) => m.orgId === lastOrgId))
        setSelectedId(lastOrgId);
    });
    return () => {
      cancelled = true;
    };
  }, [memberships, selectedId, user.uid]);

  const select = useCallback(
    (orgId: string) => {
      localStorage.setItem(storageKey, orgId);
      setSelectedId(orgId);
      void saveLastOrganization(user.uid, orgId).catch((caught: unknown) =>
        console.warn('last organization not saved', caught),
      );
    },
    [storageKey, user.uid],
  );

  const current = useMemo<CurrentOrganization | undefined>(() => {
    const membership = memberships?.find((m) => m.orgId === selectedId);
    return membership && { ...membership, organization: organizations[membership.orgId] };
  }, [memberships, organizations, selectedId]);

  const value = useMemo(
    () => ({ memberships, organizations, current, select, error }),
    [memberships, organizations, current, select, error],
  );
  return <OrganizationsContext.Provider value={value}>{children}</OrganizationsContext.Provider>;
}
