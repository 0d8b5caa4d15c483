import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { INVITATION_TTL_DAYS, LIMITS } from '@village/model/limits';
import {
  invitationInputSchema,
  ORGANIZATION_MESSAGES,
  type InvitationInput,
} from '@village/model/organization';
import { DEFAULT_INVITE_ROLE, INVITABLE_ROLES, type InvitableRole } from '@village/model/roles';
import { useCallableErrorText } from '../../../lib/callable-messages/use-callable-error-text';
import { useT } from '../../../lib/i18n/I18nProvider';
import { roleLabel } from '../../../lib/i18n/labels';
import { useMessages } from '../../../lib/i18n/messages';
import { useValidationText } from '../../../lib/validation/use-validation-text';
import { organizationMessages } from '../messages';

export interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
  /** Sends the invitation; a rejection's message (the server's refusal) is shown in the dialog. */
  onInvite: (input: InvitationInput) => Promise<unknown>;
}

/**
 * An email and a role (End User by default; only End User and Organization User are offered,
 * docs/invitations.md); Send Invitation is disabled while the email is empty; on send the dialog
 * resets and closes. The email is checked with the model's schema, as the function checks it.
 */
export function InviteDialog({ open, onClose, onInvite }: InviteDialogProps) {
  const t = useMessages(organizationMessages);
  const validationText = useValidationText();
  const core = useT();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>(DEFAULT_INVITE_ROLE);
  const [emailError, setEmailError] = useState<string>();
  // The error, not its text: worded at each draw, so a switch of language redraws it.
  const [error, setError] = useState<unknown>();
  const errorText = useCallableErrorText();
  const [busy, setBusy] = useState(false);

  function reset() {
    setEmail('');
    setRole(DEFAULT_INVITE_ROLE);
    setEmailError(undefined);
    setError(undefined);
  }

  function close() {
    if (busy) return;
    reset();
    onClose();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = invitationInputSchema.safeParse({ email, role });
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? ORGANIZATION_MESSAGES.invalidEmail);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await onInvite(parsed.data);
      setBusy(false);
      reset();
      onClose();
    } catch (caught) {
      setError(caught);
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      {/* noValidate: the model's message, not the browser's, says what is wrong with the email. */}
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <DialogTitle>{t('users.invite')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('invite.explanation', { days: INVITATION_TTL_DAYS })}
          </DialogContentText>
          {error !== undefined && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorText(error)}
            </Alert>
          )}
          <TextField
            label={core('field.email')}
            type="email"
            name="email"
            autoComplete="off"
            autoFocus
            fullWidth
            required
            margin="dense"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailError(undefined);
            }}
            error={Boolean(emailError)}
            helperText={emailError && validationText(emailError)}
            slotProps={{ htmlInput: { maxLength: LIMITS.email } }}
          />
          <TextField
            select
            label={t('people.role')}
            fullWidth
            margin="dense"
            value={role}
            onChange={(event) => setRole(event.target.value as InvitableRole)}
            slotProps={{ select: { native: true } }}
          >
            {INVITABLE_ROLES.map((option) => (
              <option key={option} value={option}>
                {roleLabel(option, core)}
              </option>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={busy}>
            {core('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !email.trim()}>
            {t('invite.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
