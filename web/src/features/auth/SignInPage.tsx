import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { signInWithGoogle, signInWithPassword } from './api/auth-actions';
import { authErrorMessage } from './api/auth-errors';
import { AuthCard } from './components/AuthCard';
import { EmailField } from './components/EmailField';
import { GoogleButton } from './components/GoogleButton';
import { PasswordField } from './components/PasswordField';
import { returnPath } from '../../lib/session/return-path';

export function SignInPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    setError(undefined);
    try {
      await action();
      navigate(returnPath(location.state), { replace: true });
    } catch (caught) {
      setError(authErrorMessage(caught));
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void run(() => signInWithPassword(email, password));
  }

  return (
    <AuthCard title="Welcome back" subtitle="Sign in to manage your students">
      <Stack spacing={2}>
        <GoogleButton disabled={busy} onClick={() => void run(signInWithGoogle)} />
        <Divider>or</Divider>
        <Stack component="form" spacing={2} onSubmit={onSubmit}>
          {error && <Alert severity="error">{error}</Alert>}
          <EmailField value={email} onChange={(event) => setEmail(event.target.value)} />
          <PasswordField
            label="Password"
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
            variant="body2"
            sx={{ alignSelf: 'flex-end' }}
          >
            Forgot password?
          </Link>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            Sign In
          </Button>
        </Stack>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Don&apos;t have an account?{' '}
          <Link component={RouterLink} to={paths.signUp} state={location.state}>
            Sign up
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}

export default SignInPage;
