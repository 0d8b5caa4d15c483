import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useEarlySubmit } from '../../components/early-submit';
import { paths } from '../../lib/paths';
import { signInWithGoogle, signUpWithPassword } from './api/auth-actions';
import { authErrorMessage } from './api/auth-errors';
import { AuthCard } from './components/AuthCard';
import { EmailField } from './components/EmailField';
import { GoogleButton } from './components/GoogleButton';
import { PasswordField } from './components/PasswordField';
import { useTypedBeforeHydration } from '../../components/use-typed-before-hydration';
import { returnPath } from '../../lib/session/return-path';
import { signUpProblem, type SignUpInput } from './sign-up-validation';
import { PASSWORD_RULE } from '@village/model/password';

export function SignUpPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [form, setForm] = useState<SignUpInput>({
    fullName: '',
    email: '',
    password: '',
    confirmPassword: '',
    agreeToTerms: false,
  });
  const [busy, setBusy] = useState(false);
  const formRef = useEarlySubmit();
  const [error, setError] = useState<string>();
  const set = (field: keyof SignUpInput) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setForm((current) => ({
      ...current,
      [field]: field === 'agreeToTerms' ? event.target.checked : event.target.value,
    }));

  const fullNameRef = useTypedBeforeHydration(form.fullName, set('fullName'));
  const agreeRef = useTypedBeforeHydration(form.agreeToTerms, set('agreeToTerms'));

  async function run(action: () => Promise<unknown>, { google = false } = {}) {
    setBusy(true);
    setError(undefined);
    try {
      await action();
      navigate(returnPath(location.state, paths.organizationSelection), { replace: true });
    } catch (caught) {
      setError(authErrorMessage(caught, { google }));
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = signUpProblem(form);
    if (problem) {
      setError(problem);
      return;
    }
    void run(() => signUpWithPassword(form));
  }

  return (
    <AuthCard title="Create Account" subtitle="Start managing your students' records">
      <Stack spacing={2}>
        <GoogleButton
          disabled={busy}
          onClick={() => void run(signInWithGoogle, { google: true })}
        />
        <Divider>or</Divider>
        <Stack component="form" ref={formRef} spacing={2} onSubmit={onSubmit}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label="Full Name"
            name="name"
            autoComplete="name"
            required
            value={form.fullName}
            onChange={set('fullName')}
            inputRef={fullNameRef}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <EmailField value={form.email} onChange={set('email')} />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            required
            value={form.password}
            onChange={set('password')}
            helperText={PASSWORD_RULE}
          />
          <PasswordField
            label="Confirm Password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={form.confirmPassword}
            onChange={set('confirmPassword')}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={form.agreeToTerms}
                onChange={set('agreeToTerms')}
                slotProps={{ input: { ref: agreeRef } }}
              />
            }
            label={
              <Typography variant="body2">
                I agree to the{' '}
                <Link component={RouterLink} to={paths.terms} target="_blank">
                  Terms of Service
                </Link>{' '}
                and{' '}
                <Link component={RouterLink} to={paths.privacy} target="_blank">
                  Privacy Policy
                </Link>
              </Typography>
            }
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy || !form.agreeToTerms}
          >
            Create Account
          </Button>
        </Stack>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Already have an account?{' '}
          <Link component={RouterLink} to={paths.signIn} state={location.state}>
            Sign in
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}

export default SignUpPage;
