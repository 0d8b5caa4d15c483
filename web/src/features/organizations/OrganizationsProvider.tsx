import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { Role } from '@village/model/roles';
import { useSignedInUser } from '../auth/AuthProvider';
import { currentOrgStorageKey } from '../auth/api/auth-actions';
import { readLastOrganization, saveLastOrganization } from '../auth/api/user-profile';
import {
  watchMemberships,
  watchOrganization,
  type Membership,
  type OrganizationSummary,
} from './api/organizations';

export interface CurrentOrganization {
  orgId: string;
  role: Role;
  /** undefined until the organization document has loaded. */
  organization: OrganizationSummary | undefined;
}

export interface OrganizationsState {
  /** undefined while loading. */
  memberships: Membership[] | undefined;
  organizations: Readonly<Record<string, OrganizationSummary | undefined>>;
  current: CurrentOrganization | undefined;
  select: (orgId: string) => void;
  error: string | undefined;
}

const OrganizationsContext = createContext<OrganizationsState | undefined>(undefined);

/** The signed-in user's organizations and the current one, which every page's data follows. */
export function OrganizationsProvider({ children }: { children: ReactNode }) {
  const user = useSignedInUser();
  const storageKey = currentOrgStorageKey(user.uid);
  const [memberships, setMemberships] = useState<Membership[]>();
  const [organizations, setOrganizations] = useState<Record<string, OrganizationSummary>>({});
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

export function useOrganizations(): OrganizationsState {
  const state = useContext(OrganizationsContext);
  if (!state) throw new Error('useOrganizations outside OrganizationsProvider');
  return state;
}

/** The current organization, inside routes guarded by RequireOrganization. */
export function useCurrentOrganization(): CurrentOrganization {
  const { current } = useOrganizations();
  if (!current) throw new Error('useCurrentOrganization outside RequireOrganization');
  return current;
}
