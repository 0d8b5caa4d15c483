import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { emulatorHostsFrom, firebaseConfigFrom } from './firebase-config';

// Created once, outside React. Firestore lives in ./firestore so the sign-in route does not load it.
export const firebaseApp = initializeApp(firebaseConfigFrom(import.meta.env));
export const emulatorHosts = emulatorHostsFrom(import.meta.env, window.location.hostname);

// initializeAuth without a popup/redirect resolver keeps those large dependencies out of the first
// page; the Google sign-in loads the resolver when the button is pressed.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});
if (emulatorHosts) connectAuthEmulator(auth, emulatorHosts.auth, { disableWarnings: true });

// App Check proves to the callables and Firestore that a request comes from this app (reCAPTCHA
// Enterprise). Only with a site key, and never on the emulators, where no App Check backend
// answers; without a key the build has no App Check code at all (the branch is removed).
const appCheckSiteKey: string | undefined = import.meta.env.VITE_APPCHECK_SITE_KEY;
if (appCheckSiteKey && !emulatorHosts) {
  void import('./app-check')
    .then(({ startAppCheck }) => startAppCheck(firebaseApp, appCheckSiteKey))
    .catch((error: unknown) => console.error('App Check could not start', error));
}
