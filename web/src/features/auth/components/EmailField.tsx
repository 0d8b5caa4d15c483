import { LIMITS } from '@village/model/limits';
import { OutlinedField, type OutlinedFieldProps } from '../../../components/OutlinedField';

/** The email input of every account form: email type, required, autofilled. */
export function EmailField(props: Pick<OutlinedFieldProps, 'value' | 'onChange' | 'helperText'>) {
  return (
    <OutlinedField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      required
      maxLength={LIMITS.email}
      {...props}
    />
  );
}
