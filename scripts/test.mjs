#!/usr/bin/env node
// `npm test`: every check and every suite, in the order that fails fastest.
//   1. lint (ESLint + Prettier)   2. typecheck (tsc, every workspace)
//   3. unit suites (vitest: model, web components, functions-unit, seed, scripts)
//   4. build (functions bundle + web app)
//   5. emulator suites inside `firebase emulators:exec`: functions and rules (vitest), then the
//      browser tests (Playwright driving Chromium against the Hosting emulator)
// Every step runs even when an earlier one failed (except the emulator suites, which need the
// build), and the output ends with each runner's own summary lines. Exits non-zero on any failure.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_MISSING, findChromium } from './chromium.mjs';
import { ROOT, checkJava, fail } from './emulators.mjs';

if (!existsSync(path.join(ROOT, 'node_modules', '.bin', 'vitest'))) {
  fail('Dependencies are missing: run `npm install` (or `npm ci`) first.');
}
// Check what the machine must provide before spending minutes on the fast suites.
checkJava();
if (!findChromium()) fail(CHROMIUM_MISSING);

const STEPS = [
  { name: 'lint', command: 'npm run --silent lint' },
  { name: 'typecheck', command: 'npm run --silent typecheck' },
  { name: 'unit tests', command: 'npm run --silent test:unit' },
  { name: 'build', command: 'npm run --silent build' },
  { name: 'emulator tests', command: 'npm run --silent test:emulated', needs: 'build' },
];

// The runners' own summary lines (vitest, Playwright, ESLint, tsc) and each emulated suite's time
// (scripts/test-emulated.mjs).
const SUMMARY_LINE =
  /^[✔✖] .* took \d+ s$|^\s*(Test Files|Tests)\s+\d|^\s*\d+ (passed|failed|flaky|skipped|did not run|interrupted)\b|^✖ \d+ problems?|Found \d+ errors?|Code style issues found/;
// Which tests failed, so that the end of a long log still names them: vitest's "FAIL  project
// file > test" lines with the error that follows each, and Playwright's list of failed and flaky
// tests ("    [chromium] › file:line › test", indented, unlike its progress lines).
const FAILED_TEST_LINE = /^\s*FAIL\s|^\s+\[chromium\] ›/;
const ERROR_LINE = /^\s*[A-Za-z]*Error\b/;
// eslint-disable-next-line no-control-regex
const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

function runStep({ command }) {
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: ROOT, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const summary = [];
    const failures = [];
    let pending = '';
    let awaitingError = false;
    const collect = (chunk) => {
      const lines = (pending + stripAnsi(chunk.toString())).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (SUMMARY_LINE.test(line)) summary.push(line.trim());
        if (FAILED_TEST_LINE.test(line)) {
          failures.push(`✖ ${line.trim()}`);
          awaitingError = /^\s*FAIL\s/.test(line);
        } else if (awaitingError && ERROR_LINE.test(line)) {
          failures.push(`  ${line.trim().slice(0, 300)}`);
          awaitingError = false;
        }
      }
    };
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      collect(chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      collect(chunk);
    });
    child.on('close', (code) => {
      collect('\n');
      resolve({ code: code ?? 1, summary: failures.slice(0, 40).concat(summary) });
    });
  });
}

const results = [];
const started = Date.now();
for (const step of STEPS) {
  const prerequisite = step.needs && results.find((result) => result.name === step.needs);
  if (prerequisite && prerequisite.code !== 0) {
    results.push({ name: step.name, code: 1, summary: [`skipped: ${step.needs} failed`] });
    continue;
  }
  console.log(`\n━━━ ${step.name}: ${step.command}`);
  const stepStarted = Date.now();
  const result = await runStep(step);
  results.push({ name: step.name, seconds: (Date.now() - stepStarted) / 1000, ...result });
}

// The verdict first, then each step with its runner's own summary lines, which end the output.
const failed = results.filter((result) => result.code !== 0).map((result) => result.name);
console.log(
  failed.length === 0
    ? `\n━━━ All checks passed in ${((Date.now() - started) / 60000).toFixed(1)} min`
    : `\n━━━ FAILED: ${failed.join(', ')}`,
);
for (const { name, code, seconds, summary } of results) {
  const time = seconds === undefined ? '' : ` (${seconds.toFixed(0)} s)`;
  console.log(`${code === 0 ? '✔' : '✖'} ${name}${time}`);
  for (const line of summary) console.log(`    ${line}`);
}
process.exit(failed.length === 0 ? 0 : 1);
