import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { initials } from '@village/model/student';
import { useSignedInUser } from '../../../lib/session/auth-state';

const UserMenuPanel = lazy(() => import('./UserMenuPanel'));

/**
 * Who is signed in; the organization page (the sidebar shows it to staff only, and end users reach
 * it here); all organizations; and Sign out (with the option to clear this device's saved data).
 * The menu itself (UserMenuPanel) loads when the button is first pressed.
 */
export function UserMenu() {
  const user = useSignedInUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once loaded, the panel stays mounted: its Sign out dialog outlives the menu.
  const [opened, setOpened] = useState(false);
  const name = user.displayName || user.email || 'Signed in';

  return (
    <>
      <IconButton
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        aria-label={`Account: ${name}`}
        aria-haspopup="menu"
      >
        <Avatar src={user.photoURL ?? undefined} sx={{ width: 32, height: 32, fontSize: 14 }}>
          {initials(name)}
        </Avatar>
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <UserMenuPanel anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
