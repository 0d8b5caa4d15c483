import { describe, expect, it } from 'vitest';
import { SUBJECT_LIMIT, commitMessageProblem } from './commit-msg.mjs';

describe('commitMessageProblem', () => {
  it('accepts a subject of exactly the limit, with a body of any length', () => {
    const subject = 'x'.repeat(SUBJECT_LIMIT);
    expect(commitMessageProblem(`${subject}\n\n${'detail '.repeat(40)}\n`)).toBeUndefined();
  });

  it('refuses a subject one character over the limit, naming its length', () => {
    const problem = commitMessageProblem(`${'x'.repeat(SUBJECT_LIMIT + 1)}\n`);
    expect(problem).toContain(`${SUBJECT_LIMIT + 1} characters`);
  });

  it("skips git's comment lines and leading blank lines to find the subject", () => {
    const message = `# Please enter the commit message\n\nShort subject\n# ${'y'.repeat(100)}\n`;
    expect(commitMessageProblem(message)).toBeUndefined();
    expect(commitMessageProblem(`\n\n${'z'.repeat(SUBJECT_LIMIT + 5)}`)).toBeDefined();
  });

  it('judges a fixup by the subject it repeats', () => {
    expect(commitMessageProblem(`fixup! ${'x'.repeat(SUBJECT_LIMIT)}\n`)).toBeUndefined();
  });

  it('refuses an empty message', () => {
    expect(commitMessageProblem('# only comments\n\n')).toBe('The commit message is empty.');
  });
});
