import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { OrganizationInput } from '@village/model/organization';
import { refreshEmailVerification, resendVerificationEmail } from '../../../lib/session/account';
import { OrganizationQuotaError } from '../api/organization-quota';
import { OrganizationFields } from './OrganizationFields';

export interface CreateOrganizationDialogProps {
  open: boolean;
  onClose: () => void;
  /** Creates it; resolves with the new id. A rejection is shown in the dialog. */
  onCreate: (input: OrganizationInput) => Promise<unknown>;
  /** Only a verified email founds an organization (the rules refuse others): until then the
   * dialog says so and offers to resend the link. */
  emailVerified: boolean;
}

/**
 * Title, text, Organization Name; Create is disabled while the name is blank (docs/product.md,
 * "Organization").
 */
export function CreateOrganizationDialog({
  open,
  onClose,
  onCreate,
  emailVerified,
}: CreateOrganizationDialogProps) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  function close() {
    setName('');
    setDescription('');
    setError(undefined);
    setNotice(undefined);
    onClose();
  }

  const [notice, setNotice] = useState<string>();
  function resend() {
    resendVerificationEmail().then(
      () => setNotice('We sent the link again. Open it, then press I have verified.'),
      () => setNotice('Could not send it now. Wait a minute and try again.'),
    );
  }
  function refresh() {
    refreshEmailVerification().then(
      (verified) => setNotice(verified ? undefined : 'Not verified yet: open the link we sent.'),
      () => setNotice('Could not check now. Check your connection and try again.'),
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || !emailVerified) return;
    setBusy(true);
    setError(undefined);
    try {
      await onCreate({ name: name.trim(), description: description.trim() });
      close();
    } catch (caught) {
      console.error('create organization', caught);
      setError(
        caught instanceof OrganizationQuotaError
          ? caught.message
          : 'The organization could not be created. Check your connection and try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={busy ? undefined : close} fullWidth maxWidth="xs">
      <form onSubmit={onSubmit}>
        <DialogTitle>Create New Organization</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Create a new organization to manage students and users.
          </DialogContentText>
          {!emailVerified && (
            <Alert
              severity="warning"
              sx={{ mb: 2 }}
              action={
                <Stack spacing={0.5}>
                  <Button color="inherit" size="small" onClick={resend}>
                    Resend
                  </Button>
                  <Button color="inherit" size="small" onClick={refresh}>
                    I have verified
                  </Button>
                </Stack>
              }
            >
              <AlertTitle>Verify your email to create an organization</AlertTitle>
              Open the link we sent to your email address, then come back here.
              {notice && (
                <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
                  {notice}
                </Typography>
              )}
            </Alert>
          )}
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <OrganizationFields
            name={name}
            description={description}
            onNameChange={setName}
            onDescriptionChange={setDescription}
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy || !name.trim() || !emailVerified}
          >
            Create
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
