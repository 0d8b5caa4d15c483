import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, passwordProblem } from './password';

describe('passwordProblem', () => {
  it('accepts 8 characters or more with a letter and a digit, in any script', () => {
    expect(passwordProblem('village1')).toBeUndefined();
    expect(passwordProblem('गाँव-स्कूल-2024')).toBeUndefined();
    expect(passwordProblem('village-e2e')).toBeUndefined();
  });

  it('refuses a short password, naming the rule', () => {
    expect(passwordProblem('abc123')).toMatch(`at least ${PASSWORD_MIN_LENGTH} characters`);
    expect(passwordProblem('a1'.repeat(3) + 'b')).toMatch(/at least 8/);
  });

  it('asks for a letter, and for a digit', () => {
    expect(passwordProblem('12345678')).toBe('Add a letter to your password.');
    expect(passwordProblem('password')).toBe('Add a digit (0-9) to your password.');
  });
});
