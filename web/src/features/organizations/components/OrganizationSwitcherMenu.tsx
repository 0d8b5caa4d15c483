import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Check from '@mui/icons-material/Check';
import Search from '@mui/icons-material/Search';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/I18nProvider';
import { shellMessages } from '../../../components/messages';
import { useMessages } from '../../../lib/i18n/messages';
import { roleLabel } from '../../../lib/i18n/labels';
import { useSignedInUser } from '../../../lib/session/auth-state';
import { useOrganizations } from '../../../lib/session/current-organization';
import { useCreateOrganization } from '../use-create-organization';
import { organizationName } from './OrganizationSwitcher';
import { CreateOrganizationDialog } from './CreateOrganizationDialog';

export interface OrganizationSwitcherMenuProps {
  /** The switcher's button while the menu is open, else null. */
  anchor: HTMLElement | null;
  onClose: () => void;
}

/**
 * The switcher's menu: a searchable list of the user's organizations with each role, and Create
 * Organization. A separate chunk, loaded the first time the switcher is opened: its search field
 * and dialog are not needed to show a page.
 */
export default function OrganizationSwitcherMenu({
  anchor,
  onClose,
}: OrganizationSwitcherMenuProps) {
  const createAndOpen = useCreateOrganization();
  const user = useSignedInUser();
  const { memberships = [], organizations, current, select } = useOrganizations();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const core = useT();
  const t = useMessages(shellMessages);

  const nameOf = (orgId: string) => organizationName(organizations, orgId, t);
  const term = search.trim().toLowerCase();
  const shown = memberships
    .filter((membership) => nameOf(membership.orgId).toLowerCase().includes(term))
    .sort((a, b) => nameOf(a.orgId).localeCompare(nameOf(b.orgId)));

  function close() {
    onClose();
    setSearch('');
  }

  return (
    <>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 320, maxWidth: 'calc(100vw - 16px)' } } }}
      >
        <Box sx={{ p: 1.5 }}>
          <TextField
            autoFocus
            fullWidth
            size="small"
            placeholder={t('orgSwitcher.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            slotProps={{
              htmlInput: { 'aria-label': t('orgSwitcher.search') },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        {shown.length === 0 ? (
          <Typography sx={{ px: 2, py: 1.5, textAlign: 'center' }} color="text.secondary">
            {t('orgSwitcher.noneFound')}
          </Typography>
        ) : (
          <List dense aria-label={t('orgSwitcher.list')} sx={{ maxHeight: 320, overflow: 'auto' }}>
            {shown.map((membership) => (
              <ListItemButton
                key={membership.orgId}
                selected={membership.orgId === current?.orgId}
                onClick={() => {
                  select(membership.orgId);
                  close();
                }}
              >
                <ListItemText
                  primary={nameOf(membership.orgId)}
                  secondary={roleLabel(membership.role, core)}
                />
                {membership.orgId === current?.orgId && <Check fontSize="small" color="primary" />}
              </ListItemButton>
            ))}
          </List>
        )}
        <Divider />
        <Box sx={{ p: 1 }}>
          <Button
            fullWidth
            startIcon={<Add />}
            onClick={() => {
              close();
              setCreating(true);
            }}
            sx={{ justifyContent: 'flex-start' }}
          >
            {t('orgSwitcher.create')}
          </Button>
        </Box>
      </Popover>
      <CreateOrganizationDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreate={createAndOpen}
        emailVerified={user.emailVerified}
      />
    </>
  );
}
