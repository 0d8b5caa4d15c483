import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import Apartment from '@mui/icons-material/Apartment';
import Logout from '@mui/icons-material/Logout';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useSignedInUser } from '../../../lib/session/auth-state';
import { signOutUser } from '../../../lib/session/account';

export interface UserMenuPanelProps {
  /** The account button while the menu is open, else null. */
  anchor: HTMLElement | null;
  onClose: () => void;
}

/**
 * The account menu and its Sign out dialog: a separate chunk, loaded the first time the account
 * button is pressed (every page shows the button; its menu and dialog are rarely opened).
 */
export default function UserMenuPanel({ anchor, onClose }: UserMenuPanelProps) {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [clearDeviceData, setClearDeviceData] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function signOut() {
    setBusy(true);
    setError(undefined);
    try {
      await signOutUser({ clearDeviceData });
    } catch (caught) {
      console.error('sign out', caught);
      setError('You could not be signed out. Try again.');
      setBusy(false);
      return;
    }
    // A terminated Firestore cannot be used again: start the page afresh. The sign-in page says
    // whether this device's data was removed.
    if (clearDeviceData) window.location.assign(`${import.meta.env.BASE_URL}signin`);
    else navigate(paths.signIn, { replace: true });
  }

  return (
    <>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {user.displayName || 'No name'}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            onClose();
            navigate(paths.organization);
          }}
        >
          <ListItemIcon>
            <Apartment fontSize="small" />
          </ListItemIcon>
          Organization
        </MenuItem>
        <MenuItem
          onClick={() => {
            onClose();
            navigate(paths.organizationSelection);
          }}
        >
          <ListItemIcon>
            <SwapHoriz fontSize="small" />
          </ListItemIcon>
          All organizations
        </MenuItem>
        <MenuItem
          onClick={() => {
            onClose();
            setConfirming(true);
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Sign out
        </MenuItem>
      </Menu>
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>Sign out?</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <DialogContentText>
            Records you opened stay on this device so the app works offline. On a shared phone,
            remove them.
          </DialogContentText>
          <FormControlLabel
            sx={{ mt: 1 }}
            control={
              <Checkbox
                checked={clearDeviceData}
                onChange={(event) => setClearDeviceData(event.target.checked)}
              />
            }
            label="Also remove this device's saved data"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void signOut()} disabled={busy}>
            Sign out
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
