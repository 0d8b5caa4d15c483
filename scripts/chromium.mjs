// Finds the Chromium that the browser tests drive. Playwright cannot download its own browsers
// on a machine without internet, so the tests use the system's Chromium (Debian: `chromium`).
import { existsSync } from 'node:fs';

// Debian's chromium-headless-shell first: the browser tests and the bench run headless, and since
// Chromium 156 the full browser in headless mode keeps a renderer of its own UI (the omnibox's
// WebUI popup) busy, taking one of a small machine's cores from the page under test. The headless
// shell, which Playwright itself uses for headless runs, has no browser UI.
const CANDIDATES = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** The browser's path: $CHROMIUM_PATH if set, else the first known location that exists. */
export function findChromium() {
  if (process.env.CHROMIUM_PATH)
    return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

export const CHROMIUM_MISSING = [
  'Chromium is needed for the browser tests and was not found.',
  '  Debian/Ubuntu: sudo apt-get install -y chromium-headless-shell (or chromium)',
  '  macOS:         install Google Chrome, or set CHROMIUM_PATH to a Chromium/Chrome binary',
].join('\n');

/** Flags for a machine with a closed network: no background calls to Google's services. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
