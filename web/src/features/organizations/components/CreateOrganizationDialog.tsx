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
import { useT } from '../../../lib/i18n/I18nProvider';
import { useMessages } from '../../../lib/i18n/messages';
import { refreshEmailVerification, resendVerificationEmail } from '../../../lib/session/account';
import { OrganizationQuotaError, ORGANIZATION_QUOTA_VALUES } from '../api/organization-quota';
import { organizationMessages } from '../messages';
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
  const t = useMessages(organizationMessages);
  const core = useT();
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
      () => setNotice(t('create.sentAgain')),
      () => setNotice(t('verify.cannotSend')),
    );
  }
  function refresh() {
    refreshEmailVerification().then(
      (verified) => setNotice(verified ? undefined : t('verify.notYet')),
      () => setNotice(t('create.cannotCheck')),
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
          ? t('create.quota', ORGANIZATION_QUOTA_VALUES)
          : t('create.failed'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={busy ? undefined : close} fullWidth maxWidth="xs">
      <form onSubmit={onSubmit}>
        <DialogTitle>{t('create.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('create.explanation')}</DialogContentText>
          {!emailVerified && (
            <Alert
              severity="warning"
              sx={{ mb: 2 }}
              action={
                <Stack spacing={0.5}>
                  <Button color="inherit" size="small" onClick={resend}>
                    {t('create.resend')}
                  </Button>
                  <Button color="inherit" size="small" onClick={refresh}>
                    {t('create.haveVerified')}
                  </Button>
                </Stack>
              }
            >
              <AlertTitle>{t('create.verifyTitle')}</AlertTitle>
              {t('create.verifyText')}
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
            {core('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy || !name.trim() || !emailVerified}
          >
            {t('create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
