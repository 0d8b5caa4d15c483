import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_MISSING, findChromium } from '../../scripts/chromium.mjs';

const executablePath = findChromium();
if (!executablePath) throw new Error(CHROMIUM_MISSING);

// Browser tests run against the Hosting emulator (started by `npm test` around this suite).
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  // A failed test runs once more, recording a trace (below), and fails the run even if that second
  // run passes: a trace of every run cost a sixth of the suite's browser CPU (screencast and DOM
  // snapshots at each step), and the suite must be green on the first try, not the second.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '../../test-results/e2e/results.json' }]],
  use: {
    baseURL: process.env.HOSTING_URL ?? 'http://127.0.0.1:5000',
    // A click or fill that cannot happen fails on its own, naming its element, instead of using
    // up a long test's whole time (a 5-minute test timed out once with no step named).
    actionTimeout: 120_000,
    reducedMotion: 'reduce',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath, args: CHROMIUM_ARGS },
      },
    },
  ],
});
