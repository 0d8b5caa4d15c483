#!/usr/bin/env node
// The suites that need the emulators, run by `npm test` inside `firebase emulators:exec`:
// the functions against the Functions + Firestore emulators, the security rules with
// rules-unit-testing, then the browser tests (Playwright + Chromium) against Hosting.
// Every suite runs even if an earlier one failed; the exit code is non-zero if any failed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './emulators.mjs';

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const suites = [
  ['functions (vitest)', bin('vitest'), ['run', '--project', 'functions']],
  ['rules (vitest)', bin('vitest'), ['run', '--project', 'rules']],
  [
    'browser (playwright)',
    bin('playwright'),
    ['test', '--config', 'tests/e2e/playwright.config.ts'],
  ],
];

let failed = 0;
const times = [];
for (const [name, command, args] of suites) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (status !== 0) {
    failed += 1;
    console.error(`✖ ${name} failed (exit ${status})`);
  }
  times.push(
    `${status === 0 ? '✔' : '✖'} ${name} took ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}
// Each suite's time, in the shape scripts/test.mjs collects into its closing summary.
for (const line of times) console.log(line);
process.exit(failed === 0 ? 0 : 1);
