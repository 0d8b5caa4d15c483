import { passwordProblem } from '@village/model/password';

/** The sign-up form's data (SPEC.md §3) and the checks made before anything is sent. */
export interface SignUpInput {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
  agreeToTerms: boolean;
}

/** The first problem with the form, in SPEC.md's words where it has them; undefined if none. */
export function signUpProblem(input: SignUpInput): string | undefined {
  if (!input.fullName.trim() || !input.email.trim() || !input.password || !input.confirmPassword)
    return 'Please fill in all fields.';
  if (input.password !== input.confirmPassword) return "Passwords don't match!";
  if (!input.agreeToTerms) return 'Please agree to the terms and conditions!';
  return passwordProblem(input.password);
}
