// The directory tests' shared expectation: what the index should hold for the students as stored.
import { studentsPath } from '@village/model/paths';
import { directoryShardsOf } from '../src/directory';
import { db } from './emulator';

/** The lines the students as stored now should have, by student document id. */
export async function expectedDirectoryLines(orgId: string): Promise<Record<string, string>> {
  const students = await db.collection(studentsPath(orgId)).get();
  const { shards } = directoryShardsOf(
    students.docs.map((doc) => ({
      id: doc.id,
      data: doc.data(),
      updateTime: doc.updateTime.toDate(),
    })),
    32,
  );
  return Object.assign({}, ...shards.values()) as Record<string, string>;
}
