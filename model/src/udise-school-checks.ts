// A student's row against what the school's UDISE+ settings say it is and offers (udise-school.ts):
// the portal's upload refuses a class outside the school's lowest and highest, a section the class
// does not have, and a stream the school does not offer (docs/udise/student-upload-template.md,
// section 2). Each is checked only once the office has set it: an unset part checks nothing.

import type { Student } from './student';
import type { UdiseProblem, UdiseSeverity } from './udise-checks';
import { udiseValueCode, type UdiseCodeOverrides } from './udise-code-tables';
import { FIRST_STREAM_CLASS, type UdiseSchool } from './udise-school';
import type { UdiseColumnKey } from './udise-template';

/** How the row's checks are recorded (udise-export.ts's `check`). */
export type UdiseCheckRecorder = (
  column: UdiseColumnKey,
  problem: UdiseProblem,
  severity?: UdiseSeverity,
  value?: string,
) => void;

/** The cells the school's settings fill, beside its checks. */
export interface UdiseSchoolCells {
  enrTypeCy?: number;
}

/** The school's checks of one student in class `classNumber`, and the cells they fill. */
export function udiseSchoolCells(
  student: Student,
  classNumber: number,
  settings: { school?: UdiseSchool; overrides?: UdiseCodeOverrides },
  check: UdiseCheckRecorder,
): UdiseSchoolCells {
  const { school = {}, overrides } = settings;
  const { lowestClass, highestClass, sections, streams } = school;
  if (
    lowestClass !== undefined &&
    highestClass !== undefined &&
    (classNumber < lowestClass || classNumber > highestClass)
  )
    check('classId', 'classNotOffered', 'refused', String(classNumber));
  // A class without sections in the settings is not checked: the office may not have listed it.
  const offered = sections?.[String(classNumber)];
  const section = student.section.trim().toUpperCase();
  if (offered && section && !(section.length === 1 && offered.includes(section)))
    check('sectionId', 'sectionNotOffered', 'refused', section);
  const stream = student.enrolment?.stream;
  if (classNumber >= FIRST_STREAM_CLASS && stream && streams && !streams.includes(stream))
    check('acdemicStream', 'streamNotOffered', 'refused', stream);

  const cells: UdiseSchoolCells = {};
  // The portal keeps this column for private unaided schools and blanks it for the others. Its
  // codes were published only by a weak source, so the office settles the RTE's (no code is
  // written for a child not admitted under the RTE: the record gives none for "none").
  if (school.management === 'privateUnaided' && student.enrolment?.rte === true) {
    const code = udiseValueCode('admittedUnder', 'rte', overrides);
    if (code === undefined) check('enrTypeCy', 'codeNotSet', 'questioned', 'rte');
    else cells.enrTypeCy = code;
  }
  return cells;
}
