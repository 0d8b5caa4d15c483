import Button from '@mui/material/Button';
import Google from '@mui/icons-material/Google';
import { useT } from '../../../lib/i18n/I18nProvider';

export function GoogleButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  const t = useT();
  return (
    <Button
      variant="outlined"
      fullWidth
      size="large"
      startIcon={<Google />}
      onClick={onClick}
      disabled={disabled}
    >
      {t('google.continue')}
    </Button>
  );
}
