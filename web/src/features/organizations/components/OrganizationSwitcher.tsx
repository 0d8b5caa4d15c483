import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Apartment from '@mui/icons-material/Apartment';
import ExpandMore from '@mui/icons-material/UnfoldMore';
import { lazy, Suspense, useState } from 'react';
import { useOrganizations } from '../../../lib/session/current-organization';

const OrganizationSwitcherMenu = lazy(() => import('./OrganizationSwitcherMenu'));

/**
 * The header's organization switcher: the current organization's name, and a menu to change it
 * (OrganizationSwitcherMenu, loaded when first opened: every page shows the button, few open it).
 */
export function OrganizationSwitcher() {
  const { organizations, current } = useOrganizations();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once loaded, the menu stays mounted: its Create Organization dialog outlives the popover.
  const [opened, setOpened] = useState(false);
  const nameOf = (orgId: string) => organizations[orgId]?.name ?? 'Loading…';

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        startIcon={<Apartment />}
        endIcon={<ExpandMore />}
        aria-label={`Organization: ${current ? nameOf(current.orgId) : 'none'}. Switch organization`}
        aria-haspopup="dialog"
        sx={{ maxWidth: { xs: 180, sm: 320 }, justifyContent: 'flex-start' }}
      >
        <Box
          component="span"
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {current ? nameOf(current.orgId) : 'Select organization'}
        </Box>
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <OrganizationSwitcherMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
