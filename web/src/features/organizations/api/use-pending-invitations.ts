import type { User } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { tokenUpToDateWithVerification } from '../../../lib/session/account';
import { watchPendingInvitations, type PendingInvitation } from './organizations';

/**
 * The signed-in user's pending invitations, live; none until the email is verified (the rules
 * require it).
 */
export function usePendingInvitations(user: User): PendingInvitation[] {
  const [invitations, setInvitations] = useState<PendingInvitation[]>([]);
  const email = user.email ?? '';

  useEffect(() => {
    if (!user.emailVerified || !email) return;
    let stop: (() => void) | undefined;
    let current = true;
    const watch = () => {
      if (current)
        stop = watchPendingInvitations(email, setInvitations, (caught) =>
          console.warn('invitations', caught),
        );
    };
    // Verified by the email's link, then reloaded: the token may not say so yet.
    tokenUpToDateWithVerification(user).then(watch, (caught: unknown) => {
      console.warn('token not refreshed', caught);
      watch();
    });
    return () => {
      current = false;
      stop?.();
    };
  }, [email, user, user.emailVerified]);

  return invitations;
}
