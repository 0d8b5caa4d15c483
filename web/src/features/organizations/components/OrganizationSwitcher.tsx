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
import Apartment from '@mui/icons-material/Apartment';
import Check from '@mui/icons-material/Check';
import ExpandMore from '@mui/icons-material/UnfoldMore';
import Search from '@mui/icons-material/Search';
import { useState } from 'react';
import { ROLE_LABELS } from '@village/model/roles';
import { useOrganizations } from '../../../lib/session/current-organization';
import { useCreateOrganization } from '../use-create-organization';
import { CreateOrganizationDialog } from './CreateOrganizationDialog';

/** The header's organization switcher: searchable, with each role, and Create Organization. */
export function OrganizationSwitcher() {
  const createAndOpen = useCreateOrganization();
  const { memberships = [], organizations, current, select } = useOrganizations();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);

  const nameOf = (orgId: string) => organizations[orgId]?.name ?? 'Loading…';
  const term = search.trim().toLowerCase();
  const shown = memberships
    .filter((membership) => nameOf(membership.orgId).toLowerCase().includes(term))
    .sort((a, b) => nameOf(a.orgId).localeCompare(nameOf(b.orgId)));

  function close() {
    setAnchor(null);
    setSearch('');
  }

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
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
            placeholder="Search organizations..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            slotProps={{
              htmlInput: { 'aria-label': 'Search organizations' },
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
            No organizations found.
          </Typography>
        ) : (
          <List dense aria-label="Your organizations" sx={{ maxHeight: 320, overflow: 'auto' }}>
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
                  secondary={ROLE_LABELS[membership.role]}
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
            Create Organization
          </Button>
        </Box>
      </Popover>
      <CreateOrganizationDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreate={createAndOpen}
      />
    </>
  );
}
