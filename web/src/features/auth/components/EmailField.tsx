import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { LIMITS } from '@village/model/limits';

/** The email input of every account form: email type, required, autofilled. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'name' | 'label'>) {
  return (
    <TextField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      required
      {...props}
      slotProps={{ htmlInput: { maxLength: LIMITS.email } }}
    />
  );
}
