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
import Check from '@mui/icons-material/Check';
import Translate from '@mui/icons-material/Translate';
import ListSubheader from '@mui/material/ListSubheader';
import LinearProgress from '@mui/material/LinearProgress';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { allChangesSynced, unsyncedChanges, useSyncState } from '../../../lib/data/pending-writes';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../lib/i18n/catalog';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { shellMessages } from '../../../components/messages';
import { useMessages } from '../../../lib/i18n/messages';
import { chooseLanguage } from '../../../lib/i18n/store';
import { paths } from '../../../lib/paths';
import { useAcademicYear } from '../../../lib/session/academic-year';
import { useSignedInUser } from '../../../lib/session/auth-state';
import { useCurrentOrganization } from '../../../lib/session/current-organization';
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
  const { language, t: core } = useI18n();
  const t = useMessages(shellMessages);
  const { organization } = useCurrentOrganization();
  const academicYear = useAcademicYear();
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
        setError(t('signOut.notSent'));
      },
    );
  }

  function cancelWait() {
    waitId.current += 1;
    setWaitingForSync(false);
  }

  const discardLabel =
    unsynced.count > 0
      ? t('signOut.discardCount', { count: unsynced.count })
      : t('signOut.discard');

  /** The choice is shown at once, kept on this device and saved in the profile (users/{uid}). */
  function switchLanguage(next: Language) {
    onClose();
    void chooseLanguage(next);
    void import('../../../lib/session/user-profile')
      .then(({ saveLanguage }) => saveLanguage(user.uid, next))
      .catch((caught: unknown) => console.warn('language not saved in the profile', caught));
  }

  async function signOut() {
    setBusy(true);
    setError(undefined);
    try {
      await signOutUser({ clearDeviceData });
    } catch (caught) {
      console.error('sign out', caught);
      setError(t('signOut.failed'));
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
            {user.displayName || t('account.noName')}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
          {/* The header's year chip has no room on a phone: it is said here on every screen. */}
          {organization && (
            <Typography
              variant="body2"
              color="text.secondary"
              noWrap
              data-testid="menu-academic-year"
            >
              {t('academicYear.label', { year: academicYear.label })}
            </Typography>
          )}
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
          {t('account.organization')}
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
          {t('account.allOrganizations')}
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
          {t('account.signOut')}
        </MenuItem>
        <Divider />
        {/* A menu may hold only its items: the heading is shown, but not a list item of it. */}
        <ListSubheader
          role="none"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, lineHeight: 2.5 }}
        >
          <Translate fontSize="small" aria-hidden />
          {core('language.label')}
        </ListSubheader>
        {LANGUAGES.map((option) => (
          <MenuItem
            key={option}
            lang={option}
            selected={option === language}
            onClick={() => switchLanguage(option)}
          >
            <ListItemIcon>{option === language && <Check fontSize="small" />}</ListItemIcon>
            {LANGUAGE_NAMES[option]}
          </MenuItem>
        ))}
      </Menu>
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>{t('signOut.title')}</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <DialogContentText>{t('signOut.explanation')}</DialogContentText>
          <FormControlLabel
            sx={{ mt: 1 }}
            control={
              <Checkbox
                checked={clearDeviceData}
                disabled={waitingForSync}
                onChange={(event) => setClearDeviceData(event.target.checked)}
              />
            }
            label={t('signOut.clearData')}
          />
          {losesChanges && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {unsynced.count > 0
                ? t('signOut.unsentCount', { count: unsynced.count })
                : t('signOut.unsentEarlier')}{' '}
              {t('signOut.wouldLose', { count: unsynced.count })}
            </Alert>
          )}
          {waitingForSync && (
            <Box role="status" sx={{ mt: 2 }}>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {unsynced.count > 0
                  ? t('signOut.sendingCount', { count: unsynced.count })
                  : t('signOut.sending')}{' '}
                {t('signOut.afterSending')}
              </Typography>
              {/* The text above says what is happening; the bar only shows that it goes on. */}
              <LinearProgress aria-hidden />
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          {waitingForSync ? (
            <Button onClick={cancelWait}>{t('signOut.stopWaiting')}</Button>
          ) : (
            <Button onClick={() => setConfirming(false)} disabled={busy}>
              {core('common.cancel')}
            </Button>
          )}
          {losesChanges && !waitingForSync && (
            <Button color="error" onClick={() => void signOut()} disabled={busy}>
              {discardLabel}
            </Button>
          )}
          {losesChanges ? (
            <Button variant="contained" onClick={waitThenSignOut} disabled={busy || waitingForSync}>
              {t('signOut.waitThenSignOut')}
            </Button>
          ) : (
            <Button variant="contained" onClick={() => void signOut()} disabled={busy}>
              {t('account.signOut')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
