/**
 * The password rule for new accounts and new passwords: at least 8 characters, with a letter and a
 * digit. The sign-up form checks it before anything is sent; in production the Auth project's
 * password policy enforces the length and the digit (docs/deploy.md). Firebase's policy has no
 * "any letter" option, so the letter is the form's check alone.
 */
export const PASSWORD_MIN_LENGTH = 8;

/** The rule in words, shown under the field before the user can fail it. */
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters, with a letter and a digit.`;

/** What is wrong with a new password, in words; undefined when it follows the rule. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Choose a password of at least ${PASSWORD_MIN_LENGTH} characters, with a letter and a digit.`;
  if (!/\p{L}/u.test(password)) return 'Add a letter to your password.';
  if (!/[0-9]/.test(password)) return 'Add a digit (0-9) to your password.';
  return undefined;
}
