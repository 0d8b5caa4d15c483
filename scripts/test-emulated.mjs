#!/usr/bin/env node
// The suites that need the emulators, run by `npm test` beside its checks, on two sets of
// emulators at once:
//   - the functions suite (vitest: triggers and callables), then the rules (rules-unit-testing,
//     under its own project id), on the second set (scripts/emulator-suites.mjs);
//   - the browser tests (Playwright + Chromium against the app served by Hosting), on the first.
// The functions suite writes thousands of students at once, and the emulators run function runs
// one after another: on a set of their own, the browser tests never wait behind that queue for
// the counters they check. On a 2-core machine the lanes share the cores: the browser's set runs
// at a lower priority (as do `npm test`'s checks), because the functions suite waits on that one
// queue, and shared equally it ran three times slower; the browser tests and the checks take the
// cores it leaves. The tests wait for positive signals, not for fixed times, so a busy machine
// makes them slower, not wrong. Every suite runs even if another failed; the exit code is
// non-zero if any failed.
//
// `--suites` and `--browser` run one set's suites (the emulators already up around them);
// `--app` starts the first set, at the lower priority, around `--browser`.
import { spawn } from 'node:child_process';
import { constants, setPriority } from 'node:os';
import path from 'node:path';
import { EXEC_LOG } from './emulator-logs.mjs';
import {
  SUITE_CLIENT_ENV,
  SUITE_CONFIG,
  SUITE_EMULATORS,
  writeSuiteConfig,
} from './emulator-suites.mjs';
import { execWithEmulators, ROOT } from './emulators.mjs';

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

/** Runs one suite; resolves to its line for the closing summary. */
function runSuite(name, command, args) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    child.on('close', (status) => {
      const passed = status === 0;
      if (!passed) console.error(`✖ ${name} failed (exit ${status})`);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      resolve({ passed, line: `${passed ? '✔' : '✖'} ${name} took ${seconds} s` });
    });
  });
}

/** Prints each suite's time, in the shape scripts/test.mjs collects, and exits. */
function finish(suites) {
  for (const { line } of suites) console.log(line);
  process.exit(suites.every(({ passed }) => passed) ? 0 : 1);
}

const vitest = (name, args) => runSuite(`${name} (vitest)`, bin('vitest'), ['run', ...args]);
const self = `node ${path.join('scripts', 'test-emulated.mjs')}`;
const [mode] = process.argv.slice(2);
if (mode === '--suites') {
  const functions = await vitest('functions', ['--project', 'functions']);
  finish([functions, await vitest('rules', ['--project', 'rules'])]);
} else if (mode === '--browser') {
  finish([
    await runSuite('browser (playwright)', bin('playwright'), [
      'test',
      '--config',
      'tests/e2e/playwright.config.ts',
    ]),
  ]);
} else if (mode === '--app') {
  // Inherited by everything started from here: the emulators, Playwright and Chromium.
  setPriority(constants.priority.PRIORITY_BELOW_NORMAL);
  process.exit(await execWithEmulators(`${self} --browser`));
} else {
  writeSuiteConfig();
  const [suites, app] = await Promise.all([
    execWithEmulators(`${self} --suites`, {
      only: SUITE_EMULATORS,
      config: SUITE_CONFIG,
      clientEnv: SUITE_CLIENT_ENV,
      logFile: EXEC_LOG.replace(/\.log$/, '-suites.log'),
    }),
    new Promise((resolve) =>
      spawn(`${self} --app`, { cwd: ROOT, shell: true, stdio: 'inherit' }).on('close', resolve),
    ),
  ]);
  process.exit(suites === 0 && app === 0 ? 0 : 1);
}
