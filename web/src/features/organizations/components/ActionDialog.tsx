import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type ReactNode } from 'react';
import { useT } from '../../../lib/i18n/I18nProvider';
import { useCallableErrorText } from '../../../lib/callable-messages/use-callable-error-text';

export interface ActionDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in words. */
  children: ReactNode;
  /** More fields under the text (e.g. a role picker). */
  fields?: ReactNode;
  confirmLabel: string;
  /** "error" for what cannot be undone. */
  confirmColor?: 'primary' | 'error';
  confirmDisabled?: boolean;
  /** Does the change; a rejection's message is shown in the dialog, which stays open. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * Asks before a change to the organization's people and makes it: the buttons wait for the
 * server, and its refusal ("must keep at least one Super Admin", offline...) is shown here, where
 * the user asked. Cancel has the focus.
 */
export function ActionDialog({
  open,
  title,
  children,
  fields,
  confirmLabel,
  confirmColor = 'primary',
  confirmDisabled = false,
  onConfirm,
  onClose,
}: ActionDialogProps) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  const [busy, setBusy] = useState(false);
  // The error, not its text: worded at each draw, so a switch of language redraws it.
  const [error, setError] = useState<unknown>();
  const errorText = useCallableErrorText();

  function close() {
    if (busy) return;
    setError(undefined);
    onClose();
  }

  async function confirm() {
    setBusy(true);
    setError(undefined);
    try {
      await onConfirm();
      setBusy(false);
      onClose();
    } catch (caught) {
      setError(caught);
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {error !== undefined && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorText(error)}
          </Alert>
        )}
        <DialogContentText id={textId} component="div">
          {children}
        </DialogContentText>
        {fields}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} color="inherit" autoFocus disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          onClick={() => void confirm()}
          variant="contained"
          color={confirmColor}
          disabled={busy || confirmDisabled}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
