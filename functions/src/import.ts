// Callable importStudents: one batch (at most IMPORT_BATCH_SIZE rows) of a spreadsheet import, by
// staff. In one transaction it
//  - checks the caller's role and validates every row again with the model's studentInputSchema
//    (the web checked them first; nothing is written when one is invalid);
//  - creates each row at students/import-{importId}-{row} unless it is already there, so a batch
//    sent again (a dropped connection, a reload, the same file twice) creates nothing twice;
//  - numbers the new students (allocateStudentIds), so no second write per student is needed;
//  - adds the batch to the import's one activity, activities/import-{importId}: "N students
//    imported", instead of one activity per student.
// The counters and the directory follow through the student triggers, as for any student write.
import { FieldValue, GeoPoint } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/https';
import { ACTIVITY_ACTIONS } from '@village/model/activity';
import { importStudentsInputSchema, type ImportStudentsResult } from '@village/model/callables';
import { activitiesPath, organizationPath, studentsPath } from '@village/model/paths';
import { STAFF_ROLES } from '@village/model/roles';
import { deriveStudentFields } from '@village/model/student';
import { importedActivityText, importedStudentDocId } from '@village/model/student-import';
import { db } from './app';
import { logged, parseInput, requireCaller, requireRole } from './callable';
import { allocateStudentIds } from './counter-fold';
import { memberName } from './names';
import { runTransaction } from './transactions';

export const importStudents = onCall(
  { timeoutSeconds: 120, memory: '512MiB' },
  async (request): Promise<ImportStudentsResult> => {
    const caller = requireCaller(request);
    const input = parseInput(importStudentsInputSchema, request.data);
    const { orgId, importId, rows } = input;
    if (new Set(rows.map((row) => row.row)).size !== rows.length) {
      throw new HttpsError('invalid-argument', 'Invalid request (rows: a row number is repeated).');
    }
    return logged(
      'importStudents',
      { orgId, importId, rows: rows.length, by: caller.uid },
      async () => {
        const byName = await memberName(orgId, caller.uid);
        const activityRef = db.doc(`${activitiesPath(orgId)}/import-${importId}`);
        const refs = rows.map((row) =>
          db.doc(`${studentsPath(orgId)}/${importedStudentDocId(importId, row.row)}`),
        );
        return runTransaction(async (tx): Promise<ImportStudentsResult> => {
          const { org } = await requireRole(tx, orgId, caller.uid, STAFF_ROLES, 'import students');
          const [existing, activity] = await Promise.all([
            tx.getAll(...refs, { fieldMask: [] }),
            tx.get(activityRef),
          ]);
          const fresh = rows.filter((_, index) => !existing[index]?.exists);
          const before: unknown = activity.get('count');
          const importedBefore = typeof before === 'number' ? before : 0;
          const importedSoFar = importedBefore + fresh.length;
          if (fresh.length === 0) {
            return { created: 0, alreadyImported: rows.length, importedSoFar };
          }
          const allocation = await allocateStudentIds(tx, orgId, org, fresh.length);

          const now = FieldValue.serverTimestamp();
          fresh.forEach(({ row, student }, index) => {
            tx.create(db.doc(`${studentsPath(orgId)}/${importedStudentDocId(importId, row)}`), {
              ...student,
              ...deriveStudentFields(student),
              location: student.location
                ? new GeoPoint(student.location.lat, student.location.lng)
                : null,
              studentId: allocation.ids[index],
              createdAt: now,
              createdBy: caller.uid,
              updatedAt: now,
              updatedBy: caller.uid,
            });
          });
          const orgUpdate: Record<string, unknown> = { nextStudentNumber: allocation.next };
          if (org.get('studentIdPrefix') !== allocation.prefix) {
            orgUpdate.studentIdPrefix = allocation.prefix;
          }
          tx.update(db.doc(organizationPath(orgId)), orgUpdate);
          tx.set(activityRef, {
            type: 'import',
            action: ACTIVITY_ACTIONS.import,
            student: importedActivityText(importedSoFar),
            studentRef: '',
            count: importedSoFar,
            at: now,
            by: caller.uid,
            byName,
          });
          return {
            created: fresh.length,
            alreadyImported: rows.length - fresh.length,
            importedSoFar,
          };
        });
      },
    );
  },
);
