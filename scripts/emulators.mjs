#!/usr/bin/env node
// Prepares and runs the Firebase Emulator Suite (auth, firestore, functions, hosting) so that it
// works both on a normal laptop and on a machine without internet:
//  - checks that Java 11+ is there (the Firestore emulator is a Java program);
//  - where Debian's google-cloud-cli-firestore-emulator jar exists, wraps it in a tiny jar with a
//    Main-Class (firebase-tools starts it with `java -jar`) and points firebase-tools at it, so
//    nothing is downloaded; elsewhere firebase-tools downloads its own emulator as usual.
//
// Usage: node scripts/emulators.mjs start [--persist]   |   node scripts/emulators.mjs exec "<command>"
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  capFirebaseDebugLog,
  emulatorLogSummary,
  EXEC_LOG,
  logTail,
  READY_LINE,
} from './emulator-logs.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PROJECT_ID = 'demo-village-education';
export const EMULATORS = 'auth,firestore,functions,hosting';
export const PORTS = { hosting: 5000, auth: 9099, firestore: 8080, functions: 5001, hub: 4400 };
export const HOST = '127.0.0.1';

const DEBIAN_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

export function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

export function checkJava() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    fail(
      'Java 11 or newer is needed for the Firestore emulator, and `java` was not found.\n' +
        '  Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless\n' +
        '  macOS:         brew install openjdk@17',
    );
  }
  const match = /version "(\d+)(?:\.(\d+))?/.exec(result.stderr);
  const major = match ? (match[1] === '1' ? Number(match[2]) : Number(match[1])) : 0;
  if (major < 11)
    fail(
      `Java 11 or newer is needed for the Firestore emulator; found: ${result.stderr.split('\n')[0]}`,
    );
}

/** Returns the path of a runnable Firestore emulator jar built from Debian's, or undefined. */
function firestoreWrapperJar() {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) return process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (!existsSync(DEBIAN_FIRESTORE_JAR)) return undefined;
  const dir = path.join(ROOT, '.cache', 'firestore-emulator');
  const jar = path.join(dir, 'cloud-firestore-emulator-wrapper.jar');
  if (existsSync(jar)) return jar;
  mkdirSync(dir, { recursive: true });
  const manifest = path.join(dir, 'MANIFEST.MF');
  writeFileSync(
    manifest,
    `Manifest-Version: 1.0\nMain-Class: ${FIRESTORE_MAIN_CLASS}\nClass-Path: file:${DEBIAN_FIRESTORE_JAR}\n`,
  );
  try {
    execFileSync('jar', ['cfm', jar, manifest], { stdio: 'pipe' });
  } catch (error) {
    fail(
      `Could not build the Firestore emulator wrapper jar with the JDK's \`jar\` tool (${error.message}).\n  Install a full JDK (Debian: apt-get install -y openjdk-17-jdk-headless).`,
    );
  }
  return jar;
}

/** Environment for firebase-tools and for every process that talks to the emulators. */
export function emulatorEnv() {
  checkJava();
  const env = {
    ...process.env,
    GCLOUD_PROJECT: PROJECT_ID,
    // Each functions worker is a Node process: a few in parallel suit a small machine and keep
    // transactions on one organization document from piling up.
    FUNCTIONS_EMULATOR_PARALLEL: process.env.FUNCTIONS_EMULATOR_PARALLEL ?? '6',
  };
  const jar = firestoreWrapperJar();
  if (jar) env.FIRESTORE_EMULATOR_BINARY_PATH = jar;
  return env;
}

/** What a client of the running emulators needs in its environment. */
export const CLIENT_ENV = {
  GCLOUD_PROJECT: PROJECT_ID,
  FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}`,
  FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}`,
  FUNCTIONS_EMULATOR_HOST: `${HOST}:${PORTS.functions}`,
  HOSTING_URL: `http://${HOST}:${PORTS.hosting}`,
};

/**
 * Turns the functions emulator's background triggers (Firestore, Auth) off or on, through the
 * Emulator Hub. A bulk load with them off leaves no backlog of events queued behind it.
 */
export async function setBackgroundTriggers(enabled) {
  const action = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const response = await fetch(`http://${HOST}:${PORTS.hub}/functions/${action}`, {
    method: 'PUT',
  });
  if (!response.ok) throw new Error(`${action}: ${response.status} ${await response.text()}`);
}

export function firebaseBin() {
  const bin = path.join(ROOT, 'node_modules', '.bin', 'firebase');
  if (!existsSync(bin)) fail('firebase-tools is not installed: run `npm install` first.');
  return bin;
}

export function checkBuilt() {
  if (!existsSync(path.join(ROOT, 'functions', 'lib', 'index.js')))
    fail('The functions are not built: run `npm run build` first.');
  if (!existsSync(path.join(ROOT, 'web', 'dist', 'village-education', 'index.html')))
    fail('The web app is not built: run `npm run build` first.');
}

const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 60_000;

/**
 * Starts the emulators with their output written to `logFile` (and echoed when `echo`). Resolves
 * once they are all ready; rejects, with the log's last lines, if they stop or take too long.
 * `stop()` shuts them down (exporting to `persistDir` when given) and resolves with their exit
 * code; `exited` resolves when they stop for any reason.
 */
export async function startEmulators({
  only = EMULATORS,
  config,
  persistDir,
  logFile,
  echo = false,
  ownGroup = true,
}) {
  checkBuilt();
  const args = ['emulators:start', '--project', PROJECT_ID, '--only', only];
  if (config) args.push('--config', config);
  if (persistDir) {
    // --import fails on a folder that does not exist yet: import only what an earlier run saved.
    if (existsSync(path.join(persistDir, 'firebase-export-metadata.json')))
      args.push('--import', persistDir);
    args.push('--export-on-exit', persistDir);
  }
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  const child = spawn(firebaseBin(), args, {
    cwd: ROOT,
    env: emulatorEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
    // With `ownGroup`, its own process group: Ctrl+C reaches only the caller, which forwards one
    // SIGINT, so that firebase-tools exports the data once instead of being interrupted twice.
    // Without it, Ctrl+C stops the emulators with the command they serve.
    detached: ownGroup,
  });
  const stopDebugLogCap = capFirebaseDebugLog();
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      stopDebugLogCap();
      log.end();
      resolve(code ?? (signal ? 1 : 0));
    }),
  );
  let seen = '';
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The emulators did not start within ${READY_TIMEOUT_MS / 1000} s`)),
      READY_TIMEOUT_MS,
    );
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk) => {
        log.write(chunk);
        if (echo) process.stdout.write(chunk);
        // The end of the last chunk is kept to find the line across two chunks.
        const text = seen + chunk.toString();
        seen = text.slice(-READY_LINE.length);
        if (text.includes(READY_LINE)) {
          clearTimeout(timer);
          resolve();
        }
      });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The emulators stopped (code ${code}) before they were ready`));
    });
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGINT');
      const timer = setTimeout(() => {
        try {
          if (ownGroup) process.kill(-child.pid, 'SIGKILL');
          else child.kill('SIGKILL');
        } catch {
          // Already gone.
        }
      }, STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    return exited;
  };
  try {
    await ready;
  } catch (error) {
    await stop();
    throw new Error(`${error.message}. Last lines of ${logFile}:\n${logTail(logFile)}`);
  }
  return { child, stop, exited };
}

/**
 * Runs `command` while the emulators are up, then stops them; resolves with the command's exit
 * code. The emulators' output goes to `logFile`; a line at the end says where, and how many
 * functions ran and failed. `only` picks fewer emulators (the bench runs without the functions).
 */
export async function execWithEmulators(
  command,
  { only = EMULATORS, logFile = EXEC_LOG, config, clientEnv = CLIENT_ENV } = {},
) {
  let emulators;
  try {
    emulators = await startEmulators({ only, config, logFile, ownGroup: false });
  } catch (error) {
    console.error(`✖ ${error.message}`);
    return 1;
  }
  const run = spawn(command, {
    cwd: ROOT,
    shell: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...clientEnv },
  });
  const code = await new Promise((resolve) =>
    run.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
  );
  await emulators.stop();
  console.log(emulatorLogSummary(logFile));
  return code;
}

async function main() {
  const [mode, ...rest] = process.argv.slice(2);
  if (mode === 'exec') {
    if (!rest.length) fail('usage: node scripts/emulators.mjs exec "<command>"');
    process.exit(await execWithEmulators(rest.join(' ')));
  } else if (mode === 'start') {
    checkBuilt();
    const child = spawn(
      firebaseBin(),
      ['emulators:start', '--project', PROJECT_ID, '--only', EMULATORS],
      {
        cwd: ROOT,
        env: emulatorEnv(),
        stdio: 'inherit',
      },
    );
    const stopDebugLogCap = capFirebaseDebugLog();
    child.on('exit', (code) => {
      stopDebugLogCap();
      process.exit(code ?? 1);
    });
  } else {
    fail('usage: node scripts/emulators.mjs start | exec "<command>"');
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await main();
