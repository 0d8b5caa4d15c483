import { createContext, useContext } from 'react';
import type { Organization } from '@village/model/organization';
import type { Role } from '@village/model/roles';

/** One of the user's organizations, as the switcher and the selection page show it. */
export interface Membership {
  orgId: string;
  role: Role;
}

export interface CurrentOrganization {
  orgId: string;
  role: Role;
  /** undefined until the organization document has loaded. */
  organization: Organization | undefined;
}

export interface OrganizationsState {
  /** undefined while loading. */
  memberships: Membership[] | undefined;
  organizations: Readonly<Record<string, Organization | undefined>>;
  current: CurrentOrganization | undefined;
  /**
   * true while the organization to reopen is still being found (no choice on this device: the
   * account's last one is read); guards wait instead of sending the user to the selection page.
   */
  restoring: boolean;
  /**
   * The account's last organization, open because this device had no choice of its own (read
   * from users/{uid}); it can arrive after the selection page is showing, on a slow link.
   */
  reopenedId: string | undefined;
  select: (orgId: string) => void;
  /** Drops the current choice (after leaving the organization): the selection page comes next. */
  forget: () => void;
  error: string | undefined;
}

/** Filled by the organizations feature's provider, for every page behind sign-in. */
export const OrganizationsContext = createContext<OrganizationsState | undefined>(undefined);

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
