// The emulators' logs: where they go, what a run's log says in a line, and firebase-tools' debug
// log kept small.
import { copyFileSync, existsSync, readFileSync, statSync, truncateSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where the emulators' own output goes while a command runs with them (tests, bench, screenshots):
 * the functions' logs of thousands of trigger runs would bury the command's own output. */
export const EXEC_LOG = path.join(ROOT, 'test-results', 'emulators.log');

/** What firebase-tools prints once every emulator listens. */
export const READY_LINE = 'All emulators ready';

/** The last lines of a log file, to say why something stopped. */
export function logTail(file, lines = 30) {
  if (!existsSync(file)) return '(no log)';
  return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}

/** "ℹ emulators' log: test-results/emulators.log (5,943 function runs, 0 warnings or errors)":
 * what the functions did while the command ran, counted after the emulators were ready. */
export function emulatorLogSummary(logFile) {
  const text = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
  const afterReady = text.slice(Math.max(0, text.indexOf(READY_LINE)));
  const runs = afterReady.match(/functions: Finished "/g)?.length ?? 0;
  const problems = afterReady.match(/^(⚠|!!?|✖) +functions/gm)?.length ?? 0;
  const where = path.relative(ROOT, logFile);
  return (
    `ℹ emulators' log: ${where} (${runs.toLocaleString('en-IN')} function runs, ` +
    `${problems} warnings or errors)`
  );
}

/** At most this much of firebase-tools' debug log is kept, in two files (see below). */
const DEBUG_LOG_CAP_BYTES = 8 * 2 ** 20;

/**
 * firebase-tools writes every event a function receives, whole, into firebase-debug.log: loading
 * the sample data alone wrote 170 MB. It appends to the file (and deletes it on a clean exit), so
 * the file can be cut while it runs: past the cap its contents move to
 * firebase-debug.previous.log and it starts again empty, which keeps the last 8 to 16 MB. A line
 * written between the copy and the cut is lost, which a debug log can afford. Returns what stops
 * the watch.
 */
export function capFirebaseDebugLog({
  file = path.join(ROOT, 'firebase-debug.log'),
  previous = path.join(ROOT, 'firebase-debug.previous.log'),
  capBytes = DEBUG_LOG_CAP_BYTES,
  everyMs = 5_000,
} = {}) {
  const timer = setInterval(() => {
    try {
      if (statSync(file).size <= capBytes) return;
      copyFileSync(file, previous);
      truncateSync(file, 0);
    } catch {
      // Not written yet, or already deleted by firebase-tools on its way out.
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
