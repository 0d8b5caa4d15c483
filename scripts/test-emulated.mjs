#!/usr/bin/env node
// The suites that need the emulators, run by `npm test` inside one `firebase emulators:exec`:
//   1. the functions suites (vitest), and beside them the rules (rules-unit-testing, under its
//      own project id) once `npm test`'s checks lane is done, when VILLAGE_TEST_CHECKS_DONE names
//      the file that lane writes;
//   2. then, alone, the browser tests (Playwright + Chromium) against Hosting.
// The functions suites wait on the emulator's transactions more than they compute, so the checks
// and the rules fill the other core meanwhile. The browser tests time what a user would see: they
// get the machine to themselves, with nothing queueing triggers beside them (a backlog would delay
// the counters a test waits for). Every suite runs even if another failed; the exit code is
// non-zero if any failed.
import { spawn } from 'node:child_process';
import { existsSync, watch } from 'node:fs';
import path from 'node:path';
import { ROOT } from './emulators.mjs';

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

/** Resolves once `file` exists (scripts/test.mjs writes it when its checks lane is done); at
 * once when no file is named (a run by hand). */
function whenExists(file) {
  return new Promise((resolve) => {
    if (!file || existsSync(file)) return resolve();
    const watcher = watch(path.dirname(file), () => {
      if (!existsSync(file)) return;
      watcher.close();
      resolve();
    });
    // Created between the first look and the watch.
    if (existsSync(file)) {
      watcher.close();
      resolve();
    }
  });
}

const checksDone = process.env.VILLAGE_TEST_CHECKS_DONE;
const vitest = (name, args) => runSuite(`${name} (vitest)`, bin('vitest'), ['run', ...args]);
const [functions, rules] = await Promise.all([
  vitest('functions', ['--project', 'functions']),
  // The rules keep the Firestore emulator busy: beside the checks they slow everything down;
  // after them they fill the core the functions suites leave idle.
  whenExists(checksDone).then(() => vitest('rules', ['--project', 'rules'])),
]);
// After the rules, hence after the checks too: the machine is the browser tests' alone.
const browser = await runSuite('browser (playwright)', bin('playwright'), [
  'test',
  '--config',
  'tests/e2e/playwright.config.ts',
]);

const suites = [functions, rules, browser];
// Each suite's time, in the shape scripts/test.mjs collects into its closing summary.
for (const { line } of suites) console.log(line);
process.exit(suites.every(({ passed }) => passed) ? 0 : 1);
