#!/usr/bin/env node
// `npm start`: builds the functions and the web app, starts the Firebase emulators (auth,
// firestore, functions, hosting), loads the sample data and prints where to open the app. A local
// SMTP server on 127.0.0.1:2525 receives the invitation emails the functions send and prints each
// one with its link, so that an invitation made in the app really arrives somewhere.
//
//   npm start                 keeps the emulators' data in .emulator-data/ between runs
//   npm start -- --fresh      starts from empty emulators (the sample data is loaded again)
//   npm start -- --verbose    shows the emulators' own log instead of writing it to emulators.log
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { BASE_PATH } from '../model/src/constants.ts';
import { logTail } from './emulator-logs.mjs';
import {
  CLIENT_ENV,
  PORTS,
  ROOT,
  fail,
  setBackgroundTriggers,
  startEmulators,
} from './emulators.mjs';
import { SMTP_CAPTURE_PORT, startSmtpCapture } from './smtp-capture.mjs';

const args = new Set(process.argv.slice(2));
const fresh = args.has('--fresh');
const verbose = args.has('--verbose');
const DATA_DIR = path.join(ROOT, '.emulator-data');
const LOG_FILE = path.join(ROOT, 'emulators.log');

function run(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, { cwd: ROOT, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

if (!existsSync(path.join(ROOT, 'node_modules')))
  fail('Dependencies are missing: run `npm install` first.');

console.log('▶ Building the functions and the web app…');
if (run('npm', ['run', 'build', '--silent']) !== 0) fail('The build failed (see above).');

// Before the emulators, so that no invitation the functions send finds nobody listening.
let mailCapture = false;
try {
  await startSmtpCapture({
    port: SMTP_CAPTURE_PORT,
    onMessage: (mail) =>
      console.log(
        [
          '',
          `✉ Invitation email to ${mail.to.join(', ')}`,
          `  Subject: ${mail.subject}`,
          `  Link:    ${mail.link ?? '(none found in the message)'}`,
          '',
        ].join('\n'),
      ),
  });
  mailCapture = true;
} catch (error) {
  console.warn(
    `⚠ Could not listen on 127.0.0.1:${SMTP_CAPTURE_PORT} for invitation emails (${error.code ?? error.message}); ` +
      'going on without: invitations made in the app will show their email as failed, unless ' +
      'the program on that port is an SMTP server.',
  );
}

if (fresh) rmSync(DATA_DIR, { recursive: true, force: true });
console.log(
  `▶ Starting the emulators (log: ${path.relative(process.cwd(), LOG_FILE) || LOG_FILE})…`,
);
let emulators;
try {
  emulators = await startEmulators({ persistDir: DATA_DIR, logFile: LOG_FILE, echo: verbose });
} catch (error) {
  fail(error.message);
}

let stopping = false;
void emulators.exited.then((code) => {
  if (stopping) process.exit(0);
  fail(`The emulators stopped (code ${code}). Last lines of ${LOG_FILE}:\n${logTail(LOG_FILE)}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\n▶ Stopping the emulators and saving their data to .emulator-data/…');
    void emulators.stop();
  });
}

/** Runs one of the seed's scripts against the emulators; resolves with its exit code. */
function seedScript(file) {
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [file], {
    cwd: ROOT,
    env: { ...process.env, ...CLIENT_ENV },
    stdio: 'inherit',
  });
  return new Promise((resolve) => child.on('exit', resolve));
}

// The load writes what the triggers would (directory lines, counters by the reconcile, the feed),
// so they are off meanwhile: thousands of events queued behind it would keep a newcomer's first
// edits from being counted for minutes.
console.log('▶ Loading the sample data (skips what is already there)…');
let triggersOff = false;
try {
  await setBackgroundTriggers(false);
  triggersOff = true;
} catch (error) {
  console.warn(`⚠ Could not pause the functions' triggers for the load (${error.message}).`);
}
const seedCode = await seedScript('seed/src/cli.ts');
if (seedCode !== 0)
  console.error('✖ Loading the sample data failed (see above); the app is still running.');
if (triggersOff) await setBackgroundTriggers(true).catch((error) => fail(error.message));

// The URL once an edit made now is counted: the functions are loaded and nothing queues ahead.
console.log('▶ Checking that the functions count an edit at once…');
const counted = (await seedScript('seed/src/probe-cli.ts')) === 0;

const { DEMO_ACCOUNTS, DEMO_INVITEE, DEMO_PASSWORD } = await import('../seed/src/generate.ts');
const url = `http://127.0.0.1:${PORTS.hosting}${BASE_PATH}`;
console.log(`
${counted ? '✔' : '⚠'} Village Education is running on the Firebase emulators.${
  counted
    ? ''
    : `
  The functions did not count a check edit in time: the dashboard's figures may lag. See ${path.relative(process.cwd(), LOG_FILE) || LOG_FILE}.`
}

  Open:     ${url}

  Demo accounts (password: ${DEMO_PASSWORD}), members of every sample organization:
${DEMO_ACCOUNTS.map((account) => `    ${account.email.padEnd(24)} ${account.role}`).join('\n')}
    ${DEMO_INVITEE.email.padEnd(24)} not a member yet: has a pending invitation

  Emulators: auth :${PORTS.auth}  firestore :${PORTS.firestore}  functions :${PORTS.functions}  hosting :${PORTS.hosting}
  Invitation emails: ${mailCapture ? `received on 127.0.0.1:${SMTP_CAPTURE_PORT} and printed here, with their link` : `not captured (port ${SMTP_CAPTURE_PORT} was taken)`}
  Press Ctrl+C to stop (data is kept in .emulator-data/; \`npm start -- --fresh\` starts over).
`);
