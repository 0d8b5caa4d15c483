// Loads the sample data into the running emulators: `npm run seed` (the start command runs it).
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { DEMO_PROJECT_ID } from '@village/model/constants';
import { generateSampleAttendance } from './attendance';
import { loadSampleAttendance } from './attendance-load';
import { generateSampleData } from './generate';
import { countAllOrganizations } from './count-all';
import { checkCounters, loadSampleData } from './load';

const WAIT_FOR_COUNTERS_MS = Number(process.env.SEED_WAIT_MS ?? 10 * 60 * 1000);

async function main() {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  const projectId = process.env.GCLOUD_PROJECT ?? DEMO_PROJECT_ID;
  if (!projectId.startsWith('demo-')) {
    throw new Error(
      `Refusing to seed "${projectId}": sample data goes only into a demo- project on the emulators.`,
    );
  }
  const app = initializeApp({ projectId });
  const db = getFirestore(app);
  const data = generateSampleData();
  const started = Date.now();
  const report = await loadSampleData(db, getAuth(app), data, (message) =>
    console.log(`  seed: ${message}`),
  );
  const attendanceStarted = Date.now();
  await loadSampleAttendance(db, generateSampleAttendance(data), (message) =>
    console.log(`  seed: ${message}`),
  );
  console.log(
    `  seed: attendance written in ${((Date.now() - attendanceStarted) / 1000).toFixed(1)} s`,
  );
  console.log(`  seed: done in ${((Date.now() - started) / 1000).toFixed(1)} s`, report);

  // The load is a bulk import: the functions' reconcile counts it now (and repairs a stack that
  // was stopped half-way), instead of the triggers student by student.
  for (const [orgId, changed] of await countAllOrganizations(db)) {
    if (changed > 0) console.log(`  seed: ${orgId}: ${changed} counters set by the reconcile`);
  }

  // Check that every counter is exact (the members trigger may still be counting the members).
  const orgIds = data.organizations.map((org) => org.id);
  const deadline = Date.now() + WAIT_FOR_COUNTERS_MS;
  for (;;) {
    const checks = await checkCounters(db, orgIds);
    const pending = checks.filter(
      (check) =>
        check.studentCount !== check.expectedStudents ||
        // userCount appears once the members trigger has run at least once.
        (check.userCount !== undefined && check.userCount !== check.expectedUsers),
    );
    if (pending.length === 0) {
      console.log(`  seed: counters exact after ${((Date.now() - started) / 1000).toFixed(1)} s`);
      break;
    }
    if (Date.now() > deadline) {
      console.warn(
        '  seed: counters still settling; the functions will finish in the background:',
        pending,
      );
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('seed failed:', error);
    process.exit(1);
  },
);
