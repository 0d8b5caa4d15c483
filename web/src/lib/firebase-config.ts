import { DEMO_PROJECT_ID } from '@village/model/constants';

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
  storageBucket?: string;
  messagingSenderId?: string;
}

export interface EmulatorHosts {
  auth: string;
  firestore: { host: string; port: number };
  functions: { host: string; port: number };
}

type Env = Record<string, string | boolean | undefined>;

/**
 * The web config comes from VITE_FIREBASE_* variables for a real project; without them the app
 * runs against the local emulators under the demo project id, which needs no credentials.
 */
export function firebaseConfigFrom(env: Env): FirebaseWebConfig {
  const projectId = str(env.VITE_FIREBASE_PROJECT_ID) ?? DEMO_PROJECT_ID;
  return {
    apiKey: str(env.VITE_FIREBASE_API_KEY) ?? 'demo-api-key',
    authDomain: str(env.VITE_FIREBASE_AUTH_DOMAIN) ?? `${projectId}.firebaseapp.com`,
    projectId,
    appId: str(env.VITE_FIREBASE_APP_ID),
    storageBucket: str(env.VITE_FIREBASE_STORAGE_BUCKET),
    messagingSenderId: str(env.VITE_FIREBASE_MESSAGING_SENDER_ID),
  };
}

/**
 * Emulators are used for a demo- project, or when VITE_USE_EMULATORS=true. Their host is the
 * page's own host, so a phone on the same network reaching the Hosting emulator also reaches them.
 */
export function emulatorHostsFrom(env: Env, pageHostname: string): EmulatorHosts | undefined {
  const projectId = firebaseConfigFrom(env).projectId;
  const wanted = str(env.VITE_USE_EMULATORS);
  const useEmulators = wanted ? wanted === 'true' : projectId.startsWith('demo-');
  if (!useEmulators) return undefined;
  const host = str(env.VITE_EMULATOR_HOST) ?? (pageHostname || '127.0.0.1');
  return {
    auth: `http://${host}:${str(env.VITE_AUTH_EMULATOR_PORT) ?? '9099'}`,
    firestore: { host, port: Number(str(env.VITE_FIRESTORE_EMULATOR_PORT) ?? 8080) },
    functions: { host, port: Number(str(env.VITE_FUNCTIONS_EMULATOR_PORT) ?? 5001) },
  };
}

function str(value: string | boolean | undefined): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
