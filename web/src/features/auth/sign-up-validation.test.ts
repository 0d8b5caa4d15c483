import { describe, expect, it } from 'vitest';
import { signUpProblem, type SignUpInput } from './sign-up-validation';

const valid: SignUpInput = {
  fullName: 'Asha Verma',
  email: 'asha@example.in',
  password: 'secret12',
  confirmPassword: 'secret12',
  agreeToTerms: true,
};

describe('signUpProblem', () => {
  it('accepts a complete form', () => {
    expect(signUpProblem(valid)).toBeUndefined();
  });

  it("says Passwords don't match! when they differ", () => {
    expect(signUpProblem({ ...valid, confirmPassword: 'secret2' })).toBe("Passwords don't match!");
  });

  it('asks to agree to the terms', () => {
    expect(signUpProblem({ ...valid, agreeToTerms: false })).toBe(
      'Please agree to the terms and conditions!',
    );
  });

  it('requires every field, and a blank name is not a name', () => {
    expect(signUpProblem({ ...valid, fullName: '   ' })).toBe('Please fill in all fields.');
    expect(signUpProblem({ ...valid, email: '' })).toBe('Please fill in all fields.');
  });

  it('holds the password to the rule: 8 characters, a letter and a digit', () => {
    expect(signUpProblem({ ...valid, password: 'abc1', confirmPassword: 'abc1' })).toMatch(
      /at least 8 characters/,
    );
    expect(signUpProblem({ ...valid, password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toBe(
      'Add a digit (0-9) to your password.',
    );
  });
});
