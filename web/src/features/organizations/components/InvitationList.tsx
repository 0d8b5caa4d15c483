import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { formatDate } from '../../../lib/i18n/format';
import { roleLabel } from '../../../lib/i18n/labels';
import { useMessages } from '../../../lib/i18n/messages';
import { acceptInvitation, type PendingInvitation } from '../api/organizations';
import { organizationMessages } from '../messages';
import { useInvitationNoticeText, type InvitationNotice } from './invitation-notice';

interface InvitationListProps {
  invitations: PendingInvitation[];
  /** The invitation the user's link named, outlined. */
  highlightOrgId: string | null;
  onJoined: (orgId: string) => void;
  message: InvitationNotice | undefined;
  onMessage: (message: InvitationNotice | undefined) => void;
}

/** The pending invitations, each with Join; a refused join says why above them. */
export function InvitationList({
  invitations,
  highlightOrgId,
  onJoined,
  message,
  onMessage,
}: InvitationListProps) {
  const t = useMessages(organizationMessages);
  const { language, t: core } = useI18n();
  const noticeText = useInvitationNoticeText();
  const [joining, setJoining] = useState<string>();

  const join = (orgId: string) => {
    setJoining(orgId);
    onMessage(undefined);
    acceptInvitation(orgId).then(
      () => onJoined(orgId),
      (caught: unknown) => {
        setJoining(undefined);
        // The server's refusals are written for the user (revoked, expired...).
        onMessage(
          caught instanceof Error
            ? { severity: 'error', error: caught }
            : { severity: 'error', key: 'invitations.couldNotJoin' },
        );
      },
    );
  };

  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('invitations.title')}
      </Typography>
      {message?.severity === 'error' && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {noticeText(message)}
        </Alert>
      )}
      <Stack spacing={1.5}>
        {invitations.map((invitation) => (
          <Card
            key={invitation.orgId}
            variant="outlined"
            sx={{ borderColor: invitation.orgId === highlightOrgId ? 'secondary.main' : undefined }}
          >
            <CardContent
              sx={{ display: 'flex', alignItems: 'center', gap: 2, '&:last-child': { pb: 2 } }}
            >
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{invitation.orgName}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('invitations.invitedAs', { role: roleLabel(invitation.role, core) })}
                  {invitation.expiresAt &&
                    t('invitations.expires', { date: formatDate(invitation.expiresAt, language) })}
                </Typography>
              </Box>
              <Button
                variant="contained"
                disabled={joining !== undefined}
                aria-label={t('invitations.joinLabel', { org: invitation.orgName })}
                onClick={() => join(invitation.orgId)}
              >
                {t('invitations.join')}
              </Button>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
