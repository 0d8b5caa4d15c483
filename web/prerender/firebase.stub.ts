// Stands in for src/lib/firebase.ts when the build prerenders pages (vite.config.ts, SSR build):
// rendering a page's HTML needs no Firebase, and starting Auth outside a browser would reach for
// window and IndexedDB. Using it at build time is a mistake worth a clear error.
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';

function unavailable<T extends object>(name: string): T {
  return new Proxy({} as T, {
    get(_target, property) {
      throw new Error(`${name}.${String(property)} was used while prerendering: no Firebase here`);
    },
  });
}

export const firebaseApp = unavailable<FirebaseApp>('firebaseApp');
export const auth = unavailable<Auth>('auth');
export const emulatorHosts = undefined;
