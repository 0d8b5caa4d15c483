/**
 * The password rule for new accounts and new passwords: at least 8 characters, with a letter and a
 * digit. The sign-up form checks it before anything is sent; in production the Auth project's
 * password policy enforces the length and the digit (docs/deploy.md). Firebase's policy has no
 * "any letter" option, so the letter is the form's check alone.
 */
export const PASSWORD_MIN_LENGTH = 8;

export type PasswordProblem = 'tooShort' | 'noLetter' | 'noDigit';

/** What is wrong with a new password, as a code (the web app says it in the reader's language). */
export function passwordProblemCode(password: string): PasswordProblem | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (!/\p{L}/u.test(password)) return 'noLetter';
  if (!/[0-9]/.test(password)) return 'noDigit';
  return undefined;
}

const PASSWORD_PROBLEMS: Record<PasswordProblem, string> = {
  tooShort: `Choose a password of at least ${PASSWORD_MIN_LENGTH} characters, with a letter and a digit.`,
  noLetter: 'Add a letter to your password.',
  noDigit: 'Add a digit (0-9) to your password.',
};

/** What is wrong with a new password, in English words; undefined when it follows the rule. */
export function passwordProblem(password: string): string | undefined {
  const problem = passwordProblemCode(password);
  return problem && PASSWORD_PROBLEMS[problem];
}
