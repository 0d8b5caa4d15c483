import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Apartment from '@mui/icons-material/Apartment';
import ExpandMore from '@mui/icons-material/UnfoldMore';
import type { Organization } from '@village/model/organization';
import { lazy, Suspense } from 'react';
import { useMenuAnchor } from '../../../components/use-menu-anchor';
import { shellMessages } from '../../../components/messages';
import { useMessages, type TranslateOf } from '../../../lib/i18n/messages';
import { useOrganizations } from '../../../lib/session/current-organization';

const OrganizationSwitcherMenu = lazy(() => import('./OrganizationSwitcherMenu'));

/** An organization's name, or "Loading…" while its document has not arrived. */
export function organizationName(
  organizations: Readonly<Record<string, Organization | undefined>>,
  orgId: string,
  t: TranslateOf<(typeof shellMessages)['en']>,
) {
  return organizations[orgId]?.name ?? t('orgSwitcher.loading');
}

/**
 * The header's organization switcher: the current organization's name, and a menu to change it
 * (OrganizationSwitcherMenu, loaded when first opened: every page shows the button, few open it).
 */
export function OrganizationSwitcher() {
  const { organizations, current } = useOrganizations();
  const menu = useMenuAnchor();
  const t = useMessages(shellMessages);
  const nameOf = (orgId: string) => organizationName(organizations, orgId, t);

  return (
    <>
      <Button
        color="inherit"
        onClick={menu.open}
        startIcon={<Apartment />}
        endIcon={<ExpandMore />}
        aria-label={t('orgSwitcher.button', {
          name: current ? nameOf(current.orgId) : t('orgSwitcher.none'),
        })}
        aria-haspopup="dialog"
        sx={{ maxWidth: { xs: 180, sm: 320 }, justifyContent: 'flex-start' }}
      >
        <Box
          component="span"
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {current ? nameOf(current.orgId) : t('orgSwitcher.select')}
        </Box>
      </Button>
      {menu.everOpened && (
        <Suspense fallback={null}>
          <OrganizationSwitcherMenu anchor={menu.anchor} onClose={menu.close} />
        </Suspense>
      )}
    </>
  );
}
