import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
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
import { ORGANIZATIONS_NOT_LOADED } from './organizations-not-loaded';

/** The signed-in user's organizations and the current one, which every page's data follows. */
export function OrganizationsProvider({ children }: { children: ReactNode }) {
  const user = useSignedInUser();
  const storageKey = currentOrgStorageKey(user.uid);
  const [memberships, setMemberships] = useState<Membership[]>();
  const [organizations, setOrganizations] = useState<Record<string, Organization>>({});
  const [selectedId, setSelectedId] = useState<string | null>(() =>
    localStorage.getItem(storageKey),
  );
  // Without a choice on this device, the organization used last on the account (users/{uid}
  // lastOrgId) opens; it is read once, at start, in parallel with the memberships, and the guard
  // waits for it rather than sending the user through the selection page. `forgotten`: the user
  // left the current organization, and no late answer brings it back.
  const [lastOrg, setLastOrg] = useState<{ read: boolean; orgId?: string; forgotten?: boolean }>(
    () => ({ read: selectedId !== null }),
  );
  const [knownAtStart] = useState(lastOrg.read);
  const [error, setError] = useState<string>();

  useEffect(
    () =>
      // Transitions: the organizations' arrival draws the shell and the page in slices.
      watchMemberships(
        user.uid,
        (next) => startTransition(() => setMemberships(next)),
        (caught) => {
          console.error('memberships', caught);
          setError(ORGANIZATIONS_NOT_LOADED);
          setMemberships((current) => current ?? []);
        },
      ),
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
          startTransition(() =>
            setOrganizations((current) =>
              organization ? { ...current, [orgId]: organization } : current,
            ),
          ),
        (caught) => console.warn('organization', orgId, caught),
      ),
    );
    return () => stops.forEach((stop) => stop());
  }, [orgIdsKey]);

  useEffect(() => {
    if (knownAtStart) return;
    let cancelled = false;
    const { soon, fromServer } = readLastOrganization(user.uid);
    void soon.then((orgId) => {
      if (!cancelled) startTransition(() => setLastOrg({ read: true, orgId }));
    });
    // On a slow link the guard stopped waiting and the selection page is showing: an answer that
    // comes later still counts, unless an organization is open already (see the selection page).
    void fromServer.then((orgId) => {
      if (cancelled || !orgId) return;
      startTransition(() =>
        setLastOrg((known) => (known.orgId || known.forgotten ? known : { read: true, orgId })),
      );
    });
    return () => {
      cancelled = true;
    };
  }, [knownAtStart, user.uid]);

  const chosenId = selectedId ?? lastOrg.orgId ?? null;
  const restoring = selectedId === null && !lastOrg.read && memberships?.length !== 0;

  // The account's choice becomes this device's, once it is known to be a membership.
  const reopenedId =
    selectedId === null && memberships?.some((m) => m.orgId === lastOrg.orgId)
      ? lastOrg.orgId
      : undefined;
  useEffect(() => {
    if (reopenedId) localStorage.setItem(storageKey, reopenedId);
  }, [reopenedId, storageKey]);

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

  const forget = useCallback(() => {
    localStorage.removeItem(storageKey);
    setSelectedId(null);
    setLastOrg({ read: true, forgotten: true });
  }, [storageKey]);

  const current = useMemo<CurrentOrganization | undefined>(() => {
    const membership = memberships?.find((m) => m.orgId === chosenId);
    return membership && { ...membership, organization: organizations[membership.orgId] };
  }, [memberships, organizations, chosenId]);

  const value = useMemo(
    () => ({
      memberships,
      organizations,
      current,
      restoring,
      reopenedId,
      select,
      forget,
      error,
    }),
    [memberships, organizations, current, restoring, reopenedId, select, forget, error],
  );
  return <OrganizationsContext.Provider value={value}>{children}</OrganizationsContext.Provider>;
}
