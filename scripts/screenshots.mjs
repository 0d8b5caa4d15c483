#!/usr/bin/env node
// `npm run screenshots`: the pictures in docs/screenshots/, taken from the running product rather
// than pasted, so that they follow the app when it changes. Builds the functions and the web app,
// runs the emulators (fresh, so every run starts from the same sample data), loads the sample data
// and lets tests/screenshots/capture.ts sign in as a demo account and photograph each screen at
// phone and desktop width. The emulators stop when the capture ends, whether it succeeded or not.
//
//   npm run screenshots                  builds first, as `npm start` does
//   npm run screenshots -- --no-build    reuses the last build (quicker when only the capture changed)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { CHROMIUM_MISSING, findChromium } from './chromium.mjs';
import { ROOT, execWithEmulators, fail } from './emulators.mjs';
import { SMTP_CAPTURE_PORT, startSmtpCapture } from './smtp-capture.mjs';

const build = !process.argv.slice(2).includes('--no-build');

// Before the minutes of the build: without a browser there is nothing to photograph.
if (!findChromium()) fail(CHROMIUM_MISSING);

// Always, unless asked not to: a build left from an earlier checkout would photograph old code,
// and nothing short of building again tells whether it is current.
if (build) {
  console.log('▶ Building the functions and the web app…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) fail('The build failed (see above).');
}

// As `npm start` does: the sample data's invitation is then delivered, as on a running stack,
// instead of being recorded as failed. Without the port the pictures are the same.
let mail;
try {
  mail = await startSmtpCapture({ port: SMTP_CAPTURE_PORT });
} catch (error) {
  console.warn(
    `⚠ 127.0.0.1:${SMTP_CAPTURE_PORT} is taken (${error.code ?? error.message}); invitation ` +
      'emails will not be delivered, which the screenshots do not show.',
  );
}

const tsx = path.join('node_modules', '.bin', 'tsx');
console.log('▶ Starting the emulators, loading the sample data, taking the screenshots…');
const code = await execWithEmulators(
  `${tsx} seed/src/cli.ts && node --import tsx tests/screenshots/capture.ts`,
);
await mail?.close();
if (code !== 0) fail(`The screenshots were not taken (exit code ${code}); see above.`);
console.log('✔ Screenshots written to docs/screenshots/');
