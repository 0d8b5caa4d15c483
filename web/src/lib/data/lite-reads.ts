import {
  collection,
  collectionGroup,
  connectFirestoreEmulator,
  documentId,
  getDocs,
  getFirestore,
  query,
  where,
} from 'firebase/firestore/lite';
import { emulatorHosts, firebaseApp } from '../firebase';

// Firestore Lite, for read-once.ts: loaded with the first one-shot read, not with any page. Only
// the functions named here go into its chunk.

export const liteFirestore = getFirestore(firebaseApp);
if (emulatorHosts)
  connectFirestoreEmulator(
    liteFirestore,
    emulatorHosts.firestore.host,
    emulatorHosts.firestore.port,
  );

/** The query-building functions, under the names and call shapes of the full SDK's. */
export const liteKit = { collection, collectionGroup, query, where, documentId };

export { getDocs as liteGetDocs };
