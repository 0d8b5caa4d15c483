import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { useT } from '../lib/i18n/I18nProvider';
import type { Toast } from './toast';

const SEVERITY = {
  success: 'success',
  destructive: 'error',
  info: 'info',
  warning: 'warning',
} as const;

export interface ToastViewProps {
  toast: Toast & { key: number };
  open: boolean;
  onClose: () => void;
}

/** One toast: a Snackbar with an Alert, destructive ones filled and announced as alerts. */
export function ToastView({ toast: current, open, onClose }: ToastViewProps) {
  const t = useT();
  return (
    <Snackbar
      key={current.key}
      open={open}
      autoHideDuration={current.variant === 'destructive' ? 8000 : 5000}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <Alert
        severity={SEVERITY[current.variant ?? 'success']}
        variant={current.variant === 'destructive' ? 'filled' : 'standard'}
        onClose={onClose}
        closeText={t('common.close')}
        role={current.variant === 'destructive' ? 'alert' : 'status'}
        sx={{ width: '100%', maxWidth: 420, boxShadow: 3 }}
      >
        <AlertTitle>{current.title}</AlertTitle>
        {current.description}
      </Alert>
    </Snackbar>
  );
}

export default ToastView;
