import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

// One Admin app for every function in this codebase.
if (getApps().length === 0) initializeApp();

export const db = getFirestore();
