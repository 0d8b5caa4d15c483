import {
  connectFirestoreEmulator,
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
