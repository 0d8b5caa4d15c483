import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/I18nProvider';
import { OutlinedField, type OutlinedFieldProps } from '../../../components/OutlinedField';

/** A password input with its own show/hide toggle (docs/product.md, "Sign-in and accounts"). */
export function PasswordField(props: Omit<OutlinedFieldProps, 'type' | 'endAdornment'>) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const label = props.label.toLowerCase();
  return (
    <OutlinedField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            onClick={() => setVisible((value) => !value)}
            aria-label={t(visible ? 'password.hide' : 'password.show', { label })}
            edge="end"
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
