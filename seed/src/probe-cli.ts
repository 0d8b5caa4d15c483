// `npm start` runs this once the sample data is loaded and the triggers are on again.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { DEMO_PROJECT_ID } from '@village/model/constants';
import { probeCounting } from './counting-probe';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
const db = getFirestore(
  initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? DEMO_PROJECT_ID }),
);
probeCounting(db).then(
  ({ countedAfterS }) => {
    console.log(`  check: a student added now is counted in ${countedAfterS.toFixed(1)} s`);
    process.exit(0);
  },
  (error: unknown) => {
    console.error(`  check failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
