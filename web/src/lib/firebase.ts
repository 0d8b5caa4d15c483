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
