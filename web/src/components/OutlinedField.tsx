import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

export interface OutlinedFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  helperText?: ReactNode;
  error?: boolean;
  maxLength?: number;
  endAdornment?: ReactNode;
}

/**
 * A text input that looks like MUI's outlined TextField, built from its parts. TextField also
 * carries the whole Select (menus, popovers, modals: about 15 KB gzipped), which the sign-in
 * pages, the first thing a new phone downloads, never use.
 */
export function OutlinedField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  autoComplete,
  required,
  helperText,
  error,
  maxLength,
  endAdornment,
}: OutlinedFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const inputRef = useTypedBeforeHydration(value, onChange);
  return (
    <FormControl variant="outlined" required={required} error={error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        // The outline's notch is cut for the label as shown, asterisk included (as TextField does).
        label={required ? `${label} *` : label}
        value={value}
        onChange={onChange}
        inputRef={inputRef}
        autoComplete={autoComplete}
        endAdornment={endAdornment}
        inputProps={{ maxLength, 'aria-describedby': helperText ? helperId : undefined }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
