import { academicYearOf } from '@village/model/academic-year';
import type { EducationLevel } from '@village/model/levels';
import type { Organization } from '@village/model/organization';
import type { Student } from '@village/model/student';
import { udiseExport, type UdiseExport } from '@village/model/udise-export';
import type { UdiseSettings } from '@village/model/udise-settings';
import { readPreviousYears } from '../api/previous-years';
import { readStudentsOnRoll } from '../api/student-details';
import { readSchoolUdiseSettings } from '../api/udise-settings';
import { timed, timedNow, UDISE_TIMING } from './udise-timing';

/** The return of the students read, with them and the settings it was made with. */
export interface UdiseReading {
  result: UdiseExport;
  students: ReadonlyMap<string, Student>;
  settings: UdiseSettings;
}

/** Reads the saved Aadhaar numbers of these students, by id (the return's callable). */
export type AadhaarReader = (students: Iterable<Student>) => Promise<Map<string, string>>;

/**
 * The UDISE+ return of the students on the roll in these levels (only those of `ids` when given),
 * read in full from their documents now: one query for the students, and their previous year's
 * records beside it. The Aadhaar numbers are read only by a return that is downloaded
 * (`readAadhaar`): each read is one entry in the History, never made by a look at readiness.
 */
export async function readUdiseReturn(
  orgId: string,
  organization: Pick<Organization, 'academicYearStartMonth'>,
  levels: readonly EducationLevel[],
  ids: ReadonlySet<string> | undefined,
  now: Date,
  readAadhaar?: AadhaarReader,
): Promise<UdiseReading> {
  const session = academicYearOf(now, organization.academicYearStartMonth);
  const reading = timed(UDISE_TIMING.students, readStudentsOnRoll(orgId, levels, ids));
  // Without the numbers (offline) the return lists those students to copy from the register. A
  // failed read of the students is reported by the Promise.all below.
  const aadhaarReading = readAadhaar
    ? reading.then(
        (read) => timed(UDISE_TIMING.aadhaar, readAadhaar(read.values())),
        () => new Map<string, string>(),
      )
    : Promise.resolve(new Map<string, string>());
  const [students, settings, previousYears, aadhaarNumbers] = await Promise.all([
    reading,
    readSchoolUdiseSettings(orgId),
    // The previous-year columns, of the year before the one being filed.
    timed(UDISE_TIMING.previousYears, readPreviousYears(orgId, session, levels, reading)),
    aadhaarReading,
  ]);
  const result = timedNow(UDISE_TIMING.rows, () =>
    udiseExport(
      [...students.values()],
      { session, overrides: settings.codes, school: settings },
      previousYears,
      aadhaarNumbers,
    ),
  );
  return { result, students, settings };
}
