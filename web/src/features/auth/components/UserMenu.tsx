import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense } from 'react';
import { initials } from '@village/model/student';
import { loadWhenIdle } from '../../../components/load-when-idle';
import { useMenuAnchor } from '../../../components/use-menu-anchor';
import { shellMessages } from '../../../components/messages';
import { useMessages } from '../../../lib/i18n/messages';
import { useSignedInUser } from '../../../lib/session/auth-state';

const loadUserMenuPanel = () => import('./UserMenuPanel');
// Sign out must work offline too (it is where unsent changes are waited for).
loadWhenIdle(loadUserMenuPanel);
const UserMenuPanel = lazy(loadUserMenuPanel);

/**
 * Who is signed in; the organization page (the sidebar shows it to staff only, and end users reach
 * it here); all organizations; and Sign out (with the option to clear this device's saved data).
 * The menu itself (UserMenuPanel) loads when the button is first pressed.
 */
export function UserMenu() {
  const user = useSignedInUser();
  const menu = useMenuAnchor();
  const t = useMessages(shellMessages);
  const name = user.displayName || user.email || t('account.signedIn');

  return (
    <>
      <IconButton
        onClick={menu.open}
        aria-label={t('account.button', { name })}
        aria-haspopup="menu"
      >
        <Avatar src={user.photoURL ?? undefined} sx={{ width: 32, height: 32, fontSize: 14 }}>
          {initials(name)}
        </Avatar>
      </IconButton>
      {menu.everOpened && (
        <Suspense fallback={null}>
          <UserMenuPanel anchor={menu.anchor} onClose={menu.close} />
        </Suspense>
      )}
    </>
  );
}
