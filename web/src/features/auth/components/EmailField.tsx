import { LIMITS } from '@village/model/limits';
import { useT } from '../../../lib/i18n/I18nProvider';
import { OutlinedField, type OutlinedFieldProps } from '../../../components/OutlinedField';

/** The email input of every account form: email type, required, autofilled. */
export function EmailField(props: Pick<OutlinedFieldProps, 'value' | 'onChange' | 'helperText'>) {
  const t = useT();
  return (
    <OutlinedField
      label={t('field.email')}
      type="email"
      name="email"
      autoComplete="email"
      required
      maxLength={LIMITS.email}
      {...props}
    />
  );
}
