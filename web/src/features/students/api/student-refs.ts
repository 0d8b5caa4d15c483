import { collection, doc, type FirestoreDataConverter } from 'firebase/firestore';
import { studentsPath } from '@village/model/paths';
import { studentDocSchema, type Student } from '@village/model/student';
import { schemaConverter } from '../../../lib/data/converters';
import { db } from '../../../lib/firestore';

// Typed references to the student feature's collections: every read parses with the model's
// schema (lib/data/converters), so a page never sees a half-valid record.

const studentConverter: FirestoreDataConverter<Student> = schemaConverter(studentDocSchema);

export const studentsCollection = (orgId: string) =>
  collection(db, studentsPath(orgId)).withConverter(studentConverter);

export const studentDoc = (orgId: string, id: string) =>
  doc(db, studentsPath(orgId), id).withConverter(studentConverter);

/** A fresh document reference: its id exists before the write, so a save works offline. */
export const newStudentDoc = (orgId: string) => doc(collection(db, studentsPath(orgId)));
