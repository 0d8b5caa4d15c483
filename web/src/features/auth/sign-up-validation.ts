import { PASSWORD_MIN_LENGTH, passwordProblemCode } from '@village/model/password';
import { englishText, type Translate } from '../../lib/i18n/catalog';

/**
 * The sign-up form's data (docs/product.md, "Sign-in and accounts") and the checks made before
 * anything is sent.
 */
export interface SignUpInput {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
  agreeToTerms: boolean;
}

const PASSWORD_PROBLEM_KEYS = {
  tooShort: 'password.tooShort',
  noLetter: 'password.noLetter',
  noDigit: 'password.noDigit',
} as const;

/** The password rule in the reader's words, shown under the field before they can fail it. */
export function passwordRule(t: Translate): string {
  return t('password.rule', { min: PASSWORD_MIN_LENGTH });
}

/**
 * The first problem with the form, in the alerts' words (docs/product.md, "Sign-in and accounts")
 * where there is one, in the reader's language (English by default); undefined if none.
 */
export function signUpProblem(input: SignUpInput, t: Translate = englishText): string | undefined {
  if (!input.fullName.trim() || !input.email.trim() || !input.password || !input.confirmPassword)
    return t('signUp.fillAll');
  if (input.password !== input.confirmPassword) return t('signUp.mismatch');
  if (!input.agreeToTerms) return t('signUp.agreeFirst');
  const problem = passwordProblemCode(input.password);
  return problem && t(PASSWORD_PROBLEM_KEYS[problem], { min: PASSWORD_MIN_LENGTH });
}
