// A second set of emulators, without Hosting, that `npm test` runs beside the first
// (scripts/test-emulated.mjs): the functions and rules suites on this one, the browser tests on
// the first, so that neither queues function runs behind the other's. Same project, other ports:
// firebase.json's Firestore and functions with these emulators, written beside it (firebase-tools
// resolves the paths in a config from the config's own folder).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HOST, PROJECT_ID, ROOT } from './emulators.mjs';

export const SUITE_EMULATORS = 'auth,firestore,functions';
const SUITE_PORTS = { auth: 9199, firestore: 8180, websocket: 9160, functions: 5101, hub: 4410 };
const SUITE_LOGGING_PORT = 4510;
export const SUITE_CONFIG = path.join(ROOT, '.firebase-suites.json');

/** What a client of the second set needs in its environment (CLIENT_ENV of the first). */
export const SUITE_CLIENT_ENV = {
  GCLOUD_PROJECT: PROJECT_ID,
  FIRESTORE_EMULATOR_HOST: `${HOST}:${SUITE_PORTS.firestore}`,
  FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${SUITE_PORTS.auth}`,
  FUNCTIONS_EMULATOR_HOST: `${HOST}:${SUITE_PORTS.functions}`,
};

/** Writes SUITE_CONFIG from firebase.json. */
export function writeSuiteConfig() {
  const { firestore, functions } = JSON.parse(
    readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'),
  );
  const at = (port) => ({ host: HOST, port });
  const emulators = {
    singleProjectMode: false,
    auth: at(SUITE_PORTS.auth),
    firestore: { ...at(SUITE_PORTS.firestore), websocketPort: SUITE_PORTS.websocket },
    functions: at(SUITE_PORTS.functions),
    hub: at(SUITE_PORTS.hub),
    logging: at(SUITE_LOGGING_PORT),
    ui: { enabled: false },
  };
  writeFileSync(SUITE_CONFIG, `${JSON.stringify({ firestore, functions, emulators }, null, 2)}\n`);
}
