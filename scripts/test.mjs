#!/usr/bin/env node
// `npm test`: every check and every suite, arranged to keep both cores of a small machine busy.
//   1. build (functions bundle + web app): the emulator suites need it, and it takes seconds.
//   2. two lanes at once:
//      - checks: lint (ESLint + Prettier), typecheck (tsc, every workspace), then the unit suites
//        (vitest: model, web components, functions-unit, seed, scripts), one after another;
//      - emulators (scripts/test-emulated.mjs): two sets of emulators side by side, the functions
//        suite then the rules on one, the browser tests on the other.
// Every step runs even when another failed (except the emulator suites, which need the build),
// and the output ends with each step's time and each runner's own summary lines. Exits non-zero
// on any failure. The emulators' own output (the functions' logs) goes to
// test-results/emulators.log and emulators-suites.log, not into this output.
//
// `npm run test:quick` (--quick) runs only the checks, for the loop of work: no build, no
// emulators, no browser; lint and typecheck side by side, then the unit suites on both cores.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_MISSING, findChromium } from './chromium.mjs';
import { ROOT, checkJava, fail } from './emulators.mjs';

if (!existsSync(path.join(ROOT, 'node_modules', '.bin', 'vitest'))) {
  fail('Dependencies are missing: run `npm install` (or `npm ci`) first.');
}
const quick = process.argv.includes('--quick');
// Check what the machine must provide before spending minutes on the fast suites.
if (!quick) {
  checkJava();
  if (!findChromium()) fail(CHROMIUM_MISSING);
}

const BUILD = { name: 'build', command: 'npm run --silent build' };
const CHECKS = [
  { name: 'lint', command: 'npm run --silent lint' },
  { name: 'typecheck', command: 'npm run --silent typecheck' },
  { name: 'unit tests', command: 'npm run --silent test:unit' },
];
const EMULATED = { name: 'emulator tests', command: 'npm run --silent test:emulated' };

// The runners' own summary lines (vitest, Playwright, ESLint, tsc) and each emulated suite's time
// (scripts/test-emulated.mjs).
const SUMMARY_LINE =
  /^[✔✖] .* took \d+ s\b|^ℹ emulators' log: |^\s*(Test Files|Tests)\s+\d|^\s*\d+ (passed|failed|flaky|skipped|did not run|interrupted)\b|^✖ \d+ problems?|Found \d+ errors?|Code style issues found/;
// Which tests failed, so that the end of a long log still names them: vitest's "FAIL  project
// file > test" lines with the error that follows each, and Playwright's list of failed and flaky
// tests ("    [chromium] › file:line › test", indented, unlike its progress lines).
const FAILED_TEST_LINE = /^\s*FAIL\s|^\s+\[chromium[^\]]*\] ›/;
const ERROR_LINE = /^\s*[A-Za-z]*Error\b/;
// eslint-disable-next-line no-control-regex
const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

const started = Date.now();
const clock = () => {
  const seconds = Math.round((Date.now() - started) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** Runs a step, its output passed through line by line behind its name (the lanes interleave). */
function runStep({ name, command, env }) {
  console.log(`\n━━━ ${clock()} ${name}: ${command}`);
  const stepStarted = Date.now();
  const at = clock();
  return new Promise((resolve) => {
    const child = spawn(command, {
      cwd: ROOT,
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const summary = [];
    const failures = [];
    const prefix = `${name} │ `;
    const pending = { stdout: '', stderr: '' };
    let awaitingError = false;
    const collect = (line) => {
      const plain = stripAnsi(line);
      if (SUMMARY_LINE.test(plain)) summary.push(plain.trim());
      if (FAILED_TEST_LINE.test(plain)) {
        failures.push(`✖ ${plain.trim()}`);
        awaitingError = /^\s*FAIL\s/.test(plain);
      } else if (awaitingError && ERROR_LINE.test(plain)) {
        failures.push(`  ${plain.trim().slice(0, 300)}`);
        awaitingError = false;
      }
    };
    const relay = (stream, out) => (chunk) => {
      const lines = (pending[stream] + chunk.toString()).split('\n');
      pending[stream] = lines.pop() ?? '';
      if (lines.length) out.write(lines.map((line) => `${prefix}${line}\n`).join(''));
      for (const line of lines) collect(line);
    };
    child.stdout.on('data', relay('stdout', process.stdout));
    child.stderr.on('data', relay('stderr', process.stderr));
    child.on('close', (code) => {
      for (const [stream, out] of [
        ['stdout', process.stdout],
        ['stderr', process.stderr],
      ]) {
        if (pending[stream]) {
          out.write(`${prefix}${pending[stream]}\n`);
          collect(pending[stream]);
        }
      }
      const seconds = (Date.now() - stepStarted) / 1000;
      console.log(
        `━━━ ${clock()} ${name} ${code === 0 ? 'passed' : 'FAILED'} (${seconds.toFixed(0)} s)`,
      );
      resolve({
        name,
        code: code ?? 1,
        seconds,
        at,
        summary: failures.slice(0, 40).concat(summary),
      });
    });
  });
}

// Beside the emulator suites, the checks run at a lower priority, as the browser tests do: the
// functions suite waits on the emulators' one queue of function runs (scripts/test-emulated.mjs).
const LOWER_PRIORITY = process.platform === 'win32' ? '' : 'nice -n 10 ';

async function runChecks() {
  const results = [];
  for (const step of CHECKS)
    results.push(await runStep({ ...step, command: `${LOWER_PRIORITY}${step.command}` }));
  return results;
}

// Alone on the machine, the quick lane uses both cores: lint beside typecheck, then the unit
// suites on two workers (vitest keeps one core free by default; `npm test` needs that one for the
// emulators).
async function runQuickChecks() {
  const [lint, typecheck] = CHECKS;
  const first = await Promise.all([runStep(lint), runStep(typecheck)]);
  const unit = CHECKS[2];
  return [...first, await runStep({ ...unit, command: `${unit.command} -- --maxWorkers=2` })];
}

let results;
if (quick) {
  results = await runQuickChecks();
} else {
  const build = await runStep(BUILD);
  const [checks, emulated] = await Promise.all([
    runChecks(),
    build.code === 0
      ? runStep(EMULATED)
      : { name: EMULATED.name, code: 1, summary: ['skipped: build failed'] },
  ]);
  results = [build, ...checks, emulated];
}

// The verdict first, then each step with its runner's own summary lines, which end the output.
const failed = results.filter((result) => result.code !== 0).map((result) => result.name);
console.log(
  failed.length === 0
    ? `\n━━━ All checks passed in ${((Date.now() - started) / 60000).toFixed(1)} min`
    : `\n━━━ FAILED: ${failed.join(', ')} (after ${((Date.now() - started) / 60000).toFixed(1)} min)`,
);
for (const { name, code, seconds, at, summary } of results) {
  const time = seconds === undefined ? '' : ` (${seconds.toFixed(0)} s, from ${at})`;
  console.log(`${code === 0 ? '✔' : '✖'} ${name}${time}`);
  for (const line of summary) console.log(`    ${line}`);
}
process.exit(failed.length === 0 ? 0 : 1);
