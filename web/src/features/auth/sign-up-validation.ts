import { passwordProblem } from '@village/model/password';

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

/**
 * The first problem with the form, in the alerts' words (docs/product.md, "Sign-in and accounts")
 * where there is one; undefined if none.
 */
export function signUpProblem(input: SignUpInput): string | undefined {
  if (!input.fullName.trim() || !input.email.trim() || !input.password || !input.confirmPassword)
    return 'Please fill in all fields.';
  if (input.password !== input.confirmPassword) return "Passwords don't match!";
  if (!input.agreeToTerms) return 'Please agree to the terms and conditions!';
  return passwordProblem(input.password);
}
