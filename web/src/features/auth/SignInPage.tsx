import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { carryEmailLink } from '../../components/carried-email';
import { useEarlySubmit } from '../../components/early-submit';
import { useT } from '../../lib/i18n/I18nProvider';
import { paths } from '../../lib/paths';
import { signInWithGoogle, signInWithPassword } from './api/auth-actions';
import { authErrorMessage } from './api/auth-errors';
import { AuthCard } from './components/AuthCard';
import { EmailField } from './components/EmailField';
import { GoogleButton } from './components/GoogleButton';
import { PasswordField } from './components/PasswordField';
import { returnPath } from '../../lib/session/return-path';
import { removeDeviceData } from '../../lib/session/account';
import { noteSignOutNotice, signOutNotice, type SignOutNotice } from '../../lib/session/notices';

export function SignInPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const formRef = useEarlySubmit();
  const [error, setError] = useState<string>();

  async function run(action: () => Promise<unknown>, { google = false } = {}) {
    setBusy(true);
    setError(undefined);
    try {
      await action();
      navigate(returnPath(location.state), { replace: true });
    } catch (caught) {
      setError(authErrorMessage(caught, { google }, t));
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void run(() => signInWithPassword(email, password));
  }

  return (
    <AuthCard title={t('signIn.title')} subtitle={t('signIn.subtitle')}>
      <Stack spacing={2}>
        <SignOutNoticeAlert />
        <GoogleButton
          disabled={busy}
          onClick={() => void run(signInWithGoogle, { google: true })}
        />
        <Divider>{t('common.or')}</Divider>
        <Stack component="form" ref={formRef} spacing={2} onSubmit={onSubmit}>
          {error && <Alert severity="error">{error}</Alert>}
          <EmailField value={email} onChange={(event) => setEmail(event.target.value)} />
          <PasswordField
            label={t('field.password')}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Link
            component={RouterLink}
            to={paths.forgotPassword}
            state={{ email }}
            {...carryEmailLink}
            variant="body2"
            sx={{ alignSelf: 'flex-end' }}
          >
            {t('signIn.forgotPassword')}
          </Link>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {t('signIn.submit')}
          </Button>
        </Stack>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {t('signIn.noAccount')}{' '}
          <Link component={RouterLink} to={paths.signUp} state={location.state}>
            {t('signIn.signUp')}
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}

const subscribeToNothing = () => () => undefined;

/** After "Sign out and clear this device's data": whether the data went, and a retry if not. */
function SignOutNoticeAlert() {
  const t = useT();
  // The notice this visit arrived with, read once per visit. The prerendered page has none, so
  // hydration draws none (the server snapshot) and React then draws this one.
  const [arrival] = useState(() => ({
    read: false,
    notice: undefined as SignOutNotice | undefined,
  }));
  const arrived = useSyncExternalStore(
    subscribeToNothing,
    () => {
      if (!arrival.read) Object.assign(arrival, { read: true, notice: signOutNotice() });
      return arrival.notice;
    },
    () => undefined,
  );
  const [retried, setNotice] = useState<SignOutNotice>();
  const notice = retried ?? arrived;
  const [busy, setBusy] = useState(false);
  // Shown once: a later visit to the sign-in page starts clean.
  useEffect(() => noteSignOutNotice(undefined), []);

  async function retry() {
    setBusy(true);
    if (await removeDeviceData()) {
      // Firestore was started and terminated to clear it: the page must start afresh.
      noteSignOutNotice('device-data-removed');
      window.location.reload();
      return;
    }
    setNotice('device-data-kept');
    setBusy(false);
  }

  if (notice === 'device-data-removed') {
    return <Alert severity="success">{t('signIn.dataRemoved')}</Alert>;
  }
  if (notice !== 'device-data-kept') return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" disabled={busy} onClick={() => void retry()}>
          {t('signIn.removeData')}
        </Button>
      }
    >
      {t('signIn.dataKept')}
    </Alert>
  );
}

export default SignInPage;
