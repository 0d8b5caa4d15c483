import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { useSignedInUser } from '../../../lib/session/auth-state';
import { usePendingInvitations } from '../api/use-pending-invitations';
import { organizationMessages } from '../messages';
import type { InvitationNotice } from './invitation-notice';
import { InvitationList } from './InvitationList';
import { VerifyEmailAlert } from './VerifyEmailAlert';

interface InvitationsProps {
  /** The organization of the invitation link the user followed, if any. */
  highlightOrgId: string | null;
  onJoined: (orgId: string) => void;
}

/**
 * The user's pending invitations, each with Join; joining needs a verified email, so until then
 * the prompt to verify it stands in their place. An invitation link whose invitation has gone
 * says so.
 */
export function Invitations({ highlightOrgId, onJoined }: InvitationsProps) {
  const user = useSignedInUser();
  const t = useMessages(organizationMessages);
  const invitations = usePendingInvitations(user);
  const [message, setMessage] = useState<InvitationNotice>();

  if (!user.emailVerified) return <VerifyEmailAlert message={message} onMessage={setMessage} />;

  if (invitations.length === 0) {
    return highlightOrgId ? (
      <Alert severity="info" sx={{ mb: 3 }}>
        {t('invitations.gone', { email: user.email ?? '' })}
      </Alert>
    ) : null;
  }

  return (
    <InvitationList
      invitations={invitations}
      highlightOrgId={highlightOrgId}
      onJoined={onJoined}
      message={message}
      onMessage={setMessage}
    />
  );
}
