import {
  appendFileSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { capFirebaseDebugLog, emulatorLogSummary, READY_LINE } from './emulator-logs.mjs';

const dirs = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'emulator-logs-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('emulatorLogSummary', () => {
  it('counts the function runs and the problems logged after the emulators were ready', () => {
    const log = path.join(tempDir(), 'emulators.log');
    writeFileSync(
      log,
      [
        '⚠  functions: package.json indicates an outdated version of firebase-functions.',
        `│ ✔  ${READY_LINE}! It is now safe to connect your app. │`,
        'i  functions: Beginning execution of "asia-south1-onStudentWritten"',
        'i  functions: Finished "asia-south1-onStudentWritten" in 12.3ms',
        'i  functions: Finished "asia-south1-syncDirectoryEntry" in 4.1ms',
        '⚠  functions: Error: the organization is missing',
        '',
      ].join('\n'),
    );
    expect(emulatorLogSummary(log)).toMatch(/\(2 function runs, 1 warnings or errors\)$/);
  });

  it('says nothing ran when there is no log', () => {
    expect(emulatorLogSummary(path.join(tempDir(), 'none.log'))).toMatch(
      /\(0 function runs, 0 warnings or errors\)$/,
    );
  });
});

describe('capFirebaseDebugLog', () => {
  it('moves a log past its cap aside and starts it again, so that appends go on', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'firebase-debug.log');
    const previous = path.join(dir, 'firebase-debug.previous.log');
    writeFileSync(file, 'x'.repeat(2_000));
    const stop = capFirebaseDebugLog({ file, previous, capBytes: 1_000, everyMs: 10 });
    try {
      await vi.waitFor(() => expect(statSync(previous).size).toBe(2_000));
      await vi.waitFor(() => expect(statSync(file).size).toBe(0));
      appendFileSync(file, 'after the cut\n');
      expect(readFileSync(file, 'utf8')).toBe('after the cut\n');
    } finally {
      stop();
    }
  });

  it('leaves a log under its cap alone', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'firebase-debug.log');
    const previous = path.join(dir, 'firebase-debug.previous.log');
    writeFileSync(file, 'small');
    const stop = capFirebaseDebugLog({ file, previous, capBytes: 1_000, everyMs: 10 });
    // A positive signal that the watch has looked at least twice: a second file crossing the cap
    // is handled by a watch started after it.
    const other = path.join(dir, 'other.log');
    writeFileSync(other, 'y'.repeat(2_000));
    const stopOther = capFirebaseDebugLog({
      file: other,
      previous: path.join(dir, 'other.previous.log'),
      capBytes: 1_000,
      everyMs: 10,
    });
    try {
      await vi.waitFor(() => expect(statSync(other).size).toBe(0));
      expect(readFileSync(file, 'utf8')).toBe('small');
      expect(() => statSync(previous)).toThrow();
    } finally {
      stop();
      stopOther();
    }
  });
});
