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
import { useT, richText } from '../../lib/i18n/I18nProvider';
import { paths } from '../../lib/paths';
import { signInWithGoogle, signUpWithPassword } from './api/auth-actions';
import { authErrorMessage } from './api/auth-errors';
import { AuthCard } from './components/AuthCard';
import { EmailField } from './components/EmailField';
import { GoogleButton } from './components/GoogleButton';
import { PasswordField } from './components/PasswordField';
import { useTypedBeforeHydration } from '../../components/use-typed-before-hydration';
import { returnPath } from '../../lib/session/return-path';
import { passwordRule, signUpProblem, type SignUpInput } from './sign-up-validation';

export function SignUpPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT();
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
      setError(authErrorMessage(caught, { google }, t));
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = signUpProblem(form, t);
    if (problem) {
      setError(problem);
      return;
    }
    void run(() => signUpWithPassword(form));
  }

  return (
    <AuthCard title={t('signUp.title')} subtitle={t('signUp.subtitle')}>
      <Stack spacing={2}>
        <GoogleButton
          disabled={busy}
          onClick={() => void run(signInWithGoogle, { google: true })}
        />
        <Divider>{t('common.or')}</Divider>
        <Stack component="form" ref={formRef} spacing={2} onSubmit={onSubmit}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label={t('field.fullName')}
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
            label={t('field.password')}
            name="password"
            autoComplete="new-password"
            required
            value={form.password}
            onChange={set('password')}
            helperText={passwordRule(t)}
          />
          <PasswordField
            label={t('field.confirmPassword')}
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
                {richText(t('signUp.agree'), {
                  terms: (
                    <Link component={RouterLink} to={paths.terms} target="_blank">
                      {t('signUp.terms')}
                    </Link>
                  ),
                  privacy: (
                    <Link component={RouterLink} to={paths.privacy} target="_blank">
                      {t('signUp.privacy')}
                    </Link>
                  ),
                })}
              </Typography>
            }
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy || !form.agreeToTerms}
          >
            {t('signUp.submit')}
          </Button>
        </Stack>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {t('signUp.haveAccount')}{' '}
          <Link component={RouterLink} to={paths.signIn} state={location.state}>
            {t('signUp.signIn')}
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}

export default SignUpPage;
