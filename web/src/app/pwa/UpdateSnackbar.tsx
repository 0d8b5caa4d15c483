import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useT } from '../../lib/i18n/I18nProvider';
import { reloadToUpdate } from './service-worker';

/**
 * "A new version is ready": stays until the user reloads, so work in progress (a half-filled
 * form) is never lost to an automatic reload. Until then the page keeps running the version it
 * started with.
 */
export default function UpdateSnackbar() {
  const t = useT();
  return (
    <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="info"
        variant="filled"
        action={
          <Button color="inherit" size="small" onClick={() => reloadToUpdate()}>
            {t('update.reload')}
          </Button>
        }
      >
        {t('update.ready')}
      </Alert>
    </Snackbar>
  );
}
