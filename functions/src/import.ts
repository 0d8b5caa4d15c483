// Callable importStudents: one batch (at most IMPORT_BATCH_SIZE rows) of a spreadsheet import, by
// staff. In one transaction it
//  - checks the caller's role and validates every row again with the model's studentInputSchema
//    (the web checked them first; nothing is written when one is invalid);
//  - creates each row at students/import-{importId}-{row} unless it is already there, so a batch
//    sent again (a dropped connection, a reload, the same file twice) creates nothing twice;
//  - refuses a batch that sets an APAAR ID (a new student has no parent's consent on record);
//  - refuses the batch when a new row's admission number is held by another student of the
//    organization or by another row of the batch (admission-numbers.ts), naming the rows;
//  - numbers the new students (allocateStudentIds), so no second write per student is needed;
//  - counts them into the organization's counters and writes their directory lines (and their
//    bytes; to both indexes while the index doubles), in the same
//    transaction as the students themselves: exact at once, and exactly once (the student trigger
//    leaves the create of an imported student uncounted; its later edits count as usual). While a
//    reconcile holds the counters (between its snapshot and its write) a batch is refused, and the
//    web sends it again;
//  - adds the batch to the import's one activity, activities/import-{importId}: "N students
//    imported", instead of one activity per student.
import {
  FieldValue,
  GeoPoint,
  Timestamp,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onCall } from 'firebase-functions/https';
import { ACTIVITY_ACTIONS } from '@village/model/activity';
import { admissionNumberClashes } from '@village/model/admission-numbers';
import {
  importStudentsInputSchema,
  type ImportStudentsRequest,
  type ImportStudentsResult,
} from '@village/model/callables';
import { directoryEntryBytes, directoryShardId } from '@village/model/directory';
import {
  activitiesPath,
  directoryShardsPath,
  monthKey,
  organizationPath,
  studentsPath,
} from '@village/model/paths';
import { STAFF_ROLES } from '@village/model/roles';
import { deriveStudentFields, type StudentInput } from '@village/model/student';
import { importedActivityText, importedStudentDocId } from '@village/model/import/imported-docs';
import { admissionNumberHolders, admissionNumberRefusal } from './admission-numbers';
import { db } from './app';
import { logged, parseInput, refuse, requireCaller, requireRole } from './callable';
import {
  allocateStudentIds,
  allocationFields,
  foldLeaseRef,
  leaseHeld,
  RECONCILE_HOLDER,
  writeCounterState,
} from './counter-fold';
import {
  directoryLineOf,
  directoryStateRef,
  growDirectory,
  growIfFull,
  isDocumentTooLarge,
  layoutOf,
  layoutTargets,
  type DirectoryLayout,
} from './directory';
import { schoolsRef } from './ledger';
import { memberName } from './names';
import {
  applyStudentChange,
  schoolsFromList,
  storedCounterState,
  studentFacts,
} from './student-facts';
import { runTransaction } from './transactions';

type ImportRow = { row: number; student: StudentInput };

/** Writes the fresh rows, their counters and directory lines (all inside the caller's transaction). */
function writeStudents(
  tx: Transaction,
  orgId: string,
  importId: string,
  uid: string,
  org: DocumentSnapshot,
  schoolsDoc: DocumentSnapshot,
  fresh: readonly ImportRow[],
  studentIds: readonly string[],
  layout: DirectoryLayout,
): Record<string, unknown> {
  const now = Timestamp.now();
  const month = monthKey(now.toDate());
  const counters = storedCounterState(
    org.data() ?? {},
    schoolsFromList(schoolsDoc.get('schools')),
    month,
  );
  // By shard path: the lines and their bytes, in every index written (see functions/src/directory/).
  const lines = new Map<string, { entries: Record<string, string>; bytes: number }>();
  fresh.forEach(({ row, student }, index) => {
    const docId = importedStudentDocId(importId, row);
    const data = {
      ...student,
      ...deriveStudentFields(student),
      location: student.location ? new GeoPoint(student.location.lat, student.location.lng) : null,
      studentId: studentIds[index],
      createdAt: now,
      createdBy: uid,
      updatedAt: now,
      updatedBy: uid,
    };
    tx.create(db.doc(`${studentsPath(orgId)}/${docId}`), data);
    applyStudentChange(counters, null, studentFacts(data, now.toDate()));
    const line = directoryLineOf(orgId, docId, data, now);
    if (line) {
      for (const shardCount of layoutTargets(layout)) {
        const path = `${directoryShardsPath(orgId, shardCount)}/${directoryShardId(docId, shardCount)}`;
        const shard = lines.get(path) ?? { entries: {}, bytes: 0 };
        shard.entries[docId] = line;
        shard.bytes += directoryEntryBytes(docId, line);
        lines.set(path, shard);
      }
    }
  });
  for (const [path, { entries, bytes }] of lines) {
    tx.set(
      db.doc(path),
      { entries, bytes: FieldValue.increment(bytes), updatedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
  }
  return writeCounterState(tx, orgId, counters, { schoolsMoved: true });
}

async function importBatch(
  input: ImportStudentsRequest,
  uid: string,
): Promise<{ result: ImportStudentsResult; layout: DirectoryLayout | null }> {
  const { orgId, importId, rows } = input;
  const byName = await memberName(orgId, uid);
  const activityRef = db.doc(`${activitiesPath(orgId)}/import-${importId}`);
  const refs = rows.map((row) =>
    db.doc(`${studentsPath(orgId)}/${importedStudentDocId(importId, row.row)}`),
  );
  return runTransaction(async (tx) => {
    const { org } = await requireRole(tx, orgId, uid, STAFF_ROLES, 'importStudents');
    const [existing, activity, lease, schoolsDoc, directoryState] = await Promise.all([
      tx.getAll(...refs, { fieldMask: [] }),
      tx.get(activityRef),
      tx.get(foldLeaseRef(orgId)),
      tx.get(schoolsRef(orgId)),
      tx.get(directoryStateRef(orgId)),
    ]);
    const fresh = rows.filter((_, index) => !existing[index]?.exists);
    const counted: unknown = activity.get('count');
    const importedSoFar = (typeof counted === 'number' ? counted : 0) + fresh.length;
    if (fresh.length === 0)
      return { result: { created: 0, alreadyImported: rows.length, importedSoFar }, layout: null };
    // Read in the transaction: a student given the same number meanwhile makes it try again.
    const holders = await admissionNumberHolders(
      tx,
      orgId,
      fresh.map(({ student }) => student.admissionNumber),
    );
    const clashes = admissionNumberClashes(importId, fresh, holders);
    if (clashes.length > 0) throw admissionNumberRefusal(clashes);
    const layout = layoutOf(directoryState);
    if (leaseHeld(lease, Date.now()) && String(lease.get('holder')).startsWith(RECONCILE_HOLDER)) {
      throw refuse('unavailable', 'countersBeingChecked');
    }

    const allocation = await allocateStudentIds(tx, orgId, org, fresh.length);
    const orgUpdate = writeStudents(
      tx,
      orgId,
      importId,
      uid,
      org,
      schoolsDoc,
      fresh,
      allocation.ids,
      layout,
    );
    Object.assign(orgUpdate, allocationFields(org, allocation));
    tx.update(db.doc(organizationPath(orgId)), orgUpdate);
    tx.set(activityRef, {
      type: 'import',
      action: ACTIVITY_ACTIONS.import,
      student: importedActivityText(importedSoFar),
      studentRef: '',
      count: importedSoFar,
      at: FieldValue.serverTimestamp(),
      by: uid,
      byName,
    });
    return {
      result: { created: fresh.length, alreadyImported: rows.length - fresh.length, importedSoFar },
      layout,
    };
  });
}

/**
 * One batch, then the index doubled if the batch filled a shard past its size. A batch refused
 * for a full shard (which the doubling should have prevented) says so, rather than a generic
 * error; the index is doubled first, so that sending it again succeeds.
 */
async function importAndGrow(
  input: ImportStudentsRequest,
  uid: string,
): Promise<ImportStudentsResult> {
  const { orgId } = input;
  let batch: Awaited<ReturnType<typeof importBatch>>;
  try {
    batch = await importBatch(input, uid);
  } catch (error) {
    if (!isDocumentTooLarge(error)) throw error;
    const layout = layoutOf(await directoryStateRef(orgId).get());
    logger.error('import refused: a directory shard is full; doubling the index', { orgId });
    await growDirectory(orgId, layout.shards).catch((failure: unknown) =>
      logger.error('directory growth failed', { orgId, error: String(failure) }),
    );
    throw refuse('resource-exhausted', 'directoryFull');
  }
  const { layout } = batch;
  if (layout) {
    const touched = new Set(
      input.rows.map(({ row }) =>
        directoryShardId(importedStudentDocId(input.importId, row), layout.shards),
      ),
    );
    await growIfFull(orgId, layout.shards, [...touched]);
  }
  return batch.result;
}

export const importStudents = onCall(
  { timeoutSeconds: 120, memory: '512MiB' },
  async (request): Promise<ImportStudentsResult> => {
    const caller = requireCaller(request);
    const input = parseInput(importStudentsInputSchema, request.data);
    if (new Set(input.rows.map((row) => row.row)).size !== input.rows.length) {
      throw refuse('invalid-argument', 'repeatedRow');
    }
    // A new student has no parent's consent on record, which an APAAR ID needs (as in the rules).
    const withApaar = input.rows.filter(({ student }) => student.identity.apaarId !== undefined);
    if (withApaar.length > 0) {
      const rows = withApaar.map(({ row }) => row).join(', ');
      throw refuse('invalid-argument', 'apaarWithoutConsent', { rows });
    }
    const fields = { orgId: input.orgId, importId: input.importId, rows: input.rows.length };
    return logged('importStudents', { ...fields, by: caller.uid }, () =>
      importAndGrow(input, caller.uid),
    );
  },
);
