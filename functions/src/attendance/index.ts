// Attendance (model/src/attendance/): what the functions keep from the registers staff write, and
// the list of classes from the students (counted by the student trigger, students.ts).
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { COLLECTIONS } from '@village/model/paths';
import { timestampFromRfc3339 } from '../event-time';
import { applyRegister } from './apply';
import { arrivedMarks, flagLateMarks } from './late';

export { applyRegister, classDayOf, registerKeyOf, registerOf } from './apply';
export { classesMoved, recountClasses } from './classes';
export { registerDigest } from '@village/model/attendance/digest';
export { arrivedLate, arrivedMarks, flagLateMarks } from './late';
export { classRoll } from './roll';

// organizations/{orgId}/attendance/{registerId}
export const onAttendanceWritten = onDocumentWritten(
  {
    document: `${COLLECTIONS.organizations}/{orgId}/${COLLECTIONS.attendance}/{registerId}`,
    retry: true,
  },
  async (event) => {
    const { orgId, registerId } = event.params;
    const fields = { orgId, registerId, eventId: event.id };
    try {
      const applied = await applyRegister(orgId, registerId);
      // The event's time is when the write reached the server: the marks it brought arrived then.
      const late = await flagLateMarks(
        orgId,
        registerId,
        arrivedMarks(event.data?.before.data(), event.data?.after.data()),
        timestampFromRfc3339(event.time).toDate(),
      );
      logger.info('attendance register applied', { ...fields, ...applied, late });
    } catch (error) {
      // Thrown again so that the platform delivers the event again (retry: true): both steps read
      // the state afresh, so running them again is safe.
      logger.error('attendance register failed', { ...fields, error: String(error) });
      throw error;
    }
  },
);
