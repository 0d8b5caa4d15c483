import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { reloadToUpdate } from './service-worker';

/**
 * "A new version is ready": stays until the user reloads, so work in progress (a half-filled
 * form) is never lost to an automatic reload. Until then the page keeps running the version it
 * started with.
 */
export default function UpdateSnackbar() {
  return (
    <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="info"
        variant="filled"
        action={
          <Button color="inherit" size="small" onClick={() => reloadToUpdate()}>
            Reload
          </Button>
        }
      >
        A new version of Village Education is ready.
      </Alert>
    </Snackbar>
  );
}
