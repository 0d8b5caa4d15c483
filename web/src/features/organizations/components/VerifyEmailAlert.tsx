import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MailOutline from '@mui/icons-material/MailOutlineOutlined';
import { useState } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { useSignedInUser } from '../../../lib/session/auth-state';
import { refreshEmailVerification, resendVerificationEmail } from '../../../lib/session/account';
import {
  noteVerificationEmailProblem,
  verificationEmailProblem,
} from '../../../lib/session/notices';
import { organizationMessages } from '../messages';
import { useInvitationNoticeText, type InvitationNotice } from './invitation-notice';

interface VerifyEmailAlertProps {
  message: InvitationNotice | undefined;
  onMessage: (message: InvitationNotice) => void;
}

/**
 * In place of the invitations while the email is not verified (joining needs it verified): the
 * prompt, with "I've verified" and "Resend", and the outcome of either.
 */
export function VerifyEmailAlert({ message, onMessage }: VerifyEmailAlertProps) {
  const user = useSignedInUser();
  const t = useMessages(organizationMessages);
  const noticeText = useInvitationNoticeText();
  const email = user.email ?? '';
  // Sign-up created the account but could not send the verification email: say so, and why.
  const [emailProblem, setEmailProblem] = useState(() => verificationEmailProblem(user.uid));

  return (
    <Alert
      severity="warning"
      icon={<MailOutline />}
      sx={{ mb: 3 }}
      action={
        <Stack spacing={0.5}>
          <Button
            color="inherit"
            size="small"
            onClick={() =>
              void refreshEmailVerification().then((verified) =>
                onMessage(
                  verified
                    ? { severity: 'success', key: 'verify.verified' }
                    : { severity: 'error', key: 'verify.notYet' },
                ),
              )
            }
          >
            {t('verify.iveVerified')}
          </Button>
          <Button
            color="inherit"
            size="small"
            onClick={() =>
              void resendVerificationEmail().then(
                () => {
                  noteVerificationEmailProblem(user.uid, undefined);
                  setEmailProblem(undefined);
                  onMessage({ severity: 'success', key: 'verify.sentAgain', values: { email } });
                },
                () => onMessage({ severity: 'error', key: 'verify.cannotSend' }),
              )
            }
          >
            {t('verify.resend')}
          </Button>
        </Stack>
      }
    >
      {emailProblem ? (
        <>
          {t('verify.prompt')}
          <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
            {t('verify.couldNotSend', { problem: emailProblem.replace(/\.$/, '') })}
          </Typography>
        </>
      ) : (
        t('verify.promptSent', { email })
      )}
      {message && (
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
          {noticeText(message)}
        </Typography>
      )}
    </Alert>
  );
}
