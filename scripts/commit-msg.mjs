#!/usr/bin/env node
// The commit-msg hook (.githooks/commit-msg, installed by `npm install`): a commit's subject is
// at most 72 characters, so that `git log --oneline` and GitHub show it whole; the detail goes in
// the body, after a blank line.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SUBJECT_LIMIT = 72;

/** Why the message is refused, or undefined when it is fine. Git's comment lines are ignored, and
 * so are the prefixes of `git commit --fixup/--squash`, which repeat a subject already checked. */
export function commitMessageProblem(message) {
  const lines = message.split('\n').filter((line) => !line.startsWith('#'));
  const subject = (lines.find((line) => line.trim() !== '') ?? '')
    .trim()
    .replace(/^((fixup|squash|amend)! )+/, '');
  if (subject === '') return 'The commit message is empty.';
  if (subject.length > SUBJECT_LIMIT)
    return (
      `The subject is ${subject.length} characters; keep it at most ${SUBJECT_LIMIT} and put ` +
      `the detail in the body, after a blank line:\n  ${subject}`
    );
  return undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: commit-msg.mjs <file with the commit message>');
    process.exit(2);
  }
  const problem = commitMessageProblem(readFileSync(file, 'utf8'));
  if (problem) {
    console.error(`commit-msg: ${problem}`);
    process.exit(1);
  }
}
