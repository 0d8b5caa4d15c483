#!/usr/bin/env node
// npm run bench: builds the app, starts the emulators (auth, firestore, hosting), measures first
// visits with Lighthouse's mobile preset on a 3,000-student organization, a repeat visit and an
// offline cold start (tests/bench/web.bench.ts); then loads an organization of 10,000 students
// and measures the student screens in Chromium (tests/bench/students.bench.ts), and the UDISE+
// return of 3,000 students from the Export menu (tests/bench/udise.bench.ts). Prints its
// figures, and after a full run writes the first visits' into docs/performance.md; asserts nothing
// about speed. The functions emulator is left out: the students and their directory lines are
// written directly (seed/src/bulk.ts), so the figures measure the browser, not trigger backlog.
// Then, with the functions, the counters at scale: the sample data's load to exact counters, and a
// 10,000-student import through the importStudents callable (tests/bench/counters.bench.ts); and
// the year-end progression of a 1,000-student class through applyProgression
// (tests/bench/progression.bench.ts); and taking a class's roll on a phone, to its totals
// (tests/bench/attendance.bench.ts).
import { spawnSync } from 'node:child_process';
import { execWithEmulators, ROOT } from './emulators.mjs';

console.log('▶ npm run build');
const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

console.log('\n▶ first visits, Lighthouse, offline (emulators: auth, firestore, hosting)');
const web = await execWithEmulators('node --import tsx tests/bench/web.bench.ts', {
  only: 'auth,firestore,hosting',
});
if (web !== 0) process.exit(web);

console.log('\n▶ student screens (emulators: auth, firestore, hosting)');
const screens = await execWithEmulators('node --import tsx tests/bench/students.bench.ts', {
  only: 'auth,firestore,hosting',
});
if (screens !== 0) process.exit(screens);

console.log('\n▶ the UDISE+ return (emulators: auth, firestore, hosting)');
const udise = await execWithEmulators('node --import tsx tests/bench/udise.bench.ts', {
  only: 'auth,firestore,hosting',
});
if (udise !== 0) process.exit(udise);

console.log('\n▶ counters at scale (emulators: auth, firestore, functions, hosting)');
const counters = await execWithEmulators('node --import tsx tests/bench/counters.bench.ts');
if (counters !== 0) process.exit(counters);

console.log('\n▶ year-end progression (emulators: auth, firestore, functions, hosting)');
const progression = await execWithEmulators('node --import tsx tests/bench/progression.bench.ts');
if (progression !== 0) process.exit(progression);

console.log('\n▶ taking the roll (emulators: auth, firestore, functions, hosting)');
process.exit(await execWithEmulators('node --import tsx tests/bench/attendance.bench.ts'));
