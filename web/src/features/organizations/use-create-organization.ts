import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { OrganizationInput } from '@village/model/organization';
import { paths } from '../../lib/paths';
import { useSignedInUser } from '../../lib/session/auth-state';
import { createOrganization } from './api/organizations';
import { useOrganizations } from '../../lib/session/current-organization';

/** Creates an organization, makes it the current one and opens its dashboard. */
export function useCreateOrganization(): (input: OrganizationInput) => Promise<void> {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const { select } = useOrganizations();
  return useCallback(
    async (input: OrganizationInput) => {
      const orgId = await createOrganization(user, input);
      select(orgId);
      navigate(paths.dashboard, { replace: true });
    },
    [navigate, select, user],
  );
}
