import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  SnapshotOptions,
} from 'firebase/firestore';
import {
  attendanceRegisterSchema,
  type AttendanceRegister,
} from '@village/model/attendance/register';
import { readRegister } from '@village/model/attendance/register-read';
import { InvalidDocumentError, type WithId } from '../data/converters';

export type StoredRegister = WithId<AttendanceRegister>;

/**
 * Registers as every screen reads them (organizations/{orgId}/attendance): readRegister keeps each
 * mark the model accepts and drops an odd one, which the rules cannot all check, so that one bad
 * mark costs that mark and not the class's day. A document that is not a register at all throws.
 */
export const registerConverter: FirestoreDataConverter<StoredRegister, DocumentData> = {
  toFirestore: () => {
    throw new Error('Write with the feature’s mutation functions, not through a converter');
  },
  fromFirestore: (snapshot: QueryDocumentSnapshot, options?: SnapshotOptions) => {
    const data = snapshot.data(options);
    const register = readRegister(data);
    if (!register) {
      const { error } = attendanceRegisterSchema.safeParse(data);
      throw new InvalidDocumentError(snapshot.ref.path, error?.issues ?? []);
    }
    return { ...register, id: snapshot.id };
  },
};
