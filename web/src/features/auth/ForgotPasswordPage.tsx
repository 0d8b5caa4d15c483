import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useCarriedEmail } from '../../components/carried-email';
import { useEarlySubmit } from '../../components/early-submit';
import { useT } from '../../lib/i18n/I18nProvider';
import { paths } from '../../lib/paths';
import { sendPasswordReset } from './api/auth-actions';
import { authErrorCode, authErrorMessage } from './api/auth-errors';
import { AuthCard } from './components/AuthCard';
import { EmailField } from './components/EmailField';

export function ForgotPasswordPage() {
  const location = useLocation();
  const t = useT();
  const [email, setEmail] = useState(
    () => (location.state as { email?: string } | null)?.email ?? '',
  );
  // The sign-in page's link, followed before the app ran there, brought the email in storage.
  useCarriedEmail(setEmail);
  const [busy, setBusy] = useState(false);
  const formRef = useEarlySubmit();
  const [sentTo, setSentTo] = useState<string>();
  const [error, setError] = useState<string>();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await sendPasswordReset(email);
      setSentTo(email.trim());
    } catch (caught) {
      // Say the same for an unknown address: whether an account exists is not ours to reveal.
      if (authErrorCode(caught) === 'auth/user-not-found') setSentTo(email.trim());
      else setError(authErrorMessage(caught, {}, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <Stack component="form" ref={formRef} spacing={2} onSubmit={onSubmit}>
        {sentTo && <Alert severity="success">{t('forgot.sent', { email: sentTo })}</Alert>}
        {error && <Alert severity="error">{error}</Alert>}
        <EmailField value={email} onChange={(event) => setEmail(event.target.value)} />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {t('forgot.submit')}
        </Button>
        <Link component={RouterLink} to={paths.signIn} sx={{ textAlign: 'center' }}>
          {t('forgot.back')}
        </Link>
      </Stack>
    </AuthCard>
  );
}

export default ForgotPasswordPage;
