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
import LinearProgress from '@mui/material/LinearProgress';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  allChangesSynced,
  changesText,
  unsyncedChanges,
  useSyncState,
} from '../../../lib/data/pending-writes';
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
  // Removing this device's data deletes the changes not yet on the server with it.
  const unsynced = unsyncedChanges(useSyncState());
  const losesChanges = clearDeviceData && unsynced.any;
  const [waitingForSync, setWaitingForSync] = useState(false);
  /** The wait the user asked for; a new one (or Cancel) makes an older one end in nothing. */
  const waitId = useRef(0);

  function waitThenSignOut() {
    const id = ++waitId.current;
    setWaitingForSync(true);
    allChangesSynced().then(
      () => {
        if (waitId.current !== id) return;
        setWaitingForSync(false);
        void signOut();
      },
      (caught: unknown) => {
        if (waitId.current !== id) return;
        console.error('waiting for changes', caught);
        setWaitingForSync(false);
        setError('The changes could not be sent. Try again when you are online.');
      },
    );
  }

  function cancelWait() {
    waitId.current += 1;
    setWaitingForSync(false);
  }

  const discardLabel =
    unsynced.count > 0
      ? `Discard ${changesText(unsynced.count, 'unsaved ')}`
      : 'Discard unsaved changes';

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
                disabled={waitingForSync}
                onChange={(event) => setClearDeviceData(event.target.checked)}
              />
            }
            label="Also remove this device's saved data"
          />
          {losesChanges && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {unsynced.count > 0
                ? `${changesText(unsynced.count)} made on this device ${unsynced.count === 1 ? 'has' : 'have'} not reached the server yet.`
                : 'Changes made on this device earlier have not reached the server yet.'}{' '}
              Removing this device's data now would lose {unsynced.count === 1 ? 'it' : 'them'}.
              Wait until they are sent, or discard them.
            </Alert>
          )}
          {waitingForSync && (
            <Box role="status" sx={{ mt: 2 }}>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {unsynced.count > 0
                  ? `Sending ${changesText(unsynced.count)} to the server…`
                  : 'Sending the changes to the server…'}{' '}
                You will be signed out once they are through.
              </Typography>
              <LinearProgress />
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          {waitingForSync ? (
            <Button onClick={cancelWait}>Stop waiting</Button>
          ) : (
            <Button onClick={() => setConfirming(false)} disabled={busy}>
              Cancel
            </Button>
          )}
          {losesChanges && !waitingForSync && (
            <Button color="error" onClick={() => void signOut()} disabled={busy}>
              {discardLabel}
            </Button>
          )}
          {losesChanges ? (
            <Button variant="contained" onClick={waitThenSignOut} disabled={busy || waitingForSync}>
              Wait, then sign out
            </Button>
          ) : (
            <Button variant="contained" onClick={() => void signOut()} disabled={busy}>
              Sign out
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
