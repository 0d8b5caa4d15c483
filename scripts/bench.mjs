#!/usr/bin/env node
// npm run bench: builds the app, starts the emulators (auth, firestore, hosting), loads an
// organization of 10,000 students and measures the student screens in Chromium (see
// tests/bench/students.bench.ts and the README, "Figures"). Prints its figures; asserts nothing
// about speed. The functions emulator is left out: the students and their directory lines are
// written directly (seed/src/bulk.ts), so the figures measure the browser, not trigger backlog.
import { spawnSync } from 'node:child_process';
import { execWithEmulators, ROOT } from './emulators.mjs';

console.log('▶ npm run build');
const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

console.log('\n▶ benchmark (emulators: auth, firestore, hosting)');
process.exit(
  await execWithEmulators('node --import tsx tests/bench/students.bench.ts', {
    only: 'auth,firestore,hosting',
  }),
);
