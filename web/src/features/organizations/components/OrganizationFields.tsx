import TextField from '@mui/material/TextField';
import { LIMITS } from '@village/model/limits';
import { useMessages } from '../../../lib/i18n/messages';
import { organizationMessages } from '../messages';

export interface OrganizationFieldsProps {
  name: string;
  description: string;
  onNameChange: (name: string) => void;
  onDescriptionChange: (description: string) => void;
  /** The name's problem in words, shown under it. */
  nameError?: string;
  autoFocus?: boolean;
  descriptionRows?: number;
}

/** An organization's name and description, with the model's limits: create and Settings alike. */
export function OrganizationFields({
  name,
  description,
  onNameChange,
  onDescriptionChange,
  nameError,
  autoFocus,
  descriptionRows = 2,
}: OrganizationFieldsProps) {
  const t = useMessages(organizationMessages);
  return (
    <>
      <TextField
        label={t('settings.name')}
        autoFocus={autoFocus}
        fullWidth
        required
        margin="dense"
        value={name}
        onChange={(event) => onNameChange(event.target.value)}
        error={Boolean(nameError)}
        helperText={nameError}
        slotProps={{ htmlInput: { maxLength: LIMITS.organizationName } }}
      />
      <TextField
        label={t('settings.description')}
        fullWidth
        multiline
        minRows={descriptionRows}
        margin="dense"
        value={description}
        onChange={(event) => onDescriptionChange(event.target.value)}
        slotProps={{ htmlInput: { maxLength: LIMITS.organizationDescription } }}
      />
    </>
  );
}
