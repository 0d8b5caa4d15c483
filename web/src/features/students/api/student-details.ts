import { IN_QUERY_MAX_VALUES } from '@village/model/limits';
import { studentsPath } from '@village/model/paths';
import { DETAIL_GROUP_NAMES, type StudentDetails } from '@village/model/student-details';
import type { EducationLevel } from '@village/model/levels';
import { studentDocSchema, type Student } from '@village/model/student';
import { parseDocument } from '../../../lib/data/converters';
import { DOCUMENT_ID, readOnce } from '../../../lib/data/read-once';

// The students' documents and "More details" for the directory's exports. The directory's index does
// not hold them, and the directory should not read every student's document to show its list: the
// export reads the documents of the students it writes, when it writes them, by id, in `in`
// queries of at most IN_QUERY_MAX_VALUES ids (a query on the document id needs no index).
//
// Offline, or when the server cannot be reached, the answer is what this device has read before;
// a student whose document is not there (or is not valid) is simply absent from the answer, and
// the export leaves that student's details blank rather than fail.

/** The ids in runs of IN_QUERY_MAX_VALUES, each once. */
export function idChunks(ids: readonly string[]): string[][] {
  const unique = [...new Set(ids)];
  const chunks: string[][] = [];
  for (let at = 0; at < unique.length; at += IN_QUERY_MAX_VALUES)
    chunks.push(unique.slice(at, at + IN_QUERY_MAX_VALUES));
  return chunks;
}

/** A student's groups, as the export writes them. */
function detailsOf(student: Student): StudentDetails {
  return Object.fromEntries(
    DETAIL_GROUP_NAMES.map((group) => [group, student[group]]),
  ) as unknown as StudentDetails;
}

/**
 * The documents of the students with these ids, by id: those this device could read (from the
 * server when online, else from its cache). Never fails: a chunk that cannot be read, and a
 * document that does not parse, are left out.
 */
export async function readStudentDocuments(
  orgId: string,
  ids: readonly string[],
): Promise<Map<string, Student>> {
  const chunks = await Promise.all(
    idChunks(ids).map((chunk) =>
      readOnce({ collection: studentsPath(orgId), where: [[DOCUMENT_ID, 'in', chunk]] }),
    ),
  );
  const students = new Map<string, Student>();
  for (const chunk of chunks) {
    for (const doc of chunk ?? []) {
      try {
        students.set(doc.id, parseDocument(studentDocSchema, doc));
      } catch (error) {
        // An invalid document: the export leaves it out (its details blank).
        console.warn('Student document not read for the export', doc.id, error);
      }
    }
  }
  return students;
}

/** The details of the students with these document ids, by id (readStudentDocuments). */
export async function readStudentDetails(
  orgId: string,
  ids: readonly string[],
): Promise<Map<string, StudentDetails>> {
  const students = await readStudentDocuments(orgId, ids);
  return new Map([...students].map(([id, student]) => [id, detailsOf(student)]));
}

/**
 * The documents of the students on the roll in these levels whose ids are among these, read in
 * one query rather than in runs of ids: for a school's whole roll one query is many times quicker
 * than a hundred, each of which the SDK runs as a listen of its own.
 */
export async function readStudentsOnRoll(
  orgId: string,
  levels: readonly EducationLevel[],
  /** Only these students; every one on the roll in these levels when not given. */
  ids?: ReadonlySet<string>,
): Promise<Map<string, Student>> {
  const students = new Map<string, Student>();
  // An `in` filter needs a value: no level, nothing to read.
  if (levels.length === 0) return students;
  // The server's only: a return made from this device's copy would leave out, unsaid, every
  // student this device never read; offline it fails, and says to connect.
  const onRoll = await readOnce(
    {
      collection: studentsPath(orgId),
      where: [
        ['status', '==', 'active'],
        ['educationLevel', 'in', [...levels]],
      ],
    },
    { serverOnly: true },
  );
  for (const doc of onRoll ?? []) {
    if (ids && !ids.has(doc.id)) continue;
    try {
      students.set(doc.id, parseDocument(studentDocSchema, doc));
    } catch (error) {
      // An invalid document: the export leaves it out.
      console.warn('Student document not read for the export', doc.id, error);
    }
  }
  return students;
}
