#!/usr/bin/env node
// `npm install` runs this (the root's `prepare`): git takes its hooks from .githooks/, where the
// commit-msg hook checks the subject's length. Outside a git checkout (an unpacked tarball) there
// is nothing to install, and that is not an error.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const inCheckout = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], {
  cwd: ROOT,
  encoding: 'utf8',
});
if (inCheckout.status === 0 && inCheckout.stdout.trim() === 'true') {
  spawnSync('git', ['config', 'core.hooksPath', '.githooks'], { cwd: ROOT, stdio: 'inherit' });
}
