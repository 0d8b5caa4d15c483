import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState, type FormEvent } from 'react';
import type { OrganizationInput } from '@village/model/organization';
import { OrganizationFields } from './OrganizationFields';

export interface CreateOrganizationDialogProps {
  open: boolean;
  onClose: () => void;
  /** Creates it; resolves with the new id. A rejection is shown in the dialog. */
  onCreate: (input: OrganizationInput) => Promise<unknown>;
}

/** SPEC.md §2: title, text, Organization Name; Create is disabled while the name is blank. */
export function CreateOrganizationDialog({
  open,
  onClose,
  onCreate,
}: CreateOrganizationDialogProps) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  function close() {
    setName('');
    setDescription('');
    setError(undefined);
    onClose();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    setBusy(true);
    setError(undefined);
    try {
      await onCreate({ name: name.trim(), description: description.trim() });
      close();
    } catch (caught) {
      console.error('create organization', caught);
      setError('The organization could not be created. Check your connection and try again.');
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
          <Button type="submit" variant="contained" disabled={busy || !name.trim()}>
            Create
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
