import {
  connectFirestoreEmulator,
  disableNetwork,
  enableNetwork,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
} from 'firebase/firestore';
import { emulatorHosts, firebaseApp } from './firebase';

// Imported only by signed-in routes. The persistent cache lets staff on intermittent connections
// read what they loaded before and save while offline; writes sync when the network returns.
export const db = initializeFirestore(firebaseApp, {
  localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
});
if (emulatorHosts)
  connectFirestoreEmulator(db, emulatorHosts.firestore.host, emulatorHosts.firestore.port);

/**
 * Asks the server again now: Firestore's streams are closed and reopened, instead of waiting out
 * the SDK's back-off after a link that dropped (what "Still waiting for the server…" offers).
 */
export async function reconnectFirestore(): Promise<void> {
  await disableNetwork(db);
  await enableNetwork(db);
}
